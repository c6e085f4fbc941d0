import Foundation
import ReelCore
import Testing

@testable import ReelScene

/// UIView-style and implicit animations export as the animations they create: the document of
/// such a run replays (and traces) the same frames.
@Suite struct ViewAnimationDocumentTests {
    @Test func viewBlocksAndImplicitAnimationsSurviveTheDocument() throws {
        let stage = Stage(size: Size(width: 160, height: 160), fps: 20, duration: 2)
        let card = View(frame: Rect(x: 20, y: 20, width: 60, height: 40))
        card.name = "card"
        card.backgroundColor = .blue
        stage.rootLayer.addSublayer(card.layer)
        let dot = Layer()
        dot.name = "dot"
        dot.frame = Rect(x: 100, y: 100, width: 10, height: 10)
        dot.backgroundColor = .red
        stage.rootLayer.addSublayer(dot)
        stage.at(0.1) {
            View.animate(withDuration: 0.6, delay: 0.1, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
                card.transform = AffineTransform(scaleX: 1.5, y: 1.5)
            }
            View.animate(withDuration: 0.5, delay: 0, options: [.curveEaseIn, .autoreverse]) {
                card.backgroundColor = .green
            }
        }
        stage.at(0.8) {
            View.animateKeyframes(withDuration: 0.8, delay: 0, options: [.calculationModeCubic]) {
                View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center = Point(x: 90, y: 40) }
                View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0.3 }
            }
            Transaction.begin()
            Transaction.setAnimationDuration(0.7)
            Transaction.setAnimationTimingFunction(.easeOut)
            dot.position = Point(x: 30, y: 130)
            dot.opacity = 0.5
            Transaction.commit()
        }
        let timeline = stage.run()
        let added = timeline.changes.filter {
            if case .addAnimation = $0.event { return true }
            return false
        }
        #expect(added.count == 6)  // spring, colour, position and opacity key frames, two implicit
        let text = SceneDocument(timeline: timeline).jsonText()
        let again = try SceneDocument(json: text).timeline()
        #expect(Trace.lines(again) == Trace.lines(timeline))
        var differing: [Int] = []
        for i in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: i)
            if timeline.evaluate(at: t) != again.evaluate(at: t) { differing.append(i) }
        }
        #expect(differing.isEmpty, "frames differ: \(differing)")
        // They did animate: the dot is between its ends half-way through its implicit move.
        let dotAt = again.evaluate(at: 1.15).sublayers[1].state.position
        #expect(dotAt.x < 105 && dotAt.x > 30)
    }
}
