import Foundation
import Testing

@testable import ReelCore

private typealias AffineTransform = ReelCore.AffineTransform

@Suite struct AnimationKeyframeTests {
    @Test func linearValuesWithKeyTimesAndSegmentTiming() {
        var a = KeyframeAnimation(keyPath: "opacity")
        a.values = [0.0, 1.0, 0.5]
        a.keyTimes = [0, 0.25, 1]
        a.duration = 2
        #expect(shown(a, at: 0.25).opacity == 0.5)  // fraction 0.125: half of segment 0
        #expect(shown(a, at: 1.25).opacity == 0.75)  // fraction 0.625: half of segment 1
        a.timingFunctions = [.easeIn, .linear]
        #expect(abs(shown(a, at: 0.25).opacity - TimingFunction.easeIn.value(at: 0.5)) < 1e-12)
        // The whole-animation curve applies first.
        a.timingFunctions = nil
        a.timingFunction = .easeOut
        let f = TimingFunction.easeOut.value(at: 0.5)
        #expect(abs(shown(a, at: 1).opacity - (1 - (f - 0.25) / 0.75 * 0.5)) < 1e-12)
    }

    @Test func evenKeyTimesByDefault() {
        var a = KeyframeAnimation(keyPath: "position")
        a.values = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 30)]
        a.duration = 1
        #expect(shown(a, at: 0.25).position == Point(x: 5, y: 0))
        #expect(shown(a, at: 0.75).position == Point(x: 10, y: 15))
    }

    @Test func discreteHoldsEachValue() {
        var a = KeyframeAnimation(keyPath: "opacity")
        a.values = [0.1, 0.2, 0.3]
        a.calculationMode = .discrete
        a.duration = 3
        #expect(shown(a, at: 0.5).opacity == 0.1)
        #expect(shown(a, at: 1.5).opacity == 0.2)
        #expect(shown(a, at: 2.9).opacity == 0.3)
        a.keyTimes = [0, 0.5, 0.9, 1]  // one more key time than values, as documented
        #expect(shown(a, at: 1.4).opacity == 0.1)
        #expect(shown(a, at: 1.6).opacity == 0.2)
        #expect(shown(a, at: 2.8).opacity == 0.3)
    }

    @Test func pacedSpreadsTimeByDistance() {
        var a = KeyframeAnimation(keyPath: "position.x")
        a.values = [0.0, 10.0, 40.0]  // distances 10 and 30
        a.keyTimes = [0, 0.9, 1]  // ignored
        a.timingFunctions = [.easeIn, .easeIn]  // ignored
        a.calculationMode = .paced
        a.duration = 4
        for i in 0..<8 {
            let t = Double(i) / 2
            #expect(abs(shown(a, at: t).position.x - 10 * t) < 1e-9)
        }
    }

    @Test func cubicPassesThroughTheKeyFramesSmoothly() {
        var a = KeyframeAnimation(keyPath: "position.y")
        a.values = [0.0, 10.0, 0.0, 10.0]
        a.calculationMode = .cubic
        a.duration = 3
        #expect(abs(shown(a, at: 1).position.y - 10) < 1e-12)
        #expect(abs(shown(a, at: 2).position.y) < 1e-12)
        // Smooth at the key frame: equal slopes either side.
        let h = 1e-5
        let left = (shown(a, at: 1).position.y - shown(a, at: 1 - h).position.y) / h
        let right = (shown(a, at: 1 + h).position.y - shown(a, at: 1).position.y) / h
        #expect(abs(left - right) < 1e-3)
    }

    @Test func cubicPacedSpreadsKeyTimesByDistanceAndStaysSmooth() {
        var a = KeyframeAnimation(keyPath: "position.x")
        a.values = [0.0, 10.0, 40.0]  // key frames reached at fractions 0, 0.25, 1
        a.keyTimes = [0, 0.9, 1]  // ignored
        a.calculationMode = .cubicPaced
        a.duration = 4
        #expect(shown(a, at: 0).position.x == 0)
        #expect(abs(shown(a, at: 1).position.x - 10) < 1e-12)
        #expect(abs(shown(a, at: 3.999999).position.x - 40) < 1e-4)
        let h = 1e-5
        let left = (shown(a, at: 1).position.x - shown(a, at: 1 - h).position.x) / h
        let right = (shown(a, at: 1 + h).position.x - shown(a, at: 1).position.x) / h
        #expect(abs(left - right) / abs(right) < 1e-3)  // no corner, unlike .paced
    }

    /// A path of a line and a curve followed at the curve's own parameter.
    @Test func pathSegmentsAreKeyFramesFollowedByParameter() {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 100, y: 0))
        path.addQuadCurve(to: Point(x: 100, y: 100), controlPoint: Point(x: 200, y: 0))
        path.move(to: Point(x: 7, y: 7))  // a trailing move adds no segment
        var a = KeyframeAnimation(keyPath: "position")
        a.path = path
        a.duration = 2
        #expect(shown(a, at: 0.5).position == Point(x: 50, y: 0))
        let s = 0.3
        let u = 1 - s
        let q = Point(x: 100, y: 0) * (u * u) + Point(x: 200, y: 0) * (2 * u * s) + Point(x: 100, y: 100) * (s * s)
        #expect(shown(a, at: 1 + s).position.distance(to: q) < 1e-9)
    }

    @Test func pacedPathMovesEqualArcLengthsInEqualTimes() {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(
            to: Point(x: 300, y: 0), controlPoint1: Point(x: 0, y: 200), controlPoint2: Point(x: 250, y: -150))
        path.addLine(to: Point(x: 340, y: 120))  // continues the curve's end tangent (1, 3)
        var a = KeyframeAnimation(keyPath: "position")
        a.path = path
        a.calculationMode = .paced
        a.timingFunctions = [.easeIn, .easeIn]  // ignored in paced mode
        a.duration = 1
        // Independent check: chords between frames 1/600 s apart match within the chord-vs-arc
        // error (relative ~ (step · curvature)² / 24, far below 1e-3 here).
        let n = 600
        var chords: [Double] = []
        var previous = shown(a, at: 0).position
        for i in 1..<n {
            let p = shown(a, at: Double(i) / Double(n)).position
            chords.append(p.distance(to: previous))
            previous = p
        }
        let mean = chords.reduce(0, +) / Double(chords.count)
        for c in chords { #expect(abs(c - mean) / mean < 1e-3) }
        // The total matches the measured length.
        #expect(abs(mean * Double(n) - PathMeasure(path).length) / PathMeasure(path).length < 1e-3)
    }

    @Test(arguments: [RotationMode.rotateAuto, .rotateAutoReverse])
    func rotationModeTurnsWithTheTangent(mode: RotationMode) {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(
            to: Point(x: 100, y: 100), controlPoint1: Point(x: 50, y: -40), controlPoint2: Point(x: 140, y: 30))
        var a = KeyframeAnimation(keyPath: "position")
        a.path = path
        a.rotationMode = mode
        a.duration = 1
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            let shownTransform = shown(a, at: min(t, 0.999999)).transform.affine
            let s = min(t, 0.999999)
            // Independent tangent: the cubic's derivative.
            let p0 = Point(x: 0, y: 0)
            let p1 = Point(x: 50, y: -40)
            let p2 = Point(x: 140, y: 30)
            let p3 = Point(x: 100, y: 100)
            let u = 1 - s
            let d = (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * s) + (p3 - p2) * (3 * s * s)
            var angle = atan2(d.y, d.x)
            if mode == .rotateAutoReverse { angle += .pi }
            #expect(shownTransform.distance(to: AffineTransform(rotationAngle: angle)) < 1e-9)
        }
    }

    @Test func layerModelTransformIsKeptUnderTheRotation() {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 0, y: 10))  // straight down: angle π/2
        var model = LayerState()
        model.transform = Transform3D(AffineTransform(scaleX: 2, y: 1))
        var a = KeyframeAnimation(keyPath: "position")
        a.path = path
        a.rotationMode = .rotateAuto
        a.duration = 1
        let expected = AffineTransform(rotationAngle: .pi / 2).concatenating(AffineTransform(scaleX: 2, y: 1))
        #expect(shown(a, over: model, at: 0.5).transform.affine.distance(to: expected) < 1e-12)
    }
}
