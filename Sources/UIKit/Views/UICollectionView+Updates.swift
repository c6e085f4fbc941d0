import Foundation

/// Batch updates, animated as UIKit animates them: the changes named in
/// `performBatchUpdates(_:completion:)` (or alone, each its own batch) are checked against the
/// data source's new counts, the layout is prepared for the new data, and every view goes from
/// where it is to its new place over `UICollectionView.updateAnimationDuration` (or the duration
/// of the animation block around the call), inserted items fading in and deleted ones fading
/// out, by the layout's appearing and disappearing attributes. Changes that do not add up (the
/// message UIKit throws is printed) reload the data instead.
extension UICollectionView {
    /// How long a batch update animates when no animation block sets it (UIKit does not say;
    /// see docs/animation.md).
    public static let updateAnimationDuration: TimeInterval = 0.3

    /// Runs `updates` (its inserts, deletes, moves and reloads) as one animated change;
    /// `completion` runs when the animation ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdates != nil {
            updates?()  // nested: the outer batch commits these changes too
            return
        }
        pendingUpdates = []
        updates?()
        let items = pendingUpdates ?? []
        pendingUpdates = nil
        commit(items, completion: completion)
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        record(indexPaths.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) })
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        record(indexPaths.map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) })
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record([UICollectionViewUpdateItem(action: .move, before: indexPath, after: newIndexPath)])
    }

    /// Inserts sections the data source now counts: their items and supplementary views fade in
    /// while the sections after them move.
    public func insertSections(_ sections: IndexSet) {
        record(sections.map { UICollectionViewUpdateItem(action: .insert, before: nil, after: [$0]) })
    }

    /// Deletes sections the data source no longer counts: their items and supplementary views
    /// fade out while the sections after them move.
    public func deleteSections(_ sections: IndexSet) {
        record(sections.map { UICollectionViewUpdateItem(action: .delete, before: [$0], after: nil) })
    }

    /// Moves the section at `section` to `newSection`: its items and supplementary views go
    /// there, the sections between make room.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record([UICollectionViewUpdateItem(action: .move, before: [section], after: [newSection])])
    }

    /// The sections' items and supplementary views are made again by the data source (their
    /// count may change): the old ones fade out as the new ones fade in.
    public func reloadSections(_ sections: IndexSet) {
        record(sections.map { UICollectionViewUpdateItem(action: .reload, before: [$0], after: [$0]) })
    }

    /// The items' cells are made again by the data source: the old ones fade out as the new ones
    /// fade in.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record(indexPaths.map { UICollectionViewUpdateItem(action: .reload, before: $0, after: $0) })
    }

    /// Asks the data source again for the visible items' cells, handing it each item's own cell
    /// when it dequeues one with that cell's reuse identifier (without `prepareForReuse()`, as
    /// UIKit): the cells stay and show the new data at once. A different cell returned takes the
    /// old one's place; items not shown are left alone (their cells are made when they come).
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard
                let index = visible.firstIndex(where: { $0.element.kind == nil && $0.element.indexPath == indexPath }),
                let cell = visible[index].view as? UICollectionViewCell
            else { continue }
            reconfiguring = cell
            var made: UICollectionViewCell?
            UIView.performWithoutAnimation { made = dataSource.collectionView(self, cellForItemAt: indexPath) }
            reconfiguring = nil
            guard let made, made !== cell else { continue }
            placeReconfigured(made, over: cell) { made.isSelected = cell.isSelected }
            recycle(cell)
            visible[index] = (visible[index].element, made)
        }
    }

    private func record(_ items: [UICollectionViewUpdateItem]) {
        if pendingUpdates != nil {
            pendingUpdates?.append(contentsOf: items)
        } else {
            commit(items, completion: nil)
        }
    }

    /// Checks `items` against the counts, then animates every view to its new place.
    /// Checks `items` against the counts (or takes `newLayout`, the counts unchanged), then
    /// animates every view to its new place.
    // Longer than 60 lines: the layout's part in the update runs around the one animation.
    private func commit(
        _ items: [UICollectionViewUpdateItem], newLayout: UICollectionViewLayout? = nil,
        completion: ((Bool) -> Void)?
    ) {
        guard let oldCounts = counts else {
            // Nothing shown yet: the next layout pass reads the data source.
            if let newLayout { collectionViewLayout = newLayout } else { reloadData() }
            completion?(true)
            return
        }
        let newCounts = newLayout == nil ? askCounts() : oldCounts
        let plan: ItemMapping
        do {
            plan = try ItemMapping(items, old: oldCounts, new: newCounts)
        } catch {
            FileHandle.standardError.write(
                Data(("UICollectionView: \(error.message) The collection view reloads its data instead.\n").utf8))
            reloadData()
            completion?(false)
            return
        }
        var update = LayoutUpdate()
        update.oldAttributes = snapshot()
        update.oldPathOfNew = plan.oldPathOfNew
        update.newPathOfOld = plan.newPathOfOld
        update.appearing = plan.appearing
        update.disappearing = plan.disappearing
        update.oldSectionOfNew = plan.oldSectionOfNew
        update.newSectionOfOld = plan.newSectionOfOld
        update.appearingSections = plan.appearingSections
        update.disappearingSections = plan.disappearingSections
        counts = newCounts
        guard let newLayout else {
            collectionViewLayout.isPrepared = false
            collectionViewLayout.prepareIfNeeded()
            collectionViewLayout.update = update
            collectionViewLayout.prepare(forCollectionViewUpdates: items)
            animate(plan, completion: completion)
            collectionViewLayout.finalizeCollectionViewUpdates()
            collectionViewLayout.update = nil
            return
        }
        let oldLayout = collectionViewLayout
        let shown = visible.map(\.view)
        for view in shown { view.willTransition(from: oldLayout, to: newLayout) }
        oldLayout.prepareForTransition(to: newLayout)
        collectionViewLayout = newLayout
        newLayout.isPrepared = false
        newLayout.prepareIfNeeded()
        newLayout.prepareForTransition(from: oldLayout)
        newLayout.update = update
        oldLayout.finalizeLayoutTransition()
        newLayout.finalizeLayoutTransition()
        let target = targetOffsetAfterLayoutChange()
        if target != contentOffset {
            holdsViews = true
            contentOffset = target
            holdsViews = false
        }
        animate(plan) { finished in
            for view in self.visible.map(\.view) { view.didTransition(from: oldLayout, to: newLayout) }
            completion?(finished)
        }
        newLayout.update = nil
    }

    /// Changes the layout: at once, or with `animated` every view goes from its place in the old
    /// layout to its place in the new one (the views coming into the bounds from their old places,
    /// those leaving to their new ones) over `updateAnimationDuration` (or the duration of the
    /// animation block around the call), as a batch update without changes.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// As `setCollectionViewLayout(_:animated:)`; `completion` runs when the change is done (at
    /// once when not animated).
    public func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard layout !== collectionViewLayout else {
            completion?(true)
            return
        }
        guard animated else {
            collectionViewLayout = layout
            layoutIfNeeded()
            let target = targetOffsetAfterLayoutChange()
            if target != contentOffset { contentOffset = target }
            completion?(true)
            return
        }
        commit([], newLayout: layout, completion: completion)
    }

    /// Every element's attributes now (the content and a screen around it).
    private func snapshot() -> [CollectionElement: UICollectionViewLayoutAttributes] {
        collectionViewLayout.prepareIfNeeded()
        let content = CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize).union(bounds)
        let all = collectionViewLayout.layoutAttributesForElements(
            in: content.insetBy(dx: -bounds.width, dy: -bounds.height))
        var byElement: [CollectionElement: UICollectionViewLayoutAttributes] = [:]
        for attributes in all ?? [] {
            byElement[CollectionElement(attributes)] = attributes
        }
        return byElement
    }

    /// Sends the old views to their ends and brings in the new ones, in one animation block.
    // Longer than 60 lines: the old views' ends and the new views' starts share the mapping and
    // the lists the one animation block then plays.
    private func animate(_ plan: ItemMapping, completion: ((Bool) -> Void)?) {
        let layout = collectionViewLayout
        let shown = shownAttributes()
        let wanted = Dictionary(uniqueKeysWithValues: shown.map { (CollectionElement($0), $0) })
        var ends: [(view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes?)] = []
        var leaving: [UICollectionReusableView] = []
        var kept: [CollectionElement: UICollectionReusableView] = [:]
        for (element, view) in visible {
            let target =
                element.kind == nil
                ? plan.newPath(ofOld: element.indexPath)
                : plan.newSection(ofOld: element.indexPath.section).map {
                    IndexPath(item: element.indexPath.item, section: $0)
                }
            let after = target.map { CollectionElement(kind: element.kind, indexPath: $0) }
            if let after, let attributes = wanted[after], !layout.deletesExplicitly(element) {
                kept[after] = view
                ends.append((view, attributes))
                continue
            }
            ends.append((view, layout.finalAttributes(ofDisappearing: element)))
            leaving.append(view)
            didEndDisplaying(view, element)
        }
        visible = []
        var starts: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        for attributes in shown {
            let element = CollectionElement(attributes)
            if let view = kept[element] {
                visible.append((element, view))
            } else if let view = makeView(for: attributes) {
                starts.append((view, layout.initialAttributes(ofAppearing: element) ?? attributes))
                ends.append((view, attributes))
                willDisplay(view, element)
                visible.append((element, view))
            }
        }
        UIView.performWithoutAnimation {
            for (view, start) in starts {
                view.take(start)
                addSubview(view)
                view.layoutIfNeeded()
            }
        }
        let inherited = UIView.inheritedAnimationDuration
        updatesInFlight += 1
        UIView.animate(
            withDuration: inherited > 0 ? inherited : Self.updateAnimationDuration,
            animations: {
                for (view, end) in ends { if let end { view.take(end) } }
            },
            completion: { finished in
                self.updatesInFlight -= 1
                for view in leaving { self.recycle(view) }
                completion?(finished)
            })
    }
}

extension UICollectionViewLayout {
    /// Where an element that appears in an update starts: the layout's appearing attributes for
    /// its category (item, supplementary view or decoration view).
    func initialAttributes(ofAppearing element: CollectionElement) -> UICollectionViewLayoutAttributes? {
        if let decoration = Self.decorationKind(ofPoolKind: element.kind) {
            return initialLayoutAttributesForAppearingDecorationElement(ofKind: decoration, at: element.indexPath)
        }
        if let kind = element.kind {
            return initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: element.indexPath)
        }
        return initialLayoutAttributesForAppearingItem(at: element.indexPath)
    }

    /// Where an element that disappears in an update ends: the layout's disappearing attributes
    /// for its category.
    func finalAttributes(ofDisappearing element: CollectionElement) -> UICollectionViewLayoutAttributes? {
        if let decoration = Self.decorationKind(ofPoolKind: element.kind) {
            return finalLayoutAttributesForDisappearingDecorationElement(ofKind: decoration, at: element.indexPath)
        }
        if let kind = element.kind {
            return finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: element.indexPath)
        }
        return finalLayoutAttributesForDisappearingItem(at: element.indexPath)
    }
}
