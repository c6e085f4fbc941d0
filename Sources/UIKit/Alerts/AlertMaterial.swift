import Foundation

/// The background of an alert's platter and of an action sheet's main group: in UIKit a blur
/// material (a `UIVisualEffectView` with the system's thick material behind vibrant separators).
/// Reel draws the material's solid stand-in from this one place, so that it can become a blur
/// view once Reel has one:
///
/// | appearance | colour (sRGB 0…255) | reading |
/// |---|---|---|
/// | light | 242, 242, 242 | the material over a white screen dimmed by the alert |
/// | dark | 37, 37, 37 | the material over a black screen |
///
/// (values chosen from how iOS 17 shows the material over plain backgrounds: no measured value
/// was found). The stand-in is opaque: what the material lets through is blurred in iOS, and
/// seen sharp through a translucent colour it would read as a ghost of the presenter's text.
/// The cancel group of an action sheet is opaque in UIKit
/// (`_UIAlertControlleriOSActionSheetCancelBackgroundView`): `tertiarySystemBackground`, white and
/// 44, 44, 46.
enum AlertMaterial {
    /// A view that draws the material behind an alert's contents, rounded by `cornerRadius`.
    static func backgroundView(cornerRadius: CGFloat) -> UIView {
        let view = UIView()
        view.backgroundColor = UIColor(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 37 / 255, green: 37 / 255, blue: 37 / 255, alpha: 1)
                : UIColor(red: 242 / 255, green: 242 / 255, blue: 242 / 255, alpha: 1)
        })
        view.layer.cornerRadius = cornerRadius
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
