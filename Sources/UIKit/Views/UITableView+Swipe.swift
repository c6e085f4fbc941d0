import Foundation

/// Swipe actions, as UIKit's: a finger moving sideways on a row (more than 10 points, more
/// sideways than up or down) asks the delegate for the actions on the side it uncovers
/// (`tableView(_:trailingSwipeActionsConfigurationForRowAt:)` moving left,
/// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` moving right); with some, the
/// delegate hears `tableView(_:willBeginEditingRowAt:)` and the row's content follows the
/// finger, uncovering the actions' buttons (each as wide as its title plus 15 points either
/// side, at least 74), the first nearest the edge. Lifted past half the buttons' width the row
/// stays open (else it closes), over `UITableView.editingAnimationDuration`; past half the
/// row's width with `performsFirstActionWithFullSwipe`, the first action runs. A tap on a
/// button runs its handler, whose completion closes the row; a tap elsewhere closes it; when it
/// has closed the delegate hears `tableView(_:didEndEditingRowAt:)`. Not while editing.
extension UITableView {
    /// The least width of a swipe action's button.
    static let swipeButtonMinimumWidth: CGFloat = 74

    /// A finger moved: starts or follows a swipe on the touched row.
    func swipeMoved(_ touches: Set<UITouch>) {
        guard let touch = touches.first, !isEditing else { return }
        let point = touch.location(in: self)
        var swipe = editMode.swipe
        if !swipe.tracking {
            guard let row = touchedRow, let start = swipe.start, swipe.row == nil || swipe.row == row else { return }
            let dx = point.x - start.x
            let dy = point.y - start.y
            guard abs(dx) > 10, abs(dx) > abs(dy) else { return }
            let trailing = dx < 0
            let asked =
                trailing
                ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
                : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
            guard let configuration = asked ?? nil, !configuration.actions.isEmpty,
                let cell = cellForRow(at: row)
            else { return }
            unhighlightTouchedRow()
            if swipe.row == nil { tableDelegate?.tableView(self, willBeginEditingRowAt: row) }
            swipe.row = row
            swipe.cell = cell
            swipe.tracking = true
            swipe.trailing = trailing
            swipe.configuration = configuration
            swipe.baseOffset = swipe.offset
            swipe.start = point
            cell.showSwipeActions(configuration.actions, trailing: trailing)
        }
        guard let start = swipe.start, let cell = swipe.cell else { return }
        let moved = (point.x - start.x) * (swipe.trailing ? -1 : 1)
        swipe.offset = min(max(0, swipe.baseOffset + moved), bounds.width)
        editMode.swipe = swipe
        UIView.performWithoutAnimation { cell.placeSwipe(offset: swipe.offset) }
    }

    /// A finger lifted: a swipe settles open or closed; true when a swipe took the touch.
    func swipeEnded() -> Bool {
        guard editMode.swipe.tracking, let cell = editMode.swipe.cell else {
            editMode.swipe.start = nil
            return false
        }
        editMode.swipe.tracking = false
        editMode.swipe.start = nil
        touchedRow = nil
        let open = cell.swipeActionsWidth
        let offset = editMode.swipe.offset
        if let first = editMode.swipe.configuration?.actions.first,
            editMode.swipe.configuration?.performsFirstActionWithFullSwipe == true, offset > rowSpan().width / 2
        {
            perform(first, in: cell)
        } else if offset > open / 2 {
            settleSwipe(at: open)
        } else {
            closeSwipe()
        }
        return true
    }

    /// A tap while a row is swiped open: runs the tapped button's action, else closes the row.
    func swipeTap(at point: CGPoint) -> Bool {
        guard editMode.swipe.row != nil else { return false }
        if let cell = editMode.swipe.cell, let (action, _) = cell.swipeAction(at: convert(point, to: cell)) {
            perform(action, in: cell)
        } else {
            closeSwipe()
        }
        return true
    }

    private func perform(_ action: UIContextualAction, in cell: UITableViewCell) {
        let button = cell.tableCell.swipeButtons.first { $0.action === action }?.view ?? cell
        action.handler(action, button) { [weak self] _ in self?.closeSwipe() }
    }

    private func settleSwipe(at offset: CGFloat) {
        guard let cell = editMode.swipe.cell else { return }
        editMode.swipe.offset = offset
        UIView.animate(withDuration: Self.editingAnimationDuration) { cell.placeSwipe(offset: offset) }
    }

    /// Closes the swiped row, animated; the delegate hears `didEndEditingRowAt` at the end.
    func closeSwipe() {
        guard let row = editMode.swipe.row else { return }
        let cell = editMode.swipe.cell
        editMode.swipe = TableSwipe()
        UIView.animate(
            withDuration: Self.editingAnimationDuration, animations: { cell?.placeSwipe(offset: 0) },
            completion: { [weak self] _ in
                cell?.hideSwipeActions()
                if let self { self.tableDelegate?.tableView(self, didEndEditingRowAt: row) }
            })
    }
}

/// A swipe on a table's row (UITableView+Swipe.swift).
struct TableSwipe {
    var start: CGPoint?
    var row: IndexPath?
    var tracking = false
    var trailing = true
    var configuration: UISwipeActionsConfiguration?
    var offset: CGFloat = 0
    var baseOffset: CGFloat = 0
    /// The swiped row's cell.
    weak var cell: UITableViewCell?
}

extension UITableViewCell {
    /// The width of the shown swipe actions' buttons.
    var swipeActionsWidth: CGFloat { tableCell.swipeButtons.reduce(0) { $0 + $1.width } }

    /// Makes the buttons of `actions` on the trailing (or leading) side, hidden until uncovered.
    func showSwipeActions(_ actions: [UIContextualAction], trailing: Bool) {
        hideSwipeActions()
        let holder = UIView(frame: CGRect(x: trailing ? bounds.width : 0, y: 0, width: 0, height: bounds.height))
        holder.clipsToBounds = true
        holder.isUserInteractionEnabled = false
        tableCell.swipeTrailing = trailing
        tableCell.swipeButtons = actions.map { action in
            let view = UIView(frame: .zero)
            view.backgroundColor = action.backgroundColor
            let label = UILabel(frame: .zero)
            label.text = action.title
            label.textColor = .white
            label.font = .systemFont(ofSize: 15, weight: .medium)
            label.textAlignment = .center
            view.addSubview(label)
            if let image = action.image {
                let icon = UIImageView(image: image)
                icon.tintColor = .white
                icon.contentMode = .scaleAspectFit
                view.addSubview(icon)
            }
            holder.addSubview(view)
            let width = max(UITableView.swipeButtonMinimumWidth, ceil(label.intrinsicContentSize.width) + 30)
            return SwipeButton(action: action, view: view, width: width)
        }
        tableCell.swipeHolder = holder
        UIView.performWithoutAnimation {
            addSubview(holder)
            placeSwipe(offset: 0)
        }
    }

    /// Moves the content `offset` points aside and uncovers as much of the buttons.
    func placeSwipe(offset: CGFloat) {
        tableCell.swipeOffset = tableCell.swipeTrailing ? offset : -offset
        contentView.frame = editingContentFrame()
        layoutSeparator()
        guard let holder = tableCell.swipeHolder else { return }
        holder.frame = CGRect(
            x: tableCell.swipeTrailing ? bounds.width - offset : 0, y: 0, width: offset, height: bounds.height)
        // Each button takes its share of the uncovered width, the first nearest the edge.
        let total = max(1, swipeActionsWidth)
        var edge = tableCell.swipeTrailing ? offset : 0
        for button in tableCell.swipeButtons {
            let width = button.width * offset / total
            let x = tableCell.swipeTrailing ? edge - width : edge
            button.view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            // The title centred; with an image, the image (20 points) just above it.
            let hasImage = button.action.image != nil
            let hasTitle = !(button.action.title ?? "").isEmpty
            let titleX = (width - button.width) / 2 + 15
            let mid = bounds.height / 2
            button.view.subviews.first?.frame = CGRect(
                x: titleX, y: hasImage ? mid + 1 : 0, width: button.width - 30, height: hasImage ? 18 : bounds.height)
            if hasImage, button.view.subviews.count > 1 {
                let side: CGFloat = 20
                button.view.subviews[1].frame = CGRect(
                    x: (width - side) / 2, y: hasTitle ? mid - side - 1 : mid - side / 2, width: side, height: side)
            }
            edge = tableCell.swipeTrailing ? x : x + width
        }
    }

    func hideSwipeActions() {
        tableCell.swipeHolder?.removeFromSuperview()
        tableCell.swipeHolder = nil
        tableCell.swipeButtons = []
        tableCell.swipeOffset = 0
        setNeedsLayout()
    }

    /// The action whose button is at `point` (cell coordinates), with its view.
    func swipeAction(at point: CGPoint) -> (UIContextualAction, UIView)? {
        guard let holder = tableCell.swipeHolder else { return nil }
        for button in tableCell.swipeButtons where button.view.frame.contains(holder.convert(point, from: self)) {
            return (button.action, button.view)
        }
        return nil
    }
}

/// A swipe action's button in a cell.
struct SwipeButton {
    let action: UIContextualAction
    let view: UIView
    let width: CGFloat
}
