/// Parsing and checking `--frames A-B`: a part of a clip, for splitting a long render across
/// machines.
///
/// Frames are numbered from 0 and both ends are included: `--frames 0-299` and
/// `--frames 300-599` split a 600-frame clip in two; `--frames 120` is one frame and
/// `--frames 300-` runs to the end. Join MP4 parts with FFmpeg's concat demuxer (same
/// settings, so the streams match):
///
/// ```
/// printf "file 'part1.mp4'\nfile 'part2.mp4'\n" > parts.txt
/// ffmpeg -f concat -safe 0 -i parts.txt -c copy -movflags +faststart clip.mp4
/// ```
public struct FrameRange: Hashable, Sendable, CustomStringConvertible {
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

    /// The frames of a scene with `frameCount` frames that this range selects, clamped; nil
    /// when the range starts past the end.
    public func clamped(toFrameCount frameCount: Int) -> ClosedRange<Int>? {
        guard first < frameCount else { return nil }
        return first...min(last ?? frameCount - 1, frameCount - 1)
    }

    public var description: String { last.map { "\(first)-\($0)" } ?? "\(first)-" }

    /// Parses `A-B`, `A-` or `A` for a clip of `frameCount` frames.
    /// - Throws: ``PipelineError/badFrameRange(_:)`` with a message saying what is allowed.
    public static func parse(_ text: String, frameCount: Int) throws -> ClosedRange<Int> {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let bad = PipelineError.badFrameRange(
            "invalid frame range '\(text)': use A-B (frames A to B, both included, from 0), A- or A; the clip has frames 0-\(frameCount - 1)"
        )
        guard let first = parts.first, let a = Int(first) else { throw bad }
        let b: Int
        if parts.count == 1 {
            b = a
        } else if parts[1].isEmpty {
            b = frameCount - 1
        } else if let v = Int(parts[1]) {
            b = v
        } else {
            throw bad
        }
        guard a <= b else { throw bad }
        return try validate(a...b, frameCount: frameCount)
    }

    /// Checks that `range` lies inside a clip of `frameCount` frames.
    public static func validate(_ range: ClosedRange<Int>, frameCount: Int) throws -> ClosedRange<Int> {
        guard range.lowerBound >= 0, range.upperBound < frameCount else {
            throw PipelineError.badFrameRange(
                "the frame range \(range.lowerBound)-\(range.upperBound) is outside the clip, which has frames 0-\(frameCount - 1)"
            )
        }
        return range
    }
}
