/// `--shard I/N`: shard `I` (from 0) of `N` of a clip's frames, for rendering one long clip on
/// N machines or processes and joining the MP4 parts with `reel join`.
///
/// The clip's frames are cut into segments of ``EncodeSettings``' `segmentFrames` (S, default
/// 250), counted from frame 0; the last segment may be shorter. With F frames there are
/// M = ⌈F / S⌉ segments, and shard I gets segments ⌊I·M/N⌋ ..< ⌊(I+1)·M/N⌋, that is the frames
///
/// ```
///   first = ⌊I·M/N⌋ · S        last = min(⌊(I+1)·M/N⌋ · S, F) − 1
///
///   F = 600, S = 250 (M = 3), N = 2:   shard 0: 0-249      shard 1: 250-599
///   F = 432, S = 60  (M = 8), N = 3:   shard 0: 0-119      shard 1: 120-299    shard 2: 300-431
/// ```
///
/// so the shards are contiguous, cover the clip without overlap, and hold as equal a number of
/// whole segments as can be (they differ by at most one). Whole segments, not single frames:
/// the MP4 writer encodes each segment with a fresh encoder, so a part made of whole segments
/// has exactly the packets those segments have in a one-shot render, and the joined file
/// decodes to the one-shot file's frames. A clip needs at least N segments for N shards.
public struct FrameShard: Hashable, Sendable, CustomStringConvertible {
    /// Which shard, from 0.
    public var index: Int
    /// How many shards.
    public var count: Int

    /// - Precondition: `0 <= index < count`.
    public init(index: Int, count: Int) {
        precondition(index >= 0 && index < count, "shard index out of range")
        self.index = index
        self.count = count
    }

    /// Parses `I/N` with 0 ≤ I < N; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 100_000, i >= 0, i < n,
            !parts[0].hasPrefix("+"), !parts[1].hasPrefix("+")
        else { return nil }
        self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// The frames this shard renders, of a clip of `frameCount` frames cut into segments of
    /// `segmentFrames`.
    /// - Throws: ``PipelineError/badFrameRange(_:)`` when the clip has fewer segments than shards.
    public func frames(frameCount: Int, segmentFrames: Int) throws -> ClosedRange<Int> {
        guard frameCount > 0 else { throw PipelineError.noFrames }
        let segments = (frameCount + segmentFrames - 1) / segmentFrames
        guard count <= segments else {
            throw PipelineError.badFrameRange(
                """
                --shard \(self): the clip's \(frameCount) frames make \(plural(segments, "segment")) of \
                \(segmentFrames) frames, and each shard renders whole segments; use at most \
                \(plural(segments, "shard")), or shorter segments (--segment)
                """
            )
        }
        let first = index * segments / count * segmentFrames
        let last = min((index + 1) * segments / count * segmentFrames, frameCount) - 1
        return first...last
    }
}
