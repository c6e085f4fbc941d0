import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// `Transition` (`CATransition`): frames at chosen progress values against the formulas.
///
/// Sources for the composition (Apple's CATransition and CATransitionType documentation):
/// `push` — "The layer's content pushes any existing content as it slides into place" (both
/// move by the layer's width or height); `moveIn` — "slides into place over any existing
/// content" (the old content stays); `reveal` — "is revealed as existing content moves out of
/// the way" (the new content stays); `fade` — "The default transition is a cross fade"; the
/// subtypes — "The transition begins at the left side of the layer" (…right, top, bottom); a
/// push without a subtype "animates the red state from left to right with the blue state
/// entering the scene from the left" (Apple's CATransition overview example); startProgress
/// and endProgress — "the start (end) point of the receiver as a fraction of the entire
/// transition"; the key — "The special key kCATransition is automatically used for transition
/// animations" (CALayer.add(_:forKey:)).
///
/// The scene: a 40 × 40 canvas (white), a 20 × 20 layer at (10, 10), red before the change and
/// blue after; the transition (duration 1 s, linear) is added at 0.25 s, so frame 2 (0.5 s)
/// shows progress 0.25 and frame 3 (0.75 s) progress 0.5. At 0.25 the moving renderings are
/// 5 points (¼ of 20) from where they start or end.
@Suite struct TransitionTests {
    static let size = Size(width: 40, height: 40)
    static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)

    /// The snapshots of frames 0…3 of the scene; `configure` adjusts the transition, `change`
    /// makes the change (default: the background turns blue, without an implicit animation).
    static func snapshots(
        _ type: TransitionType, _ subtype: TransitionSubtype? = nil,
        configure: @escaping (inout Transition) -> Void = { _ in },
        change: ((Layer) -> Void)? = nil, beforeAdding: ((Layer) -> Void)? = nil
    ) -> [LayerSnapshot] {
        let stage = Stage(size: size, fps: 4, duration: 1)
        let layer = Layer()
        layer.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        layer.backgroundColor = red
        layer.name = "card"
        stage.rootLayer.addSublayer(layer)
        stage.at(0.25) {
            Transaction.setDisableActions(true)
            beforeAdding?(layer)
            var transition = Transition(type: type, subtype: subtype)
            transition.duration = 1
            configure(&transition)
            layer.add(transition, forKey: "anything")
            if let change { change(layer) } else if beforeAdding == nil { layer.backgroundColor = blue }
        }
        var shots: [LayerSnapshot] = []
        stage.run { _, _, snapshot in shots.append(snapshot) }
        return shots
    }

    static func render(_ snapshot: LayerSnapshot) throws -> Frame {
        try FrameRenderer(canvasSize: size, scale: 1, backgroundColor: .white).render(snapshot)
    }

    /// Frame 2 (progress 0.25) of a transition of `type` from `subtype`.
    static func quarter(_ type: TransitionType, _ subtype: TransitionSubtype? = nil) throws -> Frame {
        try render(snapshots(type, subtype)[2])
    }

    enum Ink { case red, blue, white }

    static func ink(_ f: Frame, _ x: Int, _ y: Int) -> Ink? {
        switch f.rgba(x, y) {
        case (255, 0, 0, 255): .red
        case (0, 0, 255, 255): .blue
        case (255, 255, 255, 255): .white
        default: nil
        }
    }

    static func check(_ f: Frame, _ expected: [(Int, Int, Ink)], _ label: String) {
        for (x, y, e) in expected {
            #expect(ink(f, x, y) == e, "\(label): pixel (\(x), \(y)) is \(f.rgba(x, y)), expected \(e)")
        }
    }

    @Test func pushFromRightMovesTheOldOutLeftAndTheNewInFromTheRight() throws {
        // old: x 10…30 moved by −5 → 5…25; new: starts at +20, at ¼ moved +15 → 25…45.
        Self.check(
            try Self.quarter(.push, .fromRight),
            [(4, 20, .white), (6, 20, .red), (24, 20, .red), (26, 20, .blue), (39, 20, .blue), (20, 8, .white)],
            "push fromRight")
    }

    @Test func aLayerThatMasksToBoundsKeepsBothRenderingsInsideItsBounds() throws {
        // push fromRight with masksToBounds: the same picture as without, cut to x 10…30.
        let shots = Self.snapshots(
            .push, .fromRight, change: { $0.backgroundColor = Self.blue }, beforeAdding: { $0.masksToBounds = true })
        Self.check(
            try Self.render(shots[2]),
            [(8, 20, .white), (11, 20, .red), (24, 20, .red), (26, 20, .blue), (29, 20, .blue), (31, 20, .white)],
            "push fromRight, masksToBounds")
    }

    @Test func pushWithoutSubtypeComesFromTheLeft() throws {
        // Apple's example: the old state moves "from left to right", the new enters from the left.
        // old → 15…35; new → −5…15.
        let expected: [(Int, Int, Ink)] = [
            (0, 20, .blue), (14, 20, .blue), (16, 20, .red), (34, 20, .red), (36, 20, .white),
        ]
        Self.check(try Self.quarter(.push), expected, "push (nil subtype)")
        Self.check(try Self.quarter(.push, .fromLeft), expected, "push fromLeft")
    }

    @Test func pushFromBottomMovesVertically() throws {
        // old: y 10…30 moved up 5 → 5…25; new from below, at +15 → 25…45.
        Self.check(
            try Self.quarter(.push, .fromBottom),
            [(20, 4, .white), (20, 6, .red), (20, 24, .red), (20, 26, .blue), (20, 39, .blue), (8, 20, .white)],
            "push fromBottom")
    }

    @Test func moveInSlidesTheNewOverTheStillOld() throws {
        Self.check(
            try Self.quarter(.moveIn, .fromRight),
            [(8, 20, .white), (11, 20, .red), (24, 20, .red), (26, 20, .blue), (35, 20, .blue)], "moveIn fromRight")
        // From the top: the new rendering at y −5…15, over the old at 10…30.
        Self.check(
            try Self.quarter(.moveIn, .fromTop),
            [(20, 1, .blue), (20, 14, .blue), (20, 16, .red), (20, 29, .red), (20, 31, .white)], "moveIn fromTop")
    }

    @Test func revealSlidesTheOldAwayFromTheStillNew() throws {
        // new stays at 10…30 underneath; old moves −5 → 5…25, on top.
        Self.check(
            try Self.quarter(.reveal, .fromRight),
            [(4, 20, .white), (6, 20, .red), (24, 20, .red), (26, 20, .blue), (29, 20, .blue), (31, 20, .white)],
            "reveal fromRight")
        // From the bottom: the old moves up to y 5…25, uncovering the new at 25…30.
        Self.check(
            try Self.quarter(.reveal, .fromBottom),
            [(20, 4, .white), (20, 6, .red), (20, 24, .red), (20, 26, .blue), (20, 31, .white)], "reveal fromBottom")
    }

    @Test func fadeCrossDissolvesPremultipliedColours() throws {
        let shots = Self.snapshots(.fade)
        for (index, p) in [(2, 0.25), (3, 0.5)] {
            let f = try Self.render(shots[index])
            // old · (1 − p) + new · p, an opaque mix (no dip of coverage).
            let e = (r: Int((255 * (1 - p)).rounded()), b: Int((255 * p).rounded()))
            let c = f.rgba(20, 20)
            #expect(abs(c.r - e.r) <= 1 && c.g == 0 && abs(c.b - e.b) <= 1 && c.a == 255, "fade at \(p): \(c)")
            #expect(Self.ink(f, 5, 20) == .white)
        }
    }

    @Test func progressRunsFromStartToEndProgressOverTheEasedFraction() throws {
        var t = Transition(type: .push)
        t.duration = 1
        t.startProgress = 0.5
        t.endProgress = 0.9
        #expect(t.progress(at: 0) == 0.5)
        #expect(t.progress(at: 0.5) == 0.5 + 0.4 * 0.5)
        t.timingFunction = .easeIn
        #expect(t.progress(at: 0.25) == 0.5 + 0.4 * TimingFunction.easeIn.value(at: 0.25))
        t.endProgress = 0.2  // below startProgress: held at the start
        #expect(t.progress(at: 0.5) == 0.5)
        #expect(t.progress(at: 1) == nil)  // removed on completion

        // On screen: startProgress 0.5 → at a quarter of the time, 0.5 + 0.5·0.25 = 0.625:
        // a push fromRight has moved the old by −12.5 (10…30 → −2.5…17.5), the new to 17.5…37.5.
        let shots = Self.snapshots(.push, .fromRight) { $0.startProgress = 0.5 }
        #expect(shots[2].sublayers[0].transition?.progress == 0.625)
        Self.check(
            try Self.render(shots[2]),
            [(0, 20, .red), (16, 20, .red), (19, 20, .blue), (36, 20, .blue), (39, 20, .white)],
            "push from 0.5")
    }

    @Test func everyTransitionIsFiledUnderTheTransitionKeyAndAnExplicitAnimationReplacesIt() throws {
        let layer = Layer()
        layer.add(Transition(type: .push), forKey: "slide")
        #expect(layer.animationKeys() == [Transition.key])

        var finished: Bool?
        let shots = Self.snapshots(
            .push, .fromRight, configure: { $0.completion = { finished = $0 } },
            change: { layer in
                layer.backgroundColor = Self.blue
                var fade = BasicAnimation(keyPath: "opacity")
                fade.fromValue = 1.0
                fade.toValue = 1.0
                fade.duration = 1
                layer.add(fade, forKey: Transition.key)
            })
        #expect(shots[2].sublayers[0].transition == nil)
        Self.check(try Self.render(shots[2]), [(11, 20, .blue), (29, 20, .blue), (31, 20, .white)], "replaced")
        #expect(finished == false)
    }

    @Test func theOldRenderingIsTheLayerBeforeThisInstantsChangesEvenWhenChangedBeforeAdding() throws {
        // The change is made before the transition is added, in the same event.
        let shots = Self.snapshots(.push, .fromRight, beforeAdding: { $0.backgroundColor = Self.blue })
        Self.check(try Self.render(shots[2]), [(6, 20, .red), (26, 20, .blue)], "changed before adding")
    }

    @Test func theOldSubtreeIsFrozenAndTheNewOneLive() throws {
        // The old rendering holds a sublayer that was moving; a replacing sublayer moves too.
        let stage = Stage(size: Self.size, fps: 4, duration: 1)
        let card = Layer()
        card.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        stage.rootLayer.addSublayer(card)
        let dot = Layer()
        dot.frame = Rect(x: 0, y: 0, width: 4, height: 4)
        dot.backgroundColor = Self.red
        card.addSublayer(dot)
        var slide = BasicAnimation(keyPath: "position.y")
        slide.fromValue = 2.0
        slide.toValue = 18.0
        slide.duration = 1
        dot.add(slide, forKey: "slide")
        let next = Layer()
        next.frame = Rect(x: 16, y: 0, width: 4, height: 4)
        next.backgroundColor = Self.blue
        stage.at(0.25) {
            var fade = Transition(type: .fade)
            fade.duration = 1
            card.add(fade)
            dot.removeFromSuperlayer()
            card.addSublayer(next)
            next.add(slide, forKey: "slide")
        }
        var shots: [LayerSnapshot] = []
        stage.run { _, _, s in shots.append(s) }
        let a = try #require(shots[2].sublayers[0].transition)
        let b = try #require(shots[3].sublayers[0].transition)
        #expect(a.old == b.old)  // frozen
        #expect(a.old.sublayers.count == 1 && a.old.sublayers[0].state.backgroundColor == Self.red)
        #expect(a.old.sublayers[0].state.position.y == 2 + 16 * 0.25)  // where the dot was at 0.25 s
        #expect(
            shots[2].sublayers[0].sublayers[0].state.position.y != shots[3].sublayers[0].sublayers[0].state.position.y)
    }

    @Test func aLayerThatBecomesHiddenFadesOut() throws {
        let shots = Self.snapshots(.fade, change: { $0.isHidden = true })
        let c = try Self.render(shots[2]).rgba(20, 20)
        // red at 1 − 0.25 over white: (255, 64, 64).
        #expect(c.r == 255 && abs(c.g - 64) <= 1 && abs(c.b - 64) <= 1, "\(c)")
        let done = try Self.render(Self.snapshots(.fade, change: { $0.isHidden = true })[3]).rgba(20, 20)
        #expect(abs(done.g - 128) <= 1, "\(done)")
    }

    /// `View.transition(with:duration:options:animations:completion:)` and `transition(from:to:…)`
    /// (UIKit): a cross-dissolve is a fade transition with the block's duration and curve.
    static func viewScene(_ body: @escaping (View, View, View) -> Void) -> (shots: [LayerSnapshot], container: View) {
        let stage = Stage(size: size, fps: 4, duration: 1.5)
        let container = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        container.backgroundColor = red
        stage.rootLayer.addSublayer(container.layer)
        let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 20))
        a.backgroundColor = .white
        container.addSubview(a)
        let b = View(frame: Rect(x: 10, y: 0, width: 10, height: 20))
        b.backgroundColor = blue
        stage.at(0.25) { body(container, a, b) }
        var shots: [LayerSnapshot] = []
        stage.run { _, _, s in shots.append(s) }
        return (shots, container)
    }

    @Test func aCrossDissolveIsTheFadeTransitionWithTheBlocksDurationAndCurve() throws {
        var finished: [Bool] = []
        let viewShots = Self.viewScene { container, _, _ in
            View.transition(
                with: container, duration: 1, options: [.transitionCrossDissolve, .curveEaseIn],
                animations: { container.backgroundColor = Self.blue }, completion: { finished.append($0) })
        }.shots
        let layerShots = Self.viewScene { container, _, _ in
            var fade = Transition(type: .fade)
            fade.duration = 1
            fade.timingFunction = .easeIn
            container.layer.add(fade, forKey: Transition.key)
            container.backgroundColor = Self.blue
        }.shots
        #expect(viewShots == layerShots)
        let mid = try #require(viewShots[2].sublayers[0].transition)
        #expect(mid.type == .fade && mid.progress == TimingFunction.easeIn.value(at: 0.25))
        #expect(finished == [true])

        // Without a transition option the change is made at once, and the block completes.
        var done: [Bool] = []
        let plain = Self.viewScene { container, _, _ in
            View.transition(with: container, duration: 1, animations: { container.backgroundColor = Self.blue }) {
                done.append($0)
            }
        }.shots
        #expect(plain[2].sublayers[0].transition == nil && plain[2].sublayers[0].state.backgroundColor == Self.blue)
        #expect(done == [true])
    }

    @Test func transitionFromToSwapsTheViewsUnderACrossDissolveOfTheirSuperview() throws {
        let (shots, container) = Self.viewScene { _, a, b in
            View.transition(from: a, to: b, duration: 1, options: [.transitionCrossDissolve, .curveLinear])
        }
        #expect(container.subviews.count == 1 && container.subviews[0].backgroundColor == Self.blue)
        let f = try Self.render(shots[2])  // progress 0.25
        // Left half: white (old a) · 0.75 + red (new: the container shows through) · 0.25.
        let left = f.rgba(15, 20)
        #expect(left.r == 255 && abs(left.g - 191) <= 1 && abs(left.b - 191) <= 1, "\(left)")
        // Right half: red (old: a did not cover it) · 0.75 + blue (b) · 0.25.
        let right = f.rgba(25, 20)
        #expect(abs(right.r - 191) <= 1 && right.g == 0 && abs(right.b - 64) <= 1, "\(right)")
    }
}
