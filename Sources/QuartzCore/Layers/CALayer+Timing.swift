import ReelCore

/// Conversion between layers' local times (`beginTime`, `speed`, `timeOffset` down the tree).
extension CALayer {
    /// `t`, a time in `l`'s local time (nil: the recording's time, `CACurrentMediaTime()`'s),
    /// in this layer's local time.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromClock: l?.clockTime(fromLocal: t) ?? t)
    }

    /// `t`, a time in this layer's local time, in `l`'s local time (nil: the recording's time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let clock = clockTime(fromLocal: t)
        return l?.localTime(fromClock: clock) ?? clock
    }

    /// The layers from the root down to this one.
    private var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            chain.append(current)
            layer = current.superlayer
        }
        return chain.reversed()
    }

    /// The local time of this layer at recording time `t`: each layer's clock from the root down.
    private func localTime(fromClock t: CFTimeInterval) -> CFTimeInterval {
        ancestry.reduce(t) { time, layer in layer.reel.model.localTime(fromParent: time) }
    }

    /// The recording time at which this layer's local time is `t`: each layer's clock from this
    /// one up to the root.
    private func clockTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        ancestry.reversed().reduce(t) { time, layer in layer.reel.model.parentTime(fromLocal: time) }
    }
}
