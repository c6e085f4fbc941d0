import Foundation
import Reel
import ReelCore
import ReelRegression
import ReelScene
import Testing

/// The committed `samples/<clip>/scene.json` documents against the Swift stages they were
/// exported from: same trace at every frame, same pixels on a few frames (the full-clip
/// goldens are another suite's).
@Suite("the samples' scene documents match their stages")
struct SceneDocumentParityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var clip: String
        var frames: [Int]
        var testDescription: String { clip }
        var run: SampleRun {
            switch clip {
            case "fly-to-cart": SampleRun.flyToCart
            case "qq-arc": SampleRun.qqArc
            case "promo-card": SampleRun.promoCard
            default: SampleRun.floatingBurger
            }
        }
    }

    // Frames in the middle of something: a flight, the scrolled table, a move, a morph; the
    // promo card's shimmer, flip, reveal, spring and confetti, and its pulse among the confetti.
    static let cases = [
        Case(clip: "fly-to-cart", frames: [40, 200, 240]),
        Case(clip: "qq-arc", frames: [45, 130, 300]),
        Case(clip: "floating-burger", frames: [60, 100, 270]),
        Case(clip: "promo-card", frames: [20, 62, 84, 100, 150]),
    ]

    static func document(_ clip: String) throws -> (document: SceneDocument, timeline: Timeline) {
        let path = Paths.repositoryRoot.appendingPathComponent("samples/\(clip)/scene.json").path
        let (document, base) = try SceneDocument.load(contentsOfFile: path)
        return (document, document.timeline(baseDirectory: base))
    }

    @Test("the scene document's trace equals the stage's at every frame", arguments: cases)
    func tracesAreIdentical(_ c: Case) throws {
        let run = c.run
        let (_, timeline) = try Self.document(c.clip)
        #expect(timeline.frameCount == run.timeline.frameCount)
        let fromDocument = Trace.lines(timeline)
        let fromStage = Trace.lines(run.timeline)
        let firstDifference = zip(fromDocument, fromStage).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(
            firstDifference == nil,
            """
            \(c.clip): frame \(firstDifference?.offset ?? -1) differs; re-export with `.build/debug/\(c.clip) --scene \
            samples/\(c.clip)/scene.json`
            """
        )
    }

    @Test("the scene document renders the same pixels as the stage", arguments: cases)
    func framesHashEqual(_ c: Case) throws {
        let run = c.run
        let (document, timeline) = try Self.document(c.clip)
        #expect(document.scale == 2)
        let fromDocument = Clip(timeline: timeline, scale: document.scale, backgroundColor: document.background)
        let fromStage = Clip(timeline: run.timeline, scale: 2, backgroundColor: .white)
        let documentRenderer = try fromDocument.makeRenderer()
        let stageRenderer = try fromStage.makeRenderer()
        for f in c.frames {
            let a = try FrameHash(of: fromDocument.frame(f, renderer: documentRenderer))
            let b = try FrameHash(of: fromStage.frame(f, renderer: stageRenderer))
            #expect(a == b, "\(c.clip) frame \(f): document \(a), stage \(b)")
        }
    }
}
