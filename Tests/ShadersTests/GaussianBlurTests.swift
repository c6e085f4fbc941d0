import Foundation
import Testing

@testable import Shaders

/// The blur written the slow, obvious way: a 2-D loop per output sample, edges by `if`, and
/// the same documented integer rounding (horizontal pass to 8.4 fixed point, then vertical).
private func referenceBlur(
    _ plane: [UInt8], width: Int, height: Int, channels: Int, blur: GaussianBlur, edge: GaussianBlur.Edge
) -> [UInt8] {
    let r = blur.radius
    func sample(_ x: Int, _ y: Int, _ c: Int, _ values: [Int]) -> Int {
        var xx = x
        var yy = y
        if x < 0 || x >= width || y < 0 || y >= height {
            if edge == .transparent { return 0 }
            xx = min(max(x, 0), width - 1)
            yy = min(max(y, 0), height - 1)
        }
        return values[(yy * width + xx) * channels + c]
    }
    let input = plane.map(Int.init)
    var mid = [Int](repeating: 0, count: plane.count)
    for y in 0..<height {
        for x in 0..<width {
            for c in 0..<channels {
                var sum = 0
                for k in -r...r { sum += blur.weights[k + r] * sample(x + k, y, c, input) }
                mid[(y * width + x) * channels + c] = (sum + 2048) / 4096
            }
        }
    }
    var out = [UInt8](repeating: 0, count: plane.count)
    for y in 0..<height {
        for x in 0..<width {
            for c in 0..<channels {
                var sum = 0
                for k in -r...r { sum += blur.weights[k + r] * sample(x, y + k, c, mid) }
                out[(y * width + x) * channels + c] = UInt8((sum + (1 << 19)) / (1 << 20))
            }
        }
    }
    return out
}

@Suite struct GaussianBlurTests {
    struct Case: Sendable, CustomStringConvertible {
        var seed: UInt64, width: Int, height: Int, channels: Int, sigma: Double, edge: GaussianBlur.Edge
        var description: String { "\(width)x\(height)x\(channels) σ=\(sigma) \(edge) seed \(seed)" }
    }

    static let cases: [Case] = [
        Case(seed: 1, width: 37, height: 23, channels: 1, sigma: 1.5, edge: .transparent),
        Case(seed: 2, width: 40, height: 31, channels: 1, sigma: 3, edge: .clamp),
        Case(seed: 3, width: 19, height: 17, channels: 4, sigma: 2, edge: .transparent),
        Case(seed: 4, width: 16, height: 29, channels: 4, sigma: 0.6, edge: .clamp),
        Case(seed: 5, width: 5, height: 3, channels: 1, sigma: 4, edge: .transparent),  // kernel wider than plane
        Case(seed: 6, width: 1, height: 9, channels: 1, sigma: 2, edge: .clamp),
    ]

    @Test(arguments: cases)
    func matchesSlowReference(_ c: Case) {
        var rng = SeededGenerator(seed: c.seed)
        let plane =
            c.channels == 4
            ? rng.premultipliedPixels(c.width * c.height) : rng.bytes(c.width * c.height)
        let blur = GaussianBlur(sigma: c.sigma)
        var fast = plane
        blur.apply(to: &fast, width: c.width, height: c.height, channels: c.channels, edge: c.edge)
        let slow = referenceBlur(
            plane, width: c.width, height: c.height, channels: c.channels, blur: blur, edge: c.edge)
        #expect(fast == slow)
        #expect(fast != plane, "a blur must change a random image")
    }

    @Test(arguments: [(GaussianBlur.Edge.transparent, 1), (.clamp, 1), (.transparent, 4), (.clamp, 4)])
    func matchesSlowReferenceWithRunsOfIdenticalRows(edge: GaussianBlur.Edge, channels: Int) {
        // Rows repeat in runs of 1…20 (like a card's alpha), exercising the run shortcuts.
        var rng = SeededGenerator(seed: 42)
        let width = 23
        var plane = [UInt8]()
        var height = 0
        while height < 60 {
            let row = channels == 4 ? rng.premultipliedPixels(width) : rng.bytes(width)
            let repeats = Int.random(in: 1...20, using: &rng)
            for _ in 0..<repeats { plane += row }
            height += repeats
        }
        let blur = GaussianBlur(sigma: 2.2)
        var fast = plane
        blur.apply(to: &fast, width: width, height: height, channels: channels, edge: edge)
        #expect(fast == referenceBlur(plane, width: width, height: height, channels: channels, blur: blur, edge: edge))
    }

    @Test(arguments: [0.5, 1.0, 2.5, 7.0, 20.0])
    func weightsAreANormalizedGaussian(sigma: Double) {
        let blur = GaussianBlur(sigma: sigma)
        #expect(blur.weights.reduce(0, +) == GaussianBlur.weightSum)
        #expect(blur.radius == Int((3 * sigma).rounded(.up)))
        #expect(blur.weights == blur.weights.reversed())
        // Against the continuous density, sampled: each tap within quantization error.
        let total = (-blur.radius...blur.radius).reduce(0.0) { $0 + exp(-Double($1 * $1) / (2 * sigma * sigma)) }
        for i in -blur.radius...blur.radius {
            let expected = exp(-Double(i * i) / (2 * sigma * sigma)) / total * Double(GaussianBlur.weightSum)
            // Each tap is rounded (±0.5); the centre tap also takes the rounding remainder.
            let bound = i == 0 ? 0.5 * Double(2 * blur.radius + 1) : 0.5
            #expect(abs(Double(blur.weights[i + blur.radius]) - expected) <= bound)
        }
    }

    @Test func constantPlaneStaysConstantWithClampedEdges() {
        var plane = [UInt8](repeating: 173, count: 30 * 20)
        GaussianBlur(sigma: 2.7).apply(to: &plane, width: 30, height: 20, edge: .clamp)
        #expect(plane.allSatisfy { $0 == 173 })
    }

    @Test func transparentEdgesFadeAndMassIsKept() {
        // A 10 × 10 opaque square in the middle of a plane padded by the kernel radius.
        let blur = GaussianBlur(shadowRadius: 3)
        let pad = blur.radius
        let size = 10 + 2 * pad
        var plane = [UInt8](repeating: 0, count: size * size)
        for y in pad..<(pad + 10) { for x in pad..<(pad + 10) { plane[y * size + x] = 255 } }
        let before = plane.reduce(0) { $0 + Int($1) }
        blur.apply(to: &plane, width: size, height: size)
        let after = plane.reduce(0) { $0 + Int($1) }
        #expect(abs(after - before) < before / 100)
        #expect(plane[0] == 0)
        #expect(plane[(size / 2) * size + size / 2] > 200)
        #expect(plane[(size / 2) * size + pad] > 90 && plane[(size / 2) * size + pad] < 165)  // edge ≈ half
    }

    @Test func shadowRadiusMapsToSigma() {
        #expect(GaussianBlur(shadowRadius: 3).sigma == 3)
        #expect(GaussianBlur(shadowRadius: 3, scale: 2).sigma == 6)
        #expect(GaussianBlur(shadowRadius: 0).radius == 0)
        #expect(GaussianBlur(sigma: .nan).radius == 0)
        #expect(GaussianBlur(sigma: .infinity).radius == 0)
        #expect(GaussianBlur(sigma: 1e9).sigma == GaussianBlur.maximumSigma)
    }

    @Test func identityBlurLeavesPlaneAlone() {
        var rng = SeededGenerator(seed: 9)
        let plane = rng.bytes(64)
        var copy = plane
        GaussianBlur(sigma: 0).apply(to: &copy, width: 8, height: 8)
        #expect(copy == plane)
    }

    /// One axis alone: a single bright sample spreads along that axis by the kernel's weights
    /// (each `255 · w / 2¹⁶`, rounded) and not at all along the other.
    @Test(arguments: [GaussianBlur.Axes.horizontal, .vertical])
    func oneAxisSpreadsAlongItOnly(_ axes: GaussianBlur.Axes) {
        let blur = GaussianBlur(sigma: 2)
        let (w, h) = (21, 21)
        var plane = [UInt8](repeating: 0, count: w * h)
        plane[10 * w + 10] = 255
        blur.apply(to: &plane, width: w, height: h, axes: axes)
        for k in -blur.radius...blur.radius {
            let along = axes == .horizontal ? 10 * w + 10 + k : (10 + k) * w + 10
            let expected = Int((255 * Double(blur.weights[k + blur.radius]) / 65536).rounded())
            #expect(abs(Int(plane[along]) - expected) <= 1, "offset \(k): \(plane[along]) vs \(expected)")
            if k != 0 {
                let across = axes == .horizontal ? (10 + k) * w + 10 : 10 * w + 10 + k
                #expect(plane[across] == 0, "offset \(k) across the axis")
            }
        }
    }
}
