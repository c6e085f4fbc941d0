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
        guard isSelectable else { return }
        if !selectsMultiple {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// A finger lifted on the item it went down on (and was highlighted): as UIKit,
    /// `collectionView(_:shouldSelectItemAt:)` may refuse; the highlight ends; the other selected
    /// items are deselected (unless multiple selection is on), each told by
    /// `collectionView(_:didDeselectItemAt:)`; the item is selected, `collectionView(_:didSelectItemAt:)`
    /// told, and its primary action performed (UICollectionView+Interaction.swift). With multiple
    /// selection a tap on a selected item deselects it if `collectionView(_:shouldDeselectItemAt:)`
    /// agrees. While editing, `allowsSelectionDuringEditing` and
    /// `allowsMultipleSelectionDuringEditing` stand for the two flags.
    func tapEnded(_ touches: Set<UITouch>) {
        defer {
            touchedItem = nil
            unhighlight()
        }
        guard let item = touchedItem, isSelectable,
            let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == item
        else { return }
        let delegate = collectionDelegate
        if selectsMultiple, selectedItems.contains(item) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else { return }
            unhighlight()
            deselectItem(at: item, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: item)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: item) ?? true else { return }
        unhighlight()
        let extending = selectsMultiple && !selectedItems.isEmpty
        if !selectsMultiple {
            for other in selectedItems where other != item {
                deselectItem(at: other, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        if !selectedItems.contains(item) { selectedItems.append(item) }
        cellForItem(at: item)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: item)
        if !extending { performPrimaryAction(item) }
    }

    /// Deselects the item; its cell's `isSelected` becomes false.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }
}
