/// A collection view's selection. As UIKit's `selectItem(at:animated:scrollPosition:)` and
/// `deselectItem(at:animated:)` do, it is state set without calling the delegate: the items'
/// cells' `isSelected` follow it, those made later too.
extension UICollectionView {
    /// The selected items, sorted; nil when none is selected (as UIKit's).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems.sorted() }

    /// Selects the item (nil: deselects all), scrolling it to `scrollPosition` (empty: not at
    /// all); unless `allowsMultipleSelection`, the other items are deselected.
    public func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        // The collection view has no editing mode: the flags for editing are stored only.
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// A finger lifted on the item it went down on: as UIKit, `collectionView(_:shouldSelectItemAt:)`
    /// may refuse; the other selected items are deselected (unless `allowsMultipleSelection`),
    /// each told by `collectionView(_:didDeselectItemAt:)`; the item is selected and
    /// `collectionView(_:didSelectItemAt:)` told. With multiple selection a tap on a selected
    /// item deselects it if `collectionView(_:shouldDeselectItemAt:)` agrees. (Reel draws no
    /// highlight, and a finger that moves never scrolls, so lifting it on another item selects
    /// nothing.)
    func tapEnded(_ touches: Set<UITouch>) {
        defer { touchedItem = nil }
        guard let item = touchedItem, allowsSelection,
            let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == item
        else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedItems.contains(item) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else { return }
            deselectItem(at: item, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: item)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: item) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedItems where other != item {
                deselectItem(at: other, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        if !selectedItems.contains(item) { selectedItems.append(item) }
        cellForItem(at: item)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: item)
    }

    /// Deselects the item; its cell's `isSelected` becomes false.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }
}
