/// The frames `--frames` selects, before the clip's length is known: `10-20` (inclusive,
/// from 0), `10-` (to the end) or `7` (one frame). ``resolve(frameCount:)`` checks it against
/// a clip (see ``FrameRange``).
public struct FrameSelection: Hashable, Sendable, CustomStringConvertible {
    public var first: Int
    /// The last frame included; nil means the scene's last frame.
    public var last: Int?

    public init(first: Int, last: Int?) {
        self.first = first
        self.last = last
    }

    public init?(parsing text: String) {
        if let n = Int(text), n >= 0 {
            self.init(first: n, last: n)
            return
        }
        guard let dash = text.firstIndex(of: "-"), let a = Int(text[..<dash]), a >= 0 else { return nil }
        let rest = text[text.index(after: dash)...]
        if rest.isEmpty {
            self.init(first: a, last: nil)
            return
        }
        guard let b = Int(rest), b >= a else { return nil }
        self.init(first: a, last: b)
    }

    /// The frames this selects in a clip of `frameCount` frames (`10-` runs to the last frame).
    /// - Throws: ``PipelineError/badFrameRange(_:)`` when the frames lie outside the clip.
    public func resolve(frameCount: Int) throws -> ClosedRange<Int> {
        try FrameRange.validate(first...(last ?? max(first, frameCount - 1)), frameCount: frameCount)
    }

    public var description: String { last.map { "\(first)-\($0)" } ?? "\(first)-" }
}
