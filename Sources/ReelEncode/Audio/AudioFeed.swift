import CFFmpeg

/// Feeds a sound stream's packets into a muxer between the video's: before each video packet,
/// every sound packet that starts no later than it. The MP4 writer (packets from
/// ``SoundTrackEncoder``) and ``MP4Joiner`` (packets copied from the first part) use the same
/// rule, so a joined file's packets are in the one-shot file's order.
///
/// In WebM written by libavformat 59.30 and older (Debian 12's FFmpeg 5.1), the packets are
/// moved later by the sound's `initial_padding` (``matroskaDelayShift(_:timeBase:container:)``).
final class AudioFeed {
    let stream: UnsafeMutablePointer<AVStream>
    private let sourceTimeBase: AVRational
    /// Added to each packet's timestamps (in `sourceTimeBase`) before it is written.
    private let shift: Int64
    private let source: (Packet) throws(EncodeError) -> Bool
    private let pending: Packet
    private var hasPending = false
    private var ended = false

    /// - Parameters:
    ///   - source: fills the packet with the next sound packet (timestamps in `sourceTimeBase`);
    ///     false when there are no more.
    ///   - shift: added to every packet's timestamps, in `sourceTimeBase`.
    init(
        stream: UnsafeMutablePointer<AVStream>, sourceTimeBase: AVRational, shift: Int64 = 0,
        source: @escaping (Packet) throws(EncodeError) -> Bool
    ) throws(EncodeError) {
        self.stream = stream
        self.sourceTimeBase = sourceTimeBase
        self.shift = shift
        self.source = source
        pending = try Packet()
    }

    /// Writes every sound packet whose decoding time is no later than `dts` (in `timeBase`);
    /// with nil, every packet left.
    func write(upTo dts: Int64?, timeBase: AVRational, into format: FormatContext, destination: String)
        throws(EncodeError)
    {
        while true {
            if !hasPending {
                if ended { return }
                guard try source(pending) else {
                    ended = true
                    return
                }
                hasPending = true
                if shift != 0 {
                    pending.pointer.pointee.pts += shift
                    pending.pointer.pointee.dts += shift
                }
            }
            if let dts, av_compare_ts(pending.pointer.pointee.dts, sourceTimeBase, dts, timeBase) > 0 { return }
            pending.pointer.pointee.stream_index = stream.pointee.index
            pending.pointer.pointee.pos = -1
            av_packet_rescale_ts(pending.pointer, sourceTimeBase, stream.pointee.time_base)
            hasPending = false
            try ffCheck(
                av_interleaved_write_frame(format.pointer, pending.pointer),
                "writing a sound packet to '\(destination)'")
        }
    }
}

extension AudioFeed {
    /// The shift that puts the sound of a WebM file in step with its video under libavformat
    /// 59.30 and older: the encoder's delay (`initial_padding` samples, Opus's 312) in `timeBase`
    /// for a Matroska sound stream, 0 otherwise.
    ///
    /// The sound's first packet starts the delay before 0, and its pre-skip samples are dropped
    /// by the decoder. Matroska writes a block at its time plus `CodecDelay` (and a demuxer
    /// subtracts it), so the first block is at 0. libavformat before 59.31 does not add
    /// `CodecDelay`: it sees a time before 0 and moves every stream later by it, so the video
    /// would start 7 ms after the sound. Adding the delay here writes the blocks where newer
    /// libavformat does (Ladybird's LibMedia corrects files of those versions on reading,
    /// LadybirdBrowser/ladybird#6685).
    static func matroskaDelayShift(_ parameters: AVCodecParameters, timeBase: AVRational, container: String) -> Int64 {
        guard container == "webm" || container == "matroska", parameters.initial_padding > 0,
            parameters.sample_rate > 0, avformat_version() < 59 << 16 | 31 << 8
        else { return 0 }
        return av_rescale_q(
            Int64(parameters.initial_padding), AVRational(num: 1, den: parameters.sample_rate), timeBase)
    }
}
