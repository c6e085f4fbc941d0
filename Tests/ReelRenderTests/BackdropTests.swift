import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// The backdrop effect (`LayerState.backdropBlur`, `backdropSaturation`, `backdropTint`: what
/// `UIVisualEffectView` draws): blur profile, colour maths, clipping, damage and determinism.
@Suite struct BackdropTests {
    /// A 40 × 20 canvas, black on the left half and white on the right, under `effect`
    /// (covering the whole canvas unless `frame` says otherwise).
    static func edgeScene(frame: Rect = Rect(x: 0, y: 0, width: 40, height: 20), _ effect: (Layer) -> Void) -> Layer {
        let black = makeLayer(Rect(x: 0, y: 0, width: 20, height: 20), background: .black)
        let white = makeLayer(Rect(x: 20, y: 0, width: 20, height: 20), background: .white)
        let backdrop = makeLayer(frame)
        effect(backdrop)
        return makeRoot(Size(width: 40, height: 20), [black, white, backdrop])
    }

    /// The blurred step: pixel x reads `255 · Σ w[k]` over the taps that land on the white half
    /// (x + k − r ≥ 20), the kernel's integer weights over 2¹⁶; the edge pixels of the canvas
    /// repeat outwards, so the far ends stay pure black and white (no dark fringe).
    @Test func aHardEdgeBlursToTheKernelsProfile() throws {
        let sigma = 2.5
        let frame = try render(Self.edgeScene { $0.backdropBlur = sigma }, size: Size(width: 40, height: 20))
        let blur = GaussianBlur(sigma: sigma)
        let r = blur.radius
        for x in 0..<40 {
            var white = 0
            for k in 0...(2 * r) where x + k - r >= 20 { white += blur.weights[k] }
            let expected = Double(255 * white) / Double(GaussianBlur.weightSum)
            for y in [0, 10, 19] {
                let got = frame.rgba(x, y)
                #expect(abs(Double(got.r) - expected) <= 1, "x \(x), y \(y): \(got.r), expected \(expected)")
                #expect(got.r == got.g && got.g == got.b && got.a == 255)
            }
        }
        #expect(frame.rgba(0, 0).r == 0 && frame.rgba(39, 19).r == 255, "the canvas's edges are clamped")
        // The profile is the Gaussian's: half way at the edge, about Φ(−1) ≈ 16 % one σ before it.
        #expect(abs(frame.rgba(17, 10).r - Int(255 * 0.1587)) <= 8)
    }

    /// Outside the layer's bounds nothing changes; the blur reads beyond them (its reach).
    @Test func theBackdropStaysInsideTheBoundsAndReadsBeyondThem() throws {
        let frame = try render(
            Self.edgeScene(frame: Rect(x: 10, y: 0, width: 10, height: 20)) { $0.backdropBlur = 2 },
            size: Size(width: 40, height: 20))
        #expect(frame.rgba(20, 10).r == 255, "right of the bounds: white, sharp")
        #expect(frame.rgba(9, 10).r == 0)
        #expect(frame.rgba(19, 10).r > 100, "the last column inside reads the white beyond the bounds")
    }

    /// Saturation 0 gives the Rec. 709 luma, 2 doubles each channel's distance from it
    /// (CSS `saturate()`), clamped.
    @Test(arguments: [(0.0, (118, 118, 118)), (2.0, (255, 82, 0)), (1.5, (241, 91, 16))])
    func saturationMovesChannelsAwayFromTheLuma(saturation: Double, expected: (Int, Int, Int)) throws {
        let ground = makeLayer(Rect(x: 0, y: 0, width: 20, height: 20), background: Color(r8: 200, g8: 100, b8: 50))
        let backdrop = makeLayer(Rect(x: 0, y: 0, width: 20, height: 20))
        backdrop.backdropSaturation = saturation
        let frame = try render(
            makeRoot(Size(width: 20, height: 20), [ground, backdrop]), size: Size(width: 20, height: 20))
        let p = frame.rgba(10, 10)
        #expect(near(p.r, expected.0, 1) && near(p.g, expected.1, 1) && near(p.b, expected.2, 1), "\(p)")
    }

    /// The tint is laid over the blurred backdrop; the layer's opacity mixes the result with
    /// the sharp backdrop.
    @Test func tintAndOpacity() throws {
        func drawn(opacity: Double) throws -> (r: Int, g: Int, b: Int, a: Int) {
            let ground = makeLayer(Rect(x: 0, y: 0, width: 20, height: 20), background: .blue)
            let backdrop = makeLayer(Rect(x: 0, y: 0, width: 20, height: 20))
            backdrop.backdropBlur = 3
            backdrop.backdropTint = Color(red: 1, green: 1, blue: 1, alpha: 0.5)
            backdrop.opacity = opacity
            return try render(
                makeRoot(Size(width: 20, height: 20), [ground, backdrop]), size: Size(width: 20, height: 20)
            )
            .rgba(10, 10)
        }
        let full = try drawn(opacity: 1)
        #expect(near(full.r, 128, 1) && near(full.g, 128, 1) && full.b == 255)
        let half = try drawn(opacity: 0.5)
        #expect(near(half.r, 64, 1) && near(half.g, 64, 1) && half.b == 255)
    }

    /// The backdrop fills the rounded bounds (as a background does, whatever `masksToBounds`);
    /// sublayers are drawn over it.
    @Test func cornersClipTheBackdropAndSublayersLieOnTop() throws {
        let ground = makeLayer(Rect(x: 0, y: 0, width: 40, height: 40), background: .blue)
        let backdrop = makeLayer(Rect(x: 0, y: 0, width: 40, height: 40))
        backdrop.cornerRadius = 12
        backdrop.backdropTint = .red
        backdrop.addSublayer(makeLayer(Rect(x: 15, y: 15, width: 10, height: 10), background: .green))
        let frame = try render(
            makeRoot(Size(width: 40, height: 40), [ground, backdrop]), size: Size(width: 40, height: 40))
        #expect(frame.rgba(0, 0) == (0, 0, 255, 255), "outside the rounded corner: the ground")
        #expect(frame.rgba(3, 20) == (255, 0, 0, 255), "inside: the tint")
        #expect(frame.rgba(20, 20).g > 120 && frame.rgba(20, 20).r == 0, "the sublayer on top")
        let corner = frame.rgba(3, 3)
        #expect(corner.r > 0 && corner.b > 0, "the curve's anti-aliased edge mixes both: \(corner)")
    }

    /// Inside an opacity group the backdrop reads the group's own surface (placed by its device
    /// offset): here the red drawn before it in the group, made grey (saturation 0: luma 54),
    /// then the group is painted at 0.5 over white.
    @Test func insideAnOpacityGroupTheBackdropSeesTheGroup() throws {
        let group = makeLayer(Rect(x: 10, y: 10, width: 40, height: 40))
        group.opacity = 0.5
        group.addSublayer(makeLayer(Rect(x: 0, y: 0, width: 40, height: 40), background: .red))
        let backdrop = makeLayer(Rect(x: 10, y: 10, width: 20, height: 20))
        backdrop.backdropSaturation = 0
        group.addSublayer(backdrop)
        let frame = try render(
            makeRoot(Size(width: 60, height: 60), [group]), size: Size(width: 60, height: 60), background: .white)
        let grey = frame.rgba(30, 30)
        #expect(near(grey.r, 155, 1) && near(grey.g, 155, 1) && near(grey.b, 155, 1), "\(grey)")
        let red = frame.rgba(15, 15)
        #expect(red.r == 255 && near(red.g, 128, 1), "\(red)")
    }

    /// Only something beneath the backdrop changes (a square moving under it and just outside
    /// it, within the blur's reach): each frame drawn incrementally, after different previous
    /// frames, holds a whole render's bytes.
    @Test func damageBeneathTheBackdropRedrawsIt() throws {
        let size = Size(width: 80, height: 60)
        let renderer = try FrameRenderer(canvasSize: size, scale: 1, backgroundColor: .white)
        let pair = IncrementalPair(renderer)
        let stripes = (0..<8).map {
            makeLayer(Rect(x: Double($0) * 10, y: 0, width: 5, height: 60), background: .black)
        }
        let square = makeLayer(Rect(x: 0, y: 20, width: 12, height: 12), background: .red)
        let backdrop = makeLayer(Rect(x: 30, y: 10, width: 30, height: 40))
        backdrop.backdropBlur = 3
        backdrop.backdropTint = Color(red: 1, green: 1, blue: 1, alpha: 0.3)
        let root = makeRoot(size, stripes + [square, backdrop])
        var drawnRows: [Int] = []
        for (frame, x) in [0.0, 4, 20, 22, 40, 62, 66, 70].enumerated() {
            square.frame.origin.x = x
            let drawn = try pair.draw(root.modelSnapshot(), frame: frame, label: "square at \(x): ")
            drawnRows.append(drawn[0].rows)
        }
        #expect(drawnRows.contains { $0 < 60 }, "frames away from the backdrop are still drawn in part: \(drawnRows)")
    }

    /// The same bytes on many threads at once, and from the incremental renderer.
    @Test func sameBytesOnManyThreads() async throws {
        let snapshot = Self.edgeScene {
            $0.backdropBlur = 4
            $0.backdropSaturation = 1.8
            $0.backdropTint = Color(red: 0.2, green: 0.4, blue: 1, alpha: 0.3)
            $0.cornerRadius = 6
        }.modelSnapshot()
        let renderer = try FrameRenderer(canvasSize: Size(width: 40, height: 20), scale: 2)
        let reference = try renderer.render(snapshot)
        let frames = try await withThrowingTaskGroup(of: Frame.self) { group in
            for _ in 0..<8 { group.addTask { try renderer.render(snapshot) } }
            return try await group.reduce(into: [Frame]()) { $0.append($1) }
        }
        #expect(frames.count == 8 && frames.allSatisfy { $0 == reference })
    }
}
