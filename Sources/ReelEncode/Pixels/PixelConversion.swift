import Shaders

/// Pixel-format conversions from Reel's premultiplied BGRA frames. Pure functions on byte
/// arrays; each writer calls the one its encoder needs.
enum PixelConversion {
    /// Whether every pixel of `frame` has alpha 255 (then ``composite(_:over:width:height:into:)``
    /// at the frame's own size copies its bytes unchanged, whatever the background).
    static func isOpaque(_ frame: Frame) -> Bool {
        frame.pixels.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            // Eight lanes, so the loop vectorizes; checked every 4096 pixels to stop early.
            var i = 0
            while i < words.count {
                let end = min(words.count, i + 4096)
                for j in i..<end { all &= words[j] }
                if all & 0xFF00_0000 != 0xFF00_0000 { return false }
                i = end
            }
            return true
        }
    }

    /// Whether the `count` BGRA pixels from pixel `start` of `pixels` all have alpha 255.
    static func isOpaqueRow(_ pixels: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> Bool {
        var all: UInt32 = 0xFF00_0000
        let base = UnsafeRawPointer(pixels.baseAddress! + start * 4)
        for i in 0..<count { all &= base.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) }
        return all & 0xFF00_0000 == 0xFF00_0000
    }

    /// Premultiplied BGRA composited over an opaque colour, into a `width` × `height` opaque
    /// BGRA buffer (≥ the frame's size; the extra columns and rows are the background).
    ///
    /// `out = src + background × (255 − alpha) / 255`, per channel, rounded. A background that
    /// is itself transparent is first composited over black (MP4 has no alpha).
    static func composite(_ frame: Frame, over background: RGBA8, width: Int, height: Int, into out: inout [UInt8]) {
        precondition(width >= frame.width && height >= frame.height)
        let ba = Int(background.alpha)
        let bg = (
            b: (Int(background.blue) * ba + 127) / 255, g: (Int(background.green) * ba + 127) / 255,
            r: (Int(background.red) * ba + 127) / 255
        )
        if out.count != width * height * 4 { out = [UInt8](repeating: 0, count: width * height * 4) }
        let fw = frame.width
        let fh = frame.height
        frame.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    var d = y * width * 4
                    if y < fh, isOpaqueRow(src, from: y * fw, count: fw) {
                        // Over any background an opaque pixel is itself (alpha already 255).
                        (dst.baseAddress! + d).update(from: src.baseAddress! + y * fw * 4, count: fw * 4)
                        d += fw * 4
                    } else if y < fh {
                        var s = y * fw * 4
                        for _ in 0..<fw {
                            let a = Int(src[s + 3])
                            if a == 255 {
                                dst[d] = src[s]
                                dst[d + 1] = src[s + 1]
                                dst[d + 2] = src[s + 2]
                            } else {
                                let k = 255 - a
                                dst[d] = UInt8(min(255, Int(src[s]) + (bg.b * k + 127) / 255))
                                dst[d + 1] = UInt8(min(255, Int(src[s + 1]) + (bg.g * k + 127) / 255))
                                dst[d + 2] = UInt8(min(255, Int(src[s + 2]) + (bg.r * k + 127) / 255))
                            }
                            dst[d + 3] = 255
                            s += 4
                            d += 4
                        }
                    }
                    let start = y < fh ? fw : 0
                    if start < width {
                        for _ in start..<width {
                            dst[d] = UInt8(bg.b)
                            dst[d + 1] = UInt8(bg.g)
                            dst[d + 2] = UInt8(bg.r)
                            dst[d + 3] = 255
                            d += 4
                        }
                    }
                }
            }
        }
    }

    /// Channel order of a straight-alpha output.
    enum Order { case rgba, bgra }

    /// Straight (un-premultiplied) alpha in `order`, rows packed: `c = round(c × 255 / a)`.
    static func straight(_ frame: Frame, order: Order, into out: inout [UInt8]) {
        let n = frame.width * frame.height
        if out.count != n * 4 { out = [UInt8](repeating: 0, count: n * 4) }
        guard n > 0 else { return }
        out.withUnsafeMutableBufferPointer { dst in
            frame.pixels.withUnsafeBufferPointer { src in dst.baseAddress!.update(from: src.baseAddress!, count: n * 4)
            }
            // Premultiply's rule (Cairo's), the one un-premultiply.
            Premultiply.unpremultiply(dst)
            if order == .rgba {
                for p in stride(from: 0, to: n * 4, by: 4) { dst.swapAt(p, p + 2) }
            }
        }
    }

    /// Straight alpha in `order` at `width` × `height` (≥ the frame's size; the extra columns
    /// and rows are transparent), rows packed.
    static func straight(_ frame: Frame, order: Order, width: Int, height: Int, into out: inout [UInt8]) {
        guard width != frame.width || height != frame.height else {
            straight(frame, order: order, into: &out)
            return
        }
        precondition(width >= frame.width && height >= frame.height)
        var rows: [UInt8] = []
        straight(frame, order: order, into: &rows)
        out = [UInt8](repeating: 0, count: width * height * 4)
        let rowBytes = frame.width * 4
        rows.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<frame.height {
                    (dst.baseAddress! + y * width * 4).update(from: src.baseAddress! + y * rowBytes, count: rowBytes)
                }
            }
        }
    }

    /// Copies packed rows into a frame plane whose rows may be padded.
    static func copy(_ pixels: [UInt8], bytesPerRow: Int, rows: Int, into frame: MediaFrame) {
        guard let plane = frame.data(0) else { return }
        let stride = frame.lineSize(0)
        pixels.withUnsafeBufferPointer { src in
            for y in 0..<rows {
                (plane + y * stride).update(from: src.baseAddress! + y * bytesPerRow, count: bytesPerRow)
            }
        }
    }
}

extension Frame {
    /// Throws unless the frame is `settings.width` × `settings.height`.
    func requireSize(_ settings: EncodeSettings, index: Int, destination: String) throws(EncodeError) {
        guard width == settings.width, height == settings.height else {
            throw EncodeError(
                .invalidInput,
                """
                frame \(index) for '\(destination)' is \(width)×\(height) but the output is \
                \(settings.width)×\(settings.height); every frame of a clip must have the same size
                """
            )
        }
    }
}
