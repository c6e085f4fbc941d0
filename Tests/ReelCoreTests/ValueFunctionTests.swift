import Testing

@testable import ReelCore

/// `valueFunction` (CAValueFunction) on transform animations, against Apple's CAValueFunction
/// documentation: rotateZ "rotates by the input value, in radians, around the z axis"; scale
/// and translate take "an [x, y, z] triple"; scaleX/Y and translateX/Y a single value. The
/// function is applied to the interpolated input values, so rotateZ from 0 to 2π turns a full
/// circle. The 3-D functions make `CATransform3DMakeRotation`/`Scale`/`Translation`.
@Suite struct ValueFunctionTests {
    static func transform(_ a: any Animation, at t: Double, model: AffineTransform = .identity) -> AffineTransform {
        var s = LayerState()
        s.transform = Transform3D(model)
        a.apply(to: &s, at: t)
        return s.transform.affine
    }

    static func close(_ a: AffineTransform, _ b: AffineTransform) -> Bool {
        a.distance(to: b) < 1e-9
    }

    @Test func rotateZTurnsAFullCircleThroughTheInputValues() {
        var a = BasicAnimation(keyPath: "transform")
        a.valueFunction = .rotateZ
        a.fromValue = 0.0
        a.toValue = 2 * Double.pi
        a.duration = 1
        for t in [0.25, 0.5, 0.75, 0.9] {
            let expected = AffineTransform(rotationAngle: 2 * .pi * t)
            #expect(Self.close(Self.transform(a, at: t), expected), "t = \(t)")
        }
        // Without the function a whole-transform animation would take the short way round
        // (identity to identity: no turn at all).
    }

    @Test func theFunctionsValueReplacesTheModelTransform() {
        var a = BasicAnimation(keyPath: "transform")
        a.valueFunction = .scaleX
        a.fromValue = 1.0
        a.toValue = 3.0
        a.duration = 1
        let model = AffineTransform(translationX: 7, y: 0)
        #expect(Self.close(Self.transform(a, at: 0.5, model: model), AffineTransform(scaleX: 2, y: 1)))
        a.isAdditive = true
        #expect(
            Self.close(
                Self.transform(a, at: 0.5, model: model), AffineTransform(scaleX: 2, y: 1).concatenating(model)))
    }

    @Test func scaleAndTranslateTakeTriples() {
        var s = BasicAnimation(keyPath: "transform")
        s.valueFunction = .scale
        s.fromValue = [1.0, 1.0, 1.0]
        s.toValue = [3.0, 5.0, 1.0]
        s.duration = 1
        #expect(Self.close(Self.transform(s, at: 0.5), AffineTransform(scaleX: 2, y: 3)))
        var t = BasicAnimation(keyPath: "transform")
        t.valueFunction = .translate
        t.fromValue = [0.0, 0.0, 0.0]
        t.toValue = [10.0, 20.0, 0.0]
        t.duration = 1
        #expect(Self.close(Self.transform(t, at: 0.5), AffineTransform(translationX: 5, y: 10)))
        var x = BasicAnimation(keyPath: "transform")
        x.valueFunction = .translateY
        x.fromValue = 0.0
        x.toValue = 8.0
        x.duration = 1
        #expect(Self.close(Self.transform(x, at: 0.25), AffineTransform(translationX: 0, y: 2)))
        var y = BasicAnimation(keyPath: "transform")
        y.valueFunction = .scaleY
        y.fromValue = 1.0
        y.toValue = 2.0
        y.duration = 1
        #expect(Self.close(Self.transform(y, at: 1, model: .identity), .identity))  // removed after its end
        #expect(Self.close(Self.transform(y, at: 0.5), AffineTransform(scaleX: 1, y: 1.5)))
    }

    @Test func keyframesAndSpringsUseTheFunctionToo() {
        var k = KeyframeAnimation(keyPath: "transform")
        k.valueFunction = .rotateZ
        k.values = [0.0, Double.pi, 2 * Double.pi]
        k.duration = 1
        #expect(Self.close(Self.transform(k, at: 0.75), AffineTransform(rotationAngle: 1.5 * .pi)))
        var s = SpringAnimation(keyPath: "transform")
        s.valueFunction = .translateX
        s.fromValue = 0.0
        s.toValue = 100.0
        s.duration = 5
        let expected = AffineTransform(translationX: 100 * s.fraction(at: 0.3), y: 0)
        #expect(Self.close(Self.transform(s, at: 0.3), expected))
    }

    // Measured on QuartzCore (a public reimplementation's test of its agreement with
    // QuartzCore): the paced modes space a value function's inputs evenly in time, one equal
    // share per segment, instead of by the distance between them.
    @Test func pacedModesSpaceAFunctionsInputsEvenly() {
        var k = KeyframeAnimation(keyPath: "transform")
        k.valueFunction = .rotateZ
        k.values = [0.0, Double.pi / 2, 2 * Double.pi]  // steps π/2 then 3π/2
        k.calculationMode = .paced
        k.duration = 1
        // Evenly: π/4 at a quarter (by distance it would be π/2, the second key frame).
        #expect(Self.close(Self.transform(k, at: 0.25), AffineTransform(rotationAngle: .pi / 4)))
        #expect(Self.close(Self.transform(k, at: 0.75), AffineTransform(rotationAngle: 1.25 * .pi)))
        var cubic = k
        cubic.calculationMode = .cubic
        k.calculationMode = .cubicPaced
        k.keyTimes = [0, 0.1, 1]  // ignored by the paced modes, as ever
        for t in [0.2, 0.6] {
            #expect(Self.close(Self.transform(k, at: t), Self.transform(cubic, at: t)), "t = \(t)")
        }
    }

    @Test func cumulativeRepeatsBuildOnTheInputValue() {
        var a = BasicAnimation(keyPath: "transform")
        a.valueFunction = .rotateZ
        a.byValue = Double.pi / 2
        a.fromValue = 0.0
        a.duration = 1
        a.repeatCount = 4
        a.isCumulative = true
        #expect(Self.close(Self.transform(a, at: 2.5), AffineTransform(rotationAngle: 1.25 * .pi)))
    }

    @Test func threeDimensionalFunctionsMake3DTransforms() throws {
        var a = BasicAnimation(keyPath: "transform")
        a.valueFunction = try ValueFunction(named: "rotateY")
        a.fromValue = 0.0
        a.toValue = Double.pi
        a.duration = 1
        #expect(shown(a, at: 0.5).transform.distance(to: Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)) < 1e-12)
        a.valueFunction = .translateZ
        a.toValue = 10.0
        #expect(shown(a, at: 0.5).transform == Transform3D(translationX: 0, y: 0, z: 5))
        a.valueFunction = .scale
        a.fromValue = [1.0, 1.0, 1.0]
        a.toValue = [3.0, 3.0, 5.0]
        #expect(shown(a, at: 0.5).transform == Transform3D(scaleX: 2, y: 2, z: 3))
        #expect(throws: ValueFunctionError.self) { try ValueFunction(named: "rotateW") }
    }

    @Test func everySupportedNameIsRead() throws {
        for f in ValueFunction.allCases { #expect(try ValueFunction(named: f.rawValue) == f) }
        #expect(throws: ValueFunctionError.self) { try ValueFunction(named: "spin") }
    }
}
