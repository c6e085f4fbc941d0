import Foundation
import Testing
import UIKit

/// `UICollectionViewController` subclassed as iOS code does: a photo grid whose data source and
/// delegate methods are written with `override`, laid out by the flow layout it was made with.
@Suite struct CollectionViewControllerTests {
    final class Grid: UICollectionViewController {
        var selected: [Int] = []

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            7
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.backgroundColor = .systemIndigo
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath.item)
        }
    }

    @Test func subclassesOverrideTheCollectionsMethods() throws {
        let host = RecordingHost(size: CGSize(width: 320, height: 480), scale: 1, fps: 10, duration: 0.5)
        let grid = Grid()
        host.run { host.window.rootViewController = grid }
        let collection = try #require(grid.collectionView)
        #expect(grid.view === collection && collection.dataSource === grid && collection.delegate === grid)
        #expect(grid.collectionViewLayout === collection.collectionViewLayout)
        collection.layoutIfNeeded()
        #expect(collection.numberOfItems(inSection: 0) == 7)
        // Three 100-point items to a 320-point row, 10 apart: the fourth starts the second row.
        let fourth = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        #expect(fourth.frame.minX == 0 && fourth.frame.minY == 110)
        host.tap(at: CGPoint(x: 50, y: 160), at: 0.1)
        _ = try host.record()
        #expect(grid.selected == [3])
        #expect(grid.collectionView(collection, shouldSelectItemAt: IndexPath(item: 0, section: 0)))
    }
}
