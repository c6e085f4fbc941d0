import CFFmpeg
import ReelCore

/// A sound file decoded (libavformat, libavcodec), converted to 48 kHz stereo float
/// (libswresample: any rate, sample format and channel layout in), cut to a ``SoundSpan``
/// (the track's offset skipped, silence after the file's end), multiplied by its gain and
/// fades, and encoded as AAC-LC by FFmpeg's native `aac` encoder, one packet at a time.
///
/// Deterministic: the same file and span give the same packets (one thread, no clock).
final class SoundTrackEncoder {
    static let sampleRate = 48_000
    static let bitRate = 192_000

    let codec: CodecContext
    let span: SoundSpan
    private let input: InputContext
    private let decoder: CodecContext
    private let streamIndex: Int32
    private let resampler: Resampler
    private let readPacket: Packet
    private let decoded: MediaFrame
    private let frame: MediaFrame
    private let frameSize: Int
    /// Resampled samples not yet encoded, per channel.
    private var fifo: [[Float]] = [[], []]
    private var skip: Int
    private var produced = 0
    private let total: Int
    private var inputDone = false
    private var flushed = false

    /// Opens `span.track.path` and an AAC encoder (with a global header when `globalHeader`).
    /// - Throws: ``EncodeError/Kind/invalidInput`` when the file holds no sound FFmpeg decodes.
    init(span: SoundSpan, globalHeader: Bool) throws(EncodeError) {
        self.span = span
        let path = span.track.path
        (input, decoder, streamIndex) = try Self.openDecoder(path)
        codec = try CodecContext(encoderNamed: "aac")
        let c = codec.pointer
        c.pointee.sample_fmt = AV_SAMPLE_FMT_FLTP
        c.pointee.sample_rate = Int32(Self.sampleRate)
        av_channel_layout_default(&c.pointee.ch_layout, 2)
        c.pointee.bit_rate = Int64(Self.bitRate)
        c.pointee.time_base = AVRational(num: 1, den: Int32(Self.sampleRate))
        c.pointee.thread_count = 1
        if globalHeader { c.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER) }
        try codec.open(options: [], doing: "opening the AAC encoder for the sound '\(path)'")
        frameSize = Int(c.pointee.frame_size)
        resampler = try Resampler(from: decoder, toRate: Self.sampleRate, path: path)
        readPacket = try Packet()
        decoded = try MediaFrame()
        frame = try MediaFrame()
        frame.pointer.pointee.format = AV_SAMPLE_FMT_FLTP.rawValue
        frame.pointer.pointee.sample_rate = Int32(Self.sampleRate)
        av_channel_layout_default(&frame.pointer.pointee.ch_layout, 2)
        frame.pointer.pointee.nb_samples = Int32(frameSize)
        try ffCheck(av_frame_get_buffer(frame.pointer, 0), "allocating a sound frame")
        skip = Int((span.track.offset + span.start) * Double(Self.sampleRate) + 0.5)
        total = Int(span.length * Double(Self.sampleRate) + 0.5)
    }

    /// Checks that `path` holds sound that FFmpeg decodes: opens it and decodes its first frame.
    /// - Throws: ``EncodeError/Kind/invalidInput`` saying why not.
    static func check(_ path: String) throws(EncodeError) {
        let (input, decoder, index) = try openDecoder(path)
        let packet = try Packet()
        let frame = try MediaFrame()
        while input.read(into: packet) {
            defer { packet.unref() }
            guard packet.pointer.pointee.stream_index == index else { continue }
            do {
                try decoder.sendPacket(packet, doing: "decoding the sound '\(path)'")
                if try decoder.receiveFrame(into: frame, doing: "decoding the sound '\(path)'") { return }
            } catch {
                throw EncodeError(.invalidInput, error.message)
            }
        }
        throw EncodeError(.invalidInput, "'\(path)' holds no sound that FFmpeg can decode")
    }

    private static func openDecoder(_ path: String) throws(EncodeError) -> (InputContext, CodecContext, Int32) {
        let input: InputContext
        do {
            input = try InputContext(opening: path, doing: "FFmpeg cannot read '\(path)'")
            try input.findStreamInfo(doing: "FFmpeg cannot find the streams of '\(path)'")
        } catch {
            throw EncodeError(.invalidInput, error.message)
        }
        var codec: UnsafePointer<AVCodec>?
        let index = av_find_best_stream(input.pointer, AVMEDIA_TYPE_AUDIO, -1, -1, &codec, 0)
        guard index >= 0, let codec, let stream = input.pointer?.pointee.streams[Int(index)] else {
            throw EncodeError(.invalidInput, "'\(path)' holds no sound stream that FFmpeg can decode")
        }
        do {
            let decoder = try CodecContext(decoder: codec, parameters: stream.pointee.codecpar, path: path)
            return (input, decoder, index)
        } catch {
            throw EncodeError(.invalidInput, "cannot decode the sound in '\(path)': \(error.message)")
        }
    }

    /// The next AAC packet (timestamps in 1/48000 s), or false when the span is encoded.
    func next(into packet: Packet) throws(EncodeError) -> Bool {
        let path = span.track.path
        while true {
            if try codec.receive(into: packet, doing: "encoding the sound '\(path)'") { return true }
            if flushed { return false }
            if produced >= total {
                try codec.send(nil, doing: "flushing the AAC encoder")
                flushed = true
                continue
            }
            let n = min(frameSize, total - produced)
            while fifo[0].count < n && !inputDone { try decodeMore() }
            try ffCheck(av_frame_make_writable(frame.pointer), "making a sound frame writable")
            frame.pointer.pointee.nb_samples = Int32(n)
            frame.pts = Int64(produced)
            let available = min(n, fifo[0].count)
            let rate = Double(Self.sampleRate)
            for ch in 0..<2 {
                let out = frame.data(ch)!.withMemoryRebound(to: Float.self, capacity: n) { $0 }
                for i in 0..<n {
                    let t = span.start + Double(produced + i) / rate
                    let g = span.track.gain(at: t, duration: span.clipDuration)
                    out[i] = i < available ? Float(Double(fifo[ch][i]) * g) : 0
                }
                fifo[ch].removeFirst(available)
            }
            try codec.send(frame, doing: "encoding the sound '\(path)'")
            produced += n
        }
    }

    /// Decodes the next packet of the file into the FIFO (dropping the offset's samples);
    /// at the file's end, flushes the decoder and the resampler.
    private func decodeMore() throws(EncodeError) {
        let path = span.track.path
        var sent = false
        while !sent {
            if input.read(into: readPacket) {
                defer { readPacket.unref() }
                guard readPacket.pointer.pointee.stream_index == streamIndex else { continue }
                try decoder.sendPacket(readPacket, doing: "decoding the sound '\(path)'")
            } else {
                try decoder.sendPacket(nil, doing: "flushing the decoder of '\(path)'")
                inputDone = true
            }
            sent = true
        }
        while try decoder.receiveFrame(into: decoded, doing: "decoding the sound '\(path)'") {
            append(try resampler.convert(decoded))
        }
        if inputDone { append(try resampler.convert(nil)) }
    }

    private func append(_ planes: [[Float]]) {
        var planes = planes
        if skip > 0 {
            let drop = min(skip, planes[0].count)
            for ch in 0..<2 { planes[ch].removeFirst(drop) }
            skip -= drop
        }
        for ch in 0..<2 { fifo[ch] += planes[ch] }
    }
}
