import Testing

@testable import ReelCore

/// `isAdditive` and `isCumulative` on every animatable value type, against Apple's
/// CAPropertyAnimation documentation:
/// - isAdditive: "the value specified by the animation will be added to the current render
///   tree value to produce the new render tree value. The addition function is type-dependent,
///   e.g. for affine transforms the two matrices are concatenated."
/// - isCumulative: "the value of the property is the value at the end of the previous repeat
///   cycle, plus the value of the current repeat cycle."
/// - Order: a layer's animations are applied in the order they were added over the model value
///   ("the current render tree value" an additive animation adds to is what the animations
///   below it made), so a later replacing animation hides an earlier additive one.
@Suite struct AdditiveCumulativeTests {
    /// A state with a value of every kind set.
    static var model: LayerState {
        var s = LayerState(kind: .shape)
        s.opacity = 0.25
        s.position = Point(x: 10, y: 20)
        s.bounds = Rect(x: 1, y: 2, width: 30, height: 40)
        s.shadowOffset = Size(width: 3, height: 4)
        s.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        s.transform = Transform3D(AffineTransform(translationX: 5, y: 0))
        s.path = BezierPath(elements: [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0))])
        s.lineDashPattern = [4, 2]
        return s
    }

    struct Case: Sendable, CustomStringConvertible {
        var keyPath: String
        /// The animated value (from and to are equal, so every instant shows it).
        var value: any AnimatableValue & Sendable
        /// model + value, by the type's addition.
        var sum: any AnimatableValue & Sendable
        /// end + end + value: the third cycle of a cumulative animation.
        var third: any AnimatableValue & Sendable
        var description: String { keyPath }
    }

    static let cases: [Case] = [
        Case(keyPath: "opacity", value: 0.5, sum: 0.75, third: 1.5),
        Case(keyPath: "position", value: Point(x: 1, y: 2), sum: Point(x: 11, y: 22), third: Point(x: 3, y: 6)),
        Case(
            keyPath: "shadowOffset", value: Size(width: 1, height: 1), sum: Size(width: 4, height: 5),
            third: Size(width: 3, height: 3)),
        Case(
            keyPath: "bounds", value: Rect(x: 1, y: 1, width: 2, height: 2),
            sum: Rect(x: 2, y: 3, width: 32, height: 42),
            third: Rect(x: 3, y: 3, width: 6, height: 6)),
        Case(
            keyPath: "backgroundColor", value: Color(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.1) as Color?,
            sum: Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 0.5) as Color?,
            third: Color(red: 0.3, green: 0.3, blue: 0.3, alpha: 0.3) as Color?),
        // Transforms concatenate: the animated one first, then the underlying one.
        Case(
            keyPath: "transform", value: Transform3D(AffineTransform(scaleX: 2, y: 2)),
            sum: Transform3D(AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 5, y: 0))),
            third: Transform3D(AffineTransform(scaleX: 8, y: 8))),
        Case(
            keyPath: "path",
            value: BezierPath(elements: [.move(to: Point(x: 1, y: 1)), .line(to: Point(x: 1, y: 1))]) as BezierPath?,
            sum: BezierPath(elements: [.move(to: Point(x: 1, y: 1)), .line(to: Point(x: 11, y: 1))]) as BezierPath?,
            third: BezierPath(elements: [.move(to: Point(x: 3, y: 3)), .line(to: Point(x: 3, y: 3))]) as BezierPath?),
        // Dash patterns add element by element (same count), as CAShapeLayer animates them.
        Case(
            keyPath: "lineDashPattern", value: [1.0, 1.0] as [Double]?, sum: [5.0, 3.0] as [Double]?,
            third: [3.0, 3.0] as [Double]?),
    ]

    static func constant(_ c: Case) -> BasicAnimation {
        var a = BasicAnimation(keyPath: c.keyPath)
        a.fromValue = c.value
        a.toValue = c.value
        a.duration = 1
        return a
    }

    static func value(_ state: LayerState, _ keyPath: String) -> any AnimatableValue {
        LayerProperty.named(keyPath)!.value(in: state)
    }

    static func close(_ a: any AnimatableValue, _ b: any AnimatableValue) -> Bool {
        func open<V: AnimatableValue>(_ x: V) -> Bool {
            guard let y = b as? V else { return false }
            return x.distance(to: y) < 1e-9
        }
        return open(a)
    }

    @Test(arguments: cases)
    func additiveAddsToTheRenderTreeValue(c: Case) {
        var a = Self.constant(c)
        a.isAdditive = true
        let v = Self.value(shown(a, over: Self.model, at: 0.5), c.keyPath)
        #expect(Self.close(v, c.sum), "\(v)")
        // The same through a keyframe animation and a spring.
        var k = KeyframeAnimation(keyPath: c.keyPath)
        k.values = [c.value, c.value]
        k.duration = 1
        k.isAdditive = true
        #expect(Self.close(Self.value(shown(k, over: Self.model, at: 0.5), c.keyPath), c.sum))
        var s = SpringAnimation(keyPath: c.keyPath)
        s.fromValue = c.value
        s.toValue = c.value
        s.duration = 1
        s.isAdditive = true
        #expect(Self.close(Self.value(shown(s, over: Self.model, at: 0.5), c.keyPath), c.sum))
    }

    @Test(arguments: cases)
    func cumulativeBuildsOnEachCyclesEnd(c: Case) {
        var a = Self.constant(c)
        a.isCumulative = true
        a.repeatCount = 3
        // Third cycle: two cycle ends plus the current value.
        let v = Self.value(shown(a, over: Self.model, at: 2.5), c.keyPath)
        #expect(Self.close(v, c.third), "\(v)")
        var k = KeyframeAnimation(keyPath: c.keyPath)
        k.values = [c.value, c.value]
        k.duration = 1
        k.repeatCount = 3
        k.isCumulative = true
        #expect(Self.close(Self.value(shown(k, over: Self.model, at: 2.5), c.keyPath), c.third))
        var s = SpringAnimation(keyPath: c.keyPath)
        s.fromValue = c.value
        s.toValue = c.value
        s.duration = 1
        s.repeatCount = 3
        s.isCumulative = true
        #expect(Self.close(Self.value(shown(s, over: Self.model, at: 2.5), c.keyPath), c.third))
    }

    @Test(arguments: cases)
    func orderDecidesBetweenAdditiveAndReplacing(c: Case) {
        var additive = Self.constant(c)
        additive.isAdditive = true
        var replacing = BasicAnimation(keyPath: c.keyPath)
        replacing.fromValue = LayerProperty.named(c.keyPath)!.value(in: Self.model)
        replacing.toValue = replacing.fromValue
        replacing.duration = 1
        func attached(_ list: [any Animation]) -> [AttachedAnimation] {
            list.enumerated().map { AttachedAnimation(id: $0, key: nil, animation: $1) }
        }
        // Replacing first, then additive: the additive one adds to what the replacing one shows.
        let over = Presentation.state(model: Self.model, animations: attached([replacing, additive]), at: 0.5)
        #expect(Self.close(Self.value(over, c.keyPath), c.sum))
        // Additive first, then replacing: the replacing one hides it.
        let under = Presentation.state(model: Self.model, animations: attached([additive, replacing]), at: 0.5)
        #expect(Self.close(Self.value(under, c.keyPath), Self.value(Self.model, c.keyPath)))
    }

    @Test func dashPatternsInterpolateElementByElement() {
        var a = BasicAnimation(keyPath: "lineDashPattern")
        a.fromValue = [2.0, 4.0] as [Double]?
        a.toValue = [6.0, 8.0] as [Double]?
        a.duration = 1
        #expect(shown(a, over: Self.model, at: 0.5).lineDashPattern == [4, 6])
        // Different counts cannot blend: they switch half-way, as other discrete values.
        a.toValue = [6.0] as [Double]?
        #expect(shown(a, over: Self.model, at: 0.25).lineDashPattern == [2, 4])
        #expect(shown(a, over: Self.model, at: 0.75).lineDashPattern == [6])
    }

    @Test func discreteValuesReplaceEvenWhenAdditive() {
        // Bool, String and the enums have no addition: an additive animation shows its value.
        var a = BasicAnimation(keyPath: "hidden")
        a.fromValue = true
        a.toValue = true
        a.duration = 1
        a.isAdditive = true
        #expect(shown(a, at: 0.5).isHidden)
    }
}
