import ReelCore
import Testing

@testable import UIKit

/// Batch updates: inserted items fade in, deleted ones fade out, the others (and the section
/// headers) move from their old frames to their new ones over 0.3 s, eased in and out; layouts
/// are told of the changes and may change where items appear; changes that do not add up reload.
@Suite struct CollectionViewUpdateTests {
    /// A vertical list of 200 × 40 rows under a 20-point header, in a 200 × 300 window.
    private func makeList(_ counts: [Int], layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout())
        -> (RecordingHost, UICollectionView, SectionedDataSource)
    {
        let host = RecordingHost(size: CGSize(width: 200, height: 300), scale: 1, fps: 30, duration: 1)
        layout.itemSize = CGSize(width: 200, height: 40)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let (list, source) = SectionedDataSource.list(
            layout, frame: host.rootView.bounds, sections: SectionedDataSource.names(counts))
        host.rootView.addSubview(list)
        list.layoutIfNeeded()
        return (host, list, source)
    }

    /// The eased progress at `t` of an update made at `start`.
    private func eased(_ t: Double, from start: Double) -> Double {
        TimingFunction.easeInEaseOut.value(at: min(max((t - start) / UICollectionView.updateAnimationDuration, 0), 1))
    }

    /// An item inserted at 1: its alpha is the eased progress at every frame, at its final
    /// frame; the item that was at 1 moves down by a row.
    @Test func insertedItemFadesInAndTheOthersMoveDown() throws {
        let (host, list, source) = makeList([3])
        host.at(0.2) {
            source.sections[0].insert("new", at: 1)
            list.insertItems(at: [[0, 1]])
        }
        let timeline = try host.record()
        var checked = 0
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let tree = timeline.evaluate(at: t)
            let p = eased(t, from: 0.2)
            let moved = try #require(findLayer("item0.1", in: tree))
            #expect(abs(moved.position.y - (20 + 60 + 40 * p)) < 1e-6, "frame \(frame)")
            if let inserted = findLayer("new", in: tree) {
                #expect(abs(inserted.opacity - p) < 1e-6, "frame \(frame)")
                #expect(inserted.position.y == 20 + 60)
                checked += 1
            }
        }
        #expect(checked >= 20)
        #expect(list.cellForItem(at: [0, 1])?.layer.name == "new")
        #expect(list.cellForItem(at: [0, 3])?.frame == CGRect(x: 0, y: 140, width: 200, height: 40))
    }

    /// A deleted item fades out where it was and leaves; a moved one goes frame to frame.
    @Test func deletedItemFadesOutAndMovedItemSlides() throws {
        let (host, list, source) = makeList([5])
        var finished: Bool?
        host.at(0.1) {
            list.performBatchUpdates {
                source.sections[0].remove(at: 0)
                list.deleteItems(at: [[0, 0]])
                let moved = source.sections[0].remove(at: 3)  // item0.4
                source.sections[0].insert(moved, at: 0)
                list.moveItem(at: [0, 4], to: [0, 0])
            } completion: {
                finished = $0
            }
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            guard t >= 0.1 else { continue }
            let tree = timeline.evaluate(at: t)
            let p = eased(t, from: 0.1)
            let moved = try #require(findLayer("item0.4", in: tree))
            // From row 4 (centre 20 + 160 + 20) to row 0 (centre 40).
            #expect(abs(moved.position.y - (200 + (40 - 200) * p)) < 1e-6, "frame \(frame)")
            let stays = try #require(findLayer("item0.2", in: tree))
            #expect(abs(stays.position.y - 120) < 1e-6, "row 2 before and after")
            if let deleted = findLayer("item0.0", in: tree), p < 1 {
                #expect(abs(deleted.opacity - (1 - p)) < 1e-6, "frame \(frame)")
                #expect(deleted.position.y == 40)
            }
        }
        #expect(finished == true)
        #expect(list.visibleCells.count == 4)
        #expect(list.subviews.filter { $0.layer.name == "item0.0" }.isEmpty, "the deleted cell went to the pool")
        #expect(
            (0..<4).map { list.cellForItem(at: [0, $0])?.layer.name } == ["item0.4", "item0.1", "item0.2", "item0.3"])
    }

    /// Inserting into section 0 moves section 1's header down by a row with the items.
    @Test func headersMoveWithTheirSection() throws {
        let (host, list, source) = makeList([2, 2])
        host.at(0) {
            source.sections[0].append("new")
            list.insertItems(at: [[0, 2]])
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let header = try #require(findLayer("header1", in: timeline.evaluate(at: t)))
            // From 20 + 80 (centre + 10) to 20 + 120.
            #expect(abs(header.position.y - (110 + 40 * eased(t, from: 0))) < 1e-6, "frame \(frame)")
        }
        #expect(
            list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: [1, 0])?.frame.minY
                == 140)
    }

    /// A flow layout subclass that starts inserted items at a tenth of their size, from
    /// super's attributes, and hears of the update first.
    final class GrowingLayout: UICollectionViewFlowLayout {
        private(set) var inserted: [IndexPath] = []
        private(set) var finalized = 0
        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            inserted = updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)
        }
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
            if inserted.contains(itemIndexPath) { attributes?.transform = CGAffineTransform(scaleX: 0.1, y: 0.1) }
            return attributes
        }
        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            finalized += 1
        }
    }

    @Test func layoutChangesWhereItemsAppear() throws {
        let layout = GrowingLayout()
        let (host, list, source) = makeList([2], layout: layout)
        host.at(0) {
            source.sections[0].insert("new", at: 0)
            list.insertItems(at: [[0, 0]])
        }
        let timeline = try host.record()
        #expect(layout.inserted == [[0, 0]])
        #expect(layout.finalized == 1)
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let cell = try #require(findLayer("new", in: timeline.evaluate(at: t)))
            let p = eased(t, from: 0)
            #expect(abs(cell.transform.m11 - (0.1 + 0.9 * p)) < 1e-6, "frame \(frame)")
            #expect(abs(cell.opacity - p) < 1e-6)
        }
    }

    /// Changes the counts do not agree with print UIKit's message and reload, without a crash.
    @Test func inconsistentUpdateReloads() {
        let (_, list, source) = makeList([3])
        source.sections[0].append("extra")
        var finished: Bool?
        list.performBatchUpdates({ list.deleteItems(at: [[0, 0]]) }, completion: { finished = $0 })
        #expect(finished == false)
        list.layoutIfNeeded()
        #expect(list.numberOfItems(inSection: 0) == 4)
        #expect(list.visibleCells.count == 4)
    }

    /// A deleted section's header and items fade out where they were; the next section's
    /// header and items move up into its place (its header view keeps its name "header2").
    @Test func deletedSectionFadesOutAndTheNextMovesUp() throws {
        let (host, list, source) = makeList([1, 2, 1])
        host.at(0) {
            source.sections.remove(at: 1)
            list.deleteSections([1])
        }
        let timeline = try host.record()
        var faded = 0
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let tree = timeline.evaluate(at: t)
            let p = eased(t, from: 0)
            let header = try #require(findLayer("header2", in: tree))
            let item = try #require(findLayer("item2.0", in: tree))
            #expect(abs(header.position.y - (170 - 100 * p)) < 1e-6, "frame \(frame)")
            #expect(abs(item.position.y - (200 - 100 * p)) < 1e-6, "frame \(frame)")
            if let gone = findLayer("item1.1", in: tree), let goneHeader = findLayer("header1", in: tree) {
                #expect(gone.position.y == 140 && goneHeader.position.y == 70)
                #expect(abs(gone.opacity - (1 - p)) < 1e-6 && abs(goneHeader.opacity - (1 - p)) < 1e-6)
                faded += 1
            }
        }
        #expect(faded >= 8)
        #expect(list.numberOfSections == 2)
        #expect(
            list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: [1, 0])?
                .layer.name == "header2")
        #expect(list.cellForItem(at: [1, 0])?.frame == CGRect(x: 0, y: 80, width: 200, height: 40))
    }

    /// A moved section goes frame to frame with its header; a reloaded one asks again.
    @Test func movedAndReloadedSections() throws {
        let (host, list, source) = makeList([1, 1])
        host.at(0) {
            list.performBatchUpdates {
                source.sections.swapAt(0, 1)
                list.moveSection(1, toSection: 0)
            }
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let p = eased(t, from: 0)
            let moved = try #require(findLayer("item1.0", in: timeline.evaluate(at: t)))
            #expect(abs(moved.position.y - (100 - 60 * p)) < 1e-6, "frame \(frame)")
        }
        source.sections[1] = ["x", "y"]
        list.reloadSections([1])
        list.layoutIfNeeded()
        #expect(list.numberOfItems(inSection: 1) == 2)
        #expect(list.cellForItem(at: [1, 1])?.layer.name == "y")
    }

    /// Selecting an item deselects the other unless multiple selection is allowed; the cells'
    /// `isSelected` follow, a cell made later for a selected item too; a scroll position scrolls
    /// (`.top`: the item at the top, 20 + 40·7 = 300 points down, clamped to the content's end).
    @Test func selectionFollowsTheCells() {
        let (_, list, source) = makeList([12])
        defer { withExtendedLifetime(source) {} }
        #expect(list.indexPathsForSelectedItems == nil)
        list.selectItem(at: [0, 1], animated: false, scrollPosition: [])
        list.selectItem(at: [0, 2], animated: false, scrollPosition: [])
        #expect(list.indexPathsForSelectedItems == [[0, 2]])
        #expect(list.cellForItem(at: [0, 1])?.isSelected == false && list.cellForItem(at: [0, 2])?.isSelected == true)
        list.allowsMultipleSelection = true
        list.selectItem(at: [0, 9], animated: false, scrollPosition: .top)
        #expect(list.contentOffset.y == 200, "content 20 + 480 high, bounds 300")
        #expect(list.cellForItem(at: [0, 9])?.isSelected == true)
        #expect(list.indexPathsForSelectedItems == [[0, 2], [0, 9]])
        list.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(list.indexPathsForSelectedItems == nil && list.cellForItem(at: [0, 9])?.isSelected == false)
        list.allowsSelection = false
        list.selectItem(at: [0, 3], animated: false, scrollPosition: [])
        #expect(list.indexPathsForSelectedItems == nil)
        // The background view covers what is seen, behind the items, wherever the content is.
        let background = UIView()
        list.backgroundView = background
        #expect(background.frame == CGRect(x: 0, y: 200, width: 200, height: 300))
        #expect(list.subviews.first === background)
        list.isPrefetchingEnabled = false
        #expect(!list.isPrefetchingEnabled && AcceptedMember.wasNoted("UICollectionView.isPrefetchingEnabled"))
        #expect(!list.hasUncommittedUpdates && !list.hasActiveDrag && !list.hasActiveDrop)
    }

    /// Reconfiguring an item asks the data source again and hands it the item's own cell.
    @Test func reconfiguredItemKeepsItsCell() throws {
        let (_, list, source) = makeList([3])
        let cell = try #require(list.cellForItem(at: [0, 1]))
        source.sections[0][1] = "renamed"
        list.reconfigureItems(at: [[0, 1]])
        #expect(list.cellForItem(at: [0, 1]) === cell && cell.layer.name == "renamed")
        #expect(cell.frame == CGRect(x: 0, y: 60, width: 200, height: 40))
        #expect(list.visibleCells.count == 3)
    }

    /// A delegate that records the selection calls and refuses item 5.
    final class Selections: NSObject, UICollectionViewDelegate {
        var calls: [String] = []
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            calls.append("should \(indexPath.item)")
            return indexPath.item != 5
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            calls.append("did \(indexPath.item)")
        }
        func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
            calls.append("shouldDeselect \(indexPath.item)")
            return true
        }
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.item)")
        }
    }

    /// Taps select items as UIKit's do: the delegate is asked and told, the previous item is
    /// deselected, a refused item stays unselected, a tap on the header selects nothing, and
    /// with multiple selection a second tap deselects.
    @Test func tapsSelectItems() throws {
        let (host, list, source) = makeList([6])
        defer { withExtendedLifetime(source) {} }
        let delegate = Selections()
        list.delegate = delegate
        // Item i's middle is at y = 40 + 40·i; the header is 0…20.
        host.tap(at: CGPoint(x: 100, y: 120), at: 0.05)
        host.tap(at: CGPoint(x: 100, y: 200), at: 0.2)
        host.tap(at: CGPoint(x: 100, y: 240), at: 0.35)
        host.tap(at: CGPoint(x: 100, y: 10), at: 0.5)
        host.at(0.6) { list.allowsMultipleSelection = true }
        host.tap(at: CGPoint(x: 100, y: 80), at: 0.65)
        host.tap(at: CGPoint(x: 100, y: 200), at: 0.8)
        _ = try host.record()
        #expect(
            delegate.calls == [
                "should 2", "did 2", "should 4", "didDeselect 2", "did 4", "should 5", "should 1", "did 1",
                "shouldDeselect 4", "didDeselect 4",
            ])
        #expect(list.indexPathsForSelectedItems == [[0, 1]])
        #expect(list.cellForItem(at: [0, 1])?.isSelected == true && list.cellForItem(at: [0, 4])?.isSelected == false)
    }

    /// A data source that dequeues through a cell registration and a header registration.
    final class RegisteredSource: NSObject, UICollectionViewDataSource {
        var items = (0..<30).map { "r\($0)" }
        var configured = 0
        // unowned: the registration's handler is kept by the source it counts for.
        lazy var cells = UICollectionView.CellRegistration<UICollectionViewCell, String> {
            [unowned self] cell, _, item in
            cell.layer.name = item
            self.configured += 1
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, kind, indexPath in
            view.layer.name = "header \(indexPath.section) " + kind
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: items[indexPath.item])
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
    }

    /// Registrations: cells of the registered class, configured by its handler with the item,
    /// and reused as the list scrolls (no cell class registered by hand); headers likewise.
    @Test func registrationsConfigureAndReuse() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 40)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        let source = RegisteredSource()
        list.dataSource = source
        list.layoutIfNeeded()
        #expect(list.cellForItem(at: [0, 2])?.layer.name == "r2")
        let header = list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: [0, 0])
        #expect(header?.layer.name == "header 0 " + UICollectionView.elementKindSectionHeader)
        let shown = Set(list.visibleCells.map(ObjectIdentifier.init))
        #expect(shown.count == 7 && source.configured == 7, "items 0…6 meet the 300-point bounds")
        list.contentOffset = CGPoint(x: 0, y: 800)
        #expect(list.cellForItem(at: [0, 21])?.layer.name == "r21")
        #expect(list.visibleCells.contains { shown.contains(ObjectIdentifier($0)) }, "cells were reused")
        #expect(source.configured == 7 + 8, "items 19…26 configured on the way in")
    }

    /// A cell that records the layout transitions it is told of.
    final class TransitionCell: UICollectionViewCell {
        var events: [String] = []
        override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
            events.append("will")
        }
        override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
            events.append("did")
        }
    }

    /// A flow layout that records its part in a transition.
    final class TransitionLayout: UICollectionViewFlowLayout {
        var events: [String] = []
        override func prepareForTransition(to newLayout: UICollectionViewLayout) { events.append("to") }
        override func prepareForTransition(from oldLayout: UICollectionViewLayout) { events.append("from") }
        override func finalizeLayoutTransition() { events.append("finalize") }
    }

    /// An animated change of layout (a list of 200 × 40 rows to a grid of 100 × 40 cells) moves
    /// every cell from its old frame to its new one over 0.3 s, eased; the layouts and the cells
    /// are told, in UIKit's order, and the completion runs when it ends.
    @Test func animatedLayoutChangeMovesEveryCell() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 300), scale: 1, fps: 30, duration: 0.5)
        let list = TransitionLayout()
        list.itemSize = CGSize(width: 200, height: 40)
        list.minimumLineSpacing = 0
        list.headerReferenceSize = CGSize(width: 0, height: 20)
        let (view, source) = SectionedDataSource.list(
            list, frame: host.rootView.bounds, sections: SectionedDataSource.names([6]))
        defer { withExtendedLifetime(source) {} }
        view.register(TransitionCell.self, forCellWithReuseIdentifier: "cell")
        host.rootView.addSubview(view)
        view.layoutIfNeeded()
        let grid = TransitionLayout()
        grid.itemSize = CGSize(width: 100, height: 40)
        grid.minimumLineSpacing = 0
        grid.minimumInteritemSpacing = 0
        grid.headerReferenceSize = CGSize(width: 0, height: 20)
        var finished = false
        host.at(0.1) {
            view.setCollectionViewLayout(grid, animated: true) { finished = $0 }
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let p = eased(t, from: 0.1)
            let tree = timeline.evaluate(at: t)
            let item1 = try #require(findLayer("item0.1", in: tree))
            let item5 = try #require(findLayer("item0.5", in: tree))
            #expect(abs(item1.position.x - (100 + 50 * p)) < 1e-6 && abs(item1.position.y - (80 - 40 * p)) < 1e-6)
            #expect(abs(item5.position.x - (100 + 50 * p)) < 1e-6 && abs(item5.position.y - (240 - 120 * p)) < 1e-6)
            #expect(abs(item5.bounds.width - (200 - 100 * p)) < 1e-6, "frame \(frame)")
        }
        #expect(finished)
        #expect(view.collectionViewLayout === grid)
        #expect(list.events == ["to", "finalize"] && grid.events == ["from", "finalize"])
        let cell = try #require(view.cellForItem(at: [0, 4]) as? TransitionCell)
        #expect(cell.events == ["will", "did"])
        #expect(cell.frame == CGRect(x: 0, y: 100, width: 100, height: 40))
        view.setCollectionViewLayout(list, animated: false)
        #expect(view.cellForItem(at: [0, 4])?.frame == CGRect(x: 0, y: 180, width: 200, height: 40))
    }

    /// The mapping of an update, checked against UIKit's rules: deletes and move sources by old
    /// index paths, inserts and move destinations by new ones, the rest in order.
    @Test func itemMappingFollowsUIKitsRules() throws {
        let items = [
            UICollectionViewUpdateItem(action: .delete, before: [0, 1], after: nil),
            UICollectionViewUpdateItem(action: .insert, before: nil, after: [0, 0]),
            UICollectionViewUpdateItem(action: .move, before: [0, 3], after: [1, 0]),
            UICollectionViewUpdateItem(action: .reload, before: [0, 2], after: [0, 2]),
        ]
        let mapping = try ItemMapping(items, old: [4, 1], new: [3, 2])
        #expect(mapping.oldPathOfNew == [[0, 1]: [0, 0], [0, 2]: [0, 2], [1, 0]: [0, 3], [1, 1]: [1, 0]])
        #expect(mapping.appearing == [[0, 0], [0, 2]])
        #expect(mapping.disappearing == [[0, 1], [0, 2]])
        #expect(mapping.newPath(ofOld: [0, 2]) == nil)
        #expect(mapping.newPath(ofOld: [0, 3]) == [1, 0])
        #expect(throws: ItemMapping.Invalid.self) { try ItemMapping(items, old: [4, 1], new: [3, 3]) }
    }
}
