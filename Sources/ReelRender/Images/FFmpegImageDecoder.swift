import CFFmpeg
import Shaders

/// Decodes one still image (JPEG, PNG, and whatever else FFmpeg's image2 demuxer probes) with
/// libavformat + libavcodec, converts it to BGRA with libswscale and premultiplies it.
enum FFmpegImageDecoder {
    /// Installs Reel's libav* log callback once (CFFmpeg/shim.h): FFmpeg's log lines never
    /// reach stderr; failures are reported from the error codes.
    private static let routeLog: Void = { cffmpeg_route_log() }()

    static func decode(path: String) throws(RenderError) -> DecodedImage {
        routeLog
        func fail(_ what: String, _ code: Int32) -> RenderError {
            .imageUnreadable(path: path, reason: "\(what) failed: \(ffmpegMessage(code))")
        }
        let input = try FormatInput(path: path)
        var code = avformat_find_stream_info(input.pointer, nil)
        guard code >= 0 else { throw fail("reading stream information", code) }
        var codec: UnsafePointer<AVCodec>?
        let streamIndex = av_find_best_stream(input.pointer, AVMEDIA_TYPE_VIDEO, -1, -1, &codec, 0)
        guard streamIndex >= 0, let codec else { throw fail("finding an image stream", streamIndex) }
        let decoder = try CodecContext(codec: codec, path: path)
        code = avcodec_parameters_to_context(decoder.pointer, input.pointer.pointee.streams[Int(streamIndex)]!.pointee.codecpar)
        guard code >= 0 else { throw fail("configuring the decoder", code) }
        code = avcodec_open2(decoder.pointer, codec, nil)
        guard code >= 0 else { throw fail("opening the \(String(cString: codec.pointee.name)) decoder", code) }

        let packet = try FFPacket(path: path)
        let frame = try FFFrame(path: path)
        var gotFrame = false
        readLoop: while true {
            code = av_read_frame(input.pointer, packet.pointer)
            if code < 0 {
                // End of file (or a read error): flush the decoder.
                _ = avcodec_send_packet(decoder.pointer, nil)
                gotFrame = avcodec_receive_frame(decoder.pointer, frame.pointer) >= 0
                break readLoop
            }
            defer { av_packet_unref(packet.pointer) }
            guard packet.pointer.pointee.stream_index == streamIndex else { continue }
            code = avcodec_send_packet(decoder.pointer, packet.pointer)
            guard code >= 0 else { throw fail("decoding", code) }
            let received = avcodec_receive_frame(decoder.pointer, frame.pointer)
            if received >= 0 { gotFrame = true; break readLoop }
            if received != cffmpeg_averror_eagain() { throw fail("decoding", received) }
        }
        guard gotFrame else { throw .imageUnreadable(path: path, reason: "no picture could be decoded") }
        return try convert(frame.pointer, path: path)
    }

    /// swscale to BGRA at the same size, then premultiply.
    private static func convert(_ frame: UnsafeMutablePointer<AVFrame>, path: String) throws(RenderError) -> DecodedImage {
        let width = Int(frame.pointee.width), height = Int(frame.pointee.height)
        guard width > 0, height > 0, width <= 32768, height <= 32768 else {
            throw .imageUnreadable(path: path, reason: "unsupported size \(width) × \(height)")
        }
        var format = AVPixelFormat(rawValue: frame.pointee.format)
        // The deprecated full-range "J" formats become their plain twins with a full-range flag.
        var fullRange = frame.pointee.color_range == AVCOL_RANGE_JPEG
        let jFormats: [AVPixelFormat: AVPixelFormat] = [
            AV_PIX_FMT_YUVJ420P: AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUVJ422P: AV_PIX_FMT_YUV422P,
            AV_PIX_FMT_YUVJ444P: AV_PIX_FMT_YUV444P, AV_PIX_FMT_YUVJ440P: AV_PIX_FMT_YUV440P,
            AV_PIX_FMT_YUVJ411P: AV_PIX_FMT_YUV411P,
        ]
        if let plain = jFormats[format] {
            format = plain
            fullRange = true
        }
        let flags = SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT | SWS_FULL_CHR_H_INP
        guard let sws = sws_getContext(
            Int32(width), Int32(height), format, Int32(width), Int32(height), AV_PIX_FMT_BGRA, flags, nil, nil, nil)
        else { throw .imageUnreadable(path: path, reason: "cannot convert pixel format \(format.rawValue) to BGRA") }
        defer { sws_freeContext(sws) }
        if fullRange {
            var invTable: UnsafeMutablePointer<Int32>?, table: UnsafeMutablePointer<Int32>?
            var srcRange: Int32 = 0, dstRange: Int32 = 0, brightness: Int32 = 0, contrast: Int32 = 0, saturation: Int32 = 0
            if sws_getColorspaceDetails(sws, &invTable, &srcRange, &table, &dstRange, &brightness, &contrast, &saturation) >= 0 {
                _ = sws_setColorspaceDetails(sws, invTable, 1, table, dstRange, brightness, contrast, saturation)
            }
        }
        let stride = width * 4
        var pixels = [UInt8](repeating: 0, count: stride * height)
        let scaled: Int32 = pixels.withUnsafeMutableBufferPointer { dst in
            var dstData: [UnsafeMutablePointer<UInt8>?] = [dst.baseAddress, nil, nil, nil]
            var dstStride: [Int32] = [Int32(stride), 0, 0, 0]
            return withUnsafePointer(to: &frame.pointee.data) { dataTuple in
                dataTuple.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { srcData in
                    withUnsafePointer(to: &frame.pointee.linesize) { linesizeTuple in
                        linesizeTuple.withMemoryRebound(to: Int32.self, capacity: 8) { srcStride in
                            sws_scale(sws, srcData, srcStride, 0, Int32(height), &dstData, &dstStride)
                        }
                    }
                }
            }
        }
        guard scaled == Int32(height) else {
            throw .imageUnreadable(path: path, reason: "pixel conversion to BGRA failed")
        }
        Premultiply.premultiply(&pixels)
        return pixels.withUnsafeBytes { DecodedImage(width: width, height: height, copying: $0.baseAddress!, sourceStride: stride) }
    }
}

/// FFmpeg's words for an error code.
func ffmpegMessage(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: Int(cffmpeg_error_max_string_size()))
    return buffer.withUnsafeMutableBufferPointer { String(cString: cffmpeg_strerror(code, $0.baseAddress, $0.count)) }
}

// MARK: - Owning wrappers

/// Owns an opened `AVFormatContext`. The corresponding C function is `avformat_open_input`.
private final class FormatInput {
    var pointer: UnsafeMutablePointer<AVFormatContext>

    init(path: String) throws(RenderError) {
        var context: UnsafeMutablePointer<AVFormatContext>?
        let code = avformat_open_input(&context, path, nil, nil)
        guard code >= 0, let context else {
            throw RenderError.imageUnreadable(path: path, reason: "opening failed: \(ffmpegMessage(code))")
        }
        pointer = context
    }

    deinit {
        var p: UnsafeMutablePointer<AVFormatContext>? = pointer
        avformat_close_input(&p)
    }
}

/// Owns an `AVCodecContext`. The corresponding C function is `avcodec_alloc_context3`.
private final class CodecContext {
    var pointer: UnsafeMutablePointer<AVCodecContext>

    init(codec: UnsafePointer<AVCodec>, path: String) throws(RenderError) {
        guard let context = avcodec_alloc_context3(codec) else {
            throw RenderError.imageUnreadable(path: path, reason: "out of memory allocating a decoder")
        }
        pointer = context
        // One thread per image: frames are already decoded in parallel by the callers.
        pointer.pointee.thread_count = 1
    }

    deinit {
        var p: UnsafeMutablePointer<AVCodecContext>? = pointer
        avcodec_free_context(&p)
    }
}

/// Owns an `AVPacket`. The corresponding C function is `av_packet_alloc`.
private final class FFPacket {
    var pointer: UnsafeMutablePointer<AVPacket>

    init(path: String) throws(RenderError) {
        guard let p = av_packet_alloc() else { throw RenderError.imageUnreadable(path: path, reason: "out of memory") }
        pointer = p
    }

    deinit {
        var p: UnsafeMutablePointer<AVPacket>? = pointer
        av_packet_free(&p)
    }
}

/// Owns an `AVFrame`. The corresponding C function is `av_frame_alloc`.
private final class FFFrame {
    var pointer: UnsafeMutablePointer<AVFrame>

    init(path: String) throws(RenderError) {
        guard let p = av_frame_alloc() else { throw RenderError.imageUnreadable(path: path, reason: "out of memory") }
        pointer = p
    }

    deinit {
        var p: UnsafeMutablePointer<AVFrame>? = pointer
        av_frame_free(&p)
    }
}
