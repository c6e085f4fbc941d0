import CFFmpeg
import Shaders

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
        let best = try input.bestVideoStream(doing: "finding a video stream in '\(path)'")
        let timeBase = best.stream.pointee.time_base
        let decoder = try CodecContext(decoderFor: best.stream.pointee.codecpar, path: path)
        let packet = try Packet()
        let raw = try MediaFrame()
        var frames: [DecodedFrame] = []
        var scaler: (converter: Scaler, format: AVPixelFormat)?

        func receiveAll() throws(EncodeError) {
            while try decoder.receiveFrame(into: raw, doing: "decoding '\(path)'") {
                let (w, h, f) = (raw.width, raw.height, raw.pixelFormat)
                if scaler == nil || scaler!.converter.width != w || scaler!.converter.height != h
                    || scaler!.format != f
                {
                    let s = try Scaler(
                        width: w, height: h, from: f, to: AV_PIX_FMT_BGRA,
                        flags: SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT | SWS_BITEXACT,
                        failure: "swscale cannot convert the frames of '\(path)'")
                    let isYUV =
                        (av_pix_fmt_desc_get(f).pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB)) == 0
                        && f != AV_PIX_FMT_PAL8
                    if isYUV {
                        let space = raw.pointer.pointee.colorspace == AVCOL_SPC_BT709 ? SWS_CS_ITU709 : SWS_CS_DEFAULT
                        s.setSource(matrix: space, fullRange: raw.pointer.pointee.color_range == AVCOL_RANGE_JPEG)
                    }
                    scaler = (s, f)
                }
                var pixels = [UInt8](repeating: 0, count: w * h * 4)
                let converted = pixels.withUnsafeMutableBufferPointer { p in
                    scaler!.converter.convert(raw, into: p.baseAddress!, bytesPerRow: w * 4)
                }
                guard converted else { throw EncodeError(.ffmpeg, "swscale cannot convert the frames of '\(path)'") }
                // The files hold straight alpha; frames are premultiplied.
                Premultiply.premultiply(&pixels)
                let pts = raw.pointer.pointee.best_effort_timestamp
                let seconds =
                    pts == cffmpeg_nopts_value() ? 0 : Double(pts) * Double(timeBase.num) / Double(timeBase.den)
                let duration = Double(raw.pointer.pointee.pkt_duration) * Double(timeBase.num) / Double(timeBase.den)
                frames.append(
                    DecodedFrame(frame: Frame(width: w, height: h, pixels: pixels), time: seconds, duration: duration))
            }
        }

        while input.read(into: packet) {
            defer { packet.unref() }
            guard packet.pointer.pointee.stream_index == best.index else { continue }
            try decoder.sendPacket(packet, doing: "decoding '\(path)'")
            try receiveAll()
        }
        try decoder.sendPacket(nil, doing: "flushing the decoder for '\(path)'")
        try receiveAll()
        return frames
    }
}
