import Foundation
import ReelCore
import ReelRender
import Shaders
import Testing
import UIKit

/// `UIRefreshControl` on a scroll view: the band above the content, the inset it adds while
/// refreshing, the spinner's pixels, a pull that begins refreshing, and the way back.
@Suite struct RefreshControlTests {
    /// A 200 × 300 white scroll view of 600-point content with a refresh control.
    static func scene(_ host: RecordingHost) -> (UIScrollView, UIRefreshControl) {
        let scroll = UIScrollView(frame: host.rootView.bounds)
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 200, height: 600)
        scroll.contentInsetAdjustmentBehavior = .never
        let control = UIRefreshControl()
        scroll.refreshControl = control
        host.rootView.addSubview(scroll)
        return (scroll, control)
    }

    @Test func refreshingShowsASpinnerAboveTheContent() throws {
        var scrollView: UIScrollView?
        var insets: [CGFloat] = []
        let frame = try Everyday.frame("refresh-control", size: CGSize(width: 200, height: 300), at: 0.5) { host in
            let (scroll, control) = Self.scene(host)
            scrollView = scroll
            #expect(control.frame == CGRect(x: 0, y: -60, width: 200, height: 60))
            #expect(!control.isRefreshing)
            host.at(0.1) {
                control.beginRefreshing()
                insets.append(scroll.adjustedContentInset.top)
                scroll.setContentOffset(CGPoint(x: 0, y: -control.frame.height), animated: false)
            }
        }
        let scroll = try #require(scrollView)
        #expect(insets == [60] && scroll.contentOffset.y == -60)
        // The band is the top 60 rows: the spinner's ink is a 20-point square round (100, 30).
        let ink = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 0, y: 0, width: 200, height: 60), background: [255, 255, 255]))
        #expect(ink.minX >= 90 && ink.maxX <= 110 && ink.minY >= 20 && ink.maxY <= 40)
        #expect(
            Everyday.inkBox(frame, in: CGRect(x: 0, y: 60, width: 200, height: 240), background: [255, 255, 255]) == nil
        )
    }

    @Test func aPullBeginsRefreshingAndEndingScrollsBack() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 300), scale: 1, fps: 30, duration: 2)
        let (scroll, control) = Self.scene(host)
        var changes: [CGFloat] = []
        // Unowned: the scroll view holds the control, which holds the action (a cycle iOS would leak too).
        control.addAction(UIAction { [unowned scroll] _ in changes.append(scroll.contentOffset.y) }, for: .valueChanged)
        // A pull to −150: refreshing begins once the pull reaches 120.
        host.scroll(scroll, to: CGPoint(x: 0, y: -150), duration: 0.5, at: 0.1)
        var refreshingAfterPull = false
        host.at(0.7) {
            refreshingAfterPull = control.isRefreshing
            control.endRefreshing()
        }
        _ = try host.record()
        #expect(refreshingAfterPull)
        #expect(changes.count == 1 && (changes.first ?? 0) <= -120 && (changes.first ?? 0) > -130)
        // endRefreshing scrolled the content back to the top, the inset gone.
        #expect(!control.isRefreshing && scroll.adjustedContentInset.top == 0 && scroll.contentOffset.y == 0)
    }
}

/// `contentAlignmentPoint`: small content anchored in the frame.
@Suite struct ContentAlignmentTests {
    /// 200 × 300 frame, 100 × 100 content: at (0.5, 0.5) the offset is (−50, −100), so the
    /// content's view is seen at (50, 100); at (1, 0) at (100, 0) (y left alone); content wider
    /// than the frame stays where it is on that axis.
    @Test(arguments: [
        (CGPoint(x: 0.5, y: 0.5), CGSize(width: 100, height: 100), CGPoint(x: 50, y: 100)),
        (CGPoint(x: 1, y: 0), CGSize(width: 100, height: 100), CGPoint(x: 100, y: 0)),
        (CGPoint(x: 0.5, y: 1), CGSize(width: 400, height: 100), CGPoint(x: 0, y: 200)),
    ])
    func smallContentIsAnchored(point: CGPoint, content: CGSize, seen: CGPoint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let scroll = UIScrollView(frame: root.bounds)
        let box = UIView(frame: CGRect(origin: .zero, size: content))
        scroll.addSubview(box)
        root.addSubview(scroll)
        scroll.contentSize = content
        scroll.contentAlignmentPoint = point
        #expect(scroll.convert(box.frame, to: root).origin == seen)
        // A content inset shrinks the space the content is anchored in.
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        if point.y == 0.5 { #expect(scroll.convert(box.frame, to: root).origin.y == 20 + (280 - 100) / 2) }
    }
}
