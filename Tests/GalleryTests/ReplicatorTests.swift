import Foundation
import Gallery
import Reel
import ReelCore
import ReelRender
import ReelScene
import Testing

/// `ReplicatorLayer` (`CAReplicatorLayer`), checked on the gallery's replicator spinner.
///
/// Core Animation's rules, from `CAReplicatorLayer.h`: instance k is instance k − 1 through
/// `instanceTransform`, "applied relative to the center of the replicator layer"; instance k's
/// time is shifted by k · `instanceDelay`; its colour multiplier is `instanceColor` plus k
/// times the offsets.
@Suite struct ReplicatorTests {
    /// Frame 46 (t = 46/30 s): every instance's time t − i/12 is past the fade's start and
    /// none sits on a repeat boundary.
    static let frameIndex = 46

    /// Where dot i's centre is: the dot's offset from the replicator's centre, (0, −80),
    /// turned by i · 30°, plus the centre (120, 120).
    static func dotCentre(_ i: Int) -> (x: Int, y: Int) {
        let angle = 2 * Double.pi * Double(i) / 12
        return (Int((120 + 80 * sin(angle)).rounded()), Int((120 - 80 * cos(angle)).rounded()))
    }

    /// The pixel formula: white × (1, 1 + i·greenOffset, 1 + i·blueOffset) at opacity
    /// 1 − 0.85 · frac(t − i/12), over the background.
    static func expected(_ i: Int, at t: Double) -> (r: Int, g: Int, b: Int) {
        let local = t - Double(i) / 12
        let opacity = 1 - (1 - ReplicatorSpinner.fadeTo) * (local - local.rounded(.down))
        let bg = ReplicatorSpinner.background
        func over(_ bgc: Double, _ c: Double) -> Int { Int(((bgc * (1 - opacity) + c * opacity) * 255).rounded()) }
        return (
            over(bg.red, 1), over(bg.green, 1 + Double(i) * ReplicatorSpinner.greenOffset),
            over(bg.blue, 1 + Double(i) * ReplicatorSpinner.blueOffset)
        )
    }

    @Test func spinnerDotsSitAndFadeWhereTheFormulasPutThem() throws {
        let timeline = ReplicatorSpinner.stage().run()
        let t = timeline.time(ofFrame: Self.frameIndex)
        let frame = try renderFrame(timeline, Self.frameIndex, background: nil)
        for i in 0..<12 {
            let (x, y) = Self.dotCentre(i)
            let p = frame.rgba(x, y)
            let e = Self.expected(i, at: t)
            #expect(
                abs(p.r - e.r) <= 3 && abs(p.g - e.g) <= 3 && abs(p.b - e.b) <= 3,
                "dot \(i) at (\(x), \(y)): \(p) vs \(e)")
            #expect(p.a == 255)
        }
        // Between two dots there is only background.
        let gap = frame.rgba(
            Int((120 + 80 * sin(Double.pi / 12)).rounded()), Int((120 - 80 * cos(Double.pi / 12)).rounded()))
        #expect(gap.r == 28 && gap.g == 28 && gap.b == 30)
    }

    @Test func theSceneDocumentGivesTheSameFrames() throws {
        let timeline = ReplicatorSpinner.stage().run()
        let doc = try SceneDocument(json: SceneDocument(timeline: timeline).jsonText())
        let fromDocument = doc.timeline()
        for index in [0, 15, Self.frameIndex] {
            #expect(try renderFrame(timeline, index) == renderFrame(fromDocument, index), "frame \(index)")
        }
    }

    @Test func theGalleryDocumentIsTheExportedPort() throws {
        if try recordGalleryDocumentIfAsked(ReplicatorSpinner.name, ReplicatorSpinner.stage()) {
            Issue.record("recorded \(ReplicatorSpinner.name).json; run again without REEL_RECORD_GALLERY")
            return
        }
        let path = galleryDocumentPath(ReplicatorSpinner.name)
        let doc = try SceneDocument(json: String(contentsOfFile: path, encoding: .utf8))
        let port = ReplicatorSpinner.stage().run()
        #expect(try renderFrame(doc.timeline(), Self.frameIndex) == renderFrame(port, Self.frameIndex))
    }

    @Test func instanceCountZeroDrawsNothingAndOneDrawsTheSublayersOnce() throws {
        for (count, inked) in [(0, false), (1, true)] {
            let root = Layer()
            root.frame = Rect(x: 0, y: 0, width: 40, height: 40)
            let replicator = ReplicatorLayer()
            replicator.frame = root.frame
            replicator.instanceCount = count
            replicator.instanceTransform = Transform3D(translationX: 20, y: 0, z: 0)
            let square = Layer()
            square.frame = Rect(x: 0, y: 0, width: 10, height: 10)
            square.backgroundColor = .red
            replicator.addSublayer(square)
            root.addSublayer(replicator)
            let frame = try FrameRenderer(canvasSize: Size(width: 40, height: 40)).render(root.modelSnapshot())
            #expect((frame.rgba(5, 5).a == 255) == inked)
            #expect(frame.rgba(25, 5).a == 0)
        }
    }

    @Test func aTranslationRowTintsEachCopyByItsMultiplier() throws {
        // instance i at x = 10 i … 10 i + 10, multiplied by (1 − 0.25 i, 1, 1, 1 − 0.2 i).
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 40, height: 10)
        let replicator = ReplicatorLayer()
        replicator.frame = root.frame
        replicator.instanceCount = 4
        replicator.instanceTransform = Transform3D(translationX: 10, y: 0, z: 0)
        replicator.instanceRedOffset = -0.25
        replicator.instanceAlphaOffset = -0.2
        let square = Layer()
        square.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = Color(red: 1, green: 1, blue: 1)
        replicator.addSublayer(square)
        root.addSublayer(replicator)
        let frame = try FrameRenderer(canvasSize: Size(width: 40, height: 10)).render(root.modelSnapshot())
        for i in 0..<4 {
            let p = frame.rgba(10 * i + 5, 5)
            #expect(abs(p.a - Int(((1 - 0.2 * Double(i)) * 255).rounded())) <= 1, "instance \(i): \(p)")
            #expect(abs(p.r - Int(((1 - 0.25 * Double(i)) * 255).rounded())) <= 2, "instance \(i): \(p)")
            #expect(p.g >= 253 && p.b >= 253)
        }
    }
}
