/// The bytes of a GIF89a file: header, looping extension, per-frame graphic control
/// extensions and image blocks, trailer. Pure functions building byte arrays.
enum GIFFile {
    /// What happens to a frame's pixels after its delay (GIF89a §23, "disposal method").
    enum Disposal: UInt8 {
        /// Leave them: the next frame draws on top (so its transparent pixels show these).
        case keep = 1
        /// Clear to transparent before the next frame.
        case clear = 2
    }

    /// `GIF89a`, the logical screen and (when given) a global colour table, then the
    /// NETSCAPE2.0 looping extension unless the animation plays once.
    static func header(width: Int, height: Int, globalPalette: [RGBA8]?, looping: Looping) -> [UInt8] {
        var out = Array("GIF89a".utf8)
        le16(width, &out)
        le16(height, &out)
        if let palette = globalPalette {
            let bits = tableBits(palette.count)
            out.append(0x80 | 0x70 | UInt8(bits - 1))
            out.append(0)  // background colour index
            out.append(0)  // pixel aspect ratio: square
            colorTable(palette, bits: bits, &out)
        } else {
            out += [0x70, 0, 0]
        }
        let repeats: Int?
        switch looping {
        case .forever: repeats = 0
        case .plays(let n): repeats = n > 1 ? n - 1 : nil
        }
        if let repeats {
            out += [0x21, 0xFF, 0x0B] + Array("NETSCAPE2.0".utf8) + [0x03, 0x01]
            le16(repeats, &out)
            out.append(0)
        }
        return out
    }

    /// The graphic control extension: delay in centiseconds, disposal and transparent index.
    static func graphicControl(delay: Int, disposal: Disposal, transparentIndex: Int?) -> [UInt8] {
        var out: [UInt8] = [0x21, 0xF9, 0x04, disposal.rawValue << 2 | (transparentIndex == nil ? 0 : 1)]
        le16(delay, &out)
        out.append(UInt8(transparentIndex ?? 0))
        out.append(0)
        return out
    }

    /// An image descriptor for `region` of the screen, an optional local colour table, and the
    /// LZW-compressed indices (one per pixel of the region).
    /// `alternatives`: see ``LZWEncoder/encode(_:alternatives:minimumCodeSize:into:)``.
    static func image(
        _ region: Region, localPalette: [RGBA8]?, paletteCount: Int, indices: [UInt8], alternatives: [UInt8]? = nil,
        lzw: LZWEncoder
    ) -> [UInt8] {
        var out: [UInt8] = [0x2C]
        le16(region.x, &out)
        le16(region.y, &out)
        le16(region.width, &out)
        le16(region.height, &out)
        let bits = tableBits(paletteCount)
        if let palette = localPalette {
            out.append(0x80 | UInt8(bits - 1))
            colorTable(palette, bits: bits, &out)
        } else {
            out.append(0)
        }
        indices.withUnsafeBufferPointer { p in
            if let alternatives {
                alternatives.withUnsafeBufferPointer {
                    lzw.encode(p, alternatives: $0, minimumCodeSize: max(2, bits), into: &out)
                }
            } else {
                lzw.encode(p, minimumCodeSize: max(2, bits), into: &out)
            }
        }
        return out
    }

    /// Bits needed for a colour table of `count` entries (1…8; tables hold a power of two).
    static func tableBits(_ count: Int) -> Int {
        var bits = 1
        while (1 << bits) < count { bits += 1 }
        return bits
    }

    private static func colorTable(_ palette: [RGBA8], bits: Int, _ out: inout [UInt8]) {
        for i in 0..<(1 << bits) {
            if i < palette.count {
                out += [palette[i].red, palette[i].green, palette[i].blue]
            } else {
                out += [0, 0, 0]
            }
        }
    }

    private static func le16(_ v: Int, _ out: inout [UInt8]) {
        out.append(UInt8(v & 0xff))
        out.append(UInt8((v >> 8) & 0xff))
    }
}
