import UIKit

/// A card carousel: a `UICollectionView` with a custom layout that lays the cards in a row and
/// scales each by its distance to the middle of the screen (the centred card full size, its
/// neighbours `1 − shrink`), prepared again on every scroll; a flick snaps to the nearest card.
public final class CarouselView: UIView, UICollectionViewDataSource {
    public static let cardCount = 8
    public let collectionView: UICollectionView
    private let colors: [UIColor] = [
        UIColor(red: 0.95, green: 0.35, blue: 0.3, alpha: 1), UIColor(red: 1, green: 0.65, blue: 0.2, alpha: 1),
        UIColor(red: 0.3, green: 0.75, blue: 0.4, alpha: 1), UIColor(red: 0.25, green: 0.5, blue: 0.95, alpha: 1),
        UIColor(red: 0.6, green: 0.35, blue: 0.85, alpha: 1),
    ]

    public override init(frame: CGRect) {
        collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: CarouselLayout())
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.95, alpha: 1)
        collectionView.layer.name = "carousel"
        collectionView.register(CarouselCard.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        addSubview(collectionView)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The offset that centres card `index`.
    public func offset(centring index: Int) -> CGPoint {
        CGPoint(x: CGFloat(index) * CarouselLayout.pitch, y: 0)
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.cardCount
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let card = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        card.layer.name = "card\(indexPath.item)"
        card.contentView.backgroundColor = colors[indexPath.item % colors.count]
        (card as? CarouselCard)?.label.text = "\(indexPath.item + 1)"
        return card
    }
}

/// A card: a rounded coloured face with its number.
final class CarouselCard: UICollectionViewCell {
    let label = UILabel()

    required override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        label.textColor = .white
        label.font = .systemFont(ofSize: 40, weight: .bold)
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// Cards in a row, padded so that the first and last can be centred, each scaled by
/// `scale(d) = 1 − shrink·min(1, d / pitch)` for its distance d to the bounds' centre.
public final class CarouselLayout: UICollectionViewLayout {
    public static let cardSize = CGSize(width: 110, height: 140)
    public static let spacing: CGFloat = 14
    public static let shrink: CGFloat = 0.22
    public static var pitch: CGFloat { cardSize.width + spacing }
    private var frames: [CGRect] = []
    private var padding: CGFloat = 0

    public static func scale(distance: CGFloat) -> CGFloat {
        1 - shrink * min(1, distance / pitch)
    }

    public override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        padding = (collectionView.bounds.width - Self.cardSize.width) / 2
        let y = (collectionView.bounds.height - Self.cardSize.height) / 2
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map {
            CGRect(origin: CGPoint(x: padding + CGFloat($0) * Self.pitch, y: y), size: Self.cardSize)
        }
    }

    public override var collectionViewContentSize: CGSize {
        CGSize(width: (frames.last?.maxX ?? 0) + padding, height: collectionView?.bounds.height ?? 0)
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.compactMap {
            layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
        }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let collectionView, frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        let distance = abs(attributes.center.x - collectionView.bounds.midX)
        let scale = Self.scale(distance: distance)
        attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
        attributes.alpha = 0.55 + 0.45 * (scale - (1 - Self.shrink)) / Self.shrink
        attributes.zIndex = distance < Self.pitch / 2 ? 1 : 0
        return attributes
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    /// A flick ends with the nearest card centred.
    public override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let last = CGFloat(max((collectionView?.numberOfItems(inSection: 0) ?? 1) - 1, 0))
        let index = min(max((proposedContentOffset.x / Self.pitch).rounded(), 0), last)
        return CGPoint(x: index * Self.pitch, y: proposedContentOffset.y)
    }
}
