import Foundation

/// A table view's editing mode, as UIKit's: `setEditing(_:animated:)` puts every row's cell in
/// or out of editing mode (its controls slide in, its content moves aside:
/// UITableViewCell+Editing.swift). A row's control is the delegate's
/// `tableView(_:editingStyleForRowAt:)` (`.delete` by default) where the data source's
/// `tableView(_:canEditRowAt:)` allows (all rows by default), none elsewhere; the content moves
/// aside where `tableView(_:shouldIndentWhileEditingRowAt:)` says (yes by default); a cell
/// with `showsReorderControl` shows its reorder control where `tableView(_:canMoveRowAt:)`
/// allows. Cells that come into view while editing are editing already. While editing, taps
/// select rows only with `allowsSelectionDuringEditing`; a tap on a row's delete control
/// shows its delete confirmation button (titled by the delegate's
/// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`, "Delete" by default), a tap on
/// that button hands the row to the data source's `tableView(_:commit:forRowAt:)` (as does a
/// tap on an insert control, with `.insert`), and a tap elsewhere hides it.
extension UITableView {
    /// How long the editing controls take to slide in or out (Apple does not document it; the
    /// duration of UIKit's other undocumented table animations, see docs/animation.md).
    public static let editingAnimationDuration: TimeInterval = 0.3

    /// Whether the table view is in editing mode; setting it calls `setEditing(_:animated:)`
    /// unanimated.
    public var isEditing: Bool {
        get { editMode.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != editMode.isEditing else { return }
        if editing { closeSwipe() }
        if !editing { hideDeleteConfirmation(animated: animated) }
        editMode.isEditing = editing
        for (indexPath, cell) in visible {
            readEditingState(of: cell, at: indexPath)
            cell.setEditing(editing, animated: animated)
        }
    }

    /// Sets a cell that comes into view to the table's editing state, without animation.
    func prepareEditing(_ cell: UITableViewCell, at indexPath: IndexPath) {
        readEditingState(of: cell, at: indexPath)
        cell.tableCell.showingDeleteConfirmation = editMode.confirming == indexPath
        if cell.isEditing != editMode.isEditing { cell.setEditing(editMode.isEditing, animated: false) }
    }

    /// Asks the data source and delegate for a row's editing control, indent and reordering.
    private func readEditingState(of cell: UITableViewCell, at indexPath: IndexPath) {
        let canEdit = dataSource?.tableView(self, canEditRowAt: indexPath) ?? true
        let style = canEdit ? tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
        cell.tableCell.editingStyle = style
        cell.tableCell.tableIndents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.tableCell.tableAllowsMove = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? true
        cell.setNeedsLayout()
    }

    /// A tap that ended while editing or while a delete confirmation shows; true when it was
    /// taken (the row is not selected).
    func editingTap(at point: CGPoint, row: IndexPath?) -> Bool {
        if swipeTap(at: point) { return true }
        if let confirming = editMode.confirming {
            let cell = cellForRow(at: confirming)
            if let cell, let button = cell.tableCell.confirmationButton,
                button.bounds.contains(button.convert(point, from: self))
            {
                hideDeleteConfirmation(animated: false)
                dataSource?.tableView(self, commit: .delete, forRowAt: confirming)
            } else {
                hideDeleteConfirmation(animated: true)
            }
            return true
        }
        guard editMode.isEditing, let row, let cell = cellForRow(at: row) else { return false }
        let local = cell.convert(point, from: self)
        guard cell.editingStyle != .none, local.x < UITableViewCell.editingControlWidth + 8 else { return false }
        if cell.editingStyle == .insert {
            dataSource?.tableView(self, commit: .insert, forRowAt: row)
        } else {
            showDeleteConfirmation(at: row, title: deleteTitle(for: row))
        }
        return true
    }

    private func deleteTitle(for row: IndexPath) -> String {
        (tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) ?? nil) ?? "Delete"
    }

    private func showDeleteConfirmation(at row: IndexPath, title: String) {
        guard let cell = cellForRow(at: row) else { return }
        editMode.confirming = row
        cell.showDeleteConfirmation(title: title, animated: true)
    }

    func hideDeleteConfirmation(animated: Bool) {
        guard let row = editMode.confirming else { return }
        editMode.confirming = nil
        cellForRow(at: row)?.hideDeleteConfirmation(animated: animated)
    }
}

/// A table view's editing state (UITableView+EditMode.swift).
struct TableEditMode {
    var isEditing = false
    /// The row whose delete confirmation button shows.
    var confirming: IndexPath?
    /// The swipe in progress or the row swiped open (UITableView+Swipe.swift).
    var swipe = TableSwipe()
    /// The row lifted by its reorder control (UITableView+Reorder.swift).
    var reorder: TableReorder?
}
