import Foundation

/// `UIViewController` with the table view delegate's methods open, for `UITableViewController`
/// (see ScrollViewControllerDelegation.swift): each does what the protocol's default does.
open class _TableViewControllerDelegation: _ScrollViewControllerDelegation, UITableViewDelegate {
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableDefaults.tableView(tableView, heightForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableDefaults.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        tableDefaults.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        tableDefaults.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        tableDefaults.tableView(tableView, indentationLevelForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    { tableDefaults.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath) }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableDefaults.tableView(tableView, didSelectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tableDefaults.tableView(tableView, willSelectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        tableDefaults.tableView(tableView, willDeselectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        tableDefaults.tableView(tableView, didDeselectRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableDefaults.tableView(tableView, viewForHeaderInSection: section)
    }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableDefaults.tableView(tableView, viewForFooterInSection: section)
    }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableDefaults.tableView(tableView, heightForHeaderInSection: section)
    }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableDefaults.tableView(tableView, heightForFooterInSection: section)
    }
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        tableDefaults.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        tableDefaults.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        tableDefaults.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
        tableDefaults.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { tableDefaults.tableView(tableView, editingStyleForRowAt: indexPath) }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        tableDefaults.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { tableDefaults.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath) }
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        tableDefaults.tableView(tableView, shouldHighlightRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        tableDefaults.tableView(tableView, didHighlightRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        tableDefaults.tableView(tableView, didUnhighlightRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        tableDefaults.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        tableDefaults.tableView(tableView, performPrimaryActionForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { tableDefaults.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { tableDefaults.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) }
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        tableDefaults.tableView(
            tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
            toProposedIndexPath: proposedDestinationIndexPath)
    }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        tableDefaults.tableView(tableView, willBeginEditingRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        tableDefaults.tableView(tableView, didEndEditingRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableDefaults.tableView(tableView, estimatedHeightForHeaderInSection: section)
    }
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableDefaults.tableView(tableView, estimatedHeightForFooterInSection: section)
    }
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        tableDefaults.tableView(tableView, canFocusRowAt: indexPath)
    }
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        tableDefaults.indexPathForPreferredFocusedView(in: tableView)
    }
    open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool {
        tableDefaults.tableView(tableView, shouldUpdateFocusIn: context)
    }
    open func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) { tableDefaults.tableView(tableView, didUpdateFocusIn: context, with: coordinator) }
    open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableDefaults.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
    }
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    { tableDefaults.tableView(tableView, shouldBeginMultipleSelectionInteractionAt: indexPath) }
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        tableDefaults.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
    }
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        tableDefaults.tableViewDidEndMultipleSelectionInteraction(tableView)
    }
}

/// A delegate and data source that implement nothing they need not: their methods are the
/// protocols' defaults (no rows).
final class TableDefaults: NSObject, UITableViewDelegate, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

nonisolated(unsafe) let tableDefaults = TableDefaults()
