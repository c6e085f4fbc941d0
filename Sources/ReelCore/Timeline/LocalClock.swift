/// A layer's own clock: how its local time follows its superlayer's (`beginTime`, `speed`,
/// `timeOffset`, as in `CAMediaTiming`), apart from the rest of its state, so that a closure
/// can keep it without copying a whole `LayerState`.
struct LocalClock: Sendable {
    let beginTime: Double, speed: Double, timeOffset: Double

    init(_ state: LayerState) {
        (beginTime, speed, timeOffset) = (state.beginTime, state.speed, state.timeOffset)
    }

    /// The local time when the superlayer's time is `t` (0 before `beginTime`).
    func localTime(fromParent t: Double) -> Double {
        t < beginTime ? 0 : (t - beginTime) * speed + timeOffset
    }
}
