import GalleryViews
import SnapshotTesting
import Testing
import UIKit

/// Swift Testing, with the suite's record mode as a trait.
@MainActor
@Suite(.snapshots(record: .missing))
struct ProgressRingViewTests {
    func ring() -> ProgressRingView {
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        ring.fill(duration: 1)
        return ring
    }

    /// Five moments of the fill, from empty to full, side by side (Reel's `.frames`).
    @Test func fillingUp() {
        assertSnapshot(of: ring(), as: .frames(count: 5))
    }

    /// Apple's way to hold an animation at a moment (QA1673): the layer paused at a quarter of
    /// a second. Its presentation, not its model, is what the snapshot shows.
    @Test func pausedAtAQuarter() {
        let ring = ring()
        ring.arc.speed = 0
        ring.arc.timeOffset = 0.25
        assertSnapshot(of: ring, as: .image(at: 0))
    }

    @Test func atRest() {
        assertSnapshot(of: ProgressRingView(frame: CGRect(x: 0, y: 0, width: 80, height: 80)), as: .image)
    }
}
