import ReelScene

/// The frames `--frames` selects, before the clip is known: `10-20` (inclusive, from 0),
/// `10-` (to the end), `7` (one frame), or by the clip's markers: `intro` (that marker's
/// stretch) or `intro..outro` (from the start of one marker to the start of another, as
/// lottie-ios's `play(fromMarker:toMarker:)`). ``resolve(in:)`` checks it against a clip (see
/// ``FrameRange``).
public struct FrameSelection: Hashable, Sendable, CustomStringConvertible {
    public var first: Int
    /// The last frame included; nil means the scene's last frame.
    public var last: Int?
    /// The marker the selection starts at (then `first` and `last` are not used).
    public var marker: String?
    /// The marker the selection stops before; nil with a `marker`: that marker's own stretch.
    public var toMarker: String?

    public init(first: Int, last: Int?) {
        self.first = first
        self.last = last
    }

    /// The stretch of `marker`, or from `marker`'s start to `toMarker`'s.
    public init(marker: String, toMarker: String? = nil) {
        self.init(first: 0, last: nil)
        self.marker = marker
        self.toMarker = toMarker
    }

    /// Reads `a-b`, `a-`, `n`, `name` or `from..to`; nil for numbers out of order or an
    /// empty name.
    public init?(parsing text: String) {
        if let n = Int(text), n >= 0 {
            self.init(first: n, last: n)
            return
        }
        if let (a, b) = Self.numbers(text) {
            self.init(first: a, last: b)
            return
        }
        // Digits and dashes that are no valid range ("-3", "20-10") are a mistake, not a name.
        if text.contains(where: \.isNumber), text.allSatisfy({ $0.isNumber || $0 == "-" }) { return nil }
        if let range = text.range(of: "..") {
            let (from, to) = (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
            guard !from.isEmpty, !to.isEmpty else { return nil }
            self.init(marker: from, toMarker: to)
            return
        }
        guard !text.isEmpty else { return nil }
        self.init(marker: text)
    }

    /// `a-b` or `a-` as numbers (nil when `text` is not that form, or b < a).
    private static func numbers(_ text: String) -> (Int, Int?)? {
        guard let dash = text.firstIndex(of: "-"), let a = Int(text[..<dash]), a >= 0 else { return nil }
        let rest = text[text.index(after: dash)...]
        if rest.isEmpty { return (a, nil) }
        guard let b = Int(rest), b >= a else { return nil }
        return (a, b)
    }

    /// The frames this selects in a clip of `frameCount` frames (`10-` runs to the last frame).
    /// - Throws: ``PipelineError/badFrameRange(_:)`` when the frames lie outside the clip, or
    ///   ``PipelineError/noSuchMarker(_:available:)`` for a marker selection (which needs
    ///   ``resolve(in:)``).
    public func resolve(frameCount: Int) throws -> ClosedRange<Int> {
        if let marker { throw PipelineError.noSuchMarker(marker, available: []) }
        return try FrameRange.validate(first...(last ?? max(first, frameCount - 1)), frameCount: frameCount)
    }

    /// The frames this selects in `clip`. A marker's stretch from `time` to its end (see
    /// ``SceneMarker/end(in:clipDuration:)``) holds the frames whose times fall in `[time, end)`,
    /// at least the marker's own frame.
    /// - Throws: ``PipelineError/noSuchMarker(_:available:)`` naming the clip's markers, or
    ///   ``PipelineError/badFrameRange(_:)``.
    public func resolve(in clip: Clip) throws -> ClosedRange<Int> {
        guard let marker else { return try resolve(frameCount: clip.frameCount) }
        func find(_ name: String) throws -> SceneMarker {
            guard let found = clip.markers.first(where: { $0.name == name }) else {
                throw PipelineError.noSuchMarker(name, available: clip.markers.map(\.name))
            }
            return found
        }
        let from = try find(marker)
        let end =
            try toMarker.map { try find($0).time } ?? from.end(in: clip.markers, clipDuration: clip.timeline.duration)
        if let toMarker, end < from.time {
            throw PipelineError.badFrameRange(
                "the marker '\(toMarker)' is before '\(marker)'; write the earlier marker first: \(toMarker)..\(marker)"
            )
        }
        let rate = clip.timeline.frameRate
        let firstFrame = Int((from.time * rate.framesPerSecond - 1e-9).rounded(.up))
        let afterLast = Int((end * rate.framesPerSecond - 1e-9).rounded(.up))
        let lastFrame = min(max(afterLast - 1, firstFrame), clip.frameCount - 1)
        return try FrameRange.validate(min(firstFrame, lastFrame)...lastFrame, frameCount: clip.frameCount)
    }

    public var description: String {
        if let marker { return toMarker.map { "\(marker)..\($0)" } ?? marker }
        return last.map { "\(first)-\($0)" } ?? "\(first)-"
    }
}
