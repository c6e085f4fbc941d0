import Foundation
import Reel
import ReelCore
import Shaders
import Testing
import _ReelTestSupport

/// The real iOS code of `../shared/ios-code` (33 loading indicators, a ripple, a check mark,
/// views flying in), compiled unchanged against Reel's UIKit, recorded clip by clip and checked
/// against formulas read from the code: presentation values and rendered pixels.
///
/// The package is built once for the suite (`IOSCodePackage`, incremental after the first
/// build); each clip is recorded by its executable into a scene document, which Reel reads back.
@Suite(.serialized, .enabled(if: IOSCodePackage.isAvailable, "../shared/ios-code is not beside the repository"))
struct IOSCodeTests {
    static let indicators = [
        "ballPulse", "ballGridPulse", "ballClipRotate", "squareSpin", "ballClipRotatePulse", "ballClipRotateMultiple",
        "ballPulseRise", "ballRotate", "cubeTransition", "ballZigZag", "ballZigZagDeflect", "ballTrianglePath",
        "ballScale", "lineScale", "lineScaleParty", "ballScaleMultiple", "ballPulseSync", "ballBeat",
        "ballDoubleBounce", "lineScalePulseOut", "lineScalePulseOutRapid", "ballScaleRipple",
        "ballScaleRippleMultiple", "ballSpinFadeLoader", "lineSpinFadeLoader", "triangleSkewSpin", "pacman",
        "ballGridBeat", "semiCircleSpin", "ballRotateChase", "orbit", "audioEqualizer", "circleStrokeSpin",
    ]

    /// The build, once per process (its output on failure).
    static let built: Result<String, Error> = Result { try IOSCodePackage.build() }
    let scratch = Scratch(prefix: "ios-code")

    /// The clip `name`, recorded and read back.
    func clip(_ name: String) throws -> Clip {
        _ = try Self.built.get()
        let path = scratch.file(name + ".json")
        try IOSCodePackage.record(name, to: path)
        return try Clip(scenePath: path)
    }

    /// The layers an indicator view animates (the sublayers of the view's layer) at `time`.
    static func indicatorLayers(_ clip: Clip, at time: Double) -> [LayerSnapshot] {
        clip.timeline.evaluate(at: time).sublayers[0].sublayers
    }

    /// The colour at (x, y) points of `clip`'s frame at `time`, as (r, g, b) 0…255.
    static func pixel(_ clip: Clip, at time: Double, x: Double, y: Double) throws -> (Int, Int, Int) {
        let frame = try clip.frame(atTime: time, renderer: try clip.makeRenderer())
        let p = frame[Int(x * clip.scale), Int(y * clip.scale)]
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    @Test func theFourSetsCompileUnchanged() throws {
        let output = try Self.built.get()
        #expect(!output.contains("error:"))
        for (set, module) in IOSCodePackage.sets {
            for file in try IOSCodePackage.files(of: set) {
                let original = try Data(contentsOf: URL(fileURLWithPath: IOSCodePackage.shared + "/\(set)/\(file)"))
                let built = try Data(
                    contentsOf: URL(fileURLWithPath: IOSCodePackage.root + "/Sources/\(module)/\(file)"))
                #expect(original == built, "\(set)/\(file)")
            }
        }
    }

    /// Every indicator records, moves (its layers differ between two times) and draws light
    /// pixels on the black window.
    @Test(arguments: indicators)
    func indicatorAnimates(_ name: String) throws {
        let clip = try clip(name)
        #expect(clip.timeline.frameCount == 60)
        let early = Self.indicatorLayers(clip, at: 0.4)
        let late = Self.indicatorLayers(clip, at: 1.1)
        #expect(!early.isEmpty)
        #expect(early != late, "\(name) does not move")
        let renderer = try clip.makeRenderer()
        let lit =
            try [0.6, 1.1].map { t in
                let frame = try clip.frame(atTime: t, renderer: renderer)
                return stride(from: 0, to: frame.pixels.count, by: 4).filter { frame.pixels[$0 + 2] > 40 }.count
            }.max() ?? 0
        #expect(lit > 50, "\(name) draws \(lit) light pixels")
    }

    /// BallPulse: three circles of (100 − 2·2) / 3 = 32 points, `transform.scale` key frames
    /// [1, 0.3, 1] at key times [0, 0.3, 1] over 0.75 s, begun at 0.12, 0.24 and 0.36 s.
    @Test func ballPulseFollowsItsKeyFrames() throws {
        let clip = try clip("ballPulse")
        for (i, begin) in [0.12, 0.24, 0.36].enumerated() {
            let trough = Self.indicatorLayers(clip, at: begin + 0.3 * 0.75)[i].state.transform
            #expect(abs(trough.m11 - 0.3) < 1e-9 && abs(trough.m22 - 0.3) < 1e-9)
            #expect(Self.indicatorLayers(clip, at: begin - 0.01)[i].state.transform.isIdentity)
        }
        // Circle 0 is centred at (10 + 16, 10 + 50): 8 points right of its centre is inside it
        // at full size (radius 16) and outside at the trough (radius 4.8).
        #expect(try Self.pixel(clip, at: 0.05, x: 34, y: 60) == (255, 255, 255))
        #expect(try Self.pixel(clip, at: 0.12 + 0.225, x: 34, y: 60) == (0, 0, 0))
    }

    /// Orbit: the satellite (core 100 / 2.75, satellite a quarter of it) runs along the arc of
    /// radius (100 − satellite) / 2 about the centre from the top, clockwise, in 3.8 s. The arc
    /// asks for 4π, and an arc holds at most one full circle (as Core Graphics draws it), so the
    /// satellite is at the right after 0.95 s and at the bottom after 1.9 s.
    @Test func orbitSatelliteFollowsItsPath() throws {
        let clip = try clip("orbit")
        let satellite = (100 / 2.75) * 0.25
        let radius = (100 - satellite) / 2
        let start = Self.indicatorLayers(clip, at: 0)[3].state.position
        #expect(abs(start.x - 50) < 1e-6 && abs(start.y - (50 - radius)) < 1e-6)
        let quarter = Self.indicatorLayers(clip, at: 0.95)[3].state.position
        #expect(abs(quarter.x - (50 + radius)) < 1e-6 && abs(quarter.y - 50) < 1e-6)
        let half = Self.indicatorLayers(clip, at: 1.9)[3].state.position
        #expect(abs(half.x - 50) < 1e-6 && abs(half.y - (50 + radius)) < 1e-6)
    }

    /// CircleStrokeSpin: `strokeEnd` from 0 to 1 in 0.7 s on the curve (0.4, 0, 0.2, 1) (Float
    /// control points, as on iOS), inside a group of 1.7 s repeated.
    @Test func circleStrokeSpinEndFollowsItsCurve() throws {
        let clip = try clip("circleStrokeSpin")
        let curve = TimingFunction(controlPoints: Double(Float(0.4)), 0, Double(Float(0.2)), 1)
        for t in [0.2, 0.35, 0.6] {
            let end = Self.indicatorLayers(clip, at: t)[0].state.strokeEnd
            #expect(abs(end - curve.value(at: t / 0.7)) < 1e-9)
            let repeated = Self.indicatorLayers(clip, at: t + 1.7)[0].state.strokeEnd
            #expect(abs(repeated - end) < 1e-9)
        }
    }

    /// The ripple: a replicator of 3 instances 0.5 s apart; the ring's opacity falls from 1 to
    /// 0 over 1.5 s (linear), and the ring is red.
    @Test func rippleFadesItsRings() throws {
        let clip = try clip("ripple")
        let disc = clip.timeline.evaluate(at: 0.75).sublayers[0]
        let replicator = try #require(disc.sublayers.first)
        #expect(replicator.state.instanceCount == 3 && replicator.state.instanceDelay == 0.5)
        #expect(abs(replicator.sublayers[0].state.opacity - 0.5) < 1e-9)
        // The first ring starts on the disc's edge, inset by its line width: at (70 + 2, 100).
        let (r, g, b) = try Self.pixel(clip, at: 0.02, x: 72, y: 100)
        #expect(r > 200 && g < 60 && b < 100)
    }

    /// The check mark, started at 0.1 s: its circle's `strokeEnd` eases out from 0 to 1 in 0.8 s.
    @Test func checkMarkCircleEasesOut() throws {
        let clip = try clip("checkmark")
        let circle = { (t: Double) in clip.timeline.evaluate(at: t).sublayers[0].sublayers.first?.state.strokeEnd }
        #expect(circle(0.05) == nil)
        #expect(abs((circle(0.5) ?? 0) - TimingFunction.easeOut.value(at: 0.5)) < 1e-9)
        #expect(circle(1.5) == 1)
    }

    /// ViewAnimator: cards start at alpha 0, 60 points low, and each animates to alpha 1 in
    /// place over 0.6 s (ease in and out, symmetric: half way at half time), 0.05 s after the one
    /// before, from the main-queue block the host runs at 0.1 s.
    @Test func viewAnimatorFliesCardsIn() throws {
        let clip = try clip("fly-in")
        for card in 0..<4 {
            let half = 0.1 + 0.05 * Double(card) + 0.3
            let state = clip.timeline.evaluate(at: half).sublayers[card].state
            #expect(abs(state.opacity - 0.5) < 1e-9)
            #expect(abs(state.transform.m42 - 30) < 1e-9)
        }
        let settled = clip.timeline.evaluate(at: 1.4).sublayers[3].state
        #expect(settled.opacity == 1 && settled.transform.isIdentity)
    }

    @Test(arguments: ["checkmark-x", "checkmark-loading", "fly-in-spring", "fly-in-keyframes"])
    func otherClipsRecord(_ name: String) throws {
        let clip = try clip(name)
        #expect(clip.timeline.evaluate(at: 0.3) != clip.timeline.evaluate(at: 0.9))
    }
}
