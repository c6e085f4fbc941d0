import ReelCore
import Testing
import UIKit

/// `UICollectionView`: layouts placing cells, reuse as it scrolls, flow layout frames, and
/// layouts prepared again on bounds changes.
@Suite struct CollectionViewTests {
    private func makeCarousel(items: Int = 12) -> (RecordingHost, UICollectionView, CountingDataSource) {
        let host = RecordingHost(size: CGSize(width: 200, height: 120), scale: 2, fps: 30, duration: 1.4)
        let carousel = UICollectionView(frame: host.rootView.bounds, collectionViewLayout: ScalingCarouselLayout())
        carousel.layer.name = "carousel"
        carousel.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingDataSource(count: items)
        carousel.dataSource = source
        host.rootView.addSubview(carousel)
        return (host, carousel, source)
    }

    /// Scrolled by a flick that the layout snaps to item 2: at every frame each cell's scale is
    /// the formula of its distance to the bounds' centre; at the end item 2 is centred at
    /// scale 1 and its neighbours at 1 − 0.25.
    @Test func carouselScalesCellsByDistanceToTheCentre() throws {
        let (host, carousel, source) = makeCarousel()
        let pitch = ScalingCarouselLayout.itemSize.width + ScalingCarouselLayout.spacing
        // 150 is proposed; the layout snaps it to 2 pitches (140).
        host.scroll(carousel, to: CGPoint(x: 150, y: 0), duration: 0.8, timing: .decelerating(), at: 0.2)
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let tree = timeline.evaluate(at: timeline.time(ofFrame: frame))
            let offset = try #require(findLayer("carousel", in: tree)).bounds.origin.x
            for item in 0..<12 {
                guard let cell = findLayer("item\(item)", in: tree), !cell.isHidden else { continue }
                let centre = 100 + Double(item) * Double(pitch)
                #expect(abs(cell.position.x - centre) < 1e-9)
                let expected = ScalingCarouselLayout.scale(distance: abs(centre - (offset + 100)))
                #expect(abs(cell.transform.m11 - expected) < 1e-9, "frame \(frame) item \(item)")
                #expect(abs(cell.transform.m22 - expected) < 1e-9)
            }
        }
        let end = timeline.evaluate(at: timeline.time(ofFrame: timeline.frameCount - 1))
        #expect(try #require(findLayer("carousel", in: end)).bounds.origin.x == 2 * pitch)
        #expect(try #require(findLayer("item2", in: end)).transform.m11 == 1)
        #expect(try #require(findLayer("item1", in: end)).transform.m11 == 0.75)
        #expect(try #require(findLayer("item3", in: end)).transform.m11 == 0.75)
        #expect(carousel.indexPathsForVisibleItems == [[0, 1], [0, 2], [0, 3]])
        #expect(source.cells.count <= 5)
    }

    /// Scrolling through 100 items makes no more cells than are visible at once, plus one.
    @Test func cellsAreReusedAsTheyScroll() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 60, duration: 2.2)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 40)
        layout.minimumLineSpacing = 0
        let list = UICollectionView(frame: host.rootView.bounds, collectionViewLayout: layout)
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingDataSource(count: 100)
        list.dataSource = source
        host.rootView.addSubview(list)
        var mostVisible = 0
        let log = ScrollLog()
        log.onScroll = { _ in mostVisible = max(mostVisible, list.visibleCells.count) }
        list.delegate = log
        host.scroll(list, to: CGPoint(x: 0, y: 4000 - 200), duration: 2, at: 0.1)
        _ = try host.record()
        #expect(list.contentSize == CGSize(width: 200, height: 4000))
        #expect(mostVisible == 6)
        #expect(source.cells.count <= mostVisible + 1)
        #expect(Set(source.asked) == Set(0..<100), "every item shown on the way")
        #expect(list.indexPathsForVisibleItems == (95..<100).map { [0, $0] })
        for (indexPath, cell) in zip(list.indexPathsForVisibleItems, list.visibleCells) {
            #expect(cell.frame == CGRect(x: 0, y: CGFloat(indexPath.item) * 40, width: 200, height: 40))
            #expect(list.cellForItem(at: indexPath) === cell)
        }
    }

    /// A vertical grid: 3 items of 50 fit in 200 − 2·10; the 30 points left are shared between
    /// them (spacing 15), rows 50 + 12 apart; the last row keeps the spacing of the row above.
    @Test(arguments: [7, 8, 9])
    func flowLayoutItemFrames(count: Int) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingDataSource(count: count)
        grid.dataSource = source
        grid.layoutIfNeeded()
        for item in 0..<count {
            let expected = CGRect(x: 10 + CGFloat(item % 3) * 65, y: 10 + CGFloat(item / 3) * 62, width: 50, height: 50)
            #expect(grid.layoutAttributesForItem(at: [0, item])?.frame == expected, "item \(item)")
            #expect(grid.cellForItem(at: [0, item])?.frame == expected)
        }
        let rows = CGFloat((count + 2) / 3)
        #expect(grid.contentSize == CGSize(width: 200, height: 10 + rows * 50 + (rows - 1) * 12 + 10))
    }

    /// Horizontal flow: columns fill downwards; the delegate sizes items.
    @Test func horizontalFlowWithDelegateSizes() {
        final class Sizer: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                CGSize(width: 30 + 10 * CGFloat(indexPath.item % 2), height: 90)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 5
        let strip = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        let sizer = Sizer()
        strip.delegate = sizer
        strip.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CountingDataSource(count: 4)
        strip.dataSource = source
        strip.layoutIfNeeded()
        // One 90-high item per column (two need 190 > 100); columns 30, 40, 30, 40 wide, 5 apart.
        let xs: [CGFloat] = [0, 35, 80, 115]
        for item in 0..<4 {
            let width: CGFloat = item % 2 == 0 ? 30 : 40
            #expect(
                strip.layoutAttributesForItem(at: [0, item])?.frame
                    == CGRect(x: xs[item], y: 0, width: width, height: 90))
        }
        #expect(strip.contentSize == CGSize(width: 155, height: 100))
    }

    @Test func attributesCopyIsIndependent() throws {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: [1, 2])
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        attributes.alpha = 0.5
        attributes.zIndex = 3
        let copy = try #require(attributes.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy.frame == attributes.frame && copy.alpha == 0.5 && copy.zIndex == 3 && copy.indexPath == [1, 2])
        copy.center.x = 0
        #expect(attributes.center == CGPoint(x: 25, y: 40))
    }

    @Test func scrollToItemCentresIt() throws {
        let (_, carousel, source) = makeCarousel()
        carousel.layoutIfNeeded()
        #expect(source.count == 12)
        carousel.scrollToItem(at: [0, 5], at: .centeredHorizontally, animated: false)
        #expect(abs(carousel.contentOffset.x - 5 * 70) < 1e-9)
        let scale = try #require(carousel.cellForItem(at: [0, 5])).transform.a
        #expect(abs(scale - 1) < 1e-9)
    }

    @Test func reloadDataAsksAgain() {
        let (_, carousel, source) = makeCarousel(items: 3)
        carousel.layoutIfNeeded()
        #expect(carousel.visibleCells.count == 2)
        let asked = source.asked.count
        carousel.reloadData()
        #expect(carousel.visibleCells.isEmpty)
        carousel.layoutIfNeeded()
        #expect(carousel.visibleCells.count == 2)
        #expect(source.asked.count == asked + 2)
        #expect(source.cells.count == 2, "the reloaded items take the pooled cells")
    }
}
