import Foundation
import Reel
import ReelCore
import ReelRender
import Shaders
import Testing

@testable import UIKit

/// `UISegmentedControl` as iOS code uses it: its segments and their widths, the selection kept
/// through insertions and removals, taps that select and send `.valueChanged`, and the thumb
/// as drawn, sliding to the tapped segment.
@Suite struct SegmentedControlTests {
    static func widths(_ control: UISegmentedControl) -> [CGFloat] { control.segmentFrames().map(\.width) }

    /// `init(items:)` makes a segment per title, none selected, 32 points tall and as wide as
    /// its equal segments need; apportioned by content, the segments follow their titles.
    @Test func itemsSizeTheControl() {
        TextMeasurer.install()
        let control = UISegmentedControl(items: ["One", "Two", "Three and more"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 2) == "Three and more")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.frame.height == 32)
        let equal = Self.widths(control)
        #expect(equal.allSatisfy { abs($0 - equal[0]) < 1e-9 } && abs(equal.reduce(0, +) - control.frame.width) < 1e-9)
        // The widest title sets every segment's width: its text and 12 points each side.
        #expect(equal[0] > 2 * 12 + 60)

        control.apportionsSegmentWidthsByContent = true
        let apportioned = control.intrinsicContentSize.width
        #expect(apportioned < control.frame.width)
        control.frame.size.width = apportioned
        let byContent = Self.widths(control)
        #expect(abs(byContent[0] - byContent[1]) < 3 && byContent[2] > 2 * byContent[0])
        #expect(abs(byContent.reduce(0, +) - apportioned) < 1e-9)
    }

    /// `setWidth(_:forSegmentAt:)` fixes one segment; the others share what is left, and
    /// `widthForSegment(at:)` reads back 0 for the segments that size themselves.
    @Test func fixedWidthsAndSharedRest() throws {
        TextMeasurer.install()
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.setWidth(60, forSegmentAt: 1)
        #expect(Self.widths(control) == [120, 60, 120])
        #expect(control.widthForSegment(at: 1) == 60 && control.widthForSegment(at: 0) == 0)
        #expect(control.segmentFrames().map(\.minX) == [0, 120, 180])
        // A title too long for its 60-point segment is cut to fit 6 points in from each side.
        control.setTitle("A much longer title", forSegmentAt: 1)
        control.layoutIfNeeded()
        let title = try #require(
            control.subviews.compactMap { $0 as? UILabel }.first { $0.text == "A much longer title" })
        #expect(title.frame == CGRect(x: 126, y: title.frame.minY, width: 48, height: title.frame.height))
    }

    /// Inserting before the selected segment keeps it selected (its index moves); removing it
    /// leaves none selected; an index past the end is pinned to the end.
    @Test func insertAndRemoveKeepTheSelection() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 0) == "Z")
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.numberOfSegments == 4 && control.titleForSegment(at: 3) == "End")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 2) == "End")
        control.setTitle("New", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "New")
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    /// A tap selects the segment under the finger, runs its action and sends `.valueChanged`
    /// once; a tap on the selected segment or on a disabled one sends nothing.
    @Test func tapsSelectAndSendValueChanged() throws {
        TextMeasurer.install()
        let host = RecordingHost(size: CGSize(width: 320, height: 60), scale: 1, fps: 10, duration: 1.5)
        var log: [String] = []
        let actions = ["Day", "Week", "Month"].map { title in
            UIAction(title: title, identifier: UIAction.Identifier(title)) { _ in log.append(title) }
        }
        let control = UISegmentedControl(frame: CGRect(x: 10, y: 10, width: 300, height: 32), actions: actions)
        host.run {
            control.selectedSegmentIndex = 0
            control.setEnabled(false, forSegmentAt: 2)
            control.addAction(
                UIAction { [unowned control] _ in log.append("\(control.selectedSegmentIndex)") },
                for: .valueChanged)
            host.rootView.addSubview(control)
        }
        host.tap(at: CGPoint(x: 160, y: 26), at: 0.1)
        host.tap(at: CGPoint(x: 160, y: 26), at: 0.5)
        host.tap(at: CGPoint(x: 260, y: 26), at: 0.9)
        _ = try host.record()
        #expect(log == ["Week", "1"])
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("Month")) == 2)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("Year")) == UISegmentedControl.noSegment)
        #expect(control.actionForSegment(at: 1) === actions[1])
    }

    /// The white thumb sits 2 points inside the selected segment over the pale track
    /// (`tertiarySystemFill`: 118, 118, 128 at 12 % over white); after a tap it slides, with
    /// UIKit's ease-in-out, to the tapped segment: half-way at half the 0.25 s.
    @Test(arguments: [(0.2, 0), (0.425, 1), (0.9, 2)]) func thumbSlidesToTheTappedSegment(
        time: Double, whiteSegment: Int
    ) throws {
        let frame = try Everyday.frame("segmented-\(time)", size: CGSize(width: 320, height: 52), at: time) { host in
            let control = UISegmentedControl(items: ["One", "Two", "Three"])
            control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
            control.selectedSegmentIndex = 0
            host.rootView.addSubview(control)
            // Touch-up at 0.3 s: the thumb moves from 0.3 s to 0.55 s.
            host.tap(at: CGPoint(x: 260, y: 26), at: 0.2)
        }
        let track = [239, 239, 240]
        for segment in 0..<3 {
            // Row 3 of the control: inside the thumb (rows 2…30), above any title.
            let pixel = Everyday.rgb(frame, 10 + 50 + 100 * segment, 10 + 3)
            #expect(Drawn.near(pixel, segment == whiteSegment ? [255, 255, 255] : track, 1), "segment \(segment)")
        }
    }

    /// Dividers show between unselected segments and hide beside the thumb; the selected
    /// title takes the `.selected` title attributes' colour.
    @Test func dividersAndSelectedTitleColour() throws {
        let frame = try Everyday.frame("segmented-dividers", size: CGSize(width: 320, height: 52)) { host in
            let control = UISegmentedControl(items: ["One", "Two", "Three"])
            control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
            control.selectedSegmentIndex = 0
            control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
            host.rootView.addSubview(control)
        }
        // The divider between segments 1 and 2 straddles x = 210 (half a point each side): darker
        // than the track 3 points away. The one between 0 and 1 (x = 110) is hidden: only the
        // thumb's soft shadow shades the track there, as it does 3 points away.
        #expect(Everyday.rgb(frame, 210, 10 + 16)[0] < Everyday.rgb(frame, 213, 10 + 16)[0] - 10)
        #expect(Drawn.near(Everyday.rgb(frame, 110, 10 + 16), Everyday.rgb(frame, 113, 10 + 16), 3))
        let reds = (12..<108).flatMap { x in (14..<38).map { y in Everyday.rgb(frame, x, y) } }
            .filter { $0[0] > 200 && $0[1] < 100 && $0[2] < 100 }
        #expect(!reds.isEmpty)
        let others = (112..<308).flatMap { x in (14..<38).map { y in Everyday.rgb(frame, x, y) } }
            .filter { $0[0] > 200 && $0[1] < 100 && $0[2] < 100 }
        #expect(others.isEmpty)
    }

    /// A tap's selection change cross-fades the titles while the thumb slides: half-way through
    /// the 0.25 s slide the newly selected title (red when selected, blue otherwise) is a mix of
    /// the two colours, with no pixel of pure red yet; after it, it is red. (Before the fade the
    /// colour switched at the touch-up.)
    @Test func titlesCrossFadeWithTheThumb() throws {
        func frame(at time: Double) throws -> Frame {
            try Everyday.frame("segmented-fade-\(time)", size: CGSize(width: 320, height: 52), at: time) { host in
                let control = UISegmentedControl(items: ["One", "Two", "Three"])
                control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
                control.selectedSegmentIndex = 0
                control.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
                control.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
                host.rootView.addSubview(control)
                host.tap(at: CGPoint(x: 260, y: 26), at: 0.2)
            }
        }
        func title(_ frame: Frame, segment: Int) -> [[Int]] {
            (12 + 100 * segment..<108 + 100 * segment).flatMap { x in (14..<38).map { Everyday.rgb(frame, x, $0) } }
        }
        let red: ([Int]) -> Bool = { $0[0] > 200 && $0[1] < 100 && $0[2] < 100 }
        let mixed: ([Int]) -> Bool = { $0[0] > 60 && $0[2] > 60 && $0[1] < 60 && abs($0[0] - $0[2]) < 120 }
        let half = try frame(at: 0.425)
        #expect(!title(half, segment: 2).contains(where: red))
        #expect(title(half, segment: 2).contains(where: mixed))
        #expect(title(half, segment: 0).contains(where: mixed))
        let after = try frame(at: 0.9)
        #expect(title(after, segment: 2).contains(where: red))
        #expect(!title(after, segment: 0).contains(where: red))
    }

    /// A momentary control shows no thumb (its selected index still reads the segment), and
    /// `selectedSegmentTintColor` paints the thumb; `setContentOffset(_:forSegmentAt:)` moves a title.
    @Test func momentaryTintAndContentOffset() throws {
        let frame = try Everyday.frame("segmented-momentary", size: CGSize(width: 320, height: 94)) { host in
            let momentary = UISegmentedControl(items: ["One", "Two"])
            momentary.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
            momentary.isMomentary = true
            momentary.selectedSegmentIndex = 0
            let tinted = UISegmentedControl(items: ["One", "Two"])
            tinted.frame = CGRect(x: 10, y: 52, width: 300, height: 32)
            tinted.selectedSegmentTintColor = .systemBlue
            tinted.selectedSegmentIndex = 1
            tinted.setContentOffset(CGSize(width: 0, height: 10), forSegmentAt: 0)
            #expect(tinted.contentOffsetForSegment(at: 0) == CGSize(width: 0, height: 10))
            host.rootView.addSubview(momentary)
            host.rootView.addSubview(tinted)
        }
        #expect(Drawn.near(Everyday.rgb(frame, 10 + 75, 10 + 3), [239, 239, 240], 1))
        #expect(Drawn.near(Everyday.rgb(frame, 10 + 225, 52 + 3), [0, 122, 255], 1))
        // The first title's ink sits 10 points lower than the second one's would (rows 52…84).
        let ink = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 12, y: 52, width: 140, height: 32), background: [239, 239, 240]))
        #expect(ink.minY > 52 + 16)
    }

    /// In dark mode the system thumb is dark grey (99, 99, 102), not white.
    @Test func darkModeThumb() throws {
        let frame = try Everyday.frame("segmented-dark", size: CGSize(width: 320, height: 52), appearance: .dark) {
            host in
            let control = UISegmentedControl(items: ["One", "Two"])
            control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
            control.selectedSegmentIndex = 1
            host.rootView.addSubview(control)
        }
        #expect(Drawn.near(Everyday.rgb(frame, 10 + 225, 10 + 3), [99, 99, 102], 1))
    }
}
