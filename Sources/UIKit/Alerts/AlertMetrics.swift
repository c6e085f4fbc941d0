import Foundation

/// The sizes, fonts and timings of UIKit's alerts and action sheets on iPhone (iOS 17), one
/// place for all of them.
///
/// Where they come from: UIKit's private visual styles, as their Objective-C (read from the
/// iOS UIKitCore binary and published in public repositories of decompiled headers) returns them:
/// `UIAlertControllerVisualStyleAlert` (`maximumWidth` 270; title `UIFontTextStyleHeadline`,
/// message `UIFontTextStyleFootnote`; `marginAboveTitleLabelFirstBaseline` 36,
/// `marginAboveMessageLabelFirstBaseline` 20 below a title, `marginBelowLastLabelLastBaseline` 24;
/// `textFieldHorizontalMargin` 15 and 7-point field corners; three or more actions stacked
/// (`permittedActionLayoutDirection`); `transitionDurationForPresentation` 0.404 and the
/// presentation: scale 1.2 → 1 and alpha 0 → 1 with the dimming view's alpha 0 → 1, dismissal:
/// alpha 1 → 0, both `animateWithDuration:0.404 … usingSpringWithDamping:600
/// initialSpringVelocity:0 options:6`); `UIAlertControllerVisualStyleActionSheet` (content
/// insets 8 from the sides and the bottom, 8 between the cancel group and the rest; title and
/// message `UIFontTextStyleFootnote`, title semibold when there is a message; margins 27 / 22 /
/// 28 / 17; the presentation moves the sheet's centre up from below the container's bottom edge,
/// the same spring); `UIInterfaceActionConcreteVisualStyle_iOSSheet` (rows at least 57 points,
/// 20-point system font, the preferred action's `boldSystemFont`, which iOS draws semibold); the
/// alert's rows, 44 points with a 17-point font, are SDCAlertView's measurements
/// (`DefaultVisualStyle.actionViewSize`, `font(forAction:)`);
/// `+[UIColor _alertControllerDimmingViewColor]` (black at 0.2, at 0.48 in dark mode). The corner
/// radius, 13, is SDCAlertView's measurement of iOS 9 and later
/// (`DefaultVisualStyle.cornerRadius`), which later releases kept to the eye.
///
/// Reel's choices where no value was found (docs/animation.md): the gap between the labels and
/// the text fields (12) and below them (16), a text field row's height (30), the inset of an
/// action's title from the row's sides (12) that decides whether two titles fit side by side.
enum AlertMetrics {
    // MARK: Alert
    static let alertWidth: CGFloat = 270
    static let cornerRadius: CGFloat = 13
    static let alertRowHeight: CGFloat = 44
    static let alertActionFontSize: CGFloat = 17
    static let alertTitleFontSize: CGFloat = 17
    static let alertMessageFontSize: CGFloat = 13
    static let alertLabelInset: CGFloat = 16
    static let aboveTitleBaseline: CGFloat = 36
    static let aboveMessageBaseline: CGFloat = 20
    static let belowLastBaseline: CGFloat = 24
    static let textFieldMargin: CGFloat = 15
    static let textFieldCornerRadius: CGFloat = 7
    static let textFieldHeight: CGFloat = 30
    static let textFieldFontSize: CGFloat = 13
    static let aboveTextFields: CGFloat = 12
    static let belowTextFields: CGFloat = 16
    static let actionTitleInset: CGFloat = 12

    // MARK: Action sheet
    static let sheetInset: CGFloat = 8
    static let sheetGroupSpacing: CGFloat = 8
    static let sheetRowHeight: CGFloat = 57
    static let sheetActionFontSize: CGFloat = 20
    static let sheetLabelFontSize: CGFloat = 13
    static let sheetAboveTitleBaseline: CGFloat = 27
    static let sheetAboveMessageBaseline: CGFloat = 22
    static let sheetBelowMessageBaseline: CGFloat = 28
    static let sheetBelowLastBaseline: CGFloat = 17

    // MARK: Animation
    static let transitionDuration: TimeInterval = 0.404
    static let springDamping: CGFloat = 600
    static let presentedScale: CGFloat = 1.2
    static let dimmingAlpha: (light: CGFloat, dark: CGFloat) = (0.2, 0.48)
}
