import Foundation

/// `UIViewController` with the collection view delegate's methods open, for
/// `UICollectionViewController` (see ScrollViewControllerDelegation.swift): each does what the
/// protocol's default does.
open class _CollectionViewControllerDelegation: _ScrollViewControllerDelegation, UICollectionViewDelegate {
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { collectionDefaults.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath) }
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) { collectionDefaults.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath) }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionDefaults.collectionView(collectionView, didSelectItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        collectionDefaults.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        collectionDefaults.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        collectionDefaults.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        collectionDefaults.collectionView(
            collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        collectionDefaults.collectionView(
            collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        collectionDefaults.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        collectionDefaults.collectionView(collectionView, didHighlightItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        collectionDefaults.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
        -> Bool
    { collectionDefaults.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath) }
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        collectionDefaults.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
    }
    open func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        collectionDefaults.collectionView(
            collectionView, targetContentOffsetForProposedContentOffset: proposedContentOffset)
    }
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        collectionDefaults.collectionView(collectionView, canEditItemAt: indexPath)
    }
    open func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        collectionDefaults.collectionView(
            collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
            atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        collectionDefaults.collectionView(collectionView, canFocusItemAt: indexPath)
    }
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        collectionDefaults.indexPathForPreferredFocusedView(in: collectionView)
    }
    open func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool { collectionDefaults.collectionView(collectionView, shouldUpdateFocusIn: context) }
    open func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) { collectionDefaults.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator) }
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
        -> Bool
    { collectionDefaults.collectionView(collectionView, selectionFollowsFocusForItemAt: indexPath) }
    open func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        collectionDefaults.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: indexPath)
    }
    open func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) { collectionDefaults.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: indexPath) }
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        collectionDefaults.collectionViewDidEndMultipleSelectionInteraction(collectionView)
    }
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        collectionDefaults.collectionView(collectionView, transitionLayoutForOldLayout: fromLayout, newLayout: toLayout)
    }
}

/// A delegate and data source that implement nothing they need not: their methods are the
/// protocols' defaults (no items).
final class CollectionDefaults: NSObject, UICollectionViewDelegate, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    { UICollectionViewCell(frame: .zero) }
}

nonisolated(unsafe) let collectionDefaults = CollectionDefaults()
