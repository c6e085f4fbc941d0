import ReelCore
import UIKit

/// A horizontal carousel layout: items of `itemSize` in a row, `spacing` apart, padded so that
/// the first and last can sit in the middle; each is scaled by its distance d from the bounds'
/// centre, `scale(d) = 1 − shrink·min(1, d / (itemSize.width + spacing))`, on every scroll.
final class ScalingCarouselLayout: UICollectionViewLayout {
    static let itemSize = CGSize(width: 60, height: 80)
    static let spacing: CGFloat = 10
    static let shrink: CGFloat = 0.25
    private(set) var prepareCount = 0
    private var frames: [CGRect] = []
    private var padding: CGFloat = 0

    static func scale(distance: CGFloat) -> CGFloat {
        1 - shrink * min(1, distance / (itemSize.width + spacing))
    }

    override func prepare() {
        super.prepare()
        prepareCount += 1
        guard let collectionView else { return }
        padding = (collectionView.bounds.width - Self.itemSize.width) / 2
        let y = (collectionView.bounds.height - Self.itemSize.height) / 2
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map {
            CGRect(
                x: padding + CGFloat($0) * (Self.itemSize.width + Self.spacing), y: y, width: Self.itemSize.width,
                height: Self.itemSize.height)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: (frames.last?.maxX ?? 0) + padding, height: collectionView?.bounds.height ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.compactMap { layoutAttributesForItem(at: [0, $0]) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        let s = Self.scale(distance: abs(attributes.center.x - collectionView.bounds.midX))
        attributes.transform = CGAffineTransform(scaleX: s, y: s)
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// Snaps a flick to the item nearest the proposed centre.
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let pitch = Self.itemSize.width + Self.spacing
        return CGPoint(x: (proposedContentOffset.x / pitch).rounded() * pitch, y: proposedContentOffset.y)
    }
}

/// A data source of `count` items in one section, each cell named "item<n>", that counts the
/// cells it was given and the items asked for.
final class CountingDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    private(set) var cells: [ObjectIdentifier] = []
    private(set) var asked: [Int] = []

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if !cells.contains(ObjectIdentifier(cell)) { cells.append(ObjectIdentifier(cell)) }
        asked.append(indexPath.item)
        cell.layer.name = "item\(indexPath.item)"
        cell.backgroundColor = UIColor(
            hue: CGFloat(indexPath.item % 10) / 10, saturation: 0.7, brightness: 0.9, alpha: 1)
        return cell
    }
}

/// A scroll view delegate that writes down what it heard, with the offset then.
final class ScrollLog: NSObject, UIScrollViewDelegate {
    private(set) var events: [String] = []
    var onScroll: ((UIScrollView) -> Void)?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll")
        onScroll?(scrollView)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }

    /// The events with runs of `didScroll` counted: ["willBeginDragging", "didScroll×12", …].
    var summary: [String] {
        var out: [String] = []
        var run = 0
        for event in events + ["end"] {
            if event == "didScroll" {
                run += 1
                continue
            }
            if run > 0 { out.append("didScroll×\(run)") }
            run = 0
            if event != "end" { out.append(event) }
        }
        return out
    }
}

/// The state of the layer named `name` in `tree`, if any.
func findLayer(_ name: String, in tree: LayerSnapshot) -> LayerState? {
    if tree.state.name == name { return tree.state }
    for child in tree.sublayers {
        if let found = findLayer(name, in: child) { return found }
    }
    return nil
}
