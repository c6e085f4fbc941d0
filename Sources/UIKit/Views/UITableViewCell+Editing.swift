import Foundation

/// A cell's editing mode, as UIKit draws it: while editing, a cell whose `editingStyle` is
/// `.delete` or `.insert` shows a round control at its leading edge (a white minus on
/// `systemRed`, a white plus on `systemGreen`, 22 points across, its centre 27 points in) and,
/// where `shouldIndentWhileEditing`, its content view moves 38 points towards the trailing
/// edge; with `showsReorderControl` three grey bars at its trailing edge take 38 points from the
/// content view. Animated, the controls slide in from beyond the edges and fade in while the
/// content moves, over `UITableView.editingAnimationDuration`. The sizes are iOS 17's, measured
/// (Apple documents none; docs/animation.md).
extension UITableViewCell {
    /// A cell's editing control, like `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A red delete control.
        case delete
        /// A green insert control.
        case insert
    }

    /// The parts of a cell's state told to `willTransition(to:)` and `didTransition(to:)`, like
    /// `UITableViewCell.StateMask`.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell shows its editing and reorder controls.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The cell shows its delete confirmation button.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// How far the content moves for the leading control, and the reorder control's width.
    static let editingControlWidth: CGFloat = 38
    /// The diameter of the delete and insert controls.
    static let editingControlDiameter: CGFloat = 22

    /// Whether the cell is in editing mode; setting it calls `setEditing(_:animated:)` unanimated.
    public var isEditing: Bool {
        get { tableCell.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// The control the cell shows while editing (its table view's delegate's
    /// `tableView(_:editingStyleForRowAt:)`; `.none` for a cell not in a table).
    public var editingStyle: UITableViewCell.EditingStyle { tableCell.editingStyle }

    /// Whether the cell shows its delete confirmation button.
    public var showingDeleteConfirmation: Bool { tableCell.showingDeleteConfirmation }

    /// Whether the cell shows a reorder control at its trailing edge while editing (false by
    /// default).
    public var showsReorderControl: Bool {
        get { tableCell.showsReorderControl }
        set {
            tableCell.showsReorderControl = newValue
            setNeedsLayout()
        }
    }

    /// Whether the content moves aside for the leading control while editing (true by default).
    public var shouldIndentWhileEditing: Bool {
        get { tableCell.shouldIndentWhileEditing }
        set {
            tableCell.shouldIndentWhileEditing = newValue
            setNeedsLayout()
        }
    }

    /// The content view's frame: the bounds less the editing controls' room.
    func editingContentFrame() -> CGRect {
        var frame = bounds
        frame.origin.x -= tableCell.swipeOffset
        // Clear of the table's safe area at the sides (`insetsContentViewsToSafeArea`).
        if let table = superview as? UITableView, table.insetsContentViewsToSafeArea {
            let safe = table.safeAreaInsets
            let place = self.frame
            let left = max(0, safe.left - place.minX)
            let right = max(0, place.maxX - (table.bounds.width - safe.right))
            frame.origin.x += left
            frame.size.width = max(0, frame.width - left - right)
        }
        guard tableCell.isEditing else { return frame }
        if tableCell.editingStyle != .none, tableCell.shouldIndentWhileEditing, tableCell.tableIndents {
            frame.origin.x += Self.editingControlWidth
            frame.size.width -= Self.editingControlWidth
        }
        if tableCell.showsReorderControl, tableCell.tableAllowsMove {
            frame.size.width -= Self.editingControlWidth
        }
        if tableCell.showingDeleteConfirmation, let button = tableCell.confirmationButton {
            frame.size.width = button.frame.minX - frame.minX
        }
        frame.size.width = max(0, frame.width)
        return frame
    }

    /// Places the editing controls (called from `layoutSubviews()`): on screen while editing,
    /// beyond the edges and transparent otherwise.
    func layoutEditingControls() {
        let editing = tableCell.isEditing
        let showsLeading = editing && tableCell.editingStyle != .none
        if tableCell.leadingControl == nil, showsLeading {
            tableCell.leadingControl = makeLeadingControl()
        }
        if let control = tableCell.leadingControl {
            let d = Self.editingControlDiameter
            let x = showsLeading ? 27 - d / 2 : -Self.editingControlWidth + 27 - d / 2
            control.bounds = CGRect(x: 0, y: 0, width: d, height: d)
            control.center = CGPoint(x: x + d / 2, y: bounds.height / 2)
            control.alpha = showsLeading ? 1 : 0
            control.backgroundColor = tableCell.editingStyle == .insert ? .systemGreen : .systemRed
            control.subviews.last?.isHidden = tableCell.editingStyle != .insert
        }
        let showsReorder = editing && tableCell.showsReorderControl && tableCell.tableAllowsMove
        if tableCell.reorderControl == nil, showsReorder {
            tableCell.reorderControl = makeReorderControl()
        }
        if let control = tableCell.reorderControl {
            let w = Self.editingControlWidth
            let x = showsReorder ? bounds.width - w : bounds.width
            control.frame = CGRect(x: x, y: (bounds.height - 17) / 2, width: w, height: 17)
            control.alpha = showsReorder ? 1 : 0
        }
    }

    /// A round control with a white bar across (and a hidden upright one, shown for `.insert`).
    private func makeLeadingControl() -> UIView {
        let d = Self.editingControlDiameter
        let control = UIView(frame: CGRect(x: -Self.editingControlWidth, y: 0, width: d, height: d))
        control.isUserInteractionEnabled = false
        control.layer.cornerRadius = d / 2
        control.alpha = 0
        for across in [true, false] {
            let bar = UIView(
                frame: across
                    ? CGRect(x: 5, y: d / 2 - 1, width: d - 10, height: 2)
                    : CGRect(x: d / 2 - 1, y: 5, width: 2, height: d - 10))
            bar.backgroundColor = .white
            bar.layer.cornerRadius = 1
            bar.isHidden = !across
            control.addSubview(bar)
        }
        UIView.performWithoutAnimation { insertSubview(control, aboveSubview: contentView) }
        return control
    }

    /// Three grey bars, 17 points wide, 2 high, 5 apart, centred in the control.
    private func makeReorderControl() -> UIView {
        let control = UIView(frame: CGRect(x: bounds.width, y: 0, width: Self.editingControlWidth, height: 17))
        control.isUserInteractionEnabled = false
        control.alpha = 0
        for i in 0..<3 {
            let bar = UIView(frame: CGRect(x: 10.5, y: 2 + CGFloat(i) * 6, width: 17, height: 1.5))
            bar.backgroundColor = .systemGray
            control.addSubview(bar)
        }
        UIView.performWithoutAnimation { insertSubview(control, aboveSubview: contentView) }
        return control
    }

    /// `setEditing(_:animated:)`'s work: the controls and the content move (animated: over
    /// `UITableView.editingAnimationDuration`), between `willTransition(to:)` and
    /// `didTransition(to:)`.
    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != tableCell.isEditing else { return }
        var state: StateMask = editing ? .showingEditControl : []
        if tableCell.showingDeleteConfirmation, editing { state.insert(.showingDeleteConfirmation) }
        willTransition(to: state)
        tableCell.isEditing = editing
        if !editing { tableCell.showingDeleteConfirmation = false }
        let change = {
            self.layoutEditingControls()
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        if animated, !UIView.areAnimationsEnabled {
            change()
            didTransition(to: state)
        } else if animated {
            // Controls made now start beyond the edge, so they slide in.
            UIView.performWithoutAnimation { self.layoutEditingControls() }
            tableCell.isEditing = !editing
            UIView.performWithoutAnimation { self.layoutEditingControls() }
            tableCell.isEditing = editing
            UIView.animate(
                withDuration: UITableView.editingAnimationDuration, animations: change,
                completion: { _ in self.didTransition(to: state) })
        } else {
            UIView.performWithoutAnimation(change)
            didTransition(to: state)
        }
    }

    /// Shows the delete confirmation button: a `systemRed` button with `title` in white,
    /// 15 points either side of it, slides out of the trailing edge while the content makes
    /// room and the delete control turns upright.
    func showDeleteConfirmation(title: String, animated: Bool) {
        willTransition(to: [.showingEditControl, .showingDeleteConfirmation])
        let button = tableCell.confirmationButton ?? makeConfirmationButton()
        let label = button.subviews.first as? UILabel
        label?.text = title
        let width = ceil(label?.intrinsicContentSize.width ?? 44) + 30
        UIView.performWithoutAnimation {
            button.frame = CGRect(x: bounds.width, y: 0, width: 0, height: bounds.height)
            label?.frame = CGRect(x: 15, y: 0, width: width - 30, height: bounds.height)
            button.isHidden = false
        }
        tableCell.showingDeleteConfirmation = true
        let change = {
            button.frame = CGRect(x: self.bounds.width - width, y: 0, width: width, height: self.bounds.height)
            self.tableCell.leadingControl?.transform = CGAffineTransform(rotationAngle: -.pi / 2)
            self.tableCell.reorderControl?.alpha = 0
            self.contentView.frame = self.editingContentFrame()
        }
        let done = { self.didTransition(to: [.showingEditControl, .showingDeleteConfirmation]) }
        if animated {
            UIView.animate(withDuration: UITableView.editingAnimationDuration, animations: change) { _ in done() }
        } else {
            UIView.performWithoutAnimation(change)
            done()
        }
    }

    /// Hides the delete confirmation button, sliding it back beyond the trailing edge.
    func hideDeleteConfirmation(animated: Bool) {
        guard tableCell.showingDeleteConfirmation, let button = tableCell.confirmationButton else { return }
        willTransition(to: tableCell.isEditing ? .showingEditControl : [])
        tableCell.showingDeleteConfirmation = false
        let change = {
            button.frame = CGRect(x: self.bounds.width, y: 0, width: 0, height: self.bounds.height)
            self.tableCell.leadingControl?.transform = .identity
            self.layoutEditingControls()
            self.contentView.frame = self.editingContentFrame()
        }
        let done = { self.didTransition(to: self.tableCell.isEditing ? .showingEditControl : []) }
        if animated {
            UIView.animate(withDuration: UITableView.editingAnimationDuration, animations: change) { _ in done() }
        } else {
            UIView.performWithoutAnimation(change)
            done()
        }
    }

    private func makeConfirmationButton() -> UIView {
        let button = UIView(frame: CGRect(x: bounds.width, y: 0, width: 0, height: bounds.height))
        button.backgroundColor = .systemRed
        button.clipsToBounds = true
        button.isUserInteractionEnabled = false
        let label = UILabel(frame: .zero)
        label.textColor = .white
        label.font = .systemFont(ofSize: 17)
        label.textAlignment = .center
        button.addSubview(label)
        UIView.performWithoutAnimation { addSubview(button) }
        tableCell.confirmationButton = button
        return button
    }
}
