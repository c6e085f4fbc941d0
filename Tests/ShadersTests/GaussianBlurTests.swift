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
        for form in GaussianBlur.VerticalForm.allCases {
            let forced = blur.applied(
                to: plane, width: c.width, height: c.height, channels: c.channels, edge: c.edge, form)
            #expect(forced == slow, "\(form)")
        }
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
        let slow = referenceBlur(plane, width: width, height: height, channels: channels, blur: blur, edge: edge)
        #expect(fast == slow)
        for form in GaussianBlur.VerticalForm.allCases {
            #expect(blur.applied(to: plane, width: width, height: height, channels: channels, edge: edge, form) == slow)
        }
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

    /// A plane like the ones layers blur: an antialiased ellipse and a tilted square (coverage
    /// by 4 × 4 subsamples) in a solid colour over transparency, and a band of noisy rows, so
    /// that most lines change at few samples (summed change by change) and some at most
    /// (summed tap by tap).
    static func shapePlane(width: Int, height: Int, channels: Int, seed: UInt64) -> [UInt8] {
        var rng = SeededGenerator(seed: seed)
        var plane = [UInt8](repeating: 0, count: width * height * channels)
        let colour: [UInt8] = [40, 200, 90, 255]
        for y in 0..<height {
            let noisy = y >= height / 2 && y < height / 2 + 3
            for x in 0..<width {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let px = Double(x) + (Double(sx) + 0.5) / 4
                        let py = Double(y) + (Double(sy) + 0.5) / 4
                        let (ex, ey) = ((px - 0.3 * Double(width)) / 9, (py - 0.4 * Double(height)) / 7)
                        let (u, v) = (
                            0.8 * (px - 0.7 * Double(width)) + 0.6 * (py - 0.6 * Double(height)),
                            -0.6 * (px - 0.7 * Double(width)) + 0.8 * (py - 0.6 * Double(height))
                        )
                        if ex * ex + ey * ey <= 1 || (abs(u) <= 6 && abs(v) <= 6) { inside += 1 }
                    }
                }
                let alpha = noisy ? Int.random(in: 0...255, using: &rng) : inside * 255 / 16
                for c in 0..<channels {
                    plane[(y * width + x) * channels + c] =
                        channels == 1 ? UInt8(alpha) : UInt8((Int(colour[c]) * alpha + 127) / 255)
                }
            }
        }
        return plane
    }

    @Test(arguments: [1, 4], [GaussianBlur.Edge.transparent, .clamp])
    func matchesSlowReferenceOnShapes(channels: Int, edge: GaussianBlur.Edge) {
        let (width, height) = (48, 40)
        let plane = Self.shapePlane(width: width, height: height, channels: channels, seed: 7)
        for sigma in [0.7, 3.3, 16.0] {  // the last kernel is wider than the plane
            let blur = GaussianBlur(sigma: sigma)
            var fast = plane
            blur.apply(to: &fast, width: width, height: height, channels: channels, edge: edge)
            let slow = referenceBlur(plane, width: width, height: height, channels: channels, blur: blur, edge: edge)
            #expect(fast == slow, "σ \(sigma)")
            #expect(fast != plane)
            for form in GaussianBlur.VerticalForm.allCases {
                let forced = blur.applied(to: plane, width: width, height: height, channels: channels, edge: edge, form)
                #expect(forced == slow, "σ \(sigma), \(form)")
            }
        }
    }

    /// Both ways `LineConvolution` sums a line give `Σ w[k]·L[x + k]` exactly, on lines that
    /// change at few samples and on noise.
    @Test(arguments: [0.8, 4.0, 30.0])
    func lineConvolutionFormsMatchTheDirectSum(sigma: Double) {
        let blur = GaussianBlur(sigma: sigma)
        let r = blur.radius
        let convolution = LineConvolution(weights: blur.weights)
        defer { convolution.deallocate() }
        var rng = SeededGenerator(seed: 11)
        let count = 90
        // Flat runs of 0 and 4080 with short ramps between them, like a shape's coverage.
        let steps: [Int32] = (0..<(count + 2 * r)).map { (i: Int) -> Int32 in
            let phase = i % 37
            if phase < 12 { return 0 }
            return phase < 15 ? Int32(i % 5 * 900) : 4080
        }
        let noise = (0..<(count + 2 * r)).map { _ in Int32.random(in: 0...4080, using: &rng) }
        for var line in [steps, noise] {
            var direct = [Int](repeating: 0, count: count)
            for x in 0..<count {
                for k in 0...(2 * r) { direct[x] += blur.weights[k] * Int(line[x + k]) }
            }
            var bySteps = [Int32](repeating: 0, count: count)
            var tapByTap = [Int32](repeating: -1, count: count)
            line.withUnsafeMutableBufferPointer { l in
                convolution.applyBySteps(to: l.baseAddress!, count: count, into: &bySteps)
                convolution.applyTapByTap(to: l.baseAddress!, count: count, into: &tapByTap)
            }
            #expect(bySteps.map(Int.init) == direct)
            #expect(tapByTap.map(Int.init) == direct)
        }
    }
}

extension GaussianBlur {
    /// `plane` blurred on both axes with the vertical pass's form forced.
    func applied(
        to plane: [UInt8], width: Int, height: Int, channels: Int, edge: Edge, _ form: VerticalForm
    ) -> [UInt8] {
        var out = plane
        out.withUnsafeMutableBufferPointer {
            apply(to: $0, width: width, height: height, channels: channels, edge: edge, axes: .both, verticalForm: form)
        }
        return out
    }
}
