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

    // MARK: - Writing

    static func write(_ parts: [PartInfo], to destination: String) throws(JoinError) -> Summary {
        let output: TemporaryOutput
        let format: FormatContext
        do {
            output = try TemporaryOutput(destination: destination, isFolder: false)
            format = try FormatContext(formatName: parts[0].container.muxerName, path: output.temporary)
            if parts[0].container == .webm { format.makeBitExact() }
        } catch {
            throw JoinError(error)
        }
        do {
            let first = parts[0]
            let input = try InputContext(path: first.path)
            let video = try addStream(to: format, copying: input, index: first.videoIndex, destination: destination)
            var feed: AudioFeed?
            if let index = first.audioIndex {
                // The sound is read from a second opening of the first part, in step with the video.
                let stream = try addStream(to: format, copying: input, index: index, destination: destination)
                let sound = try InputContext(path: first.path)
                let timeBase = sound.pointer!.pointee.streams[Int(index)]!.pointee.time_base
                feed = try AudioFeed(stream: stream, sourceTimeBase: timeBase) { packet throws(EncodeError) in
                    while sound.read(into: packet) {
                        if packet.pointer.pointee.stream_index == index { return true }
                        packet.unref()
                    }
                    return false
                }
            }
            try format.openFile(output.temporary, destination: destination)
            let webm = parts[0].container == .webm
            var dict = try Dictionary(webm ? [] : [("movflags", "+faststart")])
            try ffCheck(
                avformat_write_header(format.pointer, &dict.pointer), "writing the header of '\(destination)'")
            let packet = try Packet()
            var frames = 0
            for (n, part) in parts.enumerated() {
                let reader = n == 0 ? input : try InputContext(path: part.path)
                let inStream = reader.pointer!.pointee.streams[Int(part.videoIndex)]!
                let rate = inStream.pointee.avg_frame_rate
                let offset = av_rescale_q(
                    Int64(part.tag.frames.lowerBound), AVRational(num: rate.den, den: rate.num),
                    inStream.pointee.time_base)
                var count = 0
                while reader.read(into: packet) {
                    let p = packet.pointer
                    let index = p.pointee.stream_index
                    if index == part.videoIndex {
                        if count == 0 && (p.pointee.flags & AV_PKT_FLAG_KEY) == 0 {
                            throw JoinError(
                                .badPart, part: part.path, field: "keyframe",
                                """
                                '\(part.path)' does not start with a keyframe, so it cannot be joined; render it again \
                                with reel render --shard
                                """
                            )
                        }
                        count += 1
                        p.pointee.stream_index = video.pointee.index
                        place(p, of: part, in: inStream, offset: offset, exactFrames: webm)
                        av_packet_rescale_ts(p, inStream.pointee.time_base, video.pointee.time_base)
                    } else {
                        packet.unref()
                        continue
                    }
                    p.pointee.pos = -1
                    try feed?.write(
                        upTo: p.pointee.dts, timeBase: video.pointee.time_base, into: format, destination: destination)
                    try ffCheck(av_interleaved_write_frame(format.pointer, p), "writing a packet to '\(destination)'")
                }
                guard count == part.tag.frames.count else {
                    throw JoinError(
                        .badPart, part: part.path, field: "frames",
                        """
                        '\(part.path)' holds \(count) frames, but its tag says frames \(range(part.tag.frames)) \
                        (\(part.tag.frames.count)); render it again
                        """
                    )
                }
                frames += count
            }
            try feed?.write(upTo: nil, timeBase: video.pointee.time_base, into: format, destination: destination)
            try ffCheck(av_write_trailer(format.pointer), "writing the end of '\(destination)'")
            format.closeFile()
            try output.commit()
            return Summary(frames: frames, parts: parts.count, hasAudio: feed != nil)
        } catch let error as JoinError {
            format.closeFile()
            output.discard()
            throw error
        } catch let error as EncodeError {
            format.closeFile()
            output.discard()
            throw JoinError(error)
        } catch {
            format.closeFile()
            output.discard()
            throw JoinError(.failed, "\(error)")
        }
    }

    /// Moves a packet of `part` to its place in the clip: by `offset` (the part's first frame's
    /// time in the stream's time base), or, with `exactFrames` (WebM, whose milliseconds round
    /// each frame's time), by taking the frame's number in the part and giving it its time in
    /// the clip, rounded once, as the one-shot file rounds it.
    private static func place(
        _ p: UnsafeMutablePointer<AVPacket>, of part: PartInfo, in stream: UnsafeMutablePointer<AVStream>,
        offset: Int64, exactFrames: Bool
    ) {
        guard exactFrames else {
            p.pointee.pts += offset
            p.pointee.dts += offset
            return
        }
        let rate = stream.pointee.avg_frame_rate
        let frameTime = AVRational(num: rate.den, den: rate.num)
        let tb = stream.pointee.time_base
        let frame = av_rescale_q(p.pointee.pts, tb, frameTime)
        p.pointee.pts = av_rescale_q(Int64(part.tag.frames.lowerBound) + frame, frameTime, tb)
        p.pointee.dts = p.pointee.pts
    }

    /// A stream of `format` with the parameters of `input`'s stream `index`.
    private static func addStream(
        to format: FormatContext, copying input: InputContext, index: Int32, destination: String
    ) throws(EncodeError) -> UnsafeMutablePointer<AVStream> {
        let source = input.pointer!.pointee.streams[Int(index)]!
        guard let stream = avformat_new_stream(format.pointer, nil) else {
            throw EncodeError(.ffmpeg, "cannot add a stream to '\(destination)': out of memory")
        }
        try ffCheck(
            avcodec_parameters_copy(stream.pointee.codecpar, source.pointee.codecpar), "copying a stream's parameters")
        // The container's own tag for the codec, except HEVC's `hvc1`, which the writer chose
        // over MP4's default `hev1` for Apple's players.
        let hvc1 = source.pointee.codecpar.pointee.codec_tag == 0x3163_7668
        if !hvc1 { stream.pointee.codecpar.pointee.codec_tag = 0 }
        // What the demuxer learned beyond the writer's parameters is left out, so the joined
        // header is the one-shot file's: the field order it reads from the bitstream (the
        // writers set none), and the pixel aspect ratio that QuickTime keeps on the stream.
        stream.pointee.codecpar.pointee.field_order = AV_FIELD_UNKNOWN
        if stream.pointee.codecpar.pointee.sample_aspect_ratio.num == 0 {
            stream.pointee.codecpar.pointee.sample_aspect_ratio = source.pointee.sample_aspect_ratio
        }
        // The part's measured bit rate is not the clip's; Reel's writers leave it unset
        // (x264 at a constant rate factor has none), and the muxer measures the joined file's.
        stream.pointee.codecpar.pointee.bit_rate = 0
        stream.pointee.time_base = source.pointee.time_base
        stream.pointee.avg_frame_rate = source.pointee.avg_frame_rate
        stream.pointee.r_frame_rate = source.pointee.r_frame_rate
        return stream
    }
}
