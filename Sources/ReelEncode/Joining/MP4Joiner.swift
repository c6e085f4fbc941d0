import CFFmpeg
import Foundation

/// Joins video parts of one clip (`reel render --shard I/N`, `--frames A-B`; MP4, QuickTime or
/// WebM, any codec Reel writes) into one file of the same container without re-encoding: the
/// packets are copied (libavformat remux) and their timestamps moved to each part's place in
/// the clip. Every codec can be joined: ``MovieWriter`` restarts its encoder at each segment, so
/// every part starts with a keyframe and depends on nothing before it.
///
/// Before writing anything it checks that the parts belong together: each is a part written by
/// Reel (its ``MP4PartTag``), with one video stream starting at a keyframe; all have the same
/// container, codec, size, pixel format, frame rate, time base, colour tags, stream headers (SPS/PPS),
/// x264 settings (the options string x264 writes into its first frame), clip length, segment
/// length and source; and, in frame order, their ranges start at frame 0, follow each other
/// with no gap or overlap, and end at the clip's last frame. The parts may be given in any
/// order. A part's sound track, when the part that starts at frame 0 has one (it carries the
/// whole clip's), is copied once for the whole clip. The output is written to a temporary file
/// beside the destination, renamed onto it only on success.
public enum MP4Joiner {
    /// What was joined.
    public struct Summary: Sendable, Equatable {
        public var frames: Int
        public var parts: Int
        public var hasAudio: Bool
    }

    /// Joins `parts` into `destination`.
    /// - Throws: ``JoinError`` naming the part and the field at fault.
    @discardableResult
    public static func join(_ parts: [String], to destination: String) throws(JoinError) -> Summary {
        guard !parts.isEmpty else { throw JoinError(.badPart, "no parts to join; name the video parts") }
        var infos: [PartInfo] = []
        for path in parts { infos.append(try PartInfo(path: path)) }
        if let wanted = OutputFormat(path: destination), wanted.isMovie, wanted != infos[0].container {
            throw JoinError(
                .badPart, part: infos[0].path, field: "container",
                """
                '\(infos[0].path)' is \(infos[0].container.containerLabel), so the joined file is too; name the \
                output .\(infos[0].container.rawValue), not '\(destination)'
                """
            )
        }
        let sorted = infos.enumerated().sorted {
            ($0.element.tag.frames.lowerBound, $0.offset) < ($1.element.tag.frames.lowerBound, $1.offset)
        }.map(\.element)
        try checkMatching(sorted)
        try checkContiguous(sorted)
        return try write(sorted, to: destination)
    }

    // MARK: - Checks

    static func checkMatching(_ parts: [PartInfo]) throws(JoinError) {
        let reference = parts[0]
        for part in parts.dropFirst() {
            for (field, mine, theirs) in part.fields(against: reference) where mine != theirs {
                throw JoinError(
                    .mismatch, part: part.path, field: field,
                    """
                    '\(part.path)' does not match '\(reference.path)': its \(field) is \(mine), not \(theirs); join \
                    only parts rendered from the same scene with the same settings
                    """
                )
            }
        }
        if let extra = parts.dropFirst().first(where: { $0.hasAudio }) {
            throw JoinError(
                .badPart, part: extra.path, field: "audio",
                """
                '\(extra.path)' has a sound track, but only the part that starts at frame 0 carries the clip's sound; \
                render the parts with reel render --shard
                """
            )
        }
    }

    static func checkContiguous(_ parts: [PartInfo]) throws(JoinError) {
        let count = parts[0].tag.clipFrameCount
        var next = 0
        var previous: PartInfo?
        for part in parts {
            let r = part.tag.frames
            if r.lowerBound > next {
                let missing = "\(next)-\(r.lowerBound - 1)"
                throw JoinError(
                    .mismatch, part: part.path, field: "frames",
                    previous.map {
                        """
                        frames \(missing) are missing between '\($0.path)' (frames \(range($0.tag.frames))) and \
                        '\(part.path)' (frames \(range(r))); render and add the part that holds them
                        """
                    }
                        ?? """
                        frames \(missing) are missing: no part starts at frame 0 (the first, '\(part.path)', holds \
                        frames \(range(r))); add shard 0
                        """
                )
            }
            if r.lowerBound < next, let previous {
                throw JoinError(
                    .mismatch, part: part.path, field: "frames",
                    """
                    '\(part.path)' (frames \(range(r))) overlaps '\(previous.path)' (frames \
                    \(range(previous.tag.frames))); give each shard once
                    """
                )
            }
            next = r.upperBound + 1
            previous = part
        }
        if next < count, let last = parts.last {
            throw JoinError(
                .mismatch, part: last.path, field: "frames",
                """
                frames \(next)-\(count - 1) are missing at the end: the clip has \(count) frames and the last part, \
                '\(last.path)', ends at frame \(next - 1); add the remaining shards
                """
            )
        }
    }

    static func range(_ r: ClosedRange<Int>) -> String { "\(r.lowerBound)-\(r.upperBound)" }
}
