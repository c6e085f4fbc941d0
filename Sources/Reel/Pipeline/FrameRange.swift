/// Parsing and checking `--frames A-B`: a part of a clip, for splitting a long render across
/// machines.
///
/// Frames are numbered from 0 and both ends are included: `--frames 0-299` and
/// `--frames 300-599` split a 600-frame clip in two; `--frames 120` is one frame and
/// `--frames 300-` runs to the end. To render one clip on several machines and join the MP4
/// parts, use ``FrameShard`` (`--shard I/N`, parts of whole encoder segments) and `reel join`.
public enum FrameRange {
    /// Parses `A-B`, `A-` or `A` (see ``FrameSelection``) for a clip of `frameCount` frames.
    /// - Throws: ``PipelineError/badFrameRange(_:)`` with a message saying what is allowed.
    public static func parse(_ text: String, frameCount: Int) throws -> ClosedRange<Int> {
        guard let selection = FrameSelection(parsing: text) else {
            throw PipelineError.badFrameRange(
                """
                invalid frame range '\(text)': use A-B (frames A to B, both included, from 0), A- or A; the clip has \
                frames 0-\(frameCount - 1)
                """
            )
        }
        return try selection.resolve(frameCount: frameCount)
    }

    /// Checks that `range` lies inside a clip of `frameCount` frames.
    public static func validate(_ range: ClosedRange<Int>, frameCount: Int) throws -> ClosedRange<Int> {
        guard range.lowerBound >= 0, range.upperBound < frameCount else {
            throw PipelineError.badFrameRange(
                """
                the frame range \(range.lowerBound)-\(range.upperBound) is outside the clip, which has frames \
                0-\(frameCount - 1)
                """
            )
        }
        return range
    }
}
