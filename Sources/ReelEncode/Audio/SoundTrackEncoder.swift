import CFFmpeg
import ReelCore

/// A sound file decoded (libavformat, libavcodec), converted to 48 kHz stereo float
/// (libswresample: any rate, sample format and channel layout in), cut to a ``SoundSpan``
/// (the track's offset skipped, silence after the file's end), multiplied by its gain and
/// fades, summed with the files it is mixed with (`SoundTrack.mixedWith`, each a
/// ``SoundSource`` with its own gain), and encoded as AAC-LC by FFmpeg's native `aac` encoder,
/// one packet at a time.
///
/// Deterministic: the same file and span give the same packets (one thread, no clock).
final class SoundTrackEncoder {
    static let sampleRate = 48_000
    static let bitRate = 192_000

    let codec: CodecContext
    let span: SoundSpan
    /// The track's file first, then the files mixed with it.
    private let sources: [SoundSource]
    private let frame: MediaFrame
    private let frameSize: Int
    private var produced = 0
    private let total: Int
    private var flushed = false

    /// Opens `span.track.path` and an AAC encoder (with a global header when `globalHeader`).
    /// - Throws: ``EncodeError/Kind/invalidInput`` when the file holds no sound FFmpeg decodes.
    init(span: SoundSpan, globalHeader: Bool) throws(EncodeError) {
        self.span = span
        let path = span.track.path
        sources = try ([span.track] + span.track.mixedWith).map { (track) throws(EncodeError) in
            try SoundSource(track: track, start: span.start, sampleRate: Self.sampleRate)
        }
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
        frame = try MediaFrame()
        frame.pointer.pointee.format = AV_SAMPLE_FMT_FLTP.rawValue
        frame.pointer.pointee.sample_rate = Int32(Self.sampleRate)
        av_channel_layout_default(&frame.pointer.pointee.ch_layout, 2)
        frame.pointer.pointee.nb_samples = Int32(frameSize)
        try ffCheck(av_frame_get_buffer(frame.pointer, 0), "allocating a sound frame")
        total = Int(span.length * Double(Self.sampleRate) + 0.5)
    }

    /// Checks that `path` holds sound that FFmpeg decodes: opens it and decodes its first frame.
    /// - Throws: ``EncodeError/Kind/invalidInput`` saying why not.
    static func check(_ path: String) throws(EncodeError) {
        let (input, decoder, index) = try SoundSource.openDecoder(path)
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
            for source in sources { try source.fill(n) }
            try ffCheck(av_frame_make_writable(frame.pointer), "making a sound frame writable")
            frame.pointer.pointee.nb_samples = Int32(n)
            frame.pts = Int64(produced)
            let rate = Double(Self.sampleRate)
            for ch in 0..<2 {
                let out = frame.data(ch)!.withMemoryRebound(to: Float.self, capacity: n) { $0 }
                for i in 0..<n { out[i] = 0 }
                for source in sources {
                    let samples = source.fifo[ch]
                    let available = min(n, samples.count)
                    for i in 0..<available {
                        let t = span.start + Double(produced + i) / rate
                        let g = source.track.gain(at: t, duration: span.clipDuration)
                        out[i] += Float(Double(samples[i]) * g)
                    }
                }
            }
            for source in sources { source.drop(n) }
            try codec.send(frame, doing: "encoding the sound '\(path)'")
            produced += n
        }
    }
}
