import CFFmpeg
import ReelCore

/// A sound file decoded (libavformat, libavcodec), converted to 48 kHz float with the source's
/// channels up to stereo (libswresample: any rate, sample format and channel layout in; more
/// than two channels mixed down to stereo, and ``notes`` says so), cut to a ``SoundSpan`` (the
/// track's offset skipped, silence after the file's end), multiplied by its gain and fades,
/// summed with the files it is mixed with (`SoundTrack.mixedWith`, each a ``SoundSource`` with its
/// own gain), and encoded in the container's ``SoundCodec`` (AAC-LC by FFmpeg's native `aac`
/// encoder, or Opus by libopus), one packet at a time.
///
/// The channels are the most any of the files has, at most two: a mono file stays mono, and a
/// mono file mixed with a stereo one is heard in both channels.
///
/// Deterministic: the same file and span give the same packets (one thread, no clock).
final class SoundTrackEncoder {
    static let sampleRate = 48_000

    let codec: CodecContext
    let span: SoundSpan
    let soundCodec: SoundCodec
    /// The channels written: 1 or 2.
    let channels: Int
    /// What the user should know (a source mixed down to stereo), one sentence each.
    let notes: [String]
    /// The track's file first, then the files mixed with it.
    private let sources: [SoundSource]
    private let frame: MediaFrame
    private let frameSize: Int
    private var produced = 0
    private let total: Int
    private var flushed = false

    /// Opens `span.track.path` (and the files mixed with it) and an encoder of `soundCodec`
    /// (with a global header when `globalHeader`) for `destination`.
    /// - Throws: ``EncodeError/Kind/invalidInput`` when a file holds no sound FFmpeg decodes.
    init(span: SoundSpan, codec soundCodec: SoundCodec, globalHeader: Bool, destination: String)
        throws(EncodeError)
    {
        self.span = span
        self.soundCodec = soundCodec
        let path = span.track.path
        sources = try ([span.track] + span.track.mixedWith).map { (track) throws(EncodeError) in
            try SoundSource(track: track)
        }
        channels = min(2, sources.map(\.channelCount).max() ?? 1)
        notes = sources.filter { $0.channelCount > 2 }.map {
            """
            '\(destination)': the sound '\($0.track.path)' has \($0.channelCount) channels (\($0.layoutName)); \
            Reel writes at most two, so it is mixed down to stereo (centre and surrounds at −3 dB, LFE left out)
            """
        }
        for source in sources {
            try source.start(at: span.start, sampleRate: Self.sampleRate, channels: channels)
        }
        codec = try CodecContext(encoderNamed: soundCodec.encoderName)
        let c = codec.pointer
        c.pointee.sample_fmt = soundCodec.sampleFormat
        c.pointee.sample_rate = Int32(Self.sampleRate)
        av_channel_layout_default(&c.pointee.ch_layout, Int32(channels))
        c.pointee.bit_rate = Int64(soundCodec.bitRatePerChannel * channels)
        c.pointee.time_base = AVRational(num: 1, den: Int32(Self.sampleRate))
        c.pointee.thread_count = 1
        if globalHeader { c.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER) }
        try codec.open(options: [], doing: "opening the \(soundCodec.label) encoder for the sound '\(path)'")
        frameSize = Int(c.pointee.frame_size)
        frame = try MediaFrame()
        frame.pointer.pointee.format = soundCodec.sampleFormat.rawValue
        frame.pointer.pointee.sample_rate = Int32(Self.sampleRate)
        av_channel_layout_default(&frame.pointer.pointee.ch_layout, Int32(channels))
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

    /// The next packet (timestamps in 1/48000 s, the first ones before 0 by the encoder's delay),
    /// or false when the span is encoded.
    func next(into packet: Packet) throws(EncodeError) -> Bool {
        let path = span.track.path
        while true {
            if try codec.receive(into: packet, doing: "encoding the sound '\(path)'") { return true }
            if flushed { return false }
            if produced >= total {
                try codec.send(nil, doing: "flushing the \(soundCodec.label) encoder")
                flushed = true
                continue
            }
            let n = min(frameSize, total - produced)
            for source in sources { try source.fill(n) }
            try ffCheck(av_frame_make_writable(frame.pointer), "making a sound frame writable")
            frame.pointer.pointee.nb_samples = Int32(n)
            frame.pts = Int64(produced)
            mix(n)
            for source in sources { source.drop(n) }
            try codec.send(frame, doing: "encoding the sound '\(path)'")
            produced += n
        }
    }

    /// The next `n` samples of every source, with their gains, summed into the frame: one plane
    /// per channel (AAC) or the channels interleaved in one (Opus).
    private func mix(_ n: Int) {
        let rate = Double(Self.sampleRate)
        let interleaved = soundCodec.sampleFormat == AV_SAMPLE_FMT_FLT
        let stride = interleaved ? channels : 1
        for ch in 0..<channels {
            let plane = frame.data(interleaved ? 0 : ch)!.withMemoryRebound(to: Float.self, capacity: n * stride) {
                $0
            }
            let out = interleaved ? plane + ch : plane
            for i in 0..<n { out[i * stride] = 0 }
            for source in sources {
                let samples = source.fifo[ch]
                let available = min(n, samples.count)
                for i in 0..<available {
                    let t = span.start + Double(produced + i) / rate
                    let g = source.track.gain(at: t, duration: span.clipDuration)
                    out[i * stride] += Float(Double(samples[i]) * g)
                }
            }
        }
    }
}
