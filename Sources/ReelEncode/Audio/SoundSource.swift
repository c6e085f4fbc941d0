import CFFmpeg
import ReelCore

/// One sound file being decoded for a ``SoundTrackEncoder``: decoded (libavformat, libavcodec),
/// converted to 48 kHz float with the encoder's channels (libswresample), its `offset` skipped,
/// its samples queued until the encoder takes them.
final class SoundSource {
    let track: SoundTrack
    private let input: InputContext
    private let decoder: CodecContext
    private let streamIndex: Int32
    private var resampler: Resampler?
    private let readPacket: Packet
    private let decoded: MediaFrame
    /// Resampled samples not yet taken, per channel.
    private(set) var fifo: [[Float]] = []
    private var skip: Int = 0
    /// Whether the file has been read to its end (and the decoder and resampler flushed).
    private(set) var inputDone = false

    /// Opens `track.path` and its decoder; ``start(at:sampleRate:channels:)`` readies it to read.
    init(track: SoundTrack) throws(EncodeError) {
        self.track = track
        (input, decoder, streamIndex) = try Self.openDecoder(track.path)
        readPacket = try Packet()
        decoded = try MediaFrame()
    }

    /// The file's channel count (1 for a file that does not say).
    var channelCount: Int { max(1, Int(decoder.pointer.pointee.ch_layout.nb_channels)) }

    /// The file's channel layout in words (`5.1(side)`).
    var layoutName: String { Resampler.describe(decoder) }

    /// Readies the source to give `channels` channels at `sampleRate`, skipping
    /// `track.offset + start` seconds of the file.
    func start(at start: Double, sampleRate: Int, channels: Int) throws(EncodeError) {
        resampler = try Resampler(from: decoder, toRate: sampleRate, channels: channels, path: track.path)
        fifo = Array(repeating: [], count: channels)
        skip = Int((track.offset + start) * Double(sampleRate) + 0.5)
    }

    /// Opens `path`'s best audio stream and its decoder.
    /// - Throws: ``EncodeError/Kind/invalidInput`` when the file holds no sound FFmpeg decodes.
    static func openDecoder(_ path: String) throws(EncodeError) -> (InputContext, CodecContext, Int32) {
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

    /// Decodes until `count` samples are queued or the file ends.
    func fill(_ count: Int) throws(EncodeError) {
        while fifo[0].count < count && !inputDone { try decodeMore() }
    }

    /// Removes the first `count` queued samples (or all there are).
    func drop(_ count: Int) {
        let n = min(count, fifo[0].count)
        for ch in fifo.indices { fifo[ch].removeFirst(n) }
    }

    /// Decodes the next packet of the file into the FIFO (dropping the offset's samples);
    /// at the file's end, flushes the decoder and the resampler.
    private func decodeMore() throws(EncodeError) {
        let path = track.path
        guard let resampler else { preconditionFailure("SoundSource.start(at:sampleRate:channels:) not called") }
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
            for ch in planes.indices { planes[ch].removeFirst(drop) }
            skip -= drop
        }
        for ch in fifo.indices { fifo[ch] += planes[ch] }
    }
}
