/// How a video plays as a layer's contents (`Image.video`): where it starts, how fast, whether
/// it loops. Times are the layer's local time, so `beginTime`, `timeOffset` and `speed` of the
/// layer and its ancestors move and stretch the video as they do animations.
public struct VideoPlayback: Hashable, Sendable {
    /// The video time, in seconds, shown at local time 0.
    public var start: Double
    /// Video seconds per local second.
    public var rate: Double
    /// Whether the video wraps around at its end; otherwise its last frame stays.
    public var loops: Bool

    public init(start: Double = 0, rate: Double = 1, loops: Bool = false) {
        self.start = start
        self.rate = rate
        self.loops = loops
    }

    /// The video time at the layer's local time `t`: `start + rate × t`, never before 0. The
    /// reader wraps it (when `loops`) or holds the last frame, as it knows the video's length.
    public func time(atLocal t: Double) -> Double { max(start + rate * t, 0) }
}
