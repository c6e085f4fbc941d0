import Foundation

/// Interactive movement of an item, like UIKit's `beginInteractiveMovementForItem(at:)` family
/// (driven by the app, usually from a long-press recognizer). While the item moves, the
/// collection view shows it where the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)`
/// (then the delegate's `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:…)`)
/// puts it, its cell following the finger (`layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`)
/// and the other cells making way, animated over `updateAnimationDuration`; the data source is
/// not asked until the end: `endInteractiveMovement()` calls its `collectionView(_:moveItemAt:to:)`
/// and puts the cell in its place, `cancelInteractiveMovement()` puts everything back. Each step
/// invalidates the layout with the layout's movement context.
struct InteractiveMovement {
    let original: IndexPath
    var current: IndexPath
    var position: CGPoint
    let oldCounts: [Int]

    /// Where the item at `path` is shown when the item at `from` is shown at `to` instead.
    static func shown(_ path: IndexPath, movingFrom from: IndexPath, to: IndexPath) -> IndexPath {
        if path == from { return to }
        var p = path
        if p.section == from.section && p.item > from.item { p.item -= 1 }
        if p.section == to.section && p.item >= to.item { p.item += 1 }
        return p
    }

    /// The data source's index path of the item shown at `path`.
    func dataPath(ofShown path: IndexPath) -> IndexPath {
        Self.shown(path, movingFrom: current, to: original)
    }
}

extension UICollectionViewDataSource {
    /// True: every item can move (UIKit's default when the data source moves items).
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Told at the end of an interactive movement: move the item in the data.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

extension UICollectionViewLayout {
    /// The default place of an item moving to `position`: the item under it, else where it is.
    func defaultTarget(forMoving previousIndexPath: IndexPath, at position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The default attributes of the moving item: its attributes at `indexPath` centred on
    /// `position`, above every other element.
    func defaultMovingAttributes(at indexPath: IndexPath, position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes =
            layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = UICollectionView.movingZIndex
        return attributes
    }

    /// A context naming the moving items before and after a step of the movement.
    func movementContext(target: [IndexPath], previous: [IndexPath], position: CGPoint)
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = target
        context.previousIndexPathsForInteractivelyMovingItems = previous
        context.interactiveMovementTarget = position
        context.invalidateItems(at: Array(Set(target + previous)).sorted())
        return context
    }
}

extension UICollectionView {
    /// The zIndex of an interactively moving item: above the pinned headers (1024).
    static let movingZIndex = 2048

    /// Starts moving the item at `indexPath`: false if another movement is under way, the item
    /// does not exist or the data source's `collectionView(_:canMoveItemAt:)` refuses.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let dataSource, indexPath.count == 2,
            indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section),
            dataSource.collectionView(self, canMoveItemAt: indexPath)
        else { return false }
        collectionViewLayout.prepareIfNeeded()
        let centre = layoutAttributesForItem(at: indexPath)?.center ?? .zero
        movement = InteractiveMovement(
            original: indexPath, current: indexPath, position: centre, oldCounts: loadCounts())
        return true
    }

    /// Moves the moving item's cell to `targetPosition` (content coordinates), and the item to the
    /// place the layout and the delegate choose for it there.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var m = movement else { return }
        let layout = collectionViewLayout
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: m.current, withPosition: targetPosition)
        var target =
            collectionDelegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: m.original, atCurrentIndexPath: m.current,
                toProposedIndexPath: proposed) ?? proposed
        if !canShow(m.current, at: target) { target = m.current }
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [target], withTargetPosition: targetPosition, previousIndexPaths: [m.current],
            previousPosition: m.position)
        if target != m.current { reorder(from: m.current, to: target) }
        m.current = target
        m.position = targetPosition
        movement = m
        layout.invalidateLayout(with: context)
        placeAnimated()
    }

    /// Ends the movement: the data source moves the item (`collectionView(_:moveItemAt:to:)`) and
    /// its cell goes to its place.
    public func endInteractiveMovement() {
        guard let m = movement else { return }
        let layout = collectionViewLayout
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [m.current], previousIndexPaths: [m.original], movementCancelled: false)
        movement = nil
        if m.current != m.original { dataSource?.collectionView(self, moveItemAt: m.original, to: m.current) }
        layout.invalidateLayout(with: context)
        placeAnimated()
    }

    /// Cancels the movement: the item and the others go back to their places; the data source
    /// is not told.
    public func cancelInteractiveMovement() {
        guard let m = movement else { return }
        let layout = collectionViewLayout
        let context = layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [m.original], previousIndexPaths: [m.current], movementCancelled: true)
        movement = nil
        if m.current != m.original { reorder(from: m.current, to: m.original) }
        counts = m.oldCounts
        layout.invalidateLayout(with: context)
        placeAnimated()
    }

    /// Whether the item at `from` can be shown at `to` (a section that exists, an item within it
    /// once the item has left its old place).
    private func canShow(_ from: IndexPath, at to: IndexPath) -> Bool {
        guard to.count == 2, to.section >= 0, to.section < numberOfSections, to.item >= 0 else { return false }
        let count = numberOfItems(inSection: to.section) - (to.section == from.section ? 1 : 0)
        return to.item <= count
    }

    /// Shows the item at `from` at `to`: the counts, the visible cells' index paths and the
    /// selection follow.
    private func reorder(from: IndexPath, to: IndexPath) {
        if var c = counts {
            c[from.section] -= 1
            c[to.section] += 1
            counts = c
        }
        visible = visible.map { element, view in
            guard element.kind == nil else { return (element, view) }
            let path = InteractiveMovement.shown(element.indexPath, movingFrom: from, to: to)
            return (CollectionElement(kind: nil, indexPath: path), view)
        }
        .sorted { $0.element < $1.element }
        selectedItems = selectedItems.map { InteractiveMovement.shown($0, movingFrom: from, to: to) }
    }

    /// Lays the views out again, the cells making way animated (the moving one follows at once).
    private func placeAnimated() {
        let moving = movement.flatMap { cellForItem(at: $0.current) }
        if let moving, let m = movement {
            collectionViewLayout.prepareIfNeeded()
            let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
                at: m.current, withTargetPosition: m.position)
            UIView.performWithoutAnimation { moving.take(attributes) }
        }
        let inherited = UIView.inheritedAnimationDuration
        UIView.animate(withDuration: inherited > 0 ? inherited : Self.updateAnimationDuration) {
            self.updateCells()
        }
    }

    /// The attributes the moving item shows with while it moves.
    func movingReplacement(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let m = movement, attributes.representedElementCategory == .cell, attributes.indexPath == m.current
        else { return attributes }
        return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
            at: m.current, withTargetPosition: m.position)
    }
}
