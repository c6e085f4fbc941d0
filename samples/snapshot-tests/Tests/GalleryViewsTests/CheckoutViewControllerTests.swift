import GalleryViews
import SnapshotTesting
import UIKit
import XCTest

/// A view controller on device presets, and a layer's `presentation()` while it is paused.
final class CheckoutViewControllerTests: XCTestCase {
    func testOnPhones() {
        assertSnapshot(of: CheckoutViewController(), as: .image(on: .iPhoneSe), named: "iPhoneSe")
        assertSnapshot(of: CheckoutViewController(), as: .image(on: .iPhone13), named: "iPhone13")
    }

    func testDarkOnIPhone13() {
        assertSnapshot(
            of: CheckoutViewController(), as: .image(on: .iPhone13, traits: .init(userInterfaceStyle: .dark)))
    }

    /// Apple's way to hold an animation at a moment (QA1673): the layer paused, its time offset
    /// set; `presentation()` has the values shown then, and snapshots as such.
    func testPausedPresentation() throws {
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        ring.layoutIfNeeded()
        ring.fill(duration: 1)
        ring.arc.speed = 0
        ring.arc.timeOffset = 0.5
        let shown = try XCTUnwrap(ring.arc.presentation())
        XCTAssertEqual(shown.strokeEnd, 0.5, accuracy: 0.001)  // ease-in-out is symmetric about half-way
        assertSnapshot(of: shown, as: .image)
    }
}
