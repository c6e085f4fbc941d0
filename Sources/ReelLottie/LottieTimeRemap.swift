import Foundation

/// A time-remapped precomp's clock (`tm`: its own composition's time in seconds at each frame of
/// the composition holding it) as Reel layer timing, so that the precomp moves on between frames.
///
/// The layer holding the precomp's layers gets, from each whole frame of the clip to the next, the
/// straight line from the remapped time at that frame to the one just before the next: its local
/// time is `max(p − beginTime, 0) · speed + timeOffset` with `beginTime` the parent's time `p` at
/// the frame, `timeOffset` the remapped time there and `speed` the line's slope. A remap that is
/// linear across a frame is followed exactly there, an eased one passes through its value at every
/// whole frame, and a hold jumps at the frame where it starts. Stretches on one line share one
/// segment.
struct LottieTimeRemap {
    /// The layer timing from `time` (seconds of the clip) on.
    struct Segment: Equatable {
        var time: Double
        var beginTime: Double
        var speed: Double
        var timeOffset: Double

        /// The remapped time this segment gives at parent time `p`.
        func localTime(_ p: Double) -> Double { max(p - beginTime, 0) * speed + timeOffset }
    }

    var remap: LottieProperty
    var frameRate: Double
    /// The holding composition's frame at each clip time (seconds); the precomp layer's parent is
    /// at local time `frame / frameRate` (``LottieTiming``).
    var clockToFrame: (Double) -> Double

    /// The segments for a clip of `frames` frames, the first at time 0.
    func segments(frames: Int) -> [Segment] {
        var result: [Segment] = []
        for i in 0..<max(frames, 1) {
            let t0 = Double(i) / frameRate
            let t1 = Double(i + 1) / frameRate
            let f0 = clockToFrame(t0)
            let f1 = clockToFrame(t1)
            let v0 = remap.value(at: f0)[0]
            // Just before the next frame, so that a hold starting there is not leaned towards.
            let v1 = remap.value(at: f1 - (f1 - f0) * 1e-6)[0]
            let p0 = f0 / frameRate
            let dp = (f1 - f0) / frameRate * (1 - 1e-6)
            let speed = dp > 1e-12 ? (v1 - v0) / dp : 0
            let segment = Segment(time: t0, beginTime: p0, speed: speed, timeOffset: v0)
            if let last = result.last, abs(last.speed - speed) < 1e-9, abs(last.localTime(p0) - v0) < 1e-9 {
                continue
            }
            result.append(segment)
        }
        return result
    }
}
