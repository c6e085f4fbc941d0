import Foundation
import ReelCore

/// An effect a `UIVisualEffectView` draws, like UIKit's `UIVisualEffect`: a `UIBlurEffect`
/// (the content behind the view, blurred) or a `UIVibrancyEffect` (the view's content made to
/// let that blur through). Effects are immutable; a copy is the same effect.
open class UIVisualEffect: NSObject, NSCopying {
    public override init() { super.init() }

    /// The effect itself (effects are immutable).
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A blur of what lies behind a visual effect view, like UIKit's `UIBlurEffect`. Each style
/// draws a material (``UIBlurEffect/Style``'s `material(for:)`: blur radius, saturation,
/// tint); the adaptive styles (`.regular`, `.prominent`, the `system…Material` ones) follow the
/// view's `traitCollection.userInterfaceStyle`. Views in the effect view's `contentView` are
/// not blurred.
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles, like `UIBlurEffect.Style` (same raw values; `extraDark` is tvOS's).
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with.
    let style: Style

    /// A blur effect of `style`.
    public init(style: UIBlurEffect.Style) {
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }

    open override var hash: Int { style.rawValue }
}

/// The kinds of vibrant content, like UIKit's `UIVibrancyEffectStyle` (iOS 13): text at the
/// label colours' levels, fills and separators.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7

    /// How much of the content shows: Reel draws vibrancy as the content faded by this, so the
    /// blur beneath shows through (docs/animation.md, deliberate differences). The levels are
    /// the alphas of the matching system colours in light mode (`UIColor.secondaryLabel` 0.6,
    /// `tertiaryLabel` 0.3, `quaternaryLabel` 0.18, `systemFill` 0.2, `secondarySystemFill`
    /// 0.16, `tertiarySystemFill` 0.12, `separator` 0.29); `.label` 0.85, Reel's choice.
    var contentOpacity: Double {
        switch self {
        case .label: 0.85
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.3
        case .quaternaryLabel: 0.18
        case .fill: 0.2
        case .secondaryFill: 0.16
        case .tertiaryFill: 0.12
        case .separator: 0.29
        }
    }
}

/// Content that lets the blur behind it show through, like UIKit's `UIVibrancyEffect`: put a
/// `UIVisualEffectView` with it in the `contentView` of one with the blur effect, and the
/// vibrant views in its own `contentView`. Reel fades the content by the style's level
/// (``UIVibrancyEffectStyle``); iOS's vibrancy filters are private.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy goes with.
    let blurEffect: UIBlurEffect
    /// The kind of content (`.label` for the iOS 8 initializer).
    let style: UIVibrancyEffectStyle

    /// Vibrancy for `blurEffect` (iOS 8's, drawn as `.label`).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy of `style` for `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.style == style && other.blurEffect.isEqual(blurEffect)
    }

    open override var hash: Int { style.rawValue &* 31 &+ blurEffect.hash }
}
