/// Maps straight-alpha RGBA pixels onto a fixed palette without dithering: each opaque pixel
/// to the nearest opaque entry (squared RGB distance, the lowest index on a tie), each
/// transparent pixel to the transparent entry. Used for a clip's shared palette, where the
/// palette was made from every stored pixel of the clip and fits its colours, so that frames
/// can be mapped in parallel (libimagequant's own remapping refines the palette as it goes,
/// which ties each frame to the one before).
///
/// Pure and deterministic; one instance per thread (it keeps a small cache of colours seen).
struct PaletteMap {
    let palette: [RGBA8]
    let transparentIndex: UInt8
    private var opaque: [(index: UInt8, r: Int32, g: Int32, b: Int32)]
    /// A direct-mapped cache of recent colours (the pixel word, 0 = empty: opaque pixels are
    /// never 0) and their indices.
    private var keys: [UInt32]
    private var values: [UInt8]
    private static let cacheBits = 12

    init(palette: [RGBA8], transparentIndex: Int) {
        self.palette = palette
        self.transparentIndex = UInt8(transparentIndex)
        opaque = palette.indices.filter { palette[$0].alpha >= 128 }.map {
            (UInt8($0), Int32(palette[$0].red), Int32(palette[$0].green), Int32(palette[$0].blue))
        }
        keys = [UInt32](repeating: 0, count: 1 << Self.cacheBits)
        values = [UInt8](repeating: 0, count: 1 << Self.cacheBits)
    }

    /// The palette index of every pixel of `rgba` (4 bytes a pixel, alpha 0 or 255).
    mutating func map(_ rgba: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: transparentIndex, count: rgba.count / 4)
        guard !opaque.isEmpty else { return out }
        rgba.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            var lastWord: UInt32 = 0
            var lastIndex = transparentIndex
            for i in 0..<words.count {
                let w = words[i]
                if w == 0 { continue }  // transparent (thresholded pixels are 0 when alpha is 0)
                if w == lastWord {
                    out[i] = lastIndex
                    continue
                }
                let slot = Int((w &* 0x9E37_79B1) >> UInt32(32 - Self.cacheBits))
                let index: UInt8
                if keys[slot] == w {
                    index = values[slot]
                } else {
                    index = nearest(w)
                    keys[slot] = w
                    values[slot] = index
                }
                out[i] = index
                lastWord = w
                lastIndex = index
            }
        }
        return out
    }

    /// The nearest opaque entry to the pixel word `w` (bytes R, G, B, A in memory order).
    private func nearest(_ w: UInt32) -> UInt8 {
        let r = Int32(w & 0xff)
        let g = Int32((w >> 8) & 0xff)
        let b = Int32((w >> 16) & 0xff)
        var best = opaque[0].index
        var bestDistance = Int32.max
        for e in opaque {
            let dr = e.r - r
            let dg = e.g - g
            let db = e.b - b
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance {
                bestDistance = d
                best = e.index
                if d == 0 { break }
            }
        }
        return best
    }
}
