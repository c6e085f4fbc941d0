import Foundation
import ReelCore
import ReelScene
import Testing
import UIKit
import _ReelTestSupport

/// An animation added through QuartzCore gives exactly the trace of the same animation written
/// with ReelCore's API: each test builds the scene twice, once per API, and compares every
/// frame's trace line and whole presentation tree (every value the renderer reads, so equal
/// pixels).
@Suite struct FacadeTraceTests {
    /// What a 30 fps stage whose root holds `layer` (named "shape") shows at each frame.
    struct Recording: Equatable {
        var lines: [String]
        var trees: [LayerSnapshot]
        subscript(frame: Int) -> String { lines[frame] }
    }

    static func trace(_ layer: Layer, duration: Double = 1.2) -> Recording {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 30, duration: duration)
        layer.name = "shape"
        stage.rootLayer.addSublayer(layer)
        let timeline = stage.run()
        let trees = (0..<timeline.frameCount).map { timeline.evaluate(at: timeline.time(ofFrame: $0)) }
        return Recording(lines: Trace.lines(timeline), trees: trees)
    }

    /// A native shape layer placed as `facade()` places its façade.
    static func nativeShape() -> ShapeLayer {
        let layer = ShapeLayer()
        layer.frame = Rect(x: 10, y: 20, width: 40, height: 30)
        layer.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 40, height: 30))
        layer.fillColor = Color(red: 1, green: 0.5, blue: 0)
        return layer
    }

    static func facadeShape() -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        layer.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 30), transform: nil)
        layer.fillColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        return layer
    }

    /// Float control points as Core Animation keeps them.
    static func curve(_ a: Float, _ b: Float, _ c: Float, _ d: Float) -> TimingFunction {
        TimingFunction(controlPoints: Double(a), Double(b), Double(c), Double(d))
    }

    @Test func basicAnimationMatchesNative() {
        let facade = Self.facadeShape()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 10, y: 10))
        move.toValue = CGPoint(x: 80, y: 60)
        move.duration = 0.8
        move.beginTime = 0.1
        move.fillMode = .both
        move.timingFunction = CAMediaTimingFunction(name: .easeOut)
        facade.add(move, forKey: "move")

        let native = Self.nativeShape()
        var reelMove = BasicAnimation(keyPath: "position")
        reelMove.fromValue = Point(x: 10, y: 10)
        reelMove.toValue = Point(x: 80, y: 60)
        reelMove.duration = 0.8
        reelMove.beginTime = 0.1
        reelMove.fillMode = .both
        reelMove.timingFunction = .easeOut
        native.add(reelMove, forKey: "move")

        let traced = Self.trace(facade.reel)
        #expect(traced == Self.trace(native))
        #expect(traced[15].contains("\"position\":[") && !traced[15].contains("\"position\":[30,35]"))
    }

    @Test func keyframeAnimationWithAnyValuesMatchesNative() {
        let facade = Self.facadeShape()
        let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
        pulse.values = [1, 0.3, 1]
        pulse.keyTimes = [0, 0.3, 1]
        let curve = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)
        pulse.timingFunctions = [curve, curve]
        pulse.duration = 0.75
        pulse.repeatCount = HUGE
        pulse.isRemovedOnCompletion = false
        facade.add(pulse, forKey: "pulse")

        let native = Self.nativeShape()
        var reelPulse = KeyframeAnimation(keyPath: "transform.scale")
        reelPulse.values = [1.0, 0.3, 1.0]
        reelPulse.keyTimes = [0, 0.3, 1]
        let reelCurve = Self.curve(0.2, 0.68, 0.18, 1.08)
        reelPulse.timingFunctions = [reelCurve, reelCurve]
        reelPulse.duration = 0.75
        reelPulse.repeatCount = .infinity
        reelPulse.isRemovedOnCompletion = false
        native.add(reelPulse, forKey: "pulse")

        #expect(Self.trace(facade.reel) == Self.trace(native))
    }

    @Test func keyframeTransformValuesAndPathMatchNative() {
        let facade = Self.facadeShape()
        let hop = CAKeyframeAnimation(keyPath: "transform")
        hop.values = [0, 20, 0].map { NSValue(caTransform3D: CATransform3DMakeTranslation($0, -$0, 0)) }
        hop.duration = 1
        facade.add(hop, forKey: "hop")
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
        orbit.duration = 1
        orbit.calculationMode = .paced
        facade.add(orbit, forKey: "orbit")

        let native = Self.nativeShape()
        var reelHop = KeyframeAnimation(keyPath: "transform")
        reelHop.values = [0.0, 20, 0].map { Transform3D(translationX: $0, y: -$0, z: 0) }
        reelHop.duration = 1
        native.add(reelHop, forKey: "hop")
        var reelOrbit = KeyframeAnimation(keyPath: "position")
        reelOrbit.path = BezierPath(ovalIn: Rect(x: 20, y: 20, width: 60, height: 60))
        reelOrbit.duration = 1
        reelOrbit.calculationMode = .paced
        native.add(reelOrbit, forKey: "orbit")

        #expect(Self.trace(facade.reel) == Self.trace(native))
    }

    @Test func springAnimationMatchesNative() {
        let facade = Self.facadeShape()
        let spring = CASpringAnimation(keyPath: "lineWidth")
        spring.damping = 5
        spring.fromValue = 0
        spring.toValue = CGFloat(8)
        spring.duration = spring.settlingDuration
        spring.fillMode = .both
        spring.isRemovedOnCompletion = false
        facade.add(spring, forKey: nil)

        let native = Self.nativeShape()
        var reelSpring = SpringAnimation(keyPath: "lineWidth")
        reelSpring.damping = 5
        reelSpring.fromValue = 0.0
        reelSpring.toValue = 8.0
        reelSpring.duration = reelSpring.settlingDuration
        reelSpring.fillMode = .both
        reelSpring.isRemovedOnCompletion = false
        native.add(reelSpring, forKey: nil)

        #expect(spring.settlingDuration == reelSpring.settlingDuration)
        #expect(Self.trace(facade.reel, duration: 2) == Self.trace(native, duration: 2))
    }

    @Test func groupMatchesNative() {
        let facade = Self.facadeShape()
        let turn = CABasicAnimation(keyPath: "transform.rotation")
        turn.byValue = Float.pi * 2
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0
        stroke.toValue = 1
        stroke.beginTime = 0.2
        let group = CAAnimationGroup()
        group.animations = [turn, stroke]
        group.duration = 0.9
        group.repeatCount = .infinity
        group.timingFunction = CAMediaTimingFunction(name: .linear)
        facade.add(group, forKey: "group")

        let native = Self.nativeShape()
        var reelTurn = BasicAnimation(keyPath: "transform.rotation")
        reelTurn.byValue = Double(Float.pi * 2)
        var reelStroke = BasicAnimation(keyPath: "strokeEnd")
        reelStroke.fromValue = 0.0
        reelStroke.toValue = 1.0
        reelStroke.beginTime = 0.2
        var reelGroup = AnimationGroup(animations: [reelTurn, reelStroke])
        reelGroup.duration = 0.9
        reelGroup.repeatCount = .infinity
        reelGroup.timingFunction = .linear
        native.add(reelGroup, forKey: "group")

        #expect(Self.trace(facade.reel) == Self.trace(native))
    }

    @Test func transitionMatchesNative() {
        func facadeScene() -> Layer {
            let layer = Self.facadeShape()
            let fade = CATransition()
            fade.type = .push
            fade.subtype = .fromRight
            fade.duration = 0.6
            layer.add(fade, forKey: nil)
            layer.fillColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            return layer.reel
        }
        func nativeScene() -> Layer {
            let layer = Self.nativeShape()
            var push = Transition(type: .push, subtype: .fromRight)
            push.duration = 0.6
            layer.add(push)
            layer.fillColor = Color(red: 0, green: 0, blue: 1)
            return layer
        }
        let traced = Self.trace(facadeScene())
        #expect(traced == Self.trace(nativeScene()))
        #expect(traced[9].contains("\"transition\""))
    }

    @Test func emitterMatchesNative() {
        let facade = CAEmitterLayer()
        facade.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        facade.emitterPosition = CGPoint(x: 50, y: 10)
        facade.emitterShape = .line
        facade.emitterSize = CGSize(width: 80, height: 1)
        facade.seed = 7
        let cell = CAEmitterCell()
        cell.birthRate = 20
        cell.lifetime = 2
        cell.velocity = 60
        cell.emissionLongitude = .pi / 2
        cell.emissionRange = 0.5
        cell.scale = 4
        cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let dot = Repository.path("Tests/ReelRenderTests/Fixtures/avatar.png")
        cell.contents = UIImage(contentsOfFile: dot)?.cgImage
        facade.emitterCells = [cell]

        let native = EmitterLayer()
        native.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        native.emitterPosition = Point(x: 50, y: 10)
        native.emitterShape = .line
        native.emitterSize = Size(width: 80, height: 1)
        native.seed = 7
        var reelCell = EmitterCell()
        reelCell.birthRate = 20
        reelCell.lifetime = 2
        reelCell.velocity = 60
        reelCell.emissionLongitude = .pi / 2
        reelCell.emissionRange = 0.5
        reelCell.scale = 4
        reelCell.color = Color(red: 1, green: 0, blue: 0)
        reelCell.contents = Image(path: dot)
        native.emitterCells = [reelCell]

        let traced = Self.trace(facade.reel)
        #expect(traced == Self.trace(native))
        #expect(traced[20].contains("\"liveParticles\":") && !traced[20].contains("\"liveParticles\":0"))
    }
}
