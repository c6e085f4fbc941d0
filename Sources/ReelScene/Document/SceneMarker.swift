/// A named moment or stretch of a clip (`"markers"`): what Lottie files call markers (`cm`,
/// `tm`, `dr`) and video editors call ranges. `reel render --frames intro` renders a marker's
/// frames.
public struct SceneMarker: Hashable, Sendable {
    /// The marker's name, unique in its document.
    public var name: String
    /// Its start, in seconds from the clip's start.
    public var time: Double
    /// Its length in seconds; 0 marks a moment (its stretch then runs to the next marker, or
    /// to the end: ``end(in:)``).
    public var duration: Double

    public init(name: String, time: Double, duration: Double = 0) {
        self.name = name
        self.time = time
        self.duration = duration
    }

    /// Where the marker's stretch ends, in seconds: `time + duration`, or for a marker of
    /// length 0 the next later marker's time, else `clipDuration`. (lottie-ios plays a marker
    /// from `time` to `time + duration`; a moment marker has no stretch there, so Reel gives it
    /// the span a reader of the file sees: up to the next marker.)
    public func end(in markers: [SceneMarker], clipDuration: Double) -> Double {
        if duration > 0 { return min(time + duration, clipDuration) }
        return markers.map(\.time).filter { $0 > time }.min() ?? clipDuration
    }
}
