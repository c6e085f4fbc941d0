import CFFmpeg
import Foundation

/// One part, opened and described: its tag, streams and the fields that must match.
struct PartInfo {
    let path: String
    let tag: MP4PartTag
    /// The part's container: MP4, QuickTime or WebM.
    let container: OutputFormat
    let videoIndex: Int32
    let audioIndex: Int32?
    var hasAudio: Bool { audioIndex != nil }
    private let values: [(String, String)]

    init(path: String) throws(JoinError) {
        self.path = path
        let input = try Self.open(path)
        let context = input.pointer!.pointee
        let (container, tag) = try Self.containerAndTag(of: context, path: path)
        self.tag = tag
        self.container = container
        let (video, audio) = Self.firstStreams(of: context)
        guard let video else {
            throw JoinError(.badPart, part: path, field: "video", "'\(path)' has no video stream; it is not a part")
        }
        videoIndex = video
        audioIndex = audio
        let options = try Self.x264Options(of: input, video: video, path: path)
        values = Self.values(of: context.streams[Int(video)]!.pointee, container: container, tag: tag, options: options)
    }

    /// The part at `path`, opened for reading.
    private static func open(_ path: String) throws(JoinError) -> InputContext {
        guard FileManager.default.fileExists(atPath: path) else {
            throw JoinError(.missingPart, part: path, "cannot join '\(path)': no such file; check the part's path")
        }
        do {
            return try InputContext(path: path)
        } catch {
            throw JoinError(.badPart, part: path, "cannot read '\(path)' as an MP4 part: \(error.message)")
        }
    }

    /// The part's container (from the demuxer's name and the MP4 brand) and its `MP4PartTag`
    /// (the `comment` metadata).
    private static func containerAndTag(
        of context: AVFormatContext, path: String
    ) throws(JoinError) -> (OutputFormat, MP4PartTag) {
        let formatName = String(cString: context.iformat.pointee.name)
        let comment = av_dict_get(context.metadata, "comment", nil, 0).map { String(cString: $0.pointee.value) }
        let brand = av_dict_get(context.metadata, "major_brand", nil, 0).map { String(cString: $0.pointee.value) }
        let container: OutputFormat? =
            formatName.contains("matroska") ? .webm : formatName.contains("mp4") ? (brand == "qt  " ? .mov : .mp4) : nil
        guard let container, let comment, let tag = MP4PartTag(parsing: comment) else {
            throw JoinError(
                .badPart, part: path, field: "reel-part tag",
                """
                '\(path)' is not a video part written by reel render --shard (it has no reel-part tag); render the \
                parts with reel render --shard I/N
                """
            )
        }
        return (container, tag)
    }

    /// The indexes of the first video and the first audio stream.
    private static func firstStreams(of context: AVFormatContext) -> (video: Int32?, audio: Int32?) {
        var video: Int32?
        var audio: Int32?
        for i in 0..<Int(context.nb_streams) {
            switch context.streams[i]!.pointee.codecpar.pointee.codec_type {
            case AVMEDIA_TYPE_VIDEO where video == nil: video = Int32(i)
            case AVMEDIA_TYPE_AUDIO where audio == nil: audio = Int32(i)
            default: break
            }
        }
        return (video, audio)
    }

    /// x264's options from the first video packet (x264 writes its version and options into an
    /// SEI message of its first frame); `none` when it has none.
    private static func x264Options(of input: InputContext, video: Int32, path: String) throws(JoinError) -> String {
        var options = "none"
        let packet: Packet
        do { packet = try Packet() } catch { throw JoinError(error, part: path) }
        while input.read(into: packet) {
            defer { packet.unref() }
            guard packet.pointer.pointee.stream_index == video else { continue }
            if let text = x264Options(in: packet.bytes) { options = text }
            break
        }
        return options
    }

    /// The fields that must match across parts, named as errors name them.
    private static func values(
        of stream: AVStream, container: OutputFormat, tag: MP4PartTag, options: String
    ) -> [(String, String)] {
        let p = stream.codecpar.pointee
        let extradata = UnsafeRawBufferPointer(start: p.extradata, count: Int(p.extradata_size))
        return [
            ("container", container.rawValue),
            ("codec", String(cString: avcodec_get_name(p.codec_id))),
            ("size", "\(p.width)×\(p.height)"),
            ("pixel format", av_get_pix_fmt_name(AVPixelFormat(rawValue: p.format)).map { String(cString: $0) } ?? "?"),
            ("frame rate", "\(stream.avg_frame_rate.num)/\(stream.avg_frame_rate.den)"),
            ("time base", "\(stream.time_base.num)/\(stream.time_base.den)"),
            (
                "colour tags",
                [p.color_primaries.rawValue, p.color_trc.rawValue, p.color_space.rawValue, p.color_range.rawValue]
                    .map { "\($0)" }.joined(separator: "/")
            ),
            ("stream header (SPS/PPS)", extradata.map { String($0, radix: 16) }.joined()),
            ("x264 settings", options),
            ("clip length", "\(tag.clipFrameCount) frames"),
            ("segment length", "\(tag.segmentFrames) frames"),
            ("source", tag.source.isEmpty ? "unknown" : tag.source),
        ]
    }

    /// This part's values of the fields that must match, beside `reference`'s; long values
    /// (headers, x264's options) are cut to where they first differ.
    func fields(against reference: PartInfo) -> [(String, String, String)] {
        zip(values, reference.values).map { mine, theirs in
            let (a, b) = (mine.1, theirs.1)
            guard a != b, a.count > 40 || b.count > 40 else { return (mine.0, a, b) }
            let common = zip(a, b).prefix { $0 == $1 }.count
            func excerpt(_ s: String) -> String {
                let start = s.index(s.startIndex, offsetBy: max(0, common - 10))
                return "…" + String(s[start...].prefix(40)) + "…"
            }
            return (mine.0, excerpt(a), excerpt(b))
        }
    }

    /// The options text after `x264 - core` in an H.264 packet, up to its NUL.
    static func x264Options(in bytes: UnsafeRawBufferPointer) -> String? {
        let marker = Array("x264 - core".utf8)
        guard bytes.count >= marker.count else { return nil }
        for i in 0...(bytes.count - marker.count) where bytes[i] == marker[0] {
            guard (0..<marker.count).allSatisfy({ bytes[i + $0] == marker[$0] }) else { continue }
            var end = i
            while end < bytes.count && bytes[end] != 0 { end += 1 }
            return String(decoding: bytes[i..<end], as: UTF8.self)
        }
        return nil
    }
}
