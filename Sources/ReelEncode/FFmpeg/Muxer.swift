import CFFmpeg
import Foundation
import ReelCore

/// One encoder feeding one muxer that writes a temporary file beside the destination:
/// the common part of the MP4, WebP and APNG writers.
///
/// Frames get timestamps 0, 1, 2 … in a time base of one frame (1001/30000 s at 30000/1001
/// fps) and every packet lasts one frame, so the file holds exactly the frames given and lasts
/// exactly `count / rate` seconds. With a `timeBase` given (WebP's milliseconds), frame i gets
/// the timestamp nearest to its exact time, `round(i / rate / timeBase)`, so the rounding
/// never accumulates.
///
/// ``startSegment(with:)`` hands the stream to a fresh encoder (MP4's segments): the new
/// encoder is given timestamps from 0 again, and its packets are moved to the segment's place
/// in the stream, so each segment's packets are the same whatever came before it.
final class Muxer {
    let output: TemporaryOutput
    let format: FormatContext
    private(set) var codec: CodecContext
    let stream: UnsafeMutablePointer<AVStream>
    let packet: Packet
    let label: String
    private var nextFrame: Int64 = 0
    private let frameRate: FrameRate
    private let timeBase: AVRational
    private var finished = false
    private let codecOptions: [(String, String)]
    /// The sound track's packets, interleaved with the video's.
    private var audioFeed: AudioFeed?
    /// What the sound encoder says the user should know (a source mixed down to stereo).
    private(set) var soundNotes: [String] = []
    /// The current segment's first timestamp, in the encoder's time base.
    private var segmentStart: Int64 = 0
    /// The current segment's first frame: the encoder has been given `nextFrame − segmentFirstFrame`.
    private var segmentFirstFrame: Int64 = 0
    /// Packet flags the muxer is not shown. SVT-AV1 marks frames nothing refers to as
    /// disposable, and MP4 then writes an `sdtp` table; the demuxer does not read the mark
    /// back, so `reel join` could not write the same table: without it, joined parts are the
    /// one-shot file.
    private let clearedFlags: Int32

    /// Opens `codec` (already configured: size, pixel format, colour tags; its time base is
    /// set here) and writes the container header to a temporary file.
    /// - Parameters:
    ///   - containerName: FFmpeg's muxer name.
    ///   - codecOptions: the encoder's private options (checked: an unknown one throws).
    ///   - muxerOptions: the muxer's options (`movflags`, `loop`, `plays`).
    ///   - sound: the stretch of the clip's sound the file carries, encoded in `soundCodec`.
    ///   - clearingFlags: packet flags removed before muxing (see ``clearedFlags``).
    init(
        destination: String, containerName: String, label: String, codec: CodecContext, frameRate: FrameRate,
        timeBase: AVRational? = nil, codecOptions: [(String, String)], muxerOptions: [(String, String)],
        metadata: [(String, String)] = [], sound: SoundSpan? = nil, soundCodec: SoundCodec = .aac,
        clearingFlags: Int32 = 0
    ) throws(EncodeError) {
        self.clearedFlags = clearingFlags
        self.label = label
        self.codecOptions = codecOptions
        output = try TemporaryOutput(destination: destination, isFolder: false)
        format = try FormatContext(formatName: containerName, path: output.temporary)
        if containerName == "webm" { format.makeBitExact() }
        self.codec = codec
        packet = try Packet()
        let tb = timeBase ?? AVRational(num: Int32(frameRate.denominator), den: Int32(frameRate.numerator))
        self.frameRate = frameRate
        self.timeBase = tb
        try Self.open(
            codec, timeBase: tb, frameRate: frameRate, format: format, options: codecOptions, label: label,
            destination: destination)
        guard let stream = avformat_new_stream(format.pointer, nil) else {
            throw EncodeError(.ffmpeg, "cannot add a video stream to '\(destination)': out of memory")
        }
        self.stream = stream
        stream.pointee.time_base = tb
        stream.pointee.avg_frame_rate = codec.pointer.pointee.framerate
        stream.pointee.r_frame_rate = codec.pointer.pointee.framerate
        try ffCheck(
            avcodec_parameters_from_context(stream.pointee.codecpar, codec.pointer),
            "copying the \(label) encoder's parameters")
        if let sound {
            (audioFeed, soundNotes) = try Self.addSound(
                sound, codec: soundCodec, to: format, container: containerName, destination: destination)
        }
        for (key, value) in metadata {
            try ffCheck(av_dict_set(&format.pointer.pointee.metadata, key, value, 0), "setting the \(key) tag")
        }
        try format.openFile(output.temporary, destination: destination)
        var dict = try FFmpegDictionary(muxerOptions)
        try ffCheck(
            avformat_write_header(format.pointer, &dict.pointer), "writing the \(label) header of '\(destination)'")
        try dict.requireConsumed(doing: "writing the \(label) header of '\(destination)'")
    }

    /// A sound stream of `format` fed by an encoder of `span`, and the encoder's notes.
    private static func addSound(
        _ span: SoundSpan, codec: SoundCodec, to format: FormatContext, container: String, destination: String
    ) throws(EncodeError) -> (AudioFeed, [String]) {
        let encoder = try SoundTrackEncoder(
            span: span, codec: codec, globalHeader: format.wantsGlobalHeader, destination: destination)
        guard let audio = avformat_new_stream(format.pointer, nil) else {
            throw EncodeError(.ffmpeg, "cannot add a sound stream to '\(destination)': out of memory")
        }
        let timeBase = encoder.codec.pointer.pointee.time_base
        audio.pointee.time_base = timeBase
        // The parameters carry the encoder's delay (`initial_padding`): MP4 writes it as an
        // edit list, WebM as `CodecDelay` (and Opus's header as its pre-skip).
        try ffCheck(
            avcodec_parameters_from_context(audio.pointee.codecpar, encoder.codec.pointer),
            "copying the \(codec.label) encoder's parameters")
        // No declared bit rate: the muxer records the measured one, as `reel join` does.
        audio.pointee.codecpar.pointee.bit_rate = 0
        let shift = AudioFeed.matroskaDelayShift(
            audio.pointee.codecpar.pointee, timeBase: timeBase, container: container)
        let feed = try AudioFeed(stream: audio, sourceTimeBase: timeBase, shift: shift) {
            packet throws(EncodeError) in try encoder.next(into: packet)
        }
        return (feed, encoder.notes)
    }

    private static func open(
        _ codec: CodecContext, timeBase: AVRational, frameRate: FrameRate, format: FormatContext,
        options: [(String, String)], label: String, destination: String
    ) throws(EncodeError) {
        codec.pointer.pointee.time_base = timeBase
        codec.pointer.pointee.framerate = AVRational(num: Int32(frameRate.numerator), den: Int32(frameRate.denominator))
        if format.wantsGlobalHeader {
            codec.pointer.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        try codec.open(options: options, doing: "opening the \(label) encoder for '\(destination)'")
    }

    /// Flushes the current encoder and continues the stream with `next` (configured as the
    /// first one was), from the next frame on.
    /// - Throws: ``EncodeError``; ``EncodeError/Kind/ffmpeg`` when the new encoder's headers
    ///   (H.264's SPS and PPS) differ from the stream's, which one stream cannot hold.
    func startSegment(with next: CodecContext) throws(EncodeError) {
        let destination = output.destination
        try codec.send(nil, doing: "flushing the \(label) encoder for '\(destination)'")
        try drain(flushing: true)
        try Self.open(
            next, timeBase: timeBase, frameRate: frameRate, format: format, options: codecOptions, label: label,
            destination: destination)
        let params = stream.pointee.codecpar.pointee
        let a = UnsafeRawBufferPointer(start: params.extradata, count: Int(params.extradata_size))
        let b = UnsafeRawBufferPointer(
            start: next.pointer.pointee.extradata, count: Int(next.pointer.pointee.extradata_size))
        guard a.elementsEqual(b) else {
            throw EncodeError(
                .ffmpeg, "the \(label) encoder for '\(destination)' started a segment with other stream headers")
        }
        codec = next
        segmentStart = pts(ofFrame: nextFrame)
        segmentFirstFrame = nextFrame
    }

    /// Encodes `frame` as the next frame and writes the packets that come out.
    func encode(_ frame: MediaFrame) throws(EncodeError) {
        frame.pts = pts(ofFrame: nextFrame) - segmentStart
        nextFrame += 1
        try codec.send(frame, doing: "encoding frame \(frame.pts) of '\(output.destination)' (\(label))")
        try drain()
    }

    /// The timestamp of frame `index`: `round(index · denominator / numerator / timeBase)` in
    /// integers (exactly `index` when the time base is one frame).
    func pts(ofFrame index: Int64) -> Int64 {
        // index · d / n seconds = index · d · tb.den / (n · tb.num) time-base units, rounded half up.
        let top = index * Int64(frameRate.denominator) * Int64(timeBase.den)
        let bottom = Int64(frameRate.numerator) * Int64(timeBase.num)
        return (2 * top + bottom) / (2 * bottom)
    }

    /// libx265 reads an uninitialised member for the decoding timestamps of an encoder given two
    /// frames or fewer: x265's `Encoder::encode` sets `m_bframeDelayTime` only when frame
    /// `m_bframeDelay` (2 with B-frames and b-pyramid, as in every preset from `fast`) arrives,
    /// and every packet's DTS is its PTS minus that member. So a two-frame HEVC clip, or a last
    /// MP4 segment of one or two frames, got a random DTS ("pts/dts pair unsupported", or a DTS
    /// going backwards) that depended on the heap. Such an encoder emits everything when
    /// flushed (its lookahead holds more frames than it was given), and the last frame of a
    /// stream cannot be a B-frame, so its packets come in display order: DTS = PTS is exact.
    private var encoderLosesDecodeTimes: Bool {
        nextFrame - segmentFirstFrame <= 2 && codec.encoderName == "libx265"
    }

    private func drain(flushing: Bool = false) throws(EncodeError) {
        let sameDecodeTimes = flushing && encoderLosesDecodeTimes
        while try codec.receive(into: packet, doing: "encoding '\(output.destination)' (\(label))") {
            if sameDecodeTimes { packet.pointer.pointee.dts = packet.pointer.pointee.pts }
            packet.pointer.pointee.stream_index = stream.pointee.index
            packet.pointer.pointee.flags &= ~clearedFlags
            if packet.pointer.pointee.duration <= 0 { packet.pointer.pointee.duration = 1 }
            packet.pointer.pointee.pts += segmentStart
            packet.pointer.pointee.dts += segmentStart
            av_packet_rescale_ts(packet.pointer, codec.pointer.pointee.time_base, stream.pointee.time_base)
            try audioFeed?.write(
                upTo: packet.pointer.pointee.dts, timeBase: stream.pointee.time_base, into: format,
                destination: output.destination)
            let written = packet.pointer.pointee
            try ffCheck(
                av_interleaved_write_frame(format.pointer, packet.pointer),
                "writing a packet (pts \(written.pts), dts \(written.dts), \(written.size) bytes) to "
                    + "'\(output.destination)'")
        }
    }

    /// Flushes the encoder, writes the trailer, closes the file, runs `adjust` on the closed
    /// temporary file (WebP's last duration) and renames it onto the destination.
    func finish(adjusting adjust: ((String) throws(EncodeError) -> Void)? = nil) throws(EncodeError) {
        guard !finished else {
            try output.commit()  // throws when cancelled; nothing to do when already finished
            return
        }
        finished = true
        do {
            try codec.send(nil, doing: "flushing the \(label) encoder for '\(output.destination)'")
            try drain(flushing: true)
            try audioFeed?.write(
                upTo: nil, timeBase: stream.pointee.time_base, into: format, destination: output.destination)
            try ffCheck(av_write_trailer(format.pointer), "writing the end of '\(output.destination)'")
            format.closeFile()
            try adjust?(output.temporary)
            try output.commit()
        } catch {
            cancel()
            throw error
        }
    }

    /// Closes and removes the temporary file.
    func cancel() {
        finished = true
        format.closeFile()
        output.discard()
    }
}
