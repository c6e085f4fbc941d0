import CFFmpeg

/// Owns an input `AVFormatContext` (an opened media file); `deinit` closes it.
final class InputContext {
    var pointer: UnsafeMutablePointer<AVFormatContext>?

    /// Opens `path` and reads its stream information. The corresponding C functions are
    /// `avformat_open_input` and `avformat_find_stream_info`.
    init(path: String) throws(EncodeError) {
        FFmpegLog.quiet()
        try ffCheck(avformat_open_input(&pointer, path, nil, nil), "opening '\(path)' to read it back")
        try ffCheck(avformat_find_stream_info(pointer, nil), "reading the streams of '\(path)'")
    }

    deinit { avformat_close_input(&pointer) }
}

extension CodecContext {
    /// An opened decoder for a stream's parameters. The corresponding C functions are
    /// `avcodec_find_decoder`, `avcodec_parameters_to_context` and `avcodec_open2`.
    convenience init(decoderFor parameters: UnsafeMutablePointer<AVCodecParameters>, path: String) throws(EncodeError) {
        guard let codec = avcodec_find_decoder(parameters.pointee.codec_id) else {
            throw EncodeError(.ffmpeg, "FFmpeg has no decoder for the video in '\(path)'")
        }
        try self.init(codec: codec)
        try ffCheck(avcodec_parameters_to_context(pointer, parameters), "reading the codec parameters of '\(path)'")
        pointer.pointee.thread_count = 1
        try ffCheck(avcodec_open2(pointer, codec, nil), "opening the decoder for '\(path)'")
    }
}
