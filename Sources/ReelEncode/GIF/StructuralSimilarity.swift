/// The structural similarity (SSIM, Wang et al. 2004) of two pictures of the same size, as
/// FFmpeg's `ssim` filter measures it on planar RGB: 8 × 8 windows every 4 pixels, the
/// constants (0.01 · 255)² and (0.03 · 255)², the mean over the windows of each channel, then
/// over the three channels. Used to choose a shared palette's size by what it does to the
/// picture rather than by its mean squared error alone.
enum StructuralSimilarity {
    /// `a` and `b`: 4 bytes a pixel (R, G, B first; the fourth is ignored), `width` × `height`.
    /// 1 when either side is under 8 pixels.
    ///
    /// Each window is four 4 × 4 blocks whose sums are made once, as FFmpeg's filter does.
    static func rgb(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> Double {
        guard width >= 8, height >= 8, a.count >= width * height * 4, b.count == a.count else { return 1 }
        let c1 = 0.01 * 255 * (0.01 * 255)
        let c2 = 0.03 * 255 * (0.03 * 255)
        let bw = width / 4
        let bh = height / 4
        // Per block and channel: the sums of a, b, a², b² and a·b.
        var sums = [Int](repeating: 0, count: bw * bh * 3 * 5)
        a.withUnsafeBufferPointer { p in
            b.withUnsafeBufferPointer { q in
                sums.withUnsafeMutableBufferPointer { s in
                    for y in 0..<(bh * 4) {
                        for x in 0..<(bw * 4) {
                            let block = ((y / 4) * bw + x / 4) * 15
                            let i = (y * width + x) * 4
                            for c in 0..<3 {
                                let u = Int(p[i + c])
                                let v = Int(q[i + c])
                                let o = block + c * 5
                                s[o] += u
                                s[o + 1] += v
                                s[o + 2] += u * u
                                s[o + 3] += v * v
                                s[o + 4] += u * v
                            }
                        }
                    }
                }
            }
        }
        var total = 0.0
        var windows = 0
        for by in 0..<(bh - 1) {
            for bx in 0..<(bw - 1) {
                for c in 0..<3 {
                    var w = (0, 0, 0, 0, 0)
                    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                        let o = ((by + dy) * bw + bx + dx) * 15 + c * 5
                        w = (w.0 + sums[o], w.1 + sums[o + 1], w.2 + sums[o + 2], w.3 + sums[o + 3], w.4 + sums[o + 4])
                    }
                    let n = 64.0
                    let ma = Double(w.0) / n
                    let mb = Double(w.1) / n
                    let va = Double(w.2) / n - ma * ma
                    let vb = Double(w.3) / n - mb * mb
                    let cov = Double(w.4) / n - ma * mb
                    total += (2 * ma * mb + c1) * (2 * cov + c2) / ((ma * ma + mb * mb + c1) * (va + vb + c2))
                    windows += 1
                }
            }
        }
        return total / Double(windows)
    }
}
