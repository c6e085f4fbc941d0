import Foundation

/// A value that can be blended with another of its type.
///
/// `amount` is not clamped: 0 gives `self`, 1 gives `other`, and values outside 0…1
/// extrapolate (springs and overshooting timing curves rely on it).
public protocol Interpolatable {
    /// The value `amount` of the way from `self` to `other`.
    func interpolated(to other: Self, amount: Double) -> Self
}

// MARK: - Numbers and geometry

extension Double: AnimatableValue {
    public func interpolated(to other: Double, amount: Double) -> Double {
        if amount == 0 { return self }
        if amount == 1 { return other }
        return self + (other - self) * amount
    }
    public func adding(_ other: Double) -> Double { self + other }
    public func subtracting(_ other: Double) -> Double { self - other }
    public func scaled(by factor: Double) -> Double { self * factor }
    public func distance(to other: Double) -> Double { abs(other - self) }
}

/// Integers are accepted where a `Double` is expected (`animation.toValue = 1`, as ports of
/// `@(1)` or `toValue = 1` write it): `castAnimatable` converts them.
extension Int: AnimatableValue {
    public func interpolated(to other: Int, amount: Double) -> Int {
        Int((Double(self) + Double(other - self) * amount).rounded())
    }
    public func adding(_ other: Int) -> Int { self &+ other }
    public func subtracting(_ other: Int) -> Int { self &- other }
    public func scaled(by factor: Double) -> Int { Int((Double(self) * factor).rounded()) }
    public func distance(to other: Int) -> Double { abs(Double(other) - Double(self)) }
}

/// `value` as a `V`, converting an `Int` to `Double` (or `Double?`) when `V` wants one; nil
/// when the types do not fit.
func castAnimatable<V: AnimatableValue>(_ value: any AnimatableValue, to type: V.Type = V.self) -> V? {
    if let v = value as? V { return v }
    if let i = value as? Int { return Double(i) as? V }
    if let a = value as? AffineTransform { return Transform3D(a) as? V }  // `transform` values written in 2-D
    return nil
}

extension Point: AnimatableValue {
    public func interpolated(to other: Point, amount: Double) -> Point {
        Point(x: x.interpolated(to: other.x, amount: amount), y: y.interpolated(to: other.y, amount: amount))
    }
    public func adding(_ other: Point) -> Point { self + other }
    public func subtracting(_ other: Point) -> Point { self - other }
    public func scaled(by factor: Double) -> Point { self * factor }
}

extension Size: AnimatableValue {
    public func interpolated(to other: Size, amount: Double) -> Size {
        Size(
            width: width.interpolated(to: other.width, amount: amount),
            height: height.interpolated(to: other.height, amount: amount))
    }
    public func adding(_ other: Size) -> Size { Size(width: width + other.width, height: height + other.height) }
    public func subtracting(_ other: Size) -> Size { Size(width: width - other.width, height: height - other.height) }
    public func scaled(by factor: Double) -> Size { Size(width: width * factor, height: height * factor) }
    public func distance(to other: Size) -> Double { hypot(other.width - width, other.height - height) }
}

extension Rect: AnimatableValue {
    public func interpolated(to other: Rect, amount: Double) -> Rect {
        Rect(
            origin: origin.interpolated(to: other.origin, amount: amount),
            size: size.interpolated(to: other.size, amount: amount))
    }
    public func adding(_ other: Rect) -> Rect {
        Rect(origin: origin + other.origin, size: size.adding(other.size))
    }
    public func subtracting(_ other: Rect) -> Rect {
        Rect(origin: origin - other.origin, size: size.subtracting(other.size))
    }
    public func scaled(by factor: Double) -> Rect { Rect(origin: origin * factor, size: size.scaled(by: factor)) }
    public func distance(to other: Rect) -> Double {
        (origin.distance(to: other.origin) * origin.distance(to: other.origin)
            + size.distance(to: other.size) * size.distance(to: other.size)).squareRoot()
    }
}

extension Color: AnimatableValue {
    /// Component-wise in straight sRGB, as Core Animation blends colours.
    public func interpolated(to other: Color, amount: Double) -> Color {
        Color(
            red: red.interpolated(to: other.red, amount: amount),
            green: green.interpolated(to: other.green, amount: amount),
            blue: blue.interpolated(to: other.blue, amount: amount),
            alpha: alpha.interpolated(to: other.alpha, amount: amount))
    }
    public func adding(_ other: Color) -> Color {
        Color(red: red + other.red, green: green + other.green, blue: blue + other.blue, alpha: alpha + other.alpha)
    }
    public func subtracting(_ other: Color) -> Color {
        Color(red: red - other.red, green: green - other.green, blue: blue - other.blue, alpha: alpha - other.alpha)
    }
    public func scaled(by f: Double) -> Color {
        Color(red: red * f, green: green * f, blue: blue * f, alpha: alpha * f)
    }
    public func distance(to o: Color) -> Double {
        let dr = o.red - red
        let dg = o.green - green
        let db = o.blue - blue
        let da = o.alpha - alpha
        return (dr * dr + dg * dg + db * db + da * da).squareRoot()
    }
}

extension AffineTransform: AnimatableValue {
    /// Blends the decomposed parts (translation, rotation, scale, shear), so a rotation turns
    /// rather than shears; the rotation takes the shorter way round (at most half a turn), as
    /// Core Animation does for whole transforms. Animate `transform.rotation.z` for more.
    public func interpolated(to other: AffineTransform, amount: Double) -> AffineTransform {
        if amount == 0 { return self }
        if amount == 1 { return other }
        let p = Decomposition(self)
        let q = Decomposition(other)
        var qAngle = q.angle
        while qAngle - p.angle > .pi { qAngle -= 2 * .pi }
        while qAngle - p.angle < -.pi { qAngle += 2 * .pi }
        return Decomposition(
            translation: p.translation.interpolated(to: q.translation, amount: amount),
            angle: p.angle.interpolated(to: qAngle, amount: amount),
            scaleX: p.scaleX.interpolated(to: q.scaleX, amount: amount),
            scaleY: p.scaleY.interpolated(to: q.scaleY, amount: amount),
            shear: p.shear.interpolated(to: q.shear, amount: amount)
        ).transform
    }
    /// `other` applied first, then `self` (Core Animation concatenates additive transforms).
    public func adding(_ other: AffineTransform) -> AffineTransform { other.concatenating(self) }
    public func subtracting(_ other: AffineTransform) -> AffineTransform {
        other.inverted().concatenating(self)
    }
    /// Scales the decomposed parts: translation, angle and shear times `factor`, scales to the
    /// power `factor`.
    public func scaled(by factor: Double) -> AffineTransform {
        let p = Decomposition(self)
        return Decomposition(
            translation: p.translation * factor, angle: p.angle * factor,
            scaleX: p.scaleX.signPreservingPower(factor), scaleY: p.scaleY.signPreservingPower(factor),
            shear: p.shear * factor
        ).transform
    }
    public func distance(to o: AffineTransform) -> Double {
        let d = [o.a - a, o.b - b, o.c - c, o.d - d, o.tx - tx, o.ty - ty]
        return d.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }

    /// An affine transform as `scale+shear · rotation · translation` (row vectors):
    /// `[[sx, 0], [k·sy, sy]] · R(angle)`, then the translation. `sy` carries the sign of the
    /// determinant, so reflections round-trip.
    public struct Decomposition: Hashable, Sendable {
        public var translation: Point
        public var angle: Double
        public var scaleX: Double
        public var scaleY: Double
        public var shear: Double

        public init(translation: Point, angle: Double, scaleX: Double, scaleY: Double, shear: Double) {
            self.translation = translation
            self.angle = angle
            self.scaleX = scaleX
            self.scaleY = scaleY
            self.shear = shear
        }

        public init(_ t: AffineTransform) {
            translation = Point(x: t.tx, y: t.ty)
            let sx = (t.a * t.a + t.b * t.b).squareRoot()
            guard sx > 0 else {
                angle = 0
                scaleX = 0
                scaleY = t.d
                shear = 0
                return
            }
            let ux = t.a / sx
            let uy = t.b / sx
            let dot = t.c * ux + t.d * uy
            let sy = t.determinant / sx
            angle = atan2(t.b, t.a)
            scaleX = sx
            scaleY = sy
            shear = sy != 0 ? dot / sy : 0
        }

        /// The transform these parts make.
        public var transform: AffineTransform {
            let co = cos(angle)
            let s = sin(angle)
            // rows: r1 = sx·(co, s); r2 = sy·((−s, co) + k·(co, s))
            return AffineTransform(
                a: scaleX * co, b: scaleX * s,
                c: scaleY * (-s + shear * co), d: scaleY * (co + shear * s),
                tx: translation.x, ty: translation.y)
        }
    }
}

extension Double {
    fileprivate func signPreservingPower(_ p: Double) -> Double {
        self < 0 ? -Foundation.pow(-self, p) : Foundation.pow(self, p)
    }
}

extension BezierPath: AnimatableValue {
    /// Point-by-point when both paths have the same element structure (same kinds in the same
    /// order), as Core Animation morphs paths; otherwise discrete (switches half-way).
    public func interpolated(to other: BezierPath, amount: Double) -> BezierPath {
        if amount == 0 { return self }
        if amount == 1 { return other }
        guard let pairs = matchedPoints(with: other) else { return amount >= 0.5 ? other : self }
        var out = other
        out.setPoints(pairs.map { $0.0.interpolated(to: $0.1, amount: amount) })
        return out
    }
    public func adding(_ other: BezierPath) -> BezierPath {
        guard let pairs = matchedPoints(with: other) else { return other }
        var out = self
        out.setPoints(pairs.map { $0.0 + $0.1 })
        return out
    }
    public func subtracting(_ other: BezierPath) -> BezierPath {
        guard let pairs = matchedPoints(with: other) else { return self }
        var out = self
        out.setPoints(pairs.map { $0.0 - $0.1 })
        return out
    }
    public func scaled(by factor: Double) -> BezierPath {
        var out = self
        out.setPoints(out.allPoints.map { $0 * factor })
        return out
    }
    public func distance(to other: BezierPath) -> Double {
        guard let pairs = matchedPoints(with: other) else { return self == other ? 0 : 1 }
        return pairs.reduce(0) { max($0, $1.0.distance(to: $1.1)) }
    }

    /// Every point of every element, in order (end point, then control points).
    var allPoints: [Point] {
        elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): return [p]
            case .quadCurve(let p, let c): return [p, c]
            case .curve(let p, let c1, let c2): return [p, c1, c2]
            case .close: return []
            }
        }
    }

    /// Replaces the points in `allPoints` order.
    mutating func setPoints(_ points: [Point]) {
        var i = 0
        func next() -> Point {
            defer { i += 1 }
            return points[i]
        }
        self = BezierPath(
            elements: elements.map { element in
                switch element {
                case .move: return .move(to: next())
                case .line: return .line(to: next())
                case .quadCurve:
                    let p = next()
                    return .quadCurve(to: p, control: next())
                case .curve:
                    let p = next()
                    let c1 = next()
                    return .curve(to: p, control1: c1, control2: next())
                case .close: return .close
                }
            })
    }

    private func matchedPoints(with other: BezierPath) -> [(Point, Point)]? {
        guard elements.count == other.elements.count else { return nil }
        for (e1, e2) in zip(elements, other.elements) {
            switch (e1, e2) {
            case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.close, .close): continue
            default: return nil
            }
        }
        return Array(zip(allPoints, other.allPoints))
    }
}

// MARK: - Discrete values

extension Bool: DiscreteAnimatableValue {}
extension String: DiscreteAnimatableValue {}
extension Image: DiscreteAnimatableValue {}

/// Arrays (`lineDashPattern`, a gradient's `colors` and `locations`) blend, add and scale
/// element by element when both have the same count, as CAShapeLayer animates dash patterns
/// and CAGradientLayer its colours and locations; arrays of different counts are discrete
/// (switch half-way; adding replaces).
extension Array: Interpolatable, AnimatableValue where Element: AnimatableValue {
    public func interpolated(to other: [Element], amount: Double) -> [Element] {
        guard count == other.count else { return amount >= 0.5 ? other : self }
        return zip(self, other).map { $0.interpolated(to: $1, amount: amount) }
    }
    public func adding(_ other: [Element]) -> [Element] {
        count == other.count ? zip(self, other).map { $0.adding($1) } : other
    }
    public func subtracting(_ other: [Element]) -> [Element] {
        count == other.count ? zip(self, other).map { $0.subtracting($1) } : self
    }
    public func scaled(by factor: Double) -> [Element] { map { $0.scaled(by: factor) } }
    public func distance(to other: [Element]) -> Double {
        guard count == other.count else { return self == other ? 0 : 1 }
        return zip(self, other).reduce(0) { $0 + $1.0.distance(to: $1.1) * $1.0.distance(to: $1.1) }.squareRoot()
    }
}
extension LayerKind: DiscreteAnimatableValue {}
extension ContentsGravity: DiscreteAnimatableValue {}
extension LineCap: DiscreteAnimatableValue {}
extension LineJoin: DiscreteAnimatableValue {}
extension FillRule: DiscreteAnimatableValue {}
extension TextAlignment: DiscreteAnimatableValue {}
extension TextTruncation: DiscreteAnimatableValue {}
extension GradientType: DiscreteAnimatableValue {}

/// An optional value blends its wrapped values when both are present; a change between nil
/// and a value is discrete.
extension Optional: Interpolatable, AnimatableValue where Wrapped: AnimatableValue {
    public func interpolated(to other: Wrapped?, amount: Double) -> Wrapped? {
        if let a = self, let b = other { return a.interpolated(to: b, amount: amount) }
        return amount >= 0.5 ? other : self
    }
    public func adding(_ other: Wrapped?) -> Wrapped? {
        if let a = self, let b = other { return a.adding(b) }
        return other
    }
    public func subtracting(_ other: Wrapped?) -> Wrapped? {
        if let a = self, let b = other { return a.subtracting(b) }
        return self
    }
    public func scaled(by factor: Double) -> Wrapped? { self.map { $0.scaled(by: factor) } }
    public func distance(to other: Wrapped?) -> Double {
        if let a = self, let b = other { return a.distance(to: b) }
        return self == nil && other == nil ? 0 : 1
    }
}
