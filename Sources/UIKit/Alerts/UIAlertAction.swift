import Foundation

/// A button of an alert or action sheet, like `UIAlertAction`: its title, its style (how the
/// button is drawn and where it goes) and the handler a tap runs once the alert has been
/// dismissed (`UIAlertController`).
open class UIAlertAction: NSObject, NSCopying {
    /// How an action's button looks and where the alert puts it, like `UIAlertAction.Style`
    /// (UIKit's raw values).
    public enum Style: Int, Sendable {
        /// Drawn in the alert's tint colour.
        case `default` = 0
        /// Drawn semibold (unless another action is `preferredAction`); put on the left of two
        /// side-by-side buttons, at the bottom of stacked ones, in its own group in an action sheet.
        case cancel = 1
        /// Drawn in `systemRed`.
        case destructive = 2
    }

    /// The text of the action's button.
    public let title: String?
    /// How the button looks and where the alert puts it.
    public let style: UIAlertAction.Style
    /// What a tap runs, after the alert's dismissal (its animation included) has ended.
    let handler: ((UIAlertAction) -> Void)?
    /// The button that shows the action while its alert is on screen (restyled when
    /// `isEnabled` changes).
    weak var row: AlertActionRow?

    /// Whether the action can be tapped: a disabled action's title is drawn grey
    /// (`UIColor.tertiaryLabel`) and taps on it do nothing. Changing it while the alert shows
    /// redraws the button at once.
    public var isEnabled = true {
        didSet { row?.restyle() }
    }

    /// An action with `title`, `style` and the `handler` a tap runs (after the alert is dismissed).
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// A new action with the same title, style, handler and enabled state (not yet in an alert).
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(title: title, style: style, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }
}
