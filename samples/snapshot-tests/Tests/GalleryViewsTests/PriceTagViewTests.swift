import GalleryViews
import SnapshotTesting
import UIKit
import XCTest

/// XCTest, as most iOS teams still write snapshot tests.
final class PriceTagViewTests: XCTestCase {
    func testLightAndDark() {
        let tag = PriceTagView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        assertSnapshot(of: tag, as: .image(traits: UITraitCollection(userInterfaceStyle: .light)), named: "light")
        assertSnapshot(of: tag, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)), named: "dark")
    }

    /// The spelling of swift-snapshot-testing before 1.12, still in many suites.
    func testLegacySpelling() {
        let tag = PriceTagView()
        tag.sizeToFit()
        assertSnapshot(matching: tag, as: .image(precision: 0.98))
    }

    /// Kept out of the normal run: `SNAPSHOT_SAMPLE_FAIL=1` runs it. The badge is green, its
    /// reference (testLightAndDark's light one) red: scripts/snapshot-sample.sh checks the failure.
    func testDeliberateFailure() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["SNAPSHOT_SAMPLE_FAIL"] == "1", "a deliberate failure")
        let tag = PriceTagView(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        tag.badge.backgroundColor = UIColor(red: 0.2, green: 0.8, blue: 0.3, alpha: 1)
        assertSnapshot(
            of: tag, as: .image(traits: UITraitCollection(userInterfaceStyle: .light)), named: "light",
            testName: "testLightAndDark()")
    }
}
