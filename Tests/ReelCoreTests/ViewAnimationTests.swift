import Foundation
import ReelScene
import Testing

@testable import ReelCore

/// `View` and UIKit's block animations: UIView-style code gives, frame by frame, the trace of
/// the explicit Core Animation code UIKit turns it into.
@Suite struct ViewAnimationTests {
    static let size = Size(width: 200, height: 200)
    static let start = Rect(x: 20, y: 30, width: 40, height: 40)

    /// Traces of a live run and of its recorded timeline (they must agree, too).
    static func traces(_ stage: Stage) -> [String] {
        var live: [String] = []
        let timeline = stage.run { i, t, snapshot in live.append(Trace.line(frame: i, time: t, snapshot: snapshot)) }
        #expect(Trace.lines(timeline) == live)
        return live
    }

    /// A stage with one 40 × 40 layer named "box" (a view's, or a plain one).
    static func stage(duration: Double = 1.5) -> Stage {
        Stage(size: size, fps: 20, duration: duration)
    }

    @Test func animateGivesTheTraceOfTheExplicitAnimations() {
        let viewStage = Self.stage()
        let view = View(frame: Self.start)
        view.name = "box"
        viewStage.rootLayer.addSublayer(view.layer)
        viewStage.at(0.2) {
            View.animate(withDuration: 0.5, delay: 0.1, options: [.curveEaseOut]) {
                view.center = Point(x: 150, y: 120)
                view.alpha = 0.25
                view.transform = AffineTransform(rotationAngle: 0.5)
            }
        }

        let plainStage = Self.stage()
        let layer = Layer()
        layer.name = "box"
        layer.frame = Self.start
        plainStage.rootLayer.addSublayer(layer)
        plainStage.at(0.2) { [unowned plainStage] in
            let begin = layer.convertTime(plainStage.currentTime, from: nil) + 0.1
            func add(_ key: String, from: any AnimatableValue, to: any AnimatableValue) {
                var a = BasicAnimation(keyPath: key)
                a.fromValue = from
                a.toValue = to
                a.duration = 0.5
                a.beginTime = begin
                a.fillMode = .backwards
                a.timingFunction = .easeOut
                layer.add(a, forKey: key)
            }
            // Core Animation order: the model first (its implicit animation is then replaced by
            // the explicit one under the same key).
            let (position, opacity, transform) = (layer.position, layer.opacity, layer.transform)
            layer.position = Point(x: 150, y: 120)
            add("position", from: position, to: Point(x: 150, y: 120))
            layer.opacity = 0.25
            add("opacity", from: opacity, to: 0.25)
            layer.affineTransform = AffineTransform(rotationAngle: 0.5)
            add("transform", from: transform, to: Transform3D(AffineTransform(rotationAngle: 0.5)))
        }
        let viewTrace = Self.traces(viewStage)
        #expect(viewTrace == Self.traces(plainStage))
        // It did move, ease out, hold the old values while delayed, and end on the model.
        #expect(viewTrace[5].contains("\"position\":[40,50]"))
        #expect(viewTrace[20].contains("\"position\":[150,120]"))
        #expect(viewTrace[7] != viewTrace[5])
    }

    @Test func eachCurveOptionPicksItsTimingFunction() {
        let cases: [(View.AnimationOptions, TimingFunction)] = [
            ([], .easeInEaseOut), (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut),
            (.curveLinear, .linear), ([.curveLinear, .beginFromCurrentState], .linear),
        ]
        for (options, function) in cases {
            let view = View(frame: Self.start)
            View.animate(withDuration: 0.3, delay: 0, options: options, animations: { view.alpha = 0 })
            let added = view.layer.animation(forKey: "opacity") as? BasicAnimation
            #expect(added?.timingFunction == function)
            #expect(added?.duration == 0.3)
        }
    }

    @Test func repeatAndAutoreverseSetTheMediaTiming() {
        let view = View(frame: Self.start)
        View.animate(withDuration: 0.4, delay: 0, options: [.repeat, .autoreverse], animations: { view.alpha = 0 })
        let timing = view.layer.animation(forKey: "opacity")?.timing
        #expect(timing?.repeatCount == .infinity)
        #expect(timing?.autoreverses == true)
        #expect(view.alpha == 0)  // the model changes at once, as in UIKit
    }

    @Test func changesOutsideBlocksAndWithoutAnimationAreImmediate() {
        let stage = Self.stage()
        let view = View(frame: Self.start)
        stage.rootLayer.addSublayer(view.layer)
        let log = StageLog()
        stage.at(0.1) {
            view.center = Point(x: 100, y: 100)  // a backing layer has no implicit action
            log.entries.append("outside \(view.layer.animationKeys() ?? [])")
            View.animate(withDuration: 0.5) {
                view.alpha = 0.5
                View.performWithoutAnimation { view.backgroundColor = .red }
                view.layer.borderWidth = 3  // not a key UIKit animates
                view.layer.cornerRadius = 8  // one it does (iOS 11)
            }
            log.entries.append("inside \(view.layer.animationKeys() ?? [])")
            View.animate(withDuration: 0, animations: { view.bounds.size = Size(width: 10, height: 10) })
            log.entries.append("zero \(view.layer.animationKeys() ?? [])")
        }
        stage.run()
        #expect(
            log.entries == [
                "outside []", "inside [\"opacity\", \"cornerRadius\"]", "zero [\"opacity\", \"cornerRadius\"]",
            ])
    }

    @Test func completionReportsUnfinishedWhenReplacedAndFinishedOtherwise() {
        let stage = Self.stage(duration: 2)
        let view = View(frame: Self.start)
        stage.rootLayer.addSublayer(view.layer)
        let log = StageLog()
        stage.at(0.1) { [unowned stage] in
            View.animate(
                withDuration: 1, delay: 0, options: [],
                animations: {
                    view.center = Point(x: 100, y: 100)
                    view.alpha = 0.5
                },
                completion: { finished in
                    log.entries.append("first \(finished)")
                    log.times.append(stage.currentTime)
                })
        }
        stage.at(0.5) { [unowned stage] in
            View.animate(
                withDuration: 0.5, delay: 0, options: [],
                animations: { view.center = Point(x: 10, y: 10) },
                completion: { finished in
                    log.entries.append("second \(finished)")
                    log.times.append(stage.currentTime)
                })
        }
        stage.at(1.2) { [unowned stage] in
            View.animate(
                withDuration: 0.3, animations: {},
                completion: { finished in
                    log.entries.append("empty \(finished)")
                    log.times.append(stage.currentTime)
                })
        }
        stage.run()
        // The first block's position animation was replaced at 0.5: it reports unfinished when its
        // last animation (opacity, to 1.1) stops.
        #expect(log.entries == ["second true", "first false", "empty true"])
        #expect(log.times == [1.0, 1.1, 1.2])
    }

    @Test func beginFromCurrentStateStartsFromThePresentation() {
        let stage = Self.stage()
        let view = View(frame: Self.start)
        stage.rootLayer.addSublayer(view.layer)
        let log = StageLog()
        stage.at(0) { View.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.alpha = 0 } }
        stage.at(0.5) {
            let shown = view.layer.presentation()!.opacity
            View.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState]) { view.alpha = 1 }
            let from = (view.layer.animation(forKey: "opacity") as? BasicAnimation)?.fromValue as? Double
            log.entries.append("\(shown) \(from ?? -1)")
            View.animate(withDuration: 1) { view.alpha = 0.2 }  // without: from the model value
            let modelFrom = (view.layer.animation(forKey: "opacity") as? BasicAnimation)?.fromValue as? Double
            log.entries.append("\(modelFrom ?? -1)")
        }
        stage.run()
        #expect(log.entries == ["0.5 0.5", "1.0"])
    }

    @Test func springMappingReproducesThePublishedUIKitValues() {
        // framer/SpringsExample: UIView.animate(withDuration: 3, usingSpringWithDamping: 0.25, …)
        // runs as tension 54.83363359078326, friction 3.702486785620688, mass 1.
        let p = View.springParameters(dampingRatio: 0.25, duration: 3)
        #expect(abs(p.stiffness - 54.83363359078326) <= 1e-12 * 54.83363359078326)
        #expect(abs(p.damping - 3.702486785620688) <= 1e-12 * 3.702486785620688)
        // The defining property in every regime: the envelope is ε = 0.001 at the duration.
        for (zeta, d, v) in [(0.5, 0.8, 0.0), (0.7, 0.35, 2.0), (0.9, 1.5, -1.0), (1.0, 0.5, 0.0), (1.0, 1, 3)] {
            let s = View.springParameters(dampingRatio: zeta, duration: d, initialVelocity: v)
            let w = s.stiffness.squareRoot()
            #expect(abs(s.damping - 2 * zeta * w) <= 1e-12 * s.damping)
            let envelope =
                zeta < 1
                ? (zeta * w - v) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * d)
                : ((w - v) * d + 1) * exp(-w * d)
            #expect(abs(envelope - 0.001) < 1e-12, "ζ \(zeta) d \(d) v \(v)")
        }
        // Over-critical damping ratios are UIKit's critical spring.
        #expect(
            View.springParameters(dampingRatio: 3, duration: 0.5)
                == View.springParameters(dampingRatio: 1, duration: 0.5))
    }

    @Test func springAnimateGivesTheTraceOfTheExplicitSpring() {
        let viewStage = Self.stage()
        let view = View(frame: Self.start)
        view.name = "box"
        viewStage.rootLayer.addSublayer(view.layer)
        viewStage.at(0.1) {
            View.animate(
                withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 1.5,
                animations: { view.transform = AffineTransform(scaleX: 1.6, y: 1.6) })
        }
        let plainStage = Self.stage()
        let layer = Layer()
        layer.name = "box"
        layer.frame = Self.start
        plainStage.rootLayer.addSublayer(layer)
        plainStage.at(0.1) {
            let parameters = View.springParameters(dampingRatio: 0.45, duration: 0.8, initialVelocity: 1.5)
            var spring = SpringAnimation(keyPath: "transform")
            spring.fromValue = layer.transform
            spring.toValue = Transform3D(AffineTransform(scaleX: 1.6, y: 1.6))
            spring.mass = 1
            spring.stiffness = parameters.stiffness
            spring.damping = parameters.damping
            spring.initialVelocity = 1.5
            spring.duration = 0.8
            layer.affineTransform = AffineTransform(scaleX: 1.6, y: 1.6)
            layer.add(spring, forKey: "transform")
        }
        let trace = Self.traces(viewStage)
        #expect(trace == Self.traces(plainStage))
        // It overshoots (ζ 0.45) and ends on the model value.
        let scales = (2...18).map { viewStage.recordedTimeline!.evaluate(at: Double($0) / 20).sublayers[0].state }
            .map(\.transform.affine.a)
        #expect(scales.max()! > 1.65)
        #expect(trace[19].contains("\"transform\":[1.6,0,0,1.6,0,0]"))
    }

    @Test func keyframesGiveTheTraceOfTheExplicitKeyframeAnimation() {
        for (options, mode) in [
            (View.KeyframeAnimationOptions.calculationModeLinear, CalculationMode.linear),
            (.calculationModeDiscrete, .discrete), (.calculationModeCubic, .cubic), (.calculationModePaced, .paced),
        ] {
            let viewStage = Self.stage()
            let view = View(frame: Self.start)
            view.name = "box"
            viewStage.rootLayer.addSublayer(view.layer)
            viewStage.at(0.1) {
                View.animateKeyframes(withDuration: 1, delay: 0.05, options: [options, .curveLinear]) {
                    View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                        view.center = Point(x: 120, y: 50)
                    }
                    View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        view.center = Point(x: 120, y: 150)
                        view.alpha = 0.2
                    }
                }
            }
            let plainStage = Self.stage()
            let layer = Layer()
            layer.name = "box"
            layer.frame = Self.start
            plainStage.rootLayer.addSublayer(layer)
            plainStage.at(0.1) { [unowned plainStage] in
                let begin = layer.convertTime(plainStage.currentTime, from: nil) + 0.05
                var move = KeyframeAnimation(keyPath: "position")
                move.values = [layer.position, Point(x: 120, y: 50), Point(x: 120, y: 50), Point(x: 120, y: 150)]
                move.keyTimes = [0, 0.25, 0.5, 1]
                var fade = KeyframeAnimation(keyPath: "opacity")
                fade.values = [1.0, 1.0, 0.2]
                fade.keyTimes = [0, 0.5, 1]
                layer.position = Point(x: 120, y: 150)
                layer.opacity = 0.2
                for var a in [move, fade] {
                    a.calculationMode = mode
                    a.duration = 1
                    a.beginTime = begin
                    a.fillMode = .backwards
                    a.timingFunction = .linear
                    layer.add(a, forKey: a.keyPath)
                }
            }
            let trace = Self.traces(viewStage)
            #expect(trace == Self.traces(plainStage), "\(mode)")
            #expect(trace[3] != trace[8], "\(mode)")
        }
    }

    @Test func keyframeBlocksEaseAsAWholeByDefault() {
        let view = View(frame: Self.start)
        View.animateKeyframes(withDuration: 1, delay: 0, options: []) {
            View.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.3) { view.alpha = 0 }
        }
        let added = view.layer.animation(forKey: "opacity") as? KeyframeAnimation
        #expect(added?.timingFunction == .easeInEaseOut)
        #expect(added?.keyTimes == [0, 0.2, 0.5, 1])
        #expect((added?.values as? [Double]) == [1, 1, 0, 0])
        #expect(added?.calculationMode == .linear)
    }

    @Test func subviewsMirrorTheLayerTree() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: Self.start)
        let b = View(frame: Self.start)
        let c = View(frame: Self.start)
        let plain = Layer()
        root.addSubview(a)
        root.layer.addSublayer(plain)
        root.addSubview(c)
        root.insertSubview(b, at: 1)
        #expect(root.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        #expect(
            root.layer.sublayers.map(ObjectIdentifier.init)
                == [a.layer, plain, b.layer, c.layer].map(ObjectIdentifier.init))
        #expect(b.superview === root)
        b.removeFromSuperview()
        #expect(b.superview == nil && b.layer.superlayer == nil && root.subviews.count == 2)
        a.addSubview(b)
        #expect(b.convert(Point(x: 0, y: 0), to: root) == Point(x: 40, y: 60))
    }
}
