import ReelCore

/// The kind of a timing curve, like `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0
    case cubic = 1
    case spring = 2
    case composed = 3
}

/// An object that gives an animator its timing, like `UITimingCurveProvider`.
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UIView {
    /// The built-in curves, like `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        /// Core Animation's timing function of the curve.
        var timingFunction: TimingFunction {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}

/// A cubic Bézier timing curve, like `UICubicTimingParameters`: from (0, 0) to (1, 1) through
/// `controlPoint1` and `controlPoint2` (`CAMediaTimingFunction(controlPoints:)`). Archived with a
/// keyed archiver, it comes back equal (UITimingParameters+Coding.swift).
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, NSSecureCoding {
    private let curve: UIView.AnimationCurve
    private let points: (CGPoint, CGPoint)

    /// The built-in curve these parameters are (`.easeInOut` for custom control points, as in UIKit).
    open var animationCurve: UIView.AnimationCurve { curve }
    open var controlPoint1: CGPoint { points.0 }
    open var controlPoint2: CGPoint { points.1 }

    /// Ease in and out.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    public init(animationCurve curve: UIView.AnimationCurve) {
        self.curve = curve
        let function = curve.timingFunction
        points = (CGPoint(x: function.c1x, y: function.c1y), CGPoint(x: function.c2x, y: function.c2y))
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        curve = .easeInOut
        points = (point1, point2)
        super.init()
    }

    /// Parameters that `encode(with:)` archived; nil from a coder that is not keyed or holds none.
    public required init?(coder: NSCoder) {
        guard let decoded = Self.decodeCubic(from: coder) else { return nil }
        (curve, points) = decoded
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation's timing function.
    var timingFunction: TimingFunction {
        TimingFunction(
            controlPoints: Double(controlPoint1.x), Double(controlPoint1.y), Double(controlPoint2.x),
            Double(controlPoint2.y))
    }
}

/// A spring timing curve, like `UISpringTimingParameters`: a damping ratio (the spring then
/// lasts the animator's duration, as `UIView.animate(…usingSpringWithDamping:…)` springs do), or
/// a mass, stiffness and damping (the spring then lasts until it settles, and the animator's
/// duration is ignored, as in UIKit). `initialVelocity.dx` is the velocity of every property, in
/// fractions of its distance per second. iOS 17's perceptual duration and bounce make the spring
/// `CASpringAnimation(perceptualDuration:bounce:)` makes, which also lasts until it settles.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, NSSecureCoding {
    private let velocity: CGVector
    /// The initial velocity of the animated values (`dx` is used for every key).
    open var initialVelocity: CGVector { velocity }
    /// The spring: a damping ratio, mass, stiffness and damping, or a perceptual duration and bounce.
    let spring: Spring

    enum Spring: Equatable {
        case ratio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
        case perceptual(duration: Double, bounce: Double)
    }

    /// A damping ratio of 4.56 (no bounce) and no initial velocity, as UIKit documents.
    public override convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: .zero)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        spring = .ratio(Double(ratio))
        self.velocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        spring = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        self.velocity = velocity
        super.init()
    }

    /// A spring that feels like `duration` seconds (about its settling time) with `bounce`: 0 none,
    /// up to 1 undamped, below 0 over-damped (down to −1, exclusive).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        spring = .perceptual(duration: duration, bounce: Double(bounce))
        self.velocity = velocity
        super.init()
    }

    /// A spring of `duration` and `bounce` starting at rest.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// Parameters that `encode(with:)` archived; nil from a coder that is not keyed or holds none.
    public required init?(coder: NSCoder) {
        guard let decoded = Self.decodeSpring(from: coder) else { return nil }
        (spring, velocity) = decoded
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }
}
