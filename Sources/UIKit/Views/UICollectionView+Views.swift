import Foundation

/// The views a collection view shows: the elements its layout puts in the bounds, made,
/// reused, placed and recycled, the delegate told as they come and go.
extension UICollectionView {
    /// The attributes of the elements the layout shows in the bounds, for items and sections
    /// that exist, sorted.
    func shownAttributes() -> [UICollectionViewLayoutAttributes] {
        _ = loadCounts()
        collectionViewLayout.prepareIfNeeded()
        let content = collectionViewLayout.collectionViewContentSize
        let adjustment = collectionViewLayout.sizeAdjustment
        let size = CGSize(width: content.width + adjustment.width, height: content.height + adjustment.height)
        if contentSize != size { contentSize = size }
        return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .map(flippedIfNeeded)
            .map(movingReplacement)
            .filter { isValid($0) && $0.frame.overlaps(bounds) }
            .sorted { CollectionElement($0) < CollectionElement($1) }
    }

    /// Prepares the layout if needed, sets the content size and brings the visible views in step
    /// with the attributes of the elements in the bounds; with a self-sizing layout, again while
    /// new cells change their sizes (a few passes at most).
    func updateCells() {
        placingViews = true
        defer { placingViews = false }
        for _ in 0..<4 {
            guard placeViews() else { return }
            collectionViewLayout.isPrepared = false
        }
        _ = placeViews()
    }

    /// One pass of `updateCells()`: true when a new cell's preferred size changed the layout.
    func placeViews() -> Bool {
        var resized = false
        let shown = shownAttributes()
        let wanted = Set(shown.map(CollectionElement.init))
        var kept: [CollectionElement: UICollectionReusableView] = [:]
        for (element, view) in visible {
            if wanted.contains(element) {
                kept[element] = view
            } else {
                recycle(view)
                didEndDisplaying(view, element)
            }
        }
        visible = []
        for attributes in shown {
            let element = CollectionElement(attributes)
            if let view = kept[element] {
                view.take(attributes)
                visible.append((element, view))
            } else if let view = makeView(for: attributes) {
                view.take(attributes)
                willDisplay(view, element)
                addSubview(view)
                visible.append((element, view))
                if collectionViewLayout.wantsSelfSizing {
                    let preferred = view.preferredLayoutAttributesFitting(attributes)
                    let layout = collectionViewLayout
                    if layout.shouldInvalidateLayout(
                        forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
                    {
                        layout.invalidateLayout(
                            with: layout.invalidationContext(
                                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
                        resized = true
                    }
                }
            }
        }
        return resized
    }

    /// A view from the data source for the element `attributes` describe.
    func makeView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        if attributes.representedElementCategory == .decorationView { return makeDecorationView(for: attributes) }
        guard let dataSource else { return nil }
        if let kind = attributes.representedElementKind, attributes.representedElementCategory == .supplementaryView {
            let view = dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
            if view.elementKind == nil { view.elementKind = kind }
            return view
        }
        let path = movement?.dataPath(ofShown: attributes.indexPath) ?? attributes.indexPath
        return dataSource.collectionView(self, cellForItemAt: path)
    }

    func willDisplay(_ view: UICollectionReusableView, _ element: CollectionElement) {
        if element.isDecoration { return }
        if let kind = element.kind {
            collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: kind, at: element.indexPath)
        } else if let cell = view as? UICollectionViewCell {
            cell.isSelected = selectedItems.contains(element.indexPath)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
        }
    }

    func didEndDisplaying(_ view: UICollectionReusableView, _ element: CollectionElement) {
        if element.isDecoration { return }
        if let kind = element.kind {
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: element.indexPath)
        } else if let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: element.indexPath)
        }
    }

    /// Whether `attributes` describe a cell of an item that exists, a supplementary view of a
    /// section that exists, or a decoration view (the layout's own).
    func isValid(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        let indexPath = attributes.indexPath
        switch attributes.representedElementCategory {
        case .cell:
            return indexPath.count == 2 && indexPath.item >= 0
                && indexPath.item < numberOfItems(inSection: indexPath.section)
        case .supplementaryView:
            return indexPath.count >= 1 && indexPath.section >= 0 && indexPath.section < numberOfSections
        case .decorationView:
            return attributes.representedElementKind != nil
        }
    }
}
