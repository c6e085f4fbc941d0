import Foundation
import Gallery
import Reel
import ReelCore
import ReelRender
import ReelScene
import Testing
import _ReelTestSupport

/// `Transition` (`CATransition`) in documents: the gallery's four transitioning cards, as the
/// Swift port records them and as their scene document replays them.
@Suite struct TransitionGalleryTests {
    /// Frame 30 (t = 1 s): every transition is half-way (started at 0.5 s, 1 s long, linear).
    static let halfWay = 30

    @Test func theSceneDocumentGivesTheSameFrameHashes() throws {
        let timeline = Transitions.stage().run()
        let doc = try SceneDocument(json: SceneDocument(timeline: timeline).jsonText())
        let swift = try frameHashes(Clip(timeline: timeline, scale: 1))
        let document = try frameHashes(Clip(timeline: doc.timeline(), scale: 1))
        #expect(swift == document)
        // The transitions are really on screen: half-way differs from before and after.
        #expect(Set([swift[10], swift[Self.halfWay], swift[59]]).count == 3)
    }

    @Test func exportReadsBackToTheSameDocumentAndTheTransitionsKeepTheirOldRendering() throws {
        let stage = Transitions.stage()
        stage.run()
        let scratch = Scratch()
        let path = scratch.file("transitions-export.json")
        try stage.exportScene(to: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let doc = try SceneDocument(json: text)
        #expect(doc.jsonText() == text)
        let added = doc.changes.compactMap { change -> Transition? in
            if case .addAnimation(let a) = change.action { return a.animation as? Transition }
            return nil
        }
        #expect(added.map(\.type) == Transitions.kinds.map(\.type))
        #expect(added.map(\.subtype) == Transitions.kinds.map(\.subtype))
        for t in added {
            // The old rendering: the blue card with its circle.
            #expect(t.old?.state.backgroundColor == Transitions.before)
            #expect(t.old?.sublayers.map { $0.state.bounds.width } == [41])
        }
    }

    @Test func theTraceShowsEachTransitionsTypeAndProgress() throws {
        let doc = try SceneDocument(json: SceneDocument(timeline: Transitions.stage().run()).jsonText())
        let lines = Trace.lines(doc.timeline(), layers: ["push", "fade"])
        #expect(!lines[10].contains("transition"))
        #expect(lines[Self.halfWay].contains(#""transition":{"type":"push","subtype":"fromRight","progress":0.5}"#))
        #expect(lines[Self.halfWay].contains(#""transition":{"type":"fade","subtype":"fromLeft","progress":0.5}"#))
        #expect(!lines[59].contains("transition"))
    }

    @Test func halfWayThePushedCardsShowHalfOfEachRendering() throws {
        let frame = try renderFrame(Transitions.stage().run(), Self.halfWay, background: nil)
        // The push card (10, 125, 105 × 105) from the right at 0.5: the old blue card moved left
        // by 52.5 shows on x 10…62.5, the new pink one on 62.5…115, both inside the card.
        let blue = frame.rgba(30, 135)
        let pink = frame.rgba(95, 135)
        #expect(blue.r == 10 && blue.g == 132 && blue.b == 255, "\(blue)")
        #expect(pink.r == 255 && pink.g == 55 && pink.b == 95, "\(pink)")
        // The fade card at 0.5: the two colours mixed half and half.
        let mix = frame.rgba(20, 20)
        #expect(abs(mix.r - 133) <= 1 && abs(mix.g - 94) <= 1 && abs(mix.b - 175) <= 1, "\(mix)")
    }

    @Test func theGalleryDocumentIsTheExportedPort() throws {
        if try recordGalleryDocumentIfAsked(Transitions.name, Transitions.stage()) {
            Issue.record("recorded \(Transitions.name).json; run again without REEL_RECORD_GALLERY")
            return
        }
        let doc = try SceneDocument(
            json: String(contentsOfFile: galleryDocumentPath(Transitions.name), encoding: .utf8))
        let port = Transitions.stage().run()
        #expect(try renderFrame(doc.timeline(), Self.halfWay) == renderFrame(port, Self.halfWay))
    }
}
