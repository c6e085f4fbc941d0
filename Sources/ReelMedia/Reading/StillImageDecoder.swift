import CFFmpeg
import Shaders

/// Decodes one still image (JPEG, PNG, and whatever else FFmpeg's image2 demuxer probes) with
/// libavformat + libavcodec, converts it to BGRA with libswscale and premultiplies it: how
/// ReelRender reads the images that Cairo's PNG loader does not.
public enum StillImageDecoder {
    /// The picture at `path`, premultiplied BGRA.
    /// - Throws: ``EncodeError`` whose message is the reason, worded to follow
    ///   "cannot decode image 'PATH': " ("opening failed: Invalid data found when processing
    ///   input", "no picture could be decoded", "unsupported size 0 × 0").
    public static func decode(path: String) throws(EncodeError) -> Frame {
        // Each `doing` reads "<what> failed"; FFmpeg's message follows after a colon.
        let input = try InputContext(opening: path, doing: "opening failed")
        try input.findStreamInfo(doing: "reading stream information failed")
        let best = try input.bestVideoStream(doing: "finding an image stream failed")
        let decoder = try CodecContext(decoder: best.codec, parameters: best.stream.pointee.codecpar, path: path)
        let packet = try Packet()
        let picture = try MediaFrame()
        var gotPicture = false
        while true {
            guard input.read(into: packet) else {
                // End of file (or a read error): flush the decoder.
                try? decoder.sendPacket(nil, doing: "flushing the decoder")
                gotPicture = (try? decoder.receiveFrame(into: picture, doing: "decoding failed")) ?? false
                break
            }
            defer { packet.unref() }
            guard packet.pointer.pointee.stream_index == best.index else { continue }
            try decoder.sendPacket(packet, doing: "decoding failed")
            if try decoder.receiveFrame(into: picture, doing: "decoding failed") {
                gotPicture = true
                break
            }
        }
        guard gotPicture else { throw EncodeError(.invalidInput, "no picture could be decoded") }
        return try premultipliedBGRA(picture)
    }

    /// swscale to BGRA at the same size, then premultiply.
    private static func premultipliedBGRA(_ picture: MediaFrame) throws(EncodeError) -> Frame {
        let width = picture.width
        let height = picture.height
        guard width > 0, height > 0, width <= 32768, height <= 32768 else {
            throw EncodeError(.invalidInput, "unsupported size \(width) × \(height)")
        }
        var format = picture.pixelFormat
        // The deprecated full-range "J" formats become their plain twins with a full-range flag.
        var fullRange = picture.pointer.pointee.color_range == AVCOL_RANGE_JPEG
        let jFormats: [AVPixelFormat: AVPixelFormat] = [
            AV_PIX_FMT_YUVJ420P: AV_PIX_FMT_YUV420P, AV_PIX_FMT_YUVJ422P: AV_PIX_FMT_YUV422P,
            AV_PIX_FMT_YUVJ444P: AV_PIX_FMT_YUV444P, AV_PIX_FMT_YUVJ440P: AV_PIX_FMT_YUV440P,
            AV_PIX_FMT_YUVJ411P: AV_PIX_FMT_YUV411P,
        ]
        if let plain = jFormats[format] {
            format = plain
            fullRange = true
        }
        let scaler = try Scaler(
            width: width, height: height, from: format, to: AV_PIX_FMT_BGRA,
            flags: SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT | SWS_FULL_CHR_H_INP,
            failure: "cannot convert pixel format \(format.rawValue) to BGRA")
        if fullRange { scaler.setFullRangeSource() }
        let stride = width * 4
        var pixels = [UInt8](repeating: 0, count: stride * height)
        let converted = pixels.withUnsafeMutableBufferPointer { dst in
            scaler.convert(picture, into: dst.baseAddress!, bytesPerRow: stride)
        }
        guard converted else { throw EncodeError(.ffmpeg, "pixel conversion to BGRA failed") }
        Premultiply.premultiply(&pixels)
        return Frame(width: width, height: height, pixels: pixels)
    }
}
