import Foundation
import ReelCore

/// Converts the `Any` values of Core Animation's API (`fromValue`, `values`, `byValue`) to the
/// ReelCore value the animated key path holds, when the animation is added to a layer.
///
/// Accepted, as Core Animation accepts them: numbers (`Int`, `Double`, `Float`, `CGFloat`,
/// `NSNumber`, `Bool`) for scalar keys; `CGPoint`, `CGSize`, `CGRect` and `NSValue`s boxing them;
/// `CATransform3D` and `NSValue(caTransform3D:)` for `transform`; `CGColor` for colours; `CGPath`
/// for paths; `CGImage` for `contents`; arrays of those for array keys. Anything else for a key
/// path, or a key path Reel does not know, is a `CAValueConversionProblem`: the animation then
/// has no effect (as on iOS) and Reel warns once on standard error, or, in strict mode, the
/// recording host reports it as an error.
package enum AnimationValueConverter {
    /// The ReelCore value of `value` for `property`, or nil when it does not fit.
    package static func convert(_ value: Any, for property: LayerProperty) -> (any AnimatableValue)? {
        var scratch = LayerState()
        for candidate in candidates(value) where property.set(candidate, in: &scratch) {
            return candidate
        }
        return nil
    }

    /// What `value` may mean, most likely first.
    static func candidates(_ value: Any) -> [any AnimatableValue] {
        if let number = scalar(value) {
            let whole = number.rounded() == number && abs(number) < 1e15 ? [Int(number) as any AnimatableValue] : []
            return [number] + whole + (value is Bool ? [value as! Bool] : [])
        }
        switch value {
        case let p as CGPoint: return [p.reel]
        case let s as CGSize: return [s.reel]
        case let r as CGRect: return [r.reel]
        case let t as CATransform3D: return [t.reel]
        case let t as CGAffineTransform: return [Transform3D(t.reel)]
        case let c as CGColor: return [c.reel, Optional(c.reel)]
        case let p as CGPath: return [p.reel, Optional(p.reel)]
        case let i as CGImage: return [i.reel, Optional(i.reel)]
        case let s as String: return [s]
        case let v as NSValue: return boxed(v)
        case let array as [Any]: return arrays(array)
        default: return []
        }
    }

    /// A number's value as a `Double`.
    static func scalar(_ value: Any) -> Double? {
        switch value {
        case let d as Double: d
        case let f as Float: Double(f)
        case let c as CGFloat: Double(c)
        case let i as Int: Double(i)
        case let b as Bool: b ? 1 : 0
        case let n as NSNumber: n.doubleValue
        default: nil
        }
    }

    static func boxed(_ v: NSValue) -> [any AnimatableValue] {
        switch String(cString: v.objCType) {
        case "[16d]": [v.caTransform3DValue.reel]
        case let type where type.hasPrefix("{CGPoint"): [v.pointValue.reel]
        case let type where type.hasPrefix("{CGSize"): [v.sizeValue.reel]
        case let type where type.hasPrefix("{CGRect"): [v.rectValue.reel]
        default: []
        }
    }

    static func arrays(_ array: [Any]) -> [any AnimatableValue] {
        if let colors = array.map({ $0 as? CGColor }) as? [CGColor] {
            let reel = colors.map(\.reel)
            return [reel, Optional(reel)]
        }
        let numbers = array.compactMap(scalar)
        guard numbers.count == array.count else { return [] }
        return [numbers, Optional(numbers)]
    }
}
