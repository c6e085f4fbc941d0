import Foundation
import ReelCore
import ReelRender
import Shaders
import Testing
import UIKit

/// An everyday iOS snippet, written as an app writes it: a photo grid whose sections have
/// pinned headers and a rounded background panel (a decoration view), scrolled by the host.
/// Frames go to `$TMPDIR/reel-everyday/pinned-grid-<t>.png`.
final class AlbumGridView: UIView, UICollectionViewDataSource {
    final class SectionPanelLayout: UICollectionViewFlowLayout {
        static let panelKind = "section-panel"

        override init() {
            super.init()
            register(PanelView.self, forDecorationViewOfKind: Self.panelKind)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            var all = super.layoutAttributesForElements(in: rect) ?? []
            guard let collectionView else { return all }
            for section in 0..<collectionView.numberOfSections {
                let panelPath = IndexPath(item: 0, section: section)
                if let panel = layoutAttributesForDecorationView(ofKind: Self.panelKind, at: panelPath),
                    panel.frame.intersects(rect)
                {
                    all.append(panel)
                }
            }
            return all
        }

        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            guard let collectionView, collectionView.numberOfItems(inSection: indexPath.section) > 0,
                let first = layoutAttributesForItem(at: IndexPath(item: 0, section: indexPath.section)),
                let last = layoutAttributesForItem(
                    at: IndexPath(
                        item: collectionView.numberOfItems(inSection: indexPath.section) - 1,
                        section: indexPath.section))
            else { return nil }
            let panel = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
            panel.frame = CGRect(
                x: 8, y: first.frame.minY - 8, width: collectionView.bounds.width - 16,
                height: last.frame.maxY - first.frame.minY + 16)
            panel.zIndex = -1
            return panel
        }
    }

    final class PanelView: UICollectionReusableView {
        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.97, alpha: 1)
            layer.cornerRadius = 12
        }
        required init?(coder: NSCoder) { nil }
    }

    final class HeaderView: UICollectionReusableView {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = UIColor.white.withAlphaComponent(0.95)
            label.font = .boldSystemFont(ofSize: 17)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|-16-[label]-16-|", metrics: nil, views: ["label": label])
                    + [label.centerYAnchor.constraint(equalTo: centerYAnchor)])
        }
        required init?(coder: NSCoder) { nil }
    }

    let albums = ["Summer", "City", "Family"]
    let collectionView: UICollectionView

    override init(frame: CGRect) {
        let layout = SectionPanelLayout()
        layout.itemSize = CGSize(width: 76, height: 76)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 20, bottom: 24, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionHeadersPinToVisibleBounds = true
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init(frame: frame)
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(
            HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.dataSource = self
        addSubview(collectionView)
    }

    required init?(coder: NSCoder) { nil }

    func numberOfSections(in collectionView: UICollectionView) -> Int { albums.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        let hue = CGFloat(indexPath.section) / 3 + CGFloat(indexPath.item) / 40
        cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.55, brightness: 0.9, alpha: 1)
        cell.contentView.layer.cornerRadius = 6
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (header as? HeaderView)?.label.text = albums[indexPath.section]
        return header
    }
}

@Suite struct EverydayCollectionTests {
    /// Width 300: three 76-point photos a row (20 + 3·76 + 2·8 + … justified: 300 − 40 − 228 = 32,
    /// 16 apart); a section is 44 header + 16 + 3 rows (3·76 + 2·8 = 244) + 24 = 328 tall.
    /// Scrolled 0 → 400 over 1 s from 0.2: at 1.2 s the offset is 400, section 1's header
    /// (at 328 in the content) is pinned at the top, over its panel (the panel starts at 364).
    @Test func pinnedGridWithPanelsScrolls() throws {
        var grid: AlbumGridView?
        var frames: [Frame] = []
        for t in [0.0, 0.7, 1.2] {
            frames.append(
                try Everyday.frame("pinned-grid-\(t)", size: CGSize(width: 300, height: 400), at: t, duration: 1.3) {
                    host in
                    let view = AlbumGridView(frame: host.rootView.bounds)
                    grid = view
                    host.rootView.addSubview(view)
                    host.scroll(view.collectionView, to: CGPoint(x: 0, y: 400), duration: 1, at: 0.2)
                })
        }
        let list = try #require(grid?.collectionView)
        #expect(list.contentOffset.y == 400)
        let header1 = list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: [1, 0])
        #expect(header1?.frame == CGRect(x: 0, y: 400, width: 300, height: 44))
        // At 0 s: the first panel's fill left of the first photo (x 12, y 100); white outside it (x 4).
        let first = frames[0]
        let panel = [237, 240, 247]
        #expect(zip(Everyday.rgb(first, 12, 100), panel).allSatisfy { abs($0 - $1) <= 2 })
        #expect(Everyday.rgb(first, 4, 100) == [255, 255, 255])
        // At 1.2 s the header's white band covers the top 44 rows (the panel under it hidden).
        let last = frames[2]
        #expect(Everyday.rgb(last, 12, 10).allSatisfy { $0 >= 250 })
        #expect(zip(Everyday.rgb(last, 12, 80), panel).allSatisfy { abs($0 - $1) <= 2 })
    }
}
