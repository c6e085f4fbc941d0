import CFFmpeg

/// Owns an input `AVFormatContext` (an opened media file); `deinit` closes it.
package final class InputContext {
    package var pointer: UnsafeMutablePointer<AVFormatContext>?

    /// Opens `path` and reads its stream information. The corresponding C functions are
    /// `avformat_open_input` and `avformat_find_stream_info`.
    package convenience init(path: String) throws(EncodeError) {
        try self.init(opening: path, doing: "opening '\(path)' to read it back")
        try findStreamInfo(doing: "reading the streams of '\(path)'")
    }

    /// Opens `path` without reading its streams yet. The corresponding C function is
    /// `avformat_open_input`.
    package init(opening path: String, doing: @autoclosure () -> String) throws(EncodeError) {
        FFmpegLog.quiet()
        try ffCheck(avformat_open_input(&pointer, path, nil, nil), doing())
    }

    /// Reads a few packets to learn the streams' parameters. The corresponding C function is
    /// `avformat_find_stream_info`.
    package func findStreamInfo(doing: @autoclosure () -> String) throws(EncodeError) {
        try ffCheck(avformat_find_stream_info(pointer, nil), doing())
    }

    /// The index of the best video stream and its decoder. The corresponding C function is
    /// `av_find_best_stream`.
    package func bestVideoStream(doing: @autoclosure () -> String) throws(EncodeError) -> (
        index: Int32, stream: UnsafeMutablePointer<AVStream>, codec: UnsafePointer<AVCodec>
    ) {
        var codec: UnsafePointer<AVCodec>?
        let index = try ffCheck(av_find_best_stream(pointer, AVMEDIA_TYPE_VIDEO, -1, -1, &codec, 0), doing())
        guard let codec, let stream = pointer?.pointee.streams[Int(index)] else {
            throw EncodeError(.invalidInput, "\(doing()): FFmpeg has no decoder for it")
        }
        return (index, stream, codec)
    }

    /// Reads the next packet into `packet`; false at the end of the file (or on a read error,
    /// which ends the file as far as decoding goes). The corresponding C function is
    /// `av_read_frame`.
    package func read(into packet: Packet) -> Bool { av_read_frame(pointer, packet.pointer) >= 0 }

    deinit { avformat_close_input(&pointer) }
}

extension CodecContext {
    /// An opened decoder for a stream's parameters. The corresponding C functions are
    /// `avcodec_find_decoder`, `avcodec_parameters_to_context` and `avcodec_open2`.
    package convenience init(decoderFor parameters: UnsafeMutablePointer<AVCodecParameters>, path: String)
        throws(EncodeError)
    {
        // FFmpeg's own VP8 and VP9 decoders ignore WebM's alpha; libvpx's decode it.
        let id = parameters.pointee.codec_id
        let vpx = id == AV_CODEC_ID_VP9 ? "libvpx-vp9" : id == AV_CODEC_ID_VP8 ? "libvpx" : nil
        guard let codec = vpx.flatMap({ avcodec_find_decoder_by_name($0) }) ?? avcodec_find_decoder(id) else {
            throw EncodeError(.ffmpeg, "FFmpeg has no decoder for the video in '\(path)'")
        }
        try self.init(decoder: codec, parameters: parameters, path: path)
    }

    /// `codec` opened as a single-threaded decoder for `parameters`. The corresponding C
    /// functions are `avcodec_parameters_to_context` and `avcodec_open2`.
    package convenience init(
        decoder codec: UnsafePointer<AVCodec>, parameters: UnsafeMutablePointer<AVCodecParameters>, path: String
    ) throws(EncodeError) {
        try self.init(codec: codec)
        try ffCheck(avcodec_parameters_to_context(pointer, parameters), "reading the codec parameters of '\(path)'")
        // One thread per decoder: callers decode files in parallel already.
        pointer.pointee.thread_count = 1
        try ffCheck(avcodec_open2(pointer, codec, nil), "opening the decoder for '\(path)'")
    }

    /// Sends a packet (nil to flush) to the decoder. The corresponding C function is
    /// `avcodec_send_packet`.
    package func sendPacket(_ packet: Packet?, doing: @autoclosure () -> String) throws(EncodeError) {
        try ffCheck(avcodec_send_packet(pointer, packet?.pointer), doing())
    }

    /// Receives the next decoded frame into `frame`; false when the decoder needs more input
    /// or is drained. The corresponding C function is `avcodec_receive_frame`.
    package func receiveFrame(into frame: MediaFrame, doing: @autoclosure () -> String) throws(EncodeError) -> Bool {
        let r = avcodec_receive_frame(pointer, frame.pointer)
        if r == cffmpeg_averror_eagain() || r == cffmpeg_averror_eof() { return false }
        try ffCheck(r, doing())
        return true
    }
}
