import Foundation

/// An action shown when a table row is swiped, like `UIContextualAction`: a button of
/// `backgroundColor` (`systemRed` for `.destructive`, `systemGray` for `.normal`) with its
/// image above its white title; a tap on it runs `handler`, whose completion closes the row.
open class UIContextualAction: NSObject {
    /// The look of an action, like `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button.
        case destructive
    }

    /// What runs when the action is tapped: the action, the view showing it, and a completion
    /// to call with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The button's look.
    public let style: UIContextualAction.Style
    /// What runs when the button is tapped.
    public let handler: UIContextualAction.Handler
    /// The button's title, in white.
    open var title: String?
    /// The button's colour (by its style until set).
    open var backgroundColor: UIColor!
    /// An image for the button, 20 points (a template image in white), above the title if any.
    open var image: UIImage?

    /// An action of `style` titled `title` that runs `handler` when tapped.
    public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}

/// The actions a row shows when swiped, like `UISwipeActionsConfiguration`, the first nearest
/// the edge the row leaves.
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the edge the row leaves.
    public let actions: [UIContextualAction]
    /// Whether a swipe past half the row's width performs the first action (true by default).
    open var performsFirstActionWithFullSwipe = true

    /// A configuration showing `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
