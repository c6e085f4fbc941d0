import Testing

@testable import ReelEncode

/// The shared-palette path's measures: the SSIM that chooses a palette's size, and the box of
/// what a frame changes, each against its plain definition.
@Suite struct GIFMeasuresTests {
    /// Deterministic bytes with structure (gradients and noise).
    static func picture(width: Int, height: Int, seed: Int) -> [UInt8] {
        (0..<(width * height * 4)).map { i in
            let p = i / 4
            let (x, y, c) = (p % width, p / width, i % 4)
            return UInt8(truncatingIfNeeded: x * (c + 1) * 3 + y * 2 + ((p &* 2_654_435_761 &+ seed) >> 7) % 9)
        }
    }

    /// SSIM straight from its definition: every 8 × 8 window every 4 pixels, per channel.
    static func plainSSIM(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int) -> Double {
        let c1 = 0.01 * 255 * (0.01 * 255)
        let c2 = 0.03 * 255 * (0.03 * 255)
        var total = 0.0
        var n = 0
        for c in 0..<3 {
            for y in stride(from: 0, through: height - 8, by: 4) {
                for x in stride(from: 0, through: width - 8, by: 4) {
                    var u: [Double] = []
                    var v: [Double] = []
                    for dy in 0..<8 {
                        for dx in 0..<8 {
                            u.append(Double(a[((y + dy) * width + x + dx) * 4 + c]))
                            v.append(Double(b[((y + dy) * width + x + dx) * 4 + c]))
                        }
                    }
                    let mu = u.reduce(0, +) / 64
                    let mv = v.reduce(0, +) / 64
                    let vu = u.map { $0 * $0 }.reduce(0, +) / 64 - mu * mu
                    let vv = v.map { $0 * $0 }.reduce(0, +) / 64 - mv * mv
                    let cov = zip(u, v).map { $0 * $1 }.reduce(0, +) / 64 - mu * mv
                    total += (2 * mu * mv + c1) * (2 * cov + c2) / ((mu * mu + mv * mv + c1) * (vu + vv + c2))
                    n += 1
                }
            }
        }
        return total / Double(n)
    }

    @Test(arguments: [(8, 8), (21, 13), (40, 33)])
    func ssimFromBlocksIsTheDefinition(width: Int, height: Int) {
        let a = Self.picture(width: width, height: height, seed: 1)
        let b = Self.picture(width: width, height: height, seed: 2)
        let fast = StructuralSimilarity.rgb(a, b, width: width, height: height)
        #expect(abs(fast - Self.plainSSIM(a, b, width: width, height: height)) < 1e-12)
        #expect(StructuralSimilarity.rgb(a, a, width: width, height: height) == 1)
        // Two flat pictures 10 levels apart: the luminance term alone, (2·100·110 + C1) / (100² + 110² + C1).
        let flat = [UInt8](repeating: 100, count: 64 * 4)
        let brighter = [UInt8](repeating: 110, count: 64 * 4)
        let c1 = 0.01 * 255 * (0.01 * 255)
        let expected = (2 * 100 * 110 + c1) / (100 * 100 + 110 * 110 + c1)
        #expect(abs(StructuralSimilarity.rgb(flat, brighter, width: 8, height: 8) - expected) < 1e-12)
    }

    @Test(arguments: [1, 7, 8, 9, 23, 64])
    func opaqueBoxIsTheBoxOfWhatIsNotTransparent(width: Int) {
        let t: UInt8 = 5
        let height = 6
        let region = Region(x: 3, y: 2, width: width, height: height)
        for case (let cells) in [[], [(0, 0)], [(width - 1, height - 1)], [(width / 2, 1), (width / 3, 4)]] {
            var indices = [UInt8](repeating: t, count: width * height)
            for (x, y) in cells { indices[y * width + x] = 9 }
            let box = SharedPaletteEncoder.opaqueBox(indices, region: region, transparent: t)
            if cells.isEmpty {
                #expect(box == Region(x: 3, y: 2, width: 1, height: 1))
            } else {
                let xs = cells.map(\.0)
                let ys = cells.map(\.1)
                #expect(
                    box
                        == Region(
                            x: 3 + xs.min()!, y: 2 + ys.min()!, width: xs.max()! - xs.min()! + 1,
                            height: ys.max()! - ys.min()! + 1), "\(cells)")
            }
        }
    }
}
