import CFFmpeg
import Shaders

extension VideoFrameReader {
    /// A decoded picture as an upright, premultiplied BGRA frame: YUV converted with the matrix
    /// and range its colour tags declare, as `VideoReader` does, then turned by `quarterTurns`.
    func convert(_ raw: MediaFrame) throws(EncodeError) -> Frame {
        let (w, h, format) = (raw.width, raw.height, raw.pixelFormat)
        let converter = try scaler(width: w, height: h, format: format, raw: raw)
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        let ok = pixels.withUnsafeMutableBufferPointer {
            converter.convert(raw, into: $0.baseAddress!, bytesPerRow: w * 4)
        }
        guard ok else { throw EncodeError(.ffmpeg, "swscale cannot convert the frames of '\(path)'") }
        if (av_pix_fmt_desc_get(format).pointee.flags & UInt64(AV_PIX_FMT_FLAG_ALPHA)) != 0 {
            Premultiply.premultiply(&pixels)
        }
        let upright = Frame(width: w, height: h, pixels: pixels)
        return quarterTurns == 0 ? upright : Self.turned(upright, quarterTurns: quarterTurns)
    }

    /// `frame` turned clockwise by `quarterTurns` quarter turns.
    public static func turned(_ frame: Frame, quarterTurns: Int) -> Frame {
        let (w, h) = (frame.width, frame.height)
        let (ow, oh) = quarterTurns % 2 == 0 ? (w, h) : (h, w)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        frame.pixels.withUnsafeBytes { src in
            let source = src.bindMemory(to: UInt32.self)
            out.withUnsafeMutableBytes { dst in
                let target = dst.bindMemory(to: UInt32.self)
                for y in 0..<h {
                    for x in 0..<w {
                        let (tx, ty): (Int, Int)
                        switch quarterTurns {
                        case 1: (tx, ty) = (h - 1 - y, x)
                        case 2: (tx, ty) = (w - 1 - x, h - 1 - y)
                        default: (tx, ty) = (y, w - 1 - x)
                        }
                        target[ty * ow + tx] = source[y * w + x]
                    }
                }
            }
        }
        return Frame(width: ow, height: oh, pixels: out)
    }

    /// swscale for `format` at `width` × `height`, made once and kept while the stream keeps them.
    private func scaler(width: Int, height: Int, format: AVPixelFormat, raw: MediaFrame) throws(EncodeError) -> Scaler {
        if let s = cachedScaler, s.width == width, s.height == height, s.format == format { return s.converter }
        let s = try Scaler(
            width: width, height: height, from: format, to: AV_PIX_FMT_BGRA,
            flags: SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT | SWS_BITEXACT,
            failure: "swscale cannot convert the frames of '\(path)'")
        let isYUV =
            (av_pix_fmt_desc_get(format).pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB)) == 0 && format != AV_PIX_FMT_PAL8
        if isYUV {
            let space = raw.pointer.pointee.colorspace == AVCOL_SPC_BT709 ? SWS_CS_ITU709 : SWS_CS_DEFAULT
            s.setSource(matrix: space, fullRange: raw.pointer.pointee.color_range == AVCOL_RANGE_JPEG)
        }
        cachedScaler = (s, width, height, format)
        return s
    }
}
