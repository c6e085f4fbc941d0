import UIKit

/// A grid of coloured tiles in a `UICollectionView` with a flow layout and section headers, as
/// iOS code writes one: `addFavourites()` inserts two tiles in a batch update (they pop in from a
/// fifth of their size, by a flow layout subclass's `initialLayoutAttributesForAppearingItem(at:)`,
/// while the others move along), `tidyRecent()` deletes a tile and moves another into
/// "Favourites" in one batch.
public final class PhotoGridView: UIView, UICollectionViewDataSource {
    public static let tileSize = CGSize(width: 44, height: 44)
    public let collectionView: UICollectionView
    public private(set) var sections = [
        ["red", "orange", "yellow"], ["green", "teal", "blue", "indigo", "purple"],
    ]
    static let colors: [String: UIColor] = [
        "red": .systemRed, "orange": .systemOrange, "yellow": .systemYellow, "green": .systemGreen,
        "teal": .systemTeal, "blue": .systemBlue, "indigo": .systemIndigo, "purple": .systemPurple,
        "pink": .systemPink, "brown": .systemBrown,
    ]
    private let titles = ["Favourites", "Recent"]

    public override init(frame: CGRect) {
        let layout = PopInFlowLayout()
        layout.itemSize = Self.tileSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 6, left: 12, bottom: 12, right: 12)
        layout.headerReferenceSize = CGSize(width: frame.width, height: 28)
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: layout)
        super.init(frame: frame)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(
            SectionHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.dataSource = self
        addSubview(collectionView)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func addFavourites() {
        collectionView.performBatchUpdates({
            self.sections[0].insert(contentsOf: ["pink", "brown"], at: 0)
            self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        })
    }

    public func tidyRecent() {
        collectionView.performBatchUpdates({
            self.sections[1].remove(at: 1)
            let moved = self.sections[1].removeFirst()
            self.sections[0].append(moved)
            self.collectionView.deleteItems(at: [IndexPath(item: 1, section: 1)])
            self.collectionView.moveItem(
                at: IndexPath(item: 0, section: 1), to: IndexPath(item: self.sections[0].count - 1, section: 0))
        })
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    public func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        let name = sections[indexPath.section][indexPath.item]
        cell.contentView.backgroundColor = Self.colors[name]
        cell.contentView.layer.cornerRadius = 10
        cell.layer.name = "tile-" + name
        return cell
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! SectionHeaderView
        header.label.text = titles[indexPath.section]
        return header
    }
}

/// A flow layout whose inserted items grow from a fifth of their size as they fade in.
final class PopInFlowLayout: UICollectionViewFlowLayout {
    private var inserted: Set<IndexPath> = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap { $0.indexPathAfterUpdate })
    }

    override func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if inserted.contains(itemIndexPath) {
            attributes?.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        }
        return attributes
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []
    }
}

/// A section's title over its tiles.
final class SectionHeaderView: UICollectionReusableView {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textColor = .secondaryLabel
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 4)
    }
}
