/// Ending the animations of a tree whose time was driven by hand (an interactive transition's
/// container, paused at `speed` 0 and moved through `timeOffset`). A stage schedules an
/// animation's end when the animation is added (from the layer times then), so an animation
/// added under a paused layer has no scheduled end: whoever drives the layer's time ends them
/// with these when it has brought that time to one end or the other.
extension Layer {
    /// Removes, as finished, every animation of this tree (sublayers and masks included) that
    /// `includes` accepts, that is removed on completion and whose end is at or before its
    /// layer's local time at clock time `t` (within `tolerance` seconds).
    package func finishEndedAnimationsInTree(
        atClockTime t: Double, tolerance: Double = 1e-6, where includes: (Layer, AttachedAnimation) -> Bool
    ) {
        let now = localTime(atClockTime: t)
        let ended = attachedAnimations.filter {
            includes(self, $0) && $0.animation.timing.isRemovedOnCompletion
                && $0.animation.timing.endTime <= now + tolerance
        }
        for attached in ended { removeAnimation(id: attached.id, finished: true) }
        for sublayer in sublayers {
            sublayer.finishEndedAnimationsInTree(atClockTime: t, tolerance: tolerance, where: includes)
        }
        mask?.finishEndedAnimationsInTree(atClockTime: t, tolerance: tolerance, where: includes)
    }

    /// Gives each property that an accepted animation of this tree animates the model value it
    /// shows at clock time `t`, then removes those animations, not finished: how a cancelled
    /// interactive transition leaves its views where its time went back to (its start).
    package func settleAnimationsInTree(atClockTime t: Double, where includes: (Layer, AttachedAnimation) -> Bool) {
        let chosen = attachedAnimations.filter { includes(self, $0) }
        if !chosen.isEmpty {
            let shown = Presentation.state(model: model, animations: attachedAnimations, at: localTime(atClockTime: t))
            for attached in chosen {
                guard let animation = attached.animation as? any PropertyAnimation, let property = animation.property
                else { continue }
                setModelValue(property.value(in: shown), for: property)
            }
            for attached in chosen { removeAnimation(id: attached.id, finished: false) }
        }
        for sublayer in sublayers { sublayer.settleAnimationsInTree(atClockTime: t, where: includes) }
        mask?.settleAnimationsInTree(atClockTime: t, where: includes)
    }

    /// The attached animations of this tree (sublayers and masks included), by layer.
    package func animationsInTree() -> [(layer: Layer, animation: AttachedAnimation)] {
        var found = attachedAnimations.map { (layer: self, animation: $0) }
        for sublayer in sublayers { found += sublayer.animationsInTree() }
        if let mask { found += mask.animationsInTree() }
        return found
    }
}
