import Foundation
import Reel
import ReelCore
import ReelRender
import Shaders
import Testing

@testable import UIKit

/// `UIPageControl` as iOS code uses it: pages and the current page kept in range, its size,
/// the dots as drawn (current white, others white at 30 %, over a dark page), taps that move a
/// page and send `.valueChanged`, the directions, single-page hiding and indicator images.
@Suite struct PageControlTests {
    /// Four pages: 12 + 4 × 7 + 3 × 9 + 12 = 79 points long, 26 across; vertical directions
    /// swap the sides; zero pages is zero long.
    @Test func sizeForNumberOfPages() {
        let control = UIPageControl()
        #expect(control.size(forNumberOfPages: 4) == CGSize(width: 79, height: 26))
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 31, height: 26))
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        control.numberOfPages = 4
        #expect(control.intrinsicContentSize == CGSize(width: 79, height: 26))
        control.direction = .topToBottom
        #expect(control.sizeThatFits(.zero) == CGSize(width: 26, height: 79))
    }

    /// The current page stays within the pages: set beyond them it is the last, below 0 it is
    /// 0, and fewer pages bring it back.
    @Test func currentPageStaysInRange() {
        let control = UIPageControl()
        control.numberOfPages = 4
        control.currentPage = 10
        #expect(control.currentPage == 3)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }

    /// Four dots centred in a 200-point row over black: centres at x = 76 + 16 i (the row is
    /// 55 points from x = 72.5), the current one (page 1) white, the others white at 30 %
    /// over black (77), black between them; right to left puts page 1 third.
    @Test(arguments: [UIPageControl.Direction.natural, .rightToLeft]) func dotsAsDrawn(
        direction: UIPageControl.Direction
    ) throws {
        let frame = try Everyday.frame("page-control-\(direction.rawValue)", size: CGSize(width: 200, height: 46)) {
            host in
            host.rootView.backgroundColor = .black
            let control = UIPageControl(frame: CGRect(x: 0, y: 10, width: 200, height: 26))
            control.numberOfPages = 4
            control.currentPage = 1
            control.direction = direction
            host.rootView.addSubview(control)
        }
        let current = direction == .natural ? 1 : 2
        for slot in 0..<4 {
            let pixel = Everyday.rgb(frame, 76 + 16 * slot, 23)
            #expect(Drawn.near(pixel, slot == current ? [255, 255, 255] : [77, 77, 77], 2), "slot \(slot): \(pixel)")
            #expect(Everyday.rgb(frame, 76 + 16 * slot + 8, 23) == [0, 0, 0], "gap after slot \(slot)")
        }
        // A dot is 7 points across: 2 points out from the centre is inside it, 5 is outside.
        #expect(Everyday.rgb(frame, 76 + 16 * current + 2, 23)[0] > 200)
        #expect(Everyday.rgb(frame, 76 + 16 * current + 5, 23) == [0, 0, 0])
    }

    /// A tap after the current dot goes to the next page, one before it to the previous, each
    /// sending `.valueChanged` once; nothing goes past the ends. The colours animate: half-way
    /// through the 0.25 s the old and new dots are both between white and 30 % white.
    @Test func tapsMoveOnePage() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 46), scale: 1, fps: 10, duration: 2)
        var pages: [Int] = []
        let control = UIPageControl(frame: CGRect(x: 0, y: 10, width: 200, height: 26))
        host.run {
            host.rootView.backgroundColor = .black
            control.numberOfPages = 3
            control.addAction(UIAction { [unowned control] _ in pages.append(control.currentPage) }, for: .valueChanged)
            host.rootView.addSubview(control)
        }
        // Three dots: centres at 84, 100, 116.
        host.tap(at: CGPoint(x: 150, y: 23), at: 0.1)
        host.tap(at: CGPoint(x: 150, y: 23), at: 0.5)
        host.tap(at: CGPoint(x: 150, y: 23), at: 0.9)
        host.tap(at: CGPoint(x: 20, y: 23), at: 1.3)
        let timeline = try host.record()
        #expect(pages == [1, 2, 1])
        #expect(control.currentPage == 1)
        let renderer = try FrameRenderer(canvasSize: timeline.size, scale: 1, backgroundColor: .black)
        // The first tap's touch-up is at 0.2 s: half-way at 0.325 s.
        let half = try renderer.render(timeline.evaluate(at: 0.325))
        for x in [84, 100] {
            let red = Everyday.rgb(half, x, 23)[0]
            #expect(red > 90 && red < 240, "dot at \(x): \(red)")
        }
        let settled = try renderer.render(timeline.evaluate(at: 0.45))
        #expect(Everyday.rgb(settled, 100, 23) == [255, 255, 255])
        #expect(Drawn.near(Everyday.rgb(settled, 84, 23), [77, 77, 77], 2))
    }

    /// One page with `hidesForSinglePage` draws nothing; without it, one dot. A page with its
    /// own indicator image draws the image's shape in the indicator colour (a template), and
    /// `.prominent` puts a dark platter behind the row.
    @Test func singlePageImagesAndPlatter() throws {
        let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let frame = try Everyday.frame("page-control-images", size: CGSize(width: 200, height: 100)) { host in
            let hidden = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
            hidden.numberOfPages = 1
            hidden.hidesForSinglePage = true
            hidden.currentPageIndicatorTintColor = .red
            host.rootView.addSubview(hidden)
            let shown = UIPageControl(frame: CGRect(x: 0, y: 30, width: 200, height: 26))
            shown.numberOfPages = 2
            shown.currentPageIndicatorTintColor = .red
            shown.pageIndicatorTintColor = .blue
            shown.setIndicatorImage(square, forPage: 1)
            shown.backgroundStyle = .prominent
            host.rootView.addSubview(shown)
        }
        #expect(Everyday.rgb(frame, 100, 13) == [255, 255, 255])
        // Two slots: centres at 92 and 108; page 1 a 10-point blue square.
        #expect(Drawn.near(Everyday.rgb(frame, 92, 43), [255, 0, 0], 2))
        #expect(Drawn.near(Everyday.rgb(frame, 108 + 4, 43 - 4), [0, 0, 255], 2))
        #expect(control(isPlatter: Everyday.rgb(frame, 80, 43)))
        #expect(Everyday.rgb(frame, 60, 43) == [255, 255, 255])
        #expect(Everyday.rgb(frame, 100, 43 + 14) == [255, 255, 255])
    }

    /// The platter: black at 25 % over white.
    private func control(isPlatter pixel: [Int]) -> Bool { Drawn.near(pixel, [191, 191, 191], 2) }
}
