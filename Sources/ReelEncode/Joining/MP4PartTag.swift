/// What an MP4 that holds part of a clip (`reel render --shard I/N`, `--frames A-B`) says about
/// itself, so that `reel join` can put the parts back together and refuse parts that do not
/// belong together.
///
/// Written as the MP4's `comment` tag, one line of `key=value` fields:
///
/// ```
/// reel-part frames=120-239 of=600 segment=250 source=3f2a…
/// ```
///
/// `frames` are the clip's frame numbers (from 0, both ends included) that the part holds, `of`
/// the clip's frame count, `segment` the encoder's segment length (``EncodeSettings/segmentFrames``)
/// and `source` a digest of what the clip was made from (empty when the caller gives none). The
/// part's own timestamps start at 0: the join moves them to `frames.lowerBound`'s time.
public struct MP4PartTag: Hashable, Sendable, CustomStringConvertible {
    /// The clip's frames the part holds.
    public var frames: ClosedRange<Int>
    /// How many frames the whole clip has.
    public var clipFrameCount: Int
    /// Frames per independently encoded segment.
    public var segmentFrames: Int
    /// A digest of the clip's inputs (scene, params, assets, settings); "" when unknown.
    public var source: String

    public init(frames: ClosedRange<Int>, clipFrameCount: Int, segmentFrames: Int, source: String = "") {
        self.frames = frames
        self.clipFrameCount = clipFrameCount
        self.segmentFrames = segmentFrames
        self.source = source
    }

    static let prefix = "reel-part"

    /// The tag's text.
    public var description: String {
        var text = "\(Self.prefix) frames=\(frames.lowerBound)-\(frames.upperBound) of=\(clipFrameCount) "
        text += "segment=\(segmentFrames)"
        if !source.isEmpty { text += " source=\(source)" }
        return text
    }

    /// Reads a tag's text; nil when it is not one.
    public init?(parsing text: String) {
        let words = text.split(separator: " ")
        guard words.first == Substring(Self.prefix) else { return nil }
        var fields: [Substring: Substring] = [:]
        for word in words.dropFirst() {
            guard let eq = word.firstIndex(of: "=") else { return nil }
            fields[word[..<eq]] = word[word.index(after: eq)...]
        }
        guard let range = fields["frames"], let dash = range.firstIndex(of: "-"),
            let first = Int(range[..<dash]), let last = Int(range[range.index(after: dash)...]), first >= 0,
            last >= first, let of = fields["of"].flatMap({ Int($0) }), of > last,
            let segment = fields["segment"].flatMap({ Int($0) }), segment > 0
        else { return nil }
        self.init(
            frames: first...last, clipFrameCount: of, segmentFrames: segment,
            source: fields["source"].map(String.init) ?? "")
    }
}
