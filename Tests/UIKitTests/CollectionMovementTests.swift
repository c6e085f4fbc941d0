import Foundation
import ReelCore
import Testing

@testable import UIKit

/// A data source of one section of named items that can move (all but `fixed`) and records moves.
final class MovableSource: NSObject, UICollectionViewDataSource {
    var items: [String]
    var fixed: Set<Int> = []
    var moves: [(IndexPath, IndexPath)] = []

    init(count: Int) {
        items = (0..<count).map { "item\($0)" }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.layer.name = items[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !fixed.contains(indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        moves.append((sourceIndexPath, destinationIndexPath))
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// A delegate that keeps moving items out of the first `floor` places.
final class FloorDelegate: NSObject, UICollectionViewDelegate {
    var floor = 0
    var transitionLayout: UICollectionViewTransitionLayout?
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        IndexPath(item: max(floor, proposedIndexPath.item), section: proposedIndexPath.section)
    }
    func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        let layout = UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        transitionLayout = layout
        return layout
    }
}

/// Interactive movement and interactive layout transitions, frames from the flow layouts' formulas.
@Suite struct CollectionMovementTests {
    /// One column of `count` rows 200 × 50 (item i at y = 50·i), 200 × 400.
    static func column(_ count: Int = 6) -> (UICollectionView, MovableSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 50)
        layout.minimumLineSpacing = 0
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = MovableSource(count: count)
        list.dataSource = source
        list.layoutIfNeeded()
        return (list, source)
    }

    static func cell(_ list: UICollectionView, named name: String) -> UICollectionViewCell? {
        list.visibleCells.first { $0.layer.name == name }
    }

    @Test func movingAnItemMakesWayThenCommits() throws {
        let (list, source) = Self.column()
        #expect(list.beginInteractiveMovementForItem(at: [0, 1]))
        #expect(!list.beginInteractiveMovementForItem(at: [0, 2]))  // one at a time
        // Over item 3 (150…200): item 1 goes to place 3, items 2 and 3 move up a place.
        list.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 175))
        let moving = try #require(Self.cell(list, named: "item1"))
        #expect(moving.center == CGPoint(x: 100, y: 175) && moving.layer.zPosition == 2048)
        #expect(Self.cell(list, named: "item2")?.frame.minY == 50)
        #expect(Self.cell(list, named: "item3")?.frame.minY == 100)
        #expect(Self.cell(list, named: "item4")?.frame.minY == 200)
        #expect(list.indexPath(for: moving) == [0, 3])
        // The cell follows the finger between places.
        list.updateInteractiveMovementTargetPosition(CGPoint(x: 90, y: 180))
        #expect(moving.center == CGPoint(x: 90, y: 180))
        #expect(source.moves.isEmpty)
        list.endInteractiveMovement()
        #expect(source.moves.map { [$0.0, $0.1] } == [[[0, 1], [0, 3]]])
        #expect(source.items == ["item0", "item2", "item3", "item1", "item4", "item5"])
        #expect(moving.frame == CGRect(x: 0, y: 150, width: 200, height: 50))
        #expect(moving.layer.zPosition == 0)
    }

    @Test func cancellingPutsEverythingBack() throws {
        let (list, source) = Self.column()
        let delegate = FloorDelegate()
        delegate.floor = 2
        list.delegate = delegate
        source.fixed = [5]
        #expect(!list.beginInteractiveMovementForItem(at: [0, 5]))
        #expect(list.beginInteractiveMovementForItem(at: [0, 4]))
        // Proposed place 0 (the finger over item 0); the delegate keeps it at 2.
        list.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 10))
        #expect(list.indexPath(for: try #require(Self.cell(list, named: "item4"))) == [0, 2])
        #expect(Self.cell(list, named: "item2")?.frame.minY == 150)
        list.cancelInteractiveMovement()
        #expect(source.moves.isEmpty)
        for i in 0..<6 { #expect(Self.cell(list, named: "item\(i)")?.frame.minY == CGFloat(50 * i)) }
    }

    /// From one column of 200 × 50 rows to a grid of 100 × 100 squares: at progress 0.5 each
    /// cell is halfway, centre and size; finishing keeps the grid.
    @Test func transitionLayoutInterpolates() throws {
        let (list, source) = Self.column()
        defer { withExtendedLifetime(source) {} }
        let delegate = FloorDelegate()
        list.delegate = delegate
        let grid = UICollectionViewFlowLayout()
        grid.itemSize = CGSize(width: 100, height: 100)
        grid.minimumLineSpacing = 0
        grid.minimumInteritemSpacing = 0
        var ended: (Bool, Bool)?
        let transition = list.startInteractiveTransition(to: grid) { ended = ($0, $1) }
        #expect(transition === delegate.transitionLayout && list.collectionViewLayout === transition)
        transition.transitionProgress = 0.5
        list.layoutIfNeeded()
        // Item 1: centre (100, 75) → (150, 50), size 200 × 50 → 100 × 100: (125, 62.5), 150 × 75.
        #expect(Self.cell(list, named: "item1")?.frame == CGRect(x: 50, y: 25, width: 150, height: 75))
        // Item 4: (100, 225) → (50, 250): (75, 237.5).
        #expect(Self.cell(list, named: "item4")?.frame == CGRect(x: 0, y: 200, width: 150, height: 75))
        // Content height 300 → 300 (both 300 tall).
        #expect(list.contentSize == CGSize(width: 200, height: 300))
        list.finishInteractiveTransition()
        list.layoutIfNeeded()
        #expect(list.collectionViewLayout === grid)
        #expect(Self.cell(list, named: "item1")?.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(ended.map { $0.0 } == true)
    }

    @Test func cancelledTransitionGoesBack() {
        let (list, source) = Self.column()
        defer { withExtendedLifetime(source) {} }
        let column = list.collectionViewLayout
        let transition = list.startInteractiveTransition(to: UICollectionViewFlowLayout())
        transition.transitionProgress = 0.3
        list.cancelInteractiveTransition()
        list.layoutIfNeeded()
        #expect(list.collectionViewLayout === column)
        #expect(Self.cell(list, named: "item1")?.frame == CGRect(x: 0, y: 50, width: 200, height: 50))
    }
}
