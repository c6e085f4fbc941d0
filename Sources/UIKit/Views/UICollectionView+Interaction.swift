import Foundation

/// Highlighting, primary actions and the delegate's other questions, with their defaults.
///
/// A tap goes as Apple's "tracking touches in a cell" describes: when the finger goes down on an
/// item the delegate is asked `collectionView(_:shouldHighlightItemAt:)` (false: the item is
/// neither highlighted nor selected by this touch); the cell's `isHighlighted` becomes true and
/// `collectionView(_:didHighlightItemAt:)` is told. When it lifts on the same item,
/// `collectionView(_:shouldSelectItemAt:)` is asked, the highlight ends
/// (`collectionView(_:didUnhighlightItemAt:)`), then the item is selected
/// (`collectionView(_:didSelectItemAt:)`) and, outside editing and when
/// `collectionView(_:canPerformPrimaryActionForItemAt:)` agrees,
/// `collectionView(_:performPrimaryActionForItemAt:)` is told. A finger lifted elsewhere or
/// cancelled only ends the highlight.
extension UICollectionViewDelegate {
    /// True: a touched item is highlighted (and may be selected).
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        true
    }

    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

    /// True: a tap that selects one item performs its primary action.
    public func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
        true
    }

    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
    }

    /// The offset the collection view takes after its layout changed: the layout's proposal.
    public func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// True.
    /// Reel: accepted; it sets only the editing state of a cell's configuration, which Reel's
    /// cells do not draw differently.
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        AcceptedMember.note("UICollectionViewDelegate.collectionView(_:canEditItemAt:)")
        return true
    }

    /// Where an interactively moving item goes: the proposed place (UICollectionView+Movement.swift).
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }

    /// True.
    /// Reel: accepted; there is no focus engine.
    public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        AcceptedMember.note("UICollectionViewDelegate.collectionView(_:canFocusItemAt:)")
        return true
    }

    /// Nil.
    /// Reel: accepted; there is no focus engine.
    public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        AcceptedMember.note("UICollectionViewDelegate.indexPathForPreferredFocusedView(in:)")
        return nil
    }

    /// True.
    /// Reel: accepted; there is no focus engine, so nothing asks.
    public func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        AcceptedMember.note("UICollectionViewDelegate.collectionView(_:shouldUpdateFocusIn:)")
        return true
    }

    /// Nothing.
    /// Reel: accepted; there is no focus engine, so it is never called.
    public func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        AcceptedMember.note("UICollectionViewDelegate.collectionView(_:didUpdateFocusIn:with:)")
    }

    /// The collection view's `selectionFollowsFocus`.
    /// Reel: accepted; there is no focus engine.
    public func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    {
        AcceptedMember.note("UICollectionViewDelegate.collectionView(_:selectionFollowsFocusForItemAt:)")
        return collectionView.selectionFollowsFocus
    }

    /// False.
    /// Reel: accepted; Reel scripts no two-finger pan that would select several items.
    public func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        AcceptedMember.note("UICollectionViewDelegate.collectionView(_:shouldBeginMultipleSelectionInteractionAt:)")
        return false
    }

    /// Reel: accepted; Reel scripts no two-finger pan that would select several items.
    public func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        AcceptedMember.note("UICollectionViewDelegate.collectionView(_:didBeginMultipleSelectionInteractionAt:)")
    }

    /// Reel: accepted; Reel scripts no two-finger pan that would select several items.
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        AcceptedMember.note("UICollectionViewDelegate.collectionViewDidEndMultipleSelectionInteraction(_:)")
    }
}

extension UICollectionView {
    /// A finger went down at `point`: the item under it is highlighted if the delegate agrees.
    func touchBegan(at point: CGPoint) {
        touchedItem = nil
        guard let item = indexPathForItem(at: point), isSelectable else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true else { return }
        touchedItem = item
        highlightedItem = item
        cellForItem(at: item)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: item)
    }

    /// Ends the highlight of the touched item, if any.
    func unhighlight() {
        guard let item = highlightedItem else { return }
        highlightedItem = nil
        cellForItem(at: item)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
    }

    /// Whether taps select now: `allowsSelection`, or while editing `allowsSelectionDuringEditing`.
    var isSelectable: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// Whether taps keep other items selected now (`allowsMultipleSelection`, or its editing twin).
    var selectsMultiple: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// After a tap selected `item` alone: its primary action, outside editing, if the delegate agrees.
    func performPrimaryAction(_ item: IndexPath) {
        guard !isEditing, collectionDelegate?.collectionView(self, canPerformPrimaryActionForItemAt: item) ?? true
        else { return }
        collectionDelegate?.collectionView(self, performPrimaryActionForItemAt: item)
    }

    /// The offset after the layout changed: the layout's `targetContentOffset(forProposedContentOffset:)`
    /// for the current one, then the delegate's.
    func targetOffsetAfterLayoutChange() -> CGPoint {
        let proposed = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
        return collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed)
            ?? proposed
    }
}
