extension UITableViewCell {
    /// How a focused cell is drawn, like `UITableViewCell.FocusStyle`.
    public enum FocusStyle: Int, Sendable {
        case `default`, custom
    }

    /// Where a cell is in a drag, like `UITableViewCell.DragState`.
    public enum DragState: Int, Sendable {
        case none, lifting, dragging
    }

    /// Reel: accepted; there is no focus engine.
    public var focusStyle: UITableViewCell.FocusStyle {
        get { acceptedFocusStyle }
        set {
            AcceptedMember.note("UITableViewCell.focusStyle")
            acceptedFocusStyle = newValue
        }
    }

    /// Reel: accepted; cells are not dragged (no drag and drop).
    public var userInteractionEnabledWhileDragging: Bool {
        get { acceptedInteractionWhileDragging }
        set {
            AcceptedMember.note("UITableViewCell.userInteractionEnabledWhileDragging")
            acceptedInteractionWhileDragging = newValue
        }
    }
}
