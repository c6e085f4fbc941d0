import SnapshotTesting
import Testing
import UIKit
import XCTest

// Snapshot tests as an iOS team writes them, unchanged: their references are committed in
// __Snapshots__/CardViewSnapshotTests beside this file (recorded by the first run).

final class CardViewTests: XCTestCase {
    func testCard() {
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        assertSnapshot(of: view, as: .image)
    }

    func testCardSizedToFit() {
        assertSnapshot(of: CardView(), as: .image(size: nil), named: "fitted")
    }

    func testLegacyMatchingWithPrecision() {
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 160, height: 60))
        assertSnapshot(matching: view, as: .image(precision: 0.99))
    }

    func testLayer() {
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 40, width: 50, height: 30)
        layer.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0, alpha: 1).cgColor
        layer.cornerRadius = 8
        assertSnapshot(of: layer, as: .image)
    }

    func testSlideIn() {
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = -40
        slide.toValue = 20
        slide.duration = 0.5
        view.badge.layer.add(slide, forKey: "slide")
        assertSnapshot(of: view, as: .frames(count: 5))
    }

    func testTextStrategies() {
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.bar.alpha = 0.5
        assertSnapshots(of: view, as: [.recursiveDescription])
    }
}

@Suite(.snapshots(record: .missing))
struct CardViewSwiftTests {
    @Test func card() {
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        assertSnapshot(of: view, as: .image(perceptualPrecision: 0.98), named: "light")
    }
}
