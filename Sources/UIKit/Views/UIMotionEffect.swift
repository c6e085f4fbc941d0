import Foundation

/// An effect that moves a view's properties as the device tilts, like `UIMotionEffect`.
/// Subclasses override `keyPathsAndRelativeValues(forViewerOffset:)`. A recording has no device
/// to tilt, so UIKit's viewer offset would stay at rest; Reel applies no effect at all (the
/// view keeps its values: a symmetric effect's rest value is zero, docs/animation.md).
open class UIMotionEffect: NSObject {
    public override init() {
        super.init()
    }

    /// An effect from an archive: Reel reads no archives, so a plain effect.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The values, relative to the view's own, that the effect gives the key paths for the
    /// viewer's offset (-1…1 on each axis); nil for none. The default gives none.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// An effect that interpolates one key path between two values as the device tilts along one
/// axis, like `UIInterpolatingMotionEffect`.
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The tilt axes, like `UIInterpolatingMotionEffect.EffectType` (UIKit's raw values).
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis, tiltAlongVerticalAxis
    }

    /// The key path the effect moves (`"center.x"`).
    open private(set) var keyPath: String
    /// The axis that moves it.
    open private(set) var type: EffectType
    /// The relative value at full tilt one way (a number, or a value the key path takes).
    open var minimumRelativeValue: Any?
    /// The relative value at full tilt the other way.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    public required init?(coder: NSCoder) {
        keyPath = ""
        type = .tiltAlongHorizontalAxis
        super.init()
    }

    /// The relative value for the offset along the effect's axis: between the minimum (at -1)
    /// and the maximum (at 1) for numbers, linearly; nil without both.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = (minimumRelativeValue as? NSNumber)?.doubleValue,
            let high = (maximumRelativeValue as? NSNumber)?.doubleValue
        else { return nil }
        let offset = Double(type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical)
        let t = (min(max(offset, -1), 1) + 1) / 2
        return [keyPath: low + (high - low) * t]
    }
}

/// Effects applied together, like `UIMotionEffectGroup`.
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group.
    open var motionEffects: [UIMotionEffect]?

    /// The relative values of all the group's effects.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var values: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                values[key] = value
            }
        }
        return values.isEmpty ? nil : values
    }
}

/// A horizontal and vertical offset, like `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init() { self.init(horizontal: 0, vertical: 0) }
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset()

    /// Whether the two offsets are equal.
    public static func == (lhs: UIOffset, rhs: UIOffset) -> Bool {
        lhs.horizontal == rhs.horizontal && lhs.vertical == rhs.vertical
    }
}

/// A view's motion effects: kept, never applied (a recording has no device tilt).
extension UIView {
    /// The effects added to the view.
    /// Reel: accepted; a recording has no device to tilt, so the effects never move the view.
    public var motionEffects: [UIMotionEffect] {
        get {
            AcceptedMember.note("UIView.motionEffects")
            return extras.motionEffects
        }
        set {
            AcceptedMember.note("UIView.motionEffects")
            extras.motionEffects = newValue
        }
    }

    /// Adds `effect` to the view's effects.
    /// Reel: accepted; a recording has no device to tilt, so the effects never move the view.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        AcceptedMember.note("UIView.addMotionEffect(_:)")
        if !extras.motionEffects.contains(where: { $0 === effect }) { extras.motionEffects.append(effect) }
    }

    /// Removes `effect` from the view's effects.
    /// Reel: accepted; a recording has no device to tilt, so the effects never move the view.
    public func removeMotionEffect(_ effect: UIMotionEffect) {
        AcceptedMember.note("UIView.removeMotionEffect(_:)")
        extras.motionEffects.removeAll { $0 === effect }
    }
}
