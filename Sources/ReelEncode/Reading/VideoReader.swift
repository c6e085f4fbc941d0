import CFFmpeg
import Shaders

/// One frame read back from a video file.
public struct DecodedFrame: Sendable {
    /// The pixels, premultiplied BGRA like a rendered frame.
    public var frame: Frame
    /// Presentation time in seconds.
    public var time: Double
    /// How long the frame shows, in seconds (0 when the file does not say).
    public var duration: Double
}

/// Reads a video or animated image back into frames with libavformat and libavcodec: for
/// checking what the writers produced (tests, `reel verify`).
///
/// YUV video is converted to RGB with the matrix and range that the file's colour tags
/// declare (BT.709 limited range for Reel's MP4s).
public enum VideoReader {
    /// Every frame of the first video stream of `path`, in order.
    /// - Throws: ``EncodeError`` when the file cannot be opened or decoded.
    public static func read(_ path: String) throws(EncodeError) -> [DecodedFrame] {
        let input = try InputContext(path: path)
        let ctx = input.pointer!
        let index = av_find_best_stream(ctx, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        try ffCheck(index, "finding a video stream in '\(path)'")
        let stream = ctx.pointee.streams[Int(index)]!
        let timeBase = stream.pointee.time_base
        let decoder = try CodecContext(decoderFor: stream.pointee.codecpar, path: path)
        let packet = try Packet()
        guard let raw = av_frame_alloc() else { throw EncodeError(.ffmpeg, "out of memory") }
        var rawFrame: UnsafeMutablePointer<AVFrame>? = raw
        defer { av_frame_free(&rawFrame) }
        var frames: [DecodedFrame] = []
        var scaler: (OpaquePointer, Int32, Int32, Int32)? = nil
        defer { if let s = scaler { sws_freeContext(s.0) } }

        func receiveAll() throws(EncodeError) {
            while true {
                let r = avcodec_receive_frame(decoder.pointer, raw)
                if r == cffmpeg_averror_eagain() || r == cffmpeg_averror_eof() { return }
                try ffCheck(r, "decoding '\(path)'")
                let w = raw.pointee.width
                let h = raw.pointee.height
                let f = raw.pointee.format
                if scaler == nil || scaler!.1 != w || scaler!.2 != h || scaler!.3 != f {
                    if let s = scaler { sws_freeContext(s.0) }
                    guard
                        let s = sws_getContext(
                            w, h, AVPixelFormat(f), w, h, AV_PIX_FMT_BGRA,
                            SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT | SWS_BITEXACT, nil, nil, nil)
                    else {
                        throw EncodeError(.ffmpeg, "swscale cannot convert the frames of '\(path)'")
                    }
                    scaler = (s, w, h, f)
                    let isYUV =
                        (av_pix_fmt_desc_get(AVPixelFormat(f)).pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB)) == 0
                        && AVPixelFormat(f) != AV_PIX_FMT_PAL8
                    if isYUV {
                        let space = raw.pointee.colorspace == AVCOL_SPC_BT709 ? SWS_CS_ITU709 : SWS_CS_DEFAULT
                        let full: Int32 = raw.pointee.color_range == AVCOL_RANGE_JPEG ? 1 : 0
                        _ = sws_setColorspaceDetails(
                            s, sws_getCoefficients(space), full, sws_getCoefficients(SWS_CS_DEFAULT), 1, 0, 1 << 16,
                            1 << 16)
                    }
                }
                let out = try MediaFrame(format: AV_PIX_FMT_BGRA, width: Int(w), height: Int(h))
                var dstData: [UnsafeMutablePointer<UInt8>?] = [out.data(0), nil, nil, nil]
                var dstStride: [Int32] = [Int32(out.lineSize(0)), 0, 0, 0]
                withUnsafePointer(to: raw.pointee.data) { dataTuple in
                    withUnsafePointer(to: raw.pointee.linesize) { strideTuple in
                        dataTuple.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { d in
                            strideTuple.withMemoryRebound(to: Int32.self, capacity: 8) { s in
                                _ = sws_scale(scaler!.0, d, s, 0, h, &dstData, &dstStride)
                            }
                        }
                    }
                }
                var pixels = [UInt8](repeating: 0, count: Int(w) * Int(h) * 4)
                let stride = out.lineSize(0)
                pixels.withUnsafeMutableBufferPointer { p in
                    for y in 0..<Int(h) {
                        let row = out.data(0)! + y * stride
                        for x in 0..<Int(w) {
                            let a = Int(row[x * 4 + 3])
                            for c in 0..<3 {
                                p[(y * Int(w) + x) * 4 + c] = UInt8((Int(row[x * 4 + c]) * a + 127) / 255)
                            }
                            p[(y * Int(w) + x) * 4 + 3] = UInt8(a)
                        }
                    }
                }
                let pts = raw.pointee.best_effort_timestamp
                let seconds =
                    pts == cffmpeg_nopts_value() ? 0 : Double(pts) * Double(timeBase.num) / Double(timeBase.den)
                let duration = Double(raw.pointee.pkt_duration) * Double(timeBase.num) / Double(timeBase.den)
                frames.append(
                    DecodedFrame(
                        frame: Frame(width: Int(w), height: Int(h), pixels: pixels), time: seconds, duration: duration))
            }
        }

        while av_read_frame(ctx, packet.pointer) >= 0 {
            defer { packet.unref() }
            guard packet.pointer.pointee.stream_index == index else { continue }
            try ffCheck(avcodec_send_packet(decoder.pointer, packet.pointer), "decoding '\(path)'")
            try receiveAll()
        }
        try ffCheck(avcodec_send_packet(decoder.pointer, nil), "flushing the decoder for '\(path)'")
        try receiveAll()
        return frames
    }
}
