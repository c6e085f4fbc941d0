/// The structural similarity (SSIM, Wang et al. 2004) of two pictures of the same size, as
/// FFmpeg's `ssim` filter measures it on planar RGB: 8 × 8 windows every 4 pixels, the
/// constants (0.01 · 255)² and (0.03 · 255)², the mean over the windows of each channel, then
/// over the three channels. Used to choose a shared palette's size by what it does to the
/// picture rather than by its mean squared error alone.
enum StructuralSimilarity {
    /// `a` and `b`: 4 bytes a pixel (R, G, B first; the fourth is ignored), `width` × `height`.
    /// 1 when either side is under 8 pixels.
    static func rgb(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> Double {
        guard width >= 8, height >= 8, a.count >= width * height * 4, b.count == a.count else { return 1 }
        let c1 = 0.01 * 255 * (0.01 * 255)
        let c2 = 0.03 * 255 * (0.03 * 255)
        var total = 0.0
        var windows = 0
        a.withUnsafeBufferPointer { p in
            b.withUnsafeBufferPointer { q in
                for channel in 0..<3 {
                    for y in stride(from: 0, through: height - 8, by: 4) {
                        for x in stride(from: 0, through: width - 8, by: 4) {
                            var sa = 0
                            var sb = 0
                            var saa = 0
                            var sbb = 0
                            var sab = 0
                            for dy in 0..<8 {
                                var i = ((y + dy) * width + x) * 4 + channel
                                for _ in 0..<8 {
                                    let u = Int(p[i])
                                    let v = Int(q[i])
                                    sa += u
                                    sb += v
                                    saa += u * u
                                    sbb += v * v
                                    sab += u * v
                                    i += 4
                                }
                            }
                            let n = 64.0
                            let ma = Double(sa) / n
                            let mb = Double(sb) / n
                            let va = Double(saa) / n - ma * ma
                            let vb = Double(sbb) / n - mb * mb
                            let cov = Double(sab) / n - ma * mb
                            total +=
                                (2 * ma * mb + c1) * (2 * cov + c2) / ((ma * ma + mb * mb + c1) * (va + vb + c2))
                            windows += 1
                        }
                    }
                }
            }
        }
        return total / Double(windows)
    }
}
