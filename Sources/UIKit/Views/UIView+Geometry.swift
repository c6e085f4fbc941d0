import ReelCore

/// The state a view keeps for the members of UIView+Geometry.swift, UIView+Accepted.swift and
/// their kin (one value per view, in the class body's `extras`).
struct ViewExtras {
    var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The safe-area insets `safeAreaInsetsDidChange()` last reported (nil: never laid out).
    var reportedSafeArea: UIEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var accepted = AcceptedViewValues()
    var interactions: [any UIInteraction] = []
    var readableContentGuide: UILayoutGuide?
    var motionEffects: [UIMotionEffect] = []
}

/// The layer's 3-D geometry, the order of subviews, the content scale and the alignment
/// rectangle.
extension UIView {
    /// The view's 3-D transform: its layer's `transform` (animatable in blocks, like `transform`,
    /// whose affine part it is).
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The point of the bounds that `center` places and transforms turn about: the layer's
    /// `anchorPoint` ((0.5, 0.5) by default). Changing it keeps `center` and moves the frame.
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// Pixels per point the view draws `draw(_:)` at: its layer's `contentsScale` (the screen's
    /// scale by default). A new value redraws the view.
    public var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue != layer.contentsScale else { return }
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }

    /// Swaps the subviews at `index1` and `index2` (their layers swap places among the
    /// sublayers too); an index out of range changes nothing.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard index1 != index2, subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        let (low, high) = (min(index1, index2), max(index1, index2))
        let (a, b) = (subviews[low], subviews[high])
        let sublayers = layer.sublayers ?? []
        guard let la = sublayers.firstIndex(where: { $0 === a.layer }),
            let lb = sublayers.firstIndex(where: { $0 === b.layer })
        else { return }
        subviews.swapAt(low, high)
        b.layer.removeFromSuperlayer()
        layer.insertSublayer(b.layer, at: UInt32(la))
        a.layer.removeFromSuperlayer()
        layer.insertSublayer(a.layer, at: UInt32(lb))
    }

    /// `frame` inset by `alignmentRectInsets`: the rectangle Auto Layout's constraints align.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame whose alignment rectangle is `alignmentRect` (its inverse).
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }
}

/// Layout direction: left to right or right to left, from the traits and the view's
/// `semanticContentAttribute`.
extension UIView {
    /// What the view's content means for a right-to-left layout (`.unspecified` by default: it flips).
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { extras.semanticContentAttribute }
        set {
            extras.semanticContentAttribute = newValue
            setNeedsLayout()
        }
    }

    /// The direction this view's own content lays out in: its traits' direction, unless the
    /// semantic content attribute fixes one.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let traits: UIUserInterfaceLayoutDirection =
            traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return Self.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: traits)
    }

    /// The direction `attribute` gives relative to the application's direction
    /// (`UIApplication.shared.userInterfaceLayoutDirection`).
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction `semanticContentAttribute` gives relative to `layoutDirection`: playback
    /// and spatial content, and `.forceLeftToRight`, are always left to right;
    /// `.forceRightToLeft` right to left; `.unspecified` follows `layoutDirection`.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

/// Tint adjustment: a dimmed view shows its tint colour as a grey.
extension UIView {
    /// Whether the tint shows normally or dimmed: `.automatic` (the default) takes the
    /// superview's mode, `.normal` at the top. Reading it gives the effective mode, never
    /// `.automatic`, as in UIKit. A change calls `tintColorDidChange()` where the tint shown changes.
    public var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get {
            if extras.tintAdjustmentMode != .automatic { return extras.tintAdjustmentMode }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            extras.tintAdjustmentMode = newValue
            updateTraits()
        }
    }

    /// `tint` as the view shows it: dimmed to a grey when the effective mode is `.dimmed`.
    func adjustedTint(_ tint: UIColor) -> UIColor {
        tintAdjustmentMode == .dimmed ? Self.dimmed(tint) : tint
    }

    /// A dimmed tint: the colour's luma (Rec. 709 weights of its sRGB components) as a grey, at
    /// its own alpha, resolved per trait collection when the tint is dynamic. UIKit documents
    /// "a dimmed appearance" without a formula; this is Reel's (docs/animation.md).
    static func dimmed(_ tint: UIColor) -> UIColor {
        UIColor(dynamicProvider: { traits in
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            _ = tint.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a)
            return UIColor(white: 0.2126 * r + 0.7152 * g + 0.0722 * b, alpha: a)
        })
    }
}

extension UIView {
    /// How a view's tint colour is adjusted, like `UIView.TintAdjustmentMode` (UIKit's raw values).
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }
}

/// What a view's content means for the layout direction, like `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Left to right or right to left, like `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}
