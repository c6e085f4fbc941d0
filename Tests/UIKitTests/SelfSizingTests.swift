import Testing
import UIKit

/// Self-sizing: `systemLayoutSizeFitting`, flow layout cells at `automaticSize` sized by their
/// constraints.
@Suite struct SelfSizingTests {
    /// A cell whose content is a bar 8 points in from every edge, `60 + 10·item` wide and
    /// `20 + 10·item` high by its constraints: the cell's size is (76 + 10·item, 36 + 10·item).
    final class BarCell: UICollectionViewCell {
        let bar = UIView()
        private var width: NSLayoutConstraint?
        private var height: NSLayoutConstraint?

        required init(frame: CGRect) {
            super.init(frame: frame)
            bar.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) { nil }

        func configure(item: Int) {
            width?.isActive = false
            height?.isActive = false
            width = bar.widthAnchor.constraint(equalToConstant: 60 + 10 * CGFloat(item))
            height = bar.heightAnchor.constraint(equalToConstant: 20 + 10 * CGFloat(item))
            width?.isActive = true
            height?.isActive = true
        }
    }

    final class Bars: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "bar", for: indexPath) as! BarCell
            cell.configure(item: indexPath.item)
            return cell
        }
    }

    @Test func systemLayoutSizeFittingSolvesTheConstraints() {
        let cell = BarCell(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        cell.configure(item: 2)
        #expect(
            cell.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: 96, height: 56))
        // At the fitting level the target loses to the bar's required constraints.
        let fixed = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixed == CGSize(width: 96, height: 56))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 10, height: 10), "measuring moves nothing")
    }

    /// Cells at `automaticSize` take their constraints' sizes; the flow places them so, in rows
    /// of what fits in 200 points.
    @Test func flowLayoutCellsSizeThemselves() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        grid.register(BarCell.self, forCellWithReuseIdentifier: "bar")
        let source = Bars()
        grid.dataSource = source
        grid.layoutIfNeeded()
        let sizes = (0..<4).map { grid.cellForItem(at: [0, $0])?.frame.size }
        #expect(sizes == (0..<4).map { CGSize(width: 76 + 10 * CGFloat($0), height: 36 + 10 * CGFloat($0)) })
        // Row 1: items 0 and 1 (76 + 4 + 86 ≤ 200), row 2: item 2 (96 + 4 + 106 > 200), row 3: item 3.
        #expect(grid.layoutAttributesForItem(at: [0, 2])?.frame.minY == 50)
        #expect(grid.layoutAttributesForItem(at: [0, 3])?.frame.minY == 110)
        #expect(grid.contentSize.height == 176)
        withExtendedLifetime(source) {}
    }
}

/// `selfSizingInvalidation`: a shown cell whose constraints change is measured again when the
/// policy allows it: at once with `.enabledIncludingConstraints`, after it invalidates its
/// intrinsic content size with `.enabled`, never with `.disabled`.
@Suite struct SelfSizingInvalidationTests {
    @Test(arguments: [
        (UICollectionView.SelfSizingInvalidation.enabledIncludingConstraints, true, true),
        (.enabled, false, true), (.disabled, false, false),
    ])
    func shownCellsResize(policy: UICollectionView.SelfSizingInvalidation, onConstraints: Bool, onInvalidate: Bool) {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout)
        grid.selfSizingInvalidation = policy
        grid.register(SelfSizingTests.BarCell.self, forCellWithReuseIdentifier: "bar")
        let source = SelfSizingTests.Bars()
        grid.dataSource = source
        grid.layoutIfNeeded()
        let cell = try! #require(grid.cellForItem(at: [0, 0]) as? SelfSizingTests.BarCell)
        #expect(cell.frame.size == CGSize(width: 76, height: 36))
        // The bar of item 3's size: the cell would be 106 × 66.
        cell.configure(item: 3)
        grid.layoutIfNeeded()
        #expect(cell.frame.size == (onConstraints ? CGSize(width: 106, height: 66) : CGSize(width: 76, height: 36)))
        cell.contentView.invalidateIntrinsicContentSize()
        grid.layoutIfNeeded()
        #expect(cell.frame.size == (onInvalidate ? CGSize(width: 106, height: 66) : CGSize(width: 76, height: 36)))
    }
}
