import Foundation

// Keyed archiving of the timing parameters (NSSecureCoding), as UIKit's classes allow: what
// `encode(with:)` writes, `init?(coder:)` reads back into equal parameters. The keys are Reel's own.

extension UICubicTimingParameters {
    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encode(animationCurve.rawValue, forKey: "UIAnimationCurve")
        coder.encode(Double(controlPoint1.x), forKey: "UIControlPoint1X")
        coder.encode(Double(controlPoint1.y), forKey: "UIControlPoint1Y")
        coder.encode(Double(controlPoint2.x), forKey: "UIControlPoint2X")
        coder.encode(Double(controlPoint2.y), forKey: "UIControlPoint2Y")
    }

    static func decodeCubic(from coder: NSCoder) -> (UIView.AnimationCurve, (CGPoint, CGPoint))? {
        guard coder.allowsKeyedCoding, coder.containsValue(forKey: "UIControlPoint1X"),
            let curve = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "UIAnimationCurve"))
        else { return nil }
        let point1 = CGPoint(
            x: coder.decodeDouble(forKey: "UIControlPoint1X"), y: coder.decodeDouble(forKey: "UIControlPoint1Y"))
        let point2 = CGPoint(
            x: coder.decodeDouble(forKey: "UIControlPoint2X"), y: coder.decodeDouble(forKey: "UIControlPoint2Y"))
        return (curve, (point1, point2))
    }
}

extension UISpringTimingParameters {
    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        let (kind, values): (Int, [Double]) =
            switch spring {
            case .ratio(let ratio): (0, [ratio])
            case .physical(let mass, let stiffness, let damping): (1, [mass, stiffness, damping])
            case .perceptual(let duration, let bounce): (2, [duration, bounce])
            }
        coder.encode(kind, forKey: "UISpringKind")
        for (index, value) in values.enumerated() { coder.encode(value, forKey: "UISpringValue\(index)") }
        coder.encode(Double(initialVelocity.dx), forKey: "UIInitialVelocityDX")
        coder.encode(Double(initialVelocity.dy), forKey: "UIInitialVelocityDY")
    }

    static func decodeSpring(from coder: NSCoder) -> (Spring, CGVector)? {
        guard coder.allowsKeyedCoding, coder.containsValue(forKey: "UISpringKind") else { return nil }
        let value = { (index: Int) in coder.decodeDouble(forKey: "UISpringValue\(index)") }
        let velocity = CGVector(
            dx: coder.decodeDouble(forKey: "UIInitialVelocityDX"), dy: coder.decodeDouble(forKey: "UIInitialVelocityDY")
        )
        switch coder.decodeInteger(forKey: "UISpringKind") {
        case 0: return (.ratio(value(0)), velocity)
        case 1: return (.physical(mass: value(0), stiffness: value(1), damping: value(2)), velocity)
        case 2: return (.perceptual(duration: value(0), bounce: value(1)), velocity)
        default: return nil
        }
    }
}
