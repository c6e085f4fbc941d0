import ReelCore
import Testing
import UIKit

/// A data source of sections of items (cells named "item<s>.<i>") with headers and footers
/// (named "header<s>", "footer<s>") dequeued from their own pools.
final class SectionedDataSource: NSObject, UICollectionViewDataSource {
    var sections: [[String]]
    private(set) var supplementaryViews: Set<ObjectIdentifier> = []

    init(sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.layer.name = sections[indexPath.section][indexPath.item]
        cell.backgroundColor = .systemBlue
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: kind == UICollectionView.elementKindSectionHeader ? "header" : "footer",
            for: indexPath)
        supplementaryViews.insert(ObjectIdentifier(view))
        view.layer.name =
            (kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") + "\(indexPath.section)"
        return view
    }

    /// A collection view over `sections` with a registered cell, header and footer.
    static func list(
        _ layout: UICollectionViewLayout, frame: CGRect, sections: [[String]]
    ) -> (UICollectionView, SectionedDataSource) {
        let list = UICollectionView(frame: frame, collectionViewLayout: layout)
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        list.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        list.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "footer")
        let source = SectionedDataSource(sections: sections)
        list.dataSource = source
        return (list, source)
    }

    /// `counts[s]` items per section, named "item<s>.<i>".
    static func names(_ counts: [Int]) -> [[String]] {
        counts.enumerated().map { s, n in (0..<n).map { "item\(s).\($0)" } }
    }
}

/// Section headers and footers: flow layout frames from the reference sizes, the delegate's
/// sizes, supplementary views reused as they scroll, custom layouts' supplementary attributes.
@Suite struct CollectionViewSupplementaryTests {
    /// Vertical flow, width 200: section s starts with a header of height h across the whole
    /// width, then its inset (10), rows of 50 + 12 apart, the inset, a footer of height f.
    @Test(arguments: [(CGFloat(30), CGFloat(20)), (44, 0), (0, 16)])
    func verticalHeaderAndFooterFrames(header: CGFloat, footer: CGFloat) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 999, height: header)
        layout.footerReferenceSize = CGSize(width: 999, height: footer)
        let (list, source) = SectionedDataSource.list(
            layout, frame: CGRect(x: 0, y: 0, width: 200, height: 1000), sections: SectionedDataSource.names([4, 2]))
        defer { withExtendedLifetime(source) {} }
        list.layoutIfNeeded()
        // Section 0: 2 rows; section 1: 1 row.
        let section0 = header + 10 + 50 + 12 + 50 + 10 + footer
        let tops: [CGFloat] = [0, section0]
        for section in 0..<2 {
            let headerFrame = list.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: [section, 0])?.frame
            let view = list.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: [section, 0])
            if header > 0 {
                #expect(headerFrame == CGRect(x: 0, y: tops[section], width: 200, height: header))
                #expect(view?.frame == headerFrame)
            } else {
                #expect(headerFrame == nil && view == nil)
            }
            #expect(list.layoutAttributesForItem(at: [section, 0])?.frame.minY == tops[section] + header + 10)
        }
        let footer0 = list.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: [0, 0])
        #expect(footer0?.frame == (footer > 0 ? CGRect(x: 0, y: section0 - footer, width: 200, height: footer) : nil))
        #expect(list.contentSize.height == section0 + header + 10 + 50 + 10 + footer)
        let kinds = list.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count
        #expect(kinds == (header > 0 ? 2 : 0))
    }

    /// Horizontal flow: a header is a column of the reference width, as high as the view.
    @Test func horizontalHeaderIsAColumn() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 24, height: 999)
        let (strip, source) = SectionedDataSource.list(
            layout, frame: CGRect(x: 0, y: 0, width: 300, height: 100), sections: SectionedDataSource.names([3, 1]))
        defer { withExtendedLifetime(source) {} }
        strip.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        #expect(
            strip.supplementaryView(forElementKind: kind, at: [0, 0])?.frame
                == CGRect(x: 0, y: 0, width: 24, height: 100))
        // Section 0: header 24, then 2 columns (two 40s fit in 100, three do not) of 40.
        #expect(strip.supplementaryView(forElementKind: kind, at: [1, 0])?.frame.minX == 104)
        #expect(strip.layoutAttributesForItem(at: [1, 0])?.frame.minX == 128)
    }

    /// The delegate's reference sizes win over the layout's, section by section.
    @Test func delegateSizesHeaders() {
        final class Sizer: NSObject, UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                referenceSizeForHeaderInSection section: Int
            ) -> CGSize {
                CGSize(width: 0, height: section == 0 ? 0 : 40)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 30)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 99)
        let (list, source) = SectionedDataSource.list(
            layout, frame: CGRect(x: 0, y: 0, width: 200, height: 400), sections: SectionedDataSource.names([2, 2]))
        defer { withExtendedLifetime(source) {} }
        let sizer = Sizer()
        list.delegate = sizer
        list.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        #expect(list.supplementaryView(forElementKind: kind, at: [0, 0]) == nil)
        #expect(
            list.supplementaryView(forElementKind: kind, at: [1, 0])?.frame
                == CGRect(x: 0, y: 60, width: 200, height: 40))
        #expect(list.layoutAttributesForItem(at: [1, 0])?.frame.minY == 100)
    }

    /// Scrolling through 40 sections reuses a handful of header views.
    @Test func headersAreReused() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 40)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let (list, source) = SectionedDataSource.list(
            layout, frame: CGRect(x: 0, y: 0, width: 200, height: 200),
            sections: SectionedDataSource.names(Array(repeating: 2, count: 40)))
        defer { withExtendedLifetime(source) {} }
        list.layoutIfNeeded()
        for y in stride(from: 0, through: 4000 - 200, by: 25) { list.contentOffset = CGPoint(x: 0, y: y) }
        #expect(list.contentSize.height == 4000)
        #expect(source.supplementaryViews.count <= 4)
        #expect(
            list.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                == [[38, 0], [39, 0]])
        #expect(
            list.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: [39, 0])?
                .layer.name == "header39")
    }

    /// A custom layout's supplementary attributes place the data source's view.
    @Test func customLayoutPlacesASupplementaryView() {
        final class BadgeLayout: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                [
                    layoutAttributesForItem(at: [0, 0]),
                    layoutAttributesForSupplementaryView(ofKind: "badge", at: [0, 0]),
                ]
                .compactMap { $0 }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
                return attributes
            }
            override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
                -> UICollectionViewLayoutAttributes?
            {
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: elementKind, with: indexPath)
                attributes.frame = CGRect(x: 60, y: 4, width: 16, height: 16)
                attributes.zIndex = 1
                return attributes
            }
        }
        let (view, source) = SectionedDataSource.list(
            BadgeLayout(), frame: CGRect(x: 0, y: 0, width: 100, height: 100), sections: [["a"]])
        defer { withExtendedLifetime(source) {} }
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "footer")
        view.layoutIfNeeded()
        let badge = view.supplementaryView(forElementKind: "badge", at: [0, 0])
        #expect(badge?.frame == CGRect(x: 60, y: 4, width: 16, height: 16))
        #expect(badge?.layer.zPosition == 1)
        #expect(view.visibleCells.count == 1)
    }
}
