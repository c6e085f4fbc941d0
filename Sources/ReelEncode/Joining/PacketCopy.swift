import CFFmpeg

/// Copies one part's video packets into the joined file (`MP4Joiner`): each moved to the
/// part's place in the clip and rescaled to the output stream's time base, with the sound fed
/// up to it first, so the packets interleave as in the one-shot file.
struct PacketCopy {
    let part: PartInfo
    let reader: InputContext
    /// The joined file's video stream.
    let video: UnsafeMutablePointer<AVStream>
    let format: FormatContext
    let feed: AudioFeed?
    /// WebM: each frame's time is recomputed from its number (see `place`).
    let exactFrames: Bool
    let destination: String

    /// Copies the part's packets and returns how many video frames it held.
    /// - Throws: `JoinError` when the part does not start with a keyframe or holds another
    ///   number of frames than its tag says; `EncodeError` when FFmpeg fails.
    func run(packet: Packet) throws -> Int {
        let inStream = reader.pointer!.pointee.streams[Int(part.videoIndex)]!
        let rate = inStream.pointee.avg_frame_rate
        let offset = av_rescale_q(
            Int64(part.tag.frames.lowerBound), AVRational(num: rate.den, den: rate.num), inStream.pointee.time_base)
        var count = 0
        while reader.read(into: packet) {
            let p = packet.pointer
            guard p.pointee.stream_index == part.videoIndex else {
                packet.unref()
                continue
            }
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
            place(p, in: inStream, offset: offset)
            av_packet_rescale_ts(p, inStream.pointee.time_base, video.pointee.time_base)
            p.pointee.pos = -1
            try feed?.write(
                upTo: p.pointee.dts, timeBase: video.pointee.time_base, into: format, destination: destination)
            try ffCheck(av_interleaved_write_frame(format.pointer, p), "writing a packet to '\(destination)'")
        }
        guard count == part.tag.frames.count else {
            throw JoinError(
                .badPart, part: part.path, field: "frames",
                """
                '\(part.path)' holds \(count) frames, but its tag says frames \(MP4Joiner.range(part.tag.frames)) \
                (\(part.tag.frames.count)); render it again
                """
            )
        }
        return count
    }

    /// Moves a packet to its place in the clip: by `offset` (the part's first frame's time in
    /// the stream's time base), or, with `exactFrames` (WebM, whose milliseconds round each
    /// frame's time), by taking the frame's number in the part and giving it its time in the
    /// clip, rounded once, as the one-shot file rounds it.
    private func place(_ p: UnsafeMutablePointer<AVPacket>, in stream: UnsafeMutablePointer<AVStream>, offset: Int64) {
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
}
