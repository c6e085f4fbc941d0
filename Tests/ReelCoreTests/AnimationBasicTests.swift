import Testing

@testable import ReelCore

/// Applies `animation` to `model` at time `t` (begin time 0).
func shown(_ animation: any Animation, over model: LayerState = LayerState(), at t: Double) -> LayerState {
    var state = model
    animation.apply(to: &state, at: t)
    return state
}

@Suite struct AnimationBasicTests {
    struct Combo: Sendable, CustomStringConvertible {
        var from: Double?, to: Double?, by: Double?
        var start: Double, end: Double
        var description: String {
            "from \(String(describing: from)) to \(String(describing: to)) by \(String(describing: by))"
        }
    }

    // Underlying (model) opacity 0.2.
    @Test(arguments: [
        Combo(from: 0.4, to: 0.8, by: nil, start: 0.4, end: 0.8),
        Combo(from: 0.4, to: 0.8, by: 5, start: 0.4, end: 0.8),
        Combo(from: 0.4, to: nil, by: 0.1, start: 0.4, end: 0.5),
        Combo(from: nil, to: 0.8, by: 0.1, start: 0.7, end: 0.8),
        Combo(from: 0.4, to: nil, by: nil, start: 0.4, end: 0.2),
        Combo(from: nil, to: 0.8, by: nil, start: 0.2, end: 0.8),
        Combo(from: nil, to: nil, by: 0.3, start: 0.2, end: 0.5),
        Combo(from: nil, to: nil, by: nil, start: 0.2, end: 0.2),
    ])
    func fromToByRules(c: Combo) {
        var model = LayerState()
        model.opacity = 0.2
        var a = BasicAnimation(keyPath: "opacity")
        a.fromValue = c.from
        a.toValue = c.to
        a.byValue = c.by
        a.duration = 1
        #expect(abs(shown(a, over: model, at: 0).opacity - c.start) < 1e-12)
        #expect(abs(shown(a, over: model, at: 0.5).opacity - (c.start + c.end) / 2) < 1e-12)
        #expect(abs(shown(a, over: model, at: 0.999999999).opacity - c.end) < 1e-6)
        #expect(shown(a, over: model, at: 1).opacity == 0.2)  // removed fill: the model shows
    }

    @Test func wrongValueTypeIsIgnored() {
        var a = BasicAnimation(keyPath: "opacity")
        a.toValue = Point(x: 1, y: 1)
        a.duration = 1
        #expect(shown(a, at: 0.5).opacity == 1)
        var unknown = BasicAnimation(keyPath: "noSuchProperty")
        unknown.toValue = 3.0
        unknown.duration = 1
        #expect(shown(unknown, at: 0.5) == LayerState())
    }

    @Test func colorsAnimateIntoOptionalAndPlainColorProperties() {
        var model = LayerState()
        model.backgroundColor = nil
        var background = BasicAnimation(keyPath: "backgroundColor")
        background.fromValue = Color.red  // a plain Color into a Color? property
        background.toValue = Color.blue
        background.duration = 1
        #expect(shown(background, over: model, at: 0.5).backgroundColor == Color(red: 0.5, green: 0, blue: 0.5))
        var border = BasicAnimation(keyPath: "borderColor")
        border.toValue = Optional(Color.white)  // an optional into a plain Color property
        border.duration = 1
        #expect(shown(border, over: model, at: 0.5).borderColor == Color(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func integerLiteralsWorkForDoubleProperties() {
        var a = BasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0
        a.toValue = 1
        a.duration = 1
        var model = LayerState(kind: .shape)
        model.strokeEnd = 0.3
        #expect(shown(a, over: model, at: 0.25).strokeEnd == 0.25)
        var k = KeyframeAnimation(keyPath: "opacity")
        k.values = [0, 0.5, 1]
        k.duration = 1
        #expect(shown(k, at: 0.75).opacity == 0.75)
    }

    @Test func typedKeyPathsKeepTheStringForm() {
        #expect(BasicAnimation(keyPath: \.position).keyPath == "position")
        #expect(BasicAnimation(keyPath: \.isHidden).keyPath == "hidden")
        #expect(KeyframeAnimation(keyPath: \.strokeEnd).keyPath == "strokeEnd")
        #expect(LayerProperty.named("isHidden")?.name == "hidden")
    }

    @Test func additiveAddsToTheModel() {
        var model = LayerState()
        model.position = Point(x: 100, y: 50)
        var a = BasicAnimation(keyPath: "position")
        a.fromValue = Point(x: 0, y: 0)
        a.toValue = Point(x: 10, y: -20)
        a.isAdditive = true
        a.duration = 1
        #expect(shown(a, over: model, at: 0.5).position == Point(x: 105, y: 40))
    }

    @Test func cumulativeBuildsOnEachCycle() {
        var a = BasicAnimation(keyPath: "transform.rotation.z")
        a.fromValue = 0.0
        a.toValue = Double.pi / 2
        a.duration = 1
        a.repeatCount = 3
        a.isCumulative = true
        let angle = AffineTransform.Decomposition(shown(a, at: 1.5).transform.affine).angle
        #expect(abs(angle - 0.75 * .pi) < 1e-12)  // π/2 from cycle 1 plus π/4
        var position = BasicAnimation(keyPath: "position.x")
        position.fromValue = 5.0
        position.toValue = 10.0
        position.duration = 1
        position.repeatCount = 3
        position.isCumulative = true
        #expect(shown(position, at: 2.5).position.x == 27.5)  // 2 · 10 + 7.5
    }

    @Test func subKeyPaths() {
        var model = LayerState()
        model.position = Point(x: 3, y: 4)
        model.transform = Transform3D(AffineTransform(scaleX: 2, y: 2))
        var x = BasicAnimation(keyPath: "position.x")
        x.toValue = 13.0
        x.duration = 1
        #expect(shown(x, over: model, at: 0.5).position == Point(x: 8, y: 4))
        var turn = BasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0.0
        turn.toValue = 2 * Double.pi
        turn.duration = 1
        let t = shown(turn, over: model, at: 0.75).transform.affine
        let expected = AffineTransform(rotationAngle: 1.5 * .pi).concatenating(AffineTransform(scaleX: 2, y: 2))
        #expect(t.distance(to: expected) < 1e-12)
        var scale = BasicAnimation(keyPath: "transform.scale")
        scale.toValue = 4.0
        scale.duration = 1
        #expect(
            shown(scale, over: model, at: 0.5).transform.affine.distance(to: AffineTransform(scaleX: 3, y: 3)) < 1e-12)
    }

    @Test func transformsInterpolateByDecomposition() {
        let a = AffineTransform.identity
        let b = AffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
        let mid = a.interpolated(to: b, amount: 0.5)
        // A rotation half-way turns by π/4 and keeps its scale (no shear, determinant 1).
        let d = AffineTransform.Decomposition(mid)
        #expect(abs(d.angle - .pi / 4) < 1e-12)
        #expect(abs(mid.determinant - 1) < 1e-12)
        #expect(abs(d.shear) < 1e-12)
        let shearFree = AffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: -3)
        #expect(AffineTransform.Decomposition(shearFree).transform.distance(to: shearFree) < 1e-12)
    }

    @Test func pathsMorphWhenStructureMatches() {
        var a = BezierPath()
        var b = BezierPath()
        a.move(to: Point(x: 0, y: 0))
        a.addLine(to: Point(x: 10, y: 0))
        b.move(to: Point(x: 0, y: 10))
        b.addLine(to: Point(x: 20, y: 10))
        let mid = a.interpolated(to: b, amount: 0.5)
        #expect(mid.elements == [.move(to: Point(x: 0, y: 5)), .line(to: Point(x: 15, y: 5))])
        var c = b
        c.close()
        #expect(a.interpolated(to: c, amount: 0.4) == a)  // discrete
        #expect(a.interpolated(to: c, amount: 0.6) == c)
    }

    @Test func discreteValuesSwitchHalfWay() {
        var a = BasicAnimation(keyPath: "hidden")
        a.fromValue = false
        a.toValue = true
        a.duration = 1
        #expect(shown(a, at: 0.49).isHidden == false)
        #expect(shown(a, at: 0.5).isHidden == true)
        #expect(Color.red.interpolated(to: .blue, amount: 0.25) == Color(red: 0.75, green: 0, blue: 0.25))
    }

    @Test func laterAnimationsComposeOverEarlierOnes() {
        let layer = Layer()
        layer.opacity = 1
        var a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 0.0
        a.toValue = 1.0
        a.duration = 1
        var b = BasicAnimation(keyPath: "opacity")
        b.toValue = 0.0
        b.duration = 1  // from the underlying value (a's) to 0
        layer.add(a, forKey: "a")
        layer.add(b, forKey: "b")
        // At t = 0 (no stage) a shows 0 and b starts from it.
        #expect(layer.presentation()?.opacity == 0)
        var add = BasicAnimation(keyPath: "opacity")
        add.fromValue = 0.25
        add.toValue = 0.25
        add.isAdditive = true
        add.duration = 1
        layer.add(add, forKey: "add")
        #expect(layer.presentation()?.opacity == 0.25)
        #expect(layer.animationKeys() == ["a", "b", "add"])
        // Replacing a key puts the new animation on top; the model is untouched.
        var c = BasicAnimation(keyPath: "opacity")
        c.fromValue = 0.5
        c.toValue = 0.5
        c.duration = 1
        layer.add(c, forKey: "a")
        #expect(layer.animationKeys() == ["b", "add", "a"])
        #expect(layer.presentation()?.opacity == 0.5)
        #expect(layer.opacity == 1)
        layer.removeAnimation(forKey: "a")
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.opacity == 1)
    }

    @Test func removalReportsUnfinishedWithoutAStage() {
        let layer = Layer()
        final class Box: @unchecked Sendable { var finished: [Bool] = [] }
        let box = Box()
        var a = BasicAnimation(keyPath: "opacity")
        a.toValue = 0.0
        a.completion = { box.finished.append($0) }
        layer.add(a, forKey: "fade")
        #expect(layer.animation(forKey: "fade")?.duration == 0.25)  // the transaction default
        layer.removeAnimation(forKey: "fade")
        #expect(box.finished == [false])
    }
}
