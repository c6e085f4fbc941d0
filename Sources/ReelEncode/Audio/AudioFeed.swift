import CFFmpeg

/// Feeds a sound stream's packets into a muxer between the video's: before each video packet,
/// every sound packet that starts no later than it. The MP4 writer (packets from
/// ``SoundTrackEncoder``) and ``MP4Joiner`` (packets copied from the first part) use the same
/// rule, so a joined file's packets are in the one-shot file's order.
final class AudioFeed {
    let stream: UnsafeMutablePointer<AVStream>
    private let sourceTimeBase: AVRational
    private let source: (Packet) throws(EncodeError) -> Bool
    private let pending: Packet
    private var hasPending = false
    private var ended = false

    /// - Parameter source: fills the packet with the next sound packet (timestamps in
    ///   `sourceTimeBase`); false when there are no more.
    init(
        stream: UnsafeMutablePointer<AVStream>, sourceTimeBase: AVRational,
        source: @escaping (Packet) throws(EncodeError) -> Bool
    ) throws(EncodeError) {
        self.stream = stream
        self.sourceTimeBase = sourceTimeBase
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
