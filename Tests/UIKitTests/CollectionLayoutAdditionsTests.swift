import Foundation
import ReelCore
import Testing

@testable import UIKit

/// A flow layout that puts a decoration view of kind "background" behind each section's items
/// (their bounding box grown by 6), at zIndex −1, and counts its preparations and contexts.
final class BackgroundFlowLayout: UICollectionViewFlowLayout {
    static let kind = "background"
    private(set) var prepareCount = 0
    private(set) var contexts: [UICollectionViewLayoutInvalidationContext] = []
    private var backgrounds: [UICollectionViewLayoutAttributes] = []

    override init() {
        super.init()
        register(SectionBackground.self, forDecorationViewOfKind: Self.kind)
    }

    override func prepare() {
        super.prepare()
        prepareCount += 1
        guard let collectionView else { return }
        backgrounds = (0..<collectionView.numberOfSections).compactMap { section in
            let n = collectionView.numberOfItems(inSection: section)
            guard n > 0, let first = layoutAttributesForItem(at: [section, 0]),
                let last = layoutAttributesForItem(at: [section, n - 1])
            else { return nil }
            let box = first.frame.union(last.frame).insetBy(dx: -6, dy: -6)
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: Self.kind, with: [section, 0])
            attributes.frame = box
            attributes.zIndex = -1
            return attributes
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (super.layoutAttributesForElements(in: rect) ?? []) + backgrounds.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        backgrounds.first { $0.indexPath == indexPath }
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A rounded light-grey panel.
final class SectionBackground: UICollectionReusableView {
    required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
        layer.cornerRadius = 8
    }

    required init?(coder: NSCoder) { nil }
}

/// A delegate that records the tap calls in order.
final class TapCalls: NSObject, UICollectionViewDelegate {
    var calls: [String] = []
    var highlightable = true
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return highlightable
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        calls.append("primary \(indexPath.item)")
    }
}

/// Flow layout pinning and inset references, decoration views, invalidation contexts, the
/// tap's highlight calls, and the scroll view's pan recognizer.
@Suite struct CollectionLayoutAdditionsTests {
    /// Width 200, height 300: each section a header of 30 then 4 rows of 50 (no spacing), a
    /// footer of 20: section 0 is 0…30 header, 30…230 items, 230…250 footer; section 1
    /// 250…280, 280…480, 480…500; section 2 500…530, 530…730, 730…750.
    static func pinnedList(headers: Bool, footers: Bool) -> (UICollectionView, SectionedDataSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 50)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionHeadersPinToVisibleBounds = headers
        layout.sectionFootersPinToVisibleBounds = footers
        let (list, source) = SectionedDataSource.list(
            layout, frame: CGRect(x: 0, y: 0, width: 200, height: 300), sections: SectionedDataSource.names([4, 4, 4]))
        list.layoutIfNeeded()
        return (list, source)
    }

    /// Header s's y while the offset is y: max(its place, min(y, its items' end − 30)).
    @Test(
        arguments: [
            (CGFloat(0), [CGFloat(0), 250]), (100, [100, 250]), (215, [200, 250]), (260, [nil, 260]),
            (460, [nil, 450, 500]),
        ] as [(CGFloat, [CGFloat?])])
    func pinnedHeadersStayAtTheTop(offset: CGFloat, expected: [CGFloat?]) {
        let (list, source) = Self.pinnedList(headers: true, footers: false)
        defer { withExtendedLifetime(source) {} }
        list.contentOffset = CGPoint(x: 0, y: offset)
        for (section, y) in expected.enumerated() {
            let header = list.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: [section, 0])
            guard let y else {
                #expect(header == nil, "offset \(offset) section \(section)")
                continue
            }
            #expect(header?.frame == CGRect(x: 0, y: y, width: 200, height: 30), "offset \(offset) section \(section)")
            #expect(header?.layer.zPosition == 1024)
        }
    }

    /// Footer s's y: min(its place, max(bounds' bottom − 20, its items' start)).
    @Test func pinnedFootersStayAtTheBottom() {
        let (list, source) = Self.pinnedList(headers: false, footers: true)
        defer { withExtendedLifetime(source) {} }
        let footer = UICollectionView.elementKindSectionFooter
        #expect(list.supplementaryView(forElementKind: footer, at: [0, 0])?.frame.minY == 230)
        #expect(list.supplementaryView(forElementKind: footer, at: [1, 0])?.frame.minY == 280)
        list.contentOffset = CGPoint(x: 0, y: 100)
        // Bottom 400: footer 1 at 380 (items from 280), footer 0 in its place.
        #expect(list.supplementaryView(forElementKind: footer, at: [1, 0])?.frame.minY == 380)
        #expect(list.supplementaryView(forElementKind: footer, at: [0, 0])?.frame.minY == 230)
        // Unpinned: in its place (480), off screen.
        let (plain, plainSource) = Self.pinnedList(headers: false, footers: false)
        defer { withExtendedLifetime(plainSource) {} }
        plain.contentOffset = CGPoint(x: 0, y: 100)
        #expect(plain.supplementaryView(forElementKind: footer, at: [1, 0]) == nil)
    }

    /// The first item's x: the section inset (5) counted from the content, or from the layout
    /// margins (20) when they reach further.
    @Test(arguments: [
        (UICollectionViewFlowLayout.SectionInsetReference.fromContentInset, CGFloat(5)), (.fromLayoutMargins, 25),
        (.fromSafeArea, 5),
    ])
    func sectionInsetReference(reference: UICollectionViewFlowLayout.SectionInsetReference, x: CGFloat) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        layout.sectionInsetReference = reference
        let (list, source) = SectionedDataSource.list(
            layout, frame: CGRect(x: 0, y: 0, width: 200, height: 300), sections: SectionedDataSource.names([3]))
        defer { withExtendedLifetime(source) {} }
        list.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        list.layoutIfNeeded()
        #expect(list.cellForItem(at: [0, 0])?.frame.minX == x)
    }

    /// Width 200: items 80 × 40, 10 apart, inset 10: rows at y 10, 60 of section 0 (3 items:
    /// two rows), section 1 from y 110 + 10. The backgrounds are the items' boxes grown by 6.
    @Test func decorationViewsArePlacedAndShown() throws {
        let layout = BackgroundFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let (list, source) = SectionedDataSource.list(
            layout, frame: CGRect(x: 0, y: 0, width: 200, height: 300), sections: SectionedDataSource.names([3, 2]))
        defer { withExtendedLifetime(source) {} }
        list.layoutIfNeeded()
        let backgrounds = list.subviews.compactMap { $0 as? SectionBackground }.sorted { $0.frame.minY < $1.frame.minY }
        #expect(backgrounds.count == 2)
        // The boxes of each section's first and last items: section 0 items 0 (10, 10) and 2 (10, 60)
        // → (4, 4, 92, 102); section 1's last line keeps the 10-point spacing: items at x 10 and
        // 100, y 120 → (4, 114, 182, 52).
        #expect(
            backgrounds.map(\.frame) == [
                CGRect(x: 4, y: 4, width: 92, height: 102), CGRect(x: 4, y: 114, width: 182, height: 52),
            ])
        #expect(backgrounds.allSatisfy { $0.layer.zPosition == -1 })
        // The delegate hears nothing of them; the cells are not counted among them.
        #expect(list.visibleCells.count == 5)
        // Scrolled past section 0, its background goes back to the pool and is reused.
        list.contentSize = CGSize(width: 200, height: 1000)
        list.contentOffset = CGPoint(x: 0, y: 108)
        #expect(list.subviews.compactMap { $0 as? SectionBackground }.count == 1)
    }

    /// Pixels: the grey panel shows between and around the blue cells, not over them.
    @Test func decorationViewsDrawBehindCells() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 10, duration: 0.1)
        let layout = BackgroundFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let (list, source) = SectionedDataSource.list(
            layout, frame: host.rootView.bounds, sections: SectionedDataSource.names([3]))
        defer { withExtendedLifetime(source) {} }
        list.backgroundColor = .white
        host.rootView.addSubview(list)
        let frame = try Drawn.frame(host)
        #expect(Drawn.near(Drawn.rgba(frame, 6, 50), [230, 230, 230, 255], 2))  // panel, left of the cells
        #expect(Drawn.near(Drawn.rgba(frame, 95, 30), [230, 230, 230, 255], 2))  // panel, between cells
        #expect(Drawn.rgba(frame, 2, 50) == [255, 255, 255, 255])  // outside the panel
        let blue = Drawn.rgba(frame, 50, 30)  // a cell, over the panel
        #expect(blue[2] > 200 && blue[0] < 100)
    }

    /// `invalidateLayout()` passes a flow context that invalidates everything; a flow context
    /// asking for neither metrics nor attributes keeps the layout; offset adjustments move the
    /// content; a scroll with pinned headers passes the bounds context.
    @Test func invalidationContexts() {
        let layout = BackgroundFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 40)
        let (list, source) = SectionedDataSource.list(
            layout, frame: CGRect(x: 0, y: 0, width: 200, height: 100), sections: SectionedDataSource.names([20]))
        defer { withExtendedLifetime(source) {} }
        list.layoutIfNeeded()
        let prepared = layout.prepareCount
        layout.invalidateLayout()
        let everything = layout.contexts.last
        #expect(everything is UICollectionViewFlowLayoutInvalidationContext)
        #expect(everything?.invalidateEverything == true && everything?.invalidateDataSourceCounts == true)
        list.layoutIfNeeded()
        #expect(layout.prepareCount == prepared + 1)
        let light = UICollectionViewFlowLayoutInvalidationContext()
        light.invalidateFlowLayoutAttributes = false
        light.invalidateFlowLayoutDelegateMetrics = false
        light.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
        light.invalidateItems(at: [[0, 1]])
        layout.invalidateLayout(with: light)
        list.layoutIfNeeded()
        #expect(layout.prepareCount == prepared + 1)
        #expect(list.contentOffset == CGPoint(x: 0, y: 30))
        #expect(light.invalidatedItemIndexPaths == [[0, 1]])
        layout.sectionHeadersPinToVisibleBounds = true
        list.layoutIfNeeded()
        let before = layout.contexts.count
        list.contentOffset = CGPoint(x: 0, y: 50)
        #expect(layout.contexts.count == before + 1)
        let scroll = layout.contexts.last as? UICollectionViewFlowLayoutInvalidationContext
        #expect(scroll?.invalidateEverything == false && scroll?.invalidateFlowLayoutDelegateMetrics == false)
    }

    /// Apple's order: shouldHighlight, didHighlight on touch-down; shouldSelect, didUnhighlight,
    /// didSelect, then the primary action on lift. A refused highlight selects nothing.
    @Test func tapsHighlightThenSelect() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 300), scale: 1, fps: 30, duration: 1)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 50)
        layout.minimumLineSpacing = 0
        let (list, source) = SectionedDataSource.list(
            layout, frame: host.rootView.bounds, sections: SectionedDataSource.names([4]))
        defer { withExtendedLifetime(source) {} }
        host.rootView.addSubview(list)
        let calls = TapCalls()
        list.delegate = calls
        var highlightedWhileDown: Bool?
        host.tap(at: CGPoint(x: 100, y: 75), at: 0.1, holding: 0.2)
        host.at(0.2) { highlightedWhileDown = list.cellForItem(at: [0, 1])?.isHighlighted }
        host.at(0.5) { calls.highlightable = false }
        host.tap(at: CGPoint(x: 100, y: 125), at: 0.6)
        _ = try host.record()
        #expect(highlightedWhileDown == true)
        #expect(list.cellForItem(at: [0, 1])?.isHighlighted == false)
        #expect(
            calls.calls == [
                "shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1", "didSelect 1",
                "primary 1", "shouldHighlight 2",
            ])
        #expect(list.indexPathsForSelectedItems == [[0, 1]])
    }

    /// A scroll delegate that reads the pan recognizer at each call.
    final class PanReader: NSObject, UIScrollViewDelegate {
        var seen: [(UIGestureRecognizer.State, CGFloat)] = []
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { read(scrollView) }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { read(scrollView) }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            read(scrollView)
        }
        private func read(_ scrollView: UIScrollView) {
            let pan = scrollView.panGestureRecognizer
            seen.append((pan.state, pan.translation(in: scrollView).y))
        }
    }

    /// The scroll view's pan recognizer follows a scripted drag: began when dragging begins,
    /// changed at each scroll with the finger's translation (the offset's change reversed),
    /// ended when dragging ends, then ready again.
    @Test func panRecognizerFollowsScriptedDrags() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 10, duration: 1.5)
        let scroll = UIScrollView(frame: host.rootView.bounds)
        scroll.contentSize = CGSize(width: 200, height: 1000)
        host.rootView.addSubview(scroll)
        #expect(scroll.panGestureRecognizer.view === scroll)
        #expect(scroll.gestureRecognizers?.contains { $0 === scroll.panGestureRecognizer } != true)
        let reader = PanReader()
        scroll.delegate = reader
        host.scroll(scroll, to: CGPoint(x: 0, y: 300), duration: 1, at: 0.2)
        _ = try host.record()
        let seen = reader.seen
        #expect(seen.first.map { $0.0 == .began && $0.1 == 0 } == true)
        #expect(seen.last.map { $0.0 == .ended && $0.1 == -300 } == true)
        // Each scroll: the translation is minus the offset at that moment.
        #expect(seen.dropFirst().dropLast().allSatisfy { $0.0 == .changed })
        #expect(seen.count == 12)  // began, 10 frames, ended
        #expect(scroll.panGestureRecognizer.state == .possible)
    }
}

/// A flow layout written for left to right that asks to be mirrored, and records the animated
/// bounds-change calls.
final class MirroredFlowLayout: UICollectionViewFlowLayout {
    var calls: [String] = []
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {
        super.prepareForAnimatedBoundsChange(oldBounds)
        calls.append("prepare \(Int(oldBounds.width))")
    }
    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        calls.append("finalize")
    }
}

/// A flow layout that says section 0's header is deleted in every batch update.
final class HeaderDeletingLayout: UICollectionViewFlowLayout {
    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        elementKind == UICollectionView.elementKindSectionHeader ? [[0, 0]] : []
    }
}

@Suite struct CollectionLayoutDirectionTests {
    /// Width 200, items 50 × 50, inset 0: one line (the last: the minimum spacing, 10) at x 0,
    /// 60, 120 left to right; mirrored in a right-to-left collection view (x → 200 − x − 50):
    /// 150, 90, 30.
    @Test func flippedLayoutsMirrorInRightToLeft() {
        let layout = MirroredFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let (list, source) = SectionedDataSource.list(
            layout, frame: CGRect(x: 0, y: 0, width: 200, height: 300), sections: SectionedDataSource.names([3]))
        defer { withExtendedLifetime(source) {} }
        list.layoutIfNeeded()
        #expect((0..<3).map { list.cellForItem(at: [0, $0])?.frame.minX } == [0, 60, 120])
        list.semanticContentAttribute = .forceRightToLeft
        list.collectionViewLayout.invalidateLayout()
        list.layoutIfNeeded()
        #expect((0..<3).map { list.cellForItem(at: [0, $0])?.frame.minX } == [150, 90, 30])
        #expect(list.layoutAttributesForItem(at: [0, 0])?.frame.minX == 150)
    }

    /// A resize inside an animation block: the layout is told before and after.
    @Test func animatedBoundsChangesAreAnnounced() {
        let layout = MirroredFlowLayout()
        let (list, source) = SectionedDataSource.list(
            layout, frame: CGRect(x: 0, y: 0, width: 200, height: 300), sections: SectionedDataSource.names([3]))
        defer { withExtendedLifetime(source) {} }
        list.layoutIfNeeded()
        UIView.animate(withDuration: 0.3) { list.bounds.size.width = 240 }
        list.bounds.size.width = 260
        #expect(layout.calls == ["prepare 200", "finalize"])
    }

    /// A header the layout lists in `indexPathsToDeleteForSupplementaryView(ofKind:)` ends faded
    /// at its old place though its section stays; unlisted, it goes to its new place.
    @Test(arguments: [true, false])
    func listedSupplementaryViewsFadeOut(listed: Bool) {
        let layout = listed ? HeaderDeletingLayout() : UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let (list, source) = SectionedDataSource.list(
            layout, frame: CGRect(x: 0, y: 0, width: 200, height: 300), sections: SectionedDataSource.names([2]))
        defer { withExtendedLifetime(source) {} }
        list.layoutIfNeeded()
        let header = UICollectionView.elementKindSectionHeader
        // The update as the collection view hands it to the layout: section 0 stays.
        var update = LayoutUpdate()
        let old = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: header, with: [0, 0])
        old.frame = CGRect(x: 0, y: 5, width: 200, height: 20)
        update.oldAttributes = [CollectionElement(kind: header, indexPath: [0, 0]): old]
        update.newSectionOfOld = [0: 0]
        update.oldSectionOfNew = [0: 0]
        layout.update = update
        let end = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: header, at: [0, 0])
        let start = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: header, at: [0, 0])
        layout.update = nil
        #expect(end?.alpha == (listed ? 0 : 1))
        #expect(end?.frame.minY == (listed ? 5 : 0))
        #expect(start?.frame.minY == 5)
    }
}
