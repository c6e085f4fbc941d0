/// A cubic Bézier timing curve from (0, 0) to (1, 1), like `CAMediaTimingFunction`.
///
/// The curve maps an animation's linear progress `x` (fraction of its simple duration) to the
/// eased progress `y`. The named curves use Core Animation's exact control points:
///
/// | name            | c1          | c2          |
/// |-----------------|-------------|-------------|
/// | `linear`        | (0, 0)      | (1, 1)      |
/// | `easeIn`        | (0.42, 0)   | (1, 1)      |
/// | `easeOut`       | (0, 0)      | (0.58, 1)   |
/// | `easeInEaseOut` | (0.42, 0)   | (0.58, 1)   |
/// | `default`       | (0.25, 0.1) | (0.25, 1)   |
///
/// `value(at:)` solves `x(s) = x` for the curve parameter `s` with Newton's method and falls back
/// to bisection when Newton stalls (as WebKit's `UnitBezier` does), to an absolute error in `x`
/// of 1e-12; the returned `y(s)` is then within 1e-7 of the exact value for every `x` in [0, 1]
/// (checked against 50-digit reference solutions in the tests).
public struct TimingFunction: Hashable, Sendable, CustomStringConvertible {
    /// The first control point's coordinates.
    public var c1x: Double, c1y: Double
    /// The second control point's coordinates.
    public var c2x: Double, c2y: Double

    /// A curve with custom control points, like `CAMediaTimingFunction(controlPoints:::)`.
    ///
    /// The x coordinates are clamped to [0, 1] so that the curve is a function of x, as Core
    /// Animation requires; y coordinates may leave [0, 1] (overshooting curves).
    public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.c1x = min(max(c1x, 0), 1)
        self.c1y = c1y
        self.c2x = min(max(c2x, 0), 1)
        self.c2y = c2y
    }

    /// The identity curve: `y = x`.
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// Starts slowly: cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Ends slowly: cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Starts and ends slowly: cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// Core Animation's default curve for implicit animations: cubic-bezier(0.25, 0.1, 0.25, 1).
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The named curves by Core Animation's names (`kCAMediaTimingFunction…` without prefix).
    public static let named: [String: TimingFunction] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
        "easeInEaseOut": .easeInEaseOut, "default": .default,
    ]

    /// The curve's name when it is one of the named curves, else nil.
    public var name: String? {
        for key in ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"] where Self.named[key] == self {
            return key
        }
        return nil
    }

    public var description: String {
        name ?? "cubic-bezier(\(c1x), \(c1y), \(c2x), \(c2y))"
    }

    /// The control point at `index` (0: start, 1 and 2: the two controls, 3: end), like
    /// `getControlPoint(at:values:)`.
    public func controlPoint(at index: Int) -> Point {
        switch index {
        case 1: return Point(x: c1x, y: c1y)
        case 2: return Point(x: c2x, y: c2y)
        case 3: return Point(x: 1, y: 1)
        default: return .zero
        }
    }

    // MARK: - Evaluating

    /// The eased progress for linear progress `x`.
    ///
    /// Inputs outside [0, 1] are clamped (animations only ask inside). `linear` returns `x`
    /// exactly.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if c1x == c1y && c2x == c2y { return x }  // a straight line: y = x
        return sampleY(solveParameter(forX: x))
    }

    // Polynomial coefficients, in Horner form: x(s) = ((ax·s + bx)·s + cx)·s.
    private var cx: Double { 3 * c1x }
    private var bx: Double { 3 * (c2x - c1x) - cx }
    private var ax: Double { 1 - cx - bx }
    private var cy: Double { 3 * c1y }
    private var by: Double { 3 * (c2y - c1y) - cy }
    private var ay: Double { 1 - cy - by }

    func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    func sampleDerivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The curve parameter `s` with `x(s) = x`: Newton's method from `s = x`, then bisection on
    /// [0, 1] (x(s) is monotone there because the control x coordinates lie in [0, 1]).
    func solveParameter(forX x: Double) -> Double {
        let epsilon = 1e-12
        var s = x
        for _ in 0..<8 {
            let error = sampleX(s) - x
            if abs(error) < epsilon { return s }
            let slope = sampleDerivativeX(s)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0
        var hi = 1.0
        s = x
        for _ in 0..<100 {
            let value = sampleX(s)
            if abs(value - x) < epsilon { return s }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
            if hi - lo < 1e-16 { break }
        }
        return s
    }
}
