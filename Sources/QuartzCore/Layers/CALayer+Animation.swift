import ReelCore

/// Adding and removing animations, like `CALayer`'s: the animation is converted to ReelCore's
/// value now (the copy Core Animation makes) and attached to the ReelCore layer, so it produces
/// exactly the trace the same animation written with Reel's API does.
extension CALayer {
    /// Adds `anim` under `key` (replacing the animation under that key). An animation that
    /// cannot have an effect (a value of the wrong type, an unknown key path) is not added and
    /// is reported once on standard error.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard var animation = anim.makeReelAnimation() else { return }
        if let delegate = anim.delegate {
            animation.delegate = AnimationDelegateBridge(animation: anim, delegate: delegate)
        }
        reel.add(animation, forKey: key)
        if let key { addedAnimations[key] = anim }
    }

    /// The animation added under `key`, while it is attached.
    public func animation(forKey key: String) -> CAAnimation? {
        guard reel.animation(forKey: key) != nil else {
            addedAnimations[key] = nil
            return nil
        }
        return addedAnimations[key]
    }

    public func animationKeys() -> [String]? { reel.animationKeys() }

    public func removeAnimation(forKey key: String) {
        reel.removeAnimation(forKey: key)
        addedAnimations[key] = nil
    }

    public func removeAllAnimations() {
        reel.removeAllAnimations()
        addedAnimations = [:]
    }

    /// Drops the animations of this layer, its mask and its sublayers without calling their
    /// delegates (`RecordingHost` does when it goes away): an animation holds its delegate
    /// strongly, as in Core Animation, and the delegate is often the view that holds the layer,
    /// so an animation still attached when a recording ends would keep both alive.
    package func discardAnimationsInTree() {
        reel.discardAnimations()
        addedAnimations = [:]
        mask?.discardAnimationsInTree()
        for sublayer in sublayers ?? [] { sublayer.discardAnimationsInTree() }
    }
}
