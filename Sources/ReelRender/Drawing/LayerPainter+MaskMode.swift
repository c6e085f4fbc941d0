import CCairo
import ReelCore

extension LayerPainter {
    /// Turns a drawn mask into the A8 coverage its `mode` keeps (`MaskMode`), in place when
    /// `drawn` is `coverage` (the alpha modes), else from `drawn`'s premultiplied ARGB pixels
    /// (the luminance modes: `0.2125 R + 0.7154 G + 0.0721 B`, which is luminance × alpha).
    static func convertMask(_ drawn: ImageSurface, into coverage: ImageSurface, mode: MaskMode) {
        guard let out = coverage.data else { return }
        let w = coverage.width
        let h = coverage.height
        let outStride = coverage.stride
        switch mode {
        case .alpha:
            break
        case .alphaInverted:
            for y in 0..<h {
                let row = out + y * outStride
                for x in 0..<w { row[x] = 255 &- row[x] }
            }
        case .luminance, .luminanceInverted:
            guard let src = drawn.data else { return }
            let srcStride = drawn.stride
            let invert = mode == .luminanceInverted
            // Weights in 1/65536 that sum to 65536: white (255, 255, 255) gives 255 exactly.
            let wr: UInt32 = 13926  // 0.2125
            let wg: UInt32 = 46884  // 0.7154
            let wb: UInt32 = 65536 - wr - wg  // 0.0721
            src.withMemoryRebound(to: UInt32.self, capacity: srcStride / 4 * h) { words in
                for y in 0..<h {
                    let row = words + y * (srcStride / 4)
                    let o = out + y * outStride
                    for x in 0..<w {
                        let p = row[x]  // native-endian ARGB, premultiplied
                        let r = (p >> 16) & 0xff
                        let g = (p >> 8) & 0xff
                        let b = p & 0xff
                        let l = UInt8(truncatingIfNeeded: (wr * r + wg * g + wb * b + 32768) >> 16)
                        o[x] = invert ? 255 &- l : l
                    }
                }
            }
        }
        coverage.markDirty()
    }
}
