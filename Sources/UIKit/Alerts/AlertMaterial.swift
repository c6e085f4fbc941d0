import Foundation

/// The background of an alert's platter and of an action sheet's main group: as in UIKit, a blur
/// material, the system's thick material (`UIBlurEffect(style: .systemThickMaterial)` through a
/// `UIVisualEffectView`: the presenter shows through blurred, washed white, or near-black in dark
/// mode). The cancel group of an action sheet is opaque in UIKit
/// (`_UIAlertControlleriOSActionSheetCancelBackgroundView`): `tertiarySystemBackground`, white and
/// 44, 44, 46.
enum AlertMaterial {
    /// A view that draws the material behind an alert's contents, rounded by `cornerRadius`.
    static func backgroundView(cornerRadius: CGFloat) -> UIView {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
        view.layer.cornerRadius = cornerRadius
        view.clipsToBounds = true
        view.isUserInteractionEnabled = false
        view.layer.name = "alert.material"
        return view
    }

    /// The opaque background of an action sheet's cancel group.
    static var cancelBackground: UIColor { .tertiarySystemBackground }

    /// What a pressed row draws over the material: black at 0.1 (white at 0.1 in dark mode).
    static var highlight: UIColor {
        UIColor(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.1) : UIColor(white: 0, alpha: 0.1)
        })
    }

    /// The dimming view's colour (`_alertControllerDimmingViewColor`): black at 0.2, 0.48 dark.
    static var dimming: UIColor {
        UIColor(dynamicProvider: { traits in
            UIColor(
                white: 0,
                alpha: traits.userInterfaceStyle == .dark
                    ? AlertMetrics.dimmingAlpha.dark : AlertMetrics.dimmingAlpha.light)
        })
    }
}
