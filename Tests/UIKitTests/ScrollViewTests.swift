import ReelCore
import Testing
import UIKit

/// `UIScrollView`: the offset is the bounds' origin, scroll animations and scripted scrolls are
/// set frame by frame on the recording's clock, and the delegate hears UIKit's order.
@Suite struct ScrollViewTests {
    /// A 200 × 200 window at 30 fps with a scroll view of 1 000-point-high content.
    private func makeScroller(duration: Double = 1.5) -> (RecordingHost, UIScrollView, ScrollLog) {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 30, duration: duration)
        let scroller = UIScrollView(frame: host.rootView.bounds)
        scroller.layer.name = "scroller"
        scroller.contentSize = CGSize(width: 200, height: 1000)
        let log = ScrollLog()
        scroller.delegate = log
        host.rootView.addSubview(scroller)
        return (host, scroller, log)
    }

    @Test func offsetIsTheBoundsOriginAndTellsTheDelegate() {
        let (_, scroller, log) = makeScroller()
        scroller.contentOffset = CGPoint(x: 0, y: 40)
        #expect(scroller.bounds.origin == CGPoint(x: 0, y: 40))
        scroller.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        #expect(log.events == ["didScroll"], "an unchanged offset tells nothing")
    }

    /// A drag: `willBeginDragging`, one `didScroll` per frame that moved, then the drag's end
    /// with no deceleration; the offset at each frame is the linear interpolation.
    @Test func linearDragOrderAndOffsets() throws {
        let (host, scroller, log) = makeScroller()
        var seen: [Double: CGFloat] = [:]
        log.onScroll = { seen[CACurrentMediaTime()] = $0.contentOffset.y }
        host.scroll(scroller, to: CGPoint(x: 0, y: 300), duration: 0.5, timing: .linear, at: 0.2)
        _ = try host.record()
        // Frames at k/30 s: 0.2 + 0.5 = 0.7 is frame 21; frames 7…21 move it (frame 6 is the start).
        #expect(log.summary == ["willBeginDragging", "didScroll×15", "willEndDragging", "didEndDragging(false)"])
        for (t, y) in seen {
            let expected = 300 * min(1, (t - 0.2) / 0.5)
            #expect(abs(Double(y) - expected) < 1e-6, "t \(t)")
        }
        #expect(scroller.contentOffset.y == 300)
        #expect(!scroller.isDragging && !scroller.isTracking)
    }

    /// A flick: the finger lifts at once, then the offset follows UIKit's exponential
    /// deceleration, scaled to land on the target: f(u) = (1 − e^(−k·u)) / (1 − e^(−k)),
    /// k = −1000·ln(0.998)·d.
    @Test func flickDeceleratesExponentially() throws {
        let (host, scroller, scrollLog) = makeScroller()
        var seen: [(Double, CGFloat, Bool)] = []
        scrollLog.onScroll = { seen.append((CACurrentMediaTime(), $0.contentOffset.y, $0.isDecelerating)) }
        host.scroll(scroller, to: CGPoint(x: 0, y: 600), duration: 1, timing: .decelerating(), at: 0.1)
        _ = try host.record()
        #expect(
            scrollLog.summary == [
                "willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didScroll×30",
                "didEndDecelerating",
            ])
        let k: Double = -1000 * Foundation.log(0.998) * 1.0
        for (t, y, decelerating) in seen {
            let u: Double = min(1, (t - 0.1) / 1)
            let expected: Double = 600 * (1 - Foundation.exp(-k * u)) / (1 - Foundation.exp(-k))
            #expect(abs(Double(y) - expected) < 1e-6, "t \(t)")
            #expect(decelerating)
        }
        #expect(!scroller.isDecelerating)
    }

    /// `setContentOffset(_:animated: true)` moves the offset on each frame (not a Core Animation
    /// animation: no animation on the layer) and ends with `didEndScrollingAnimation`.
    @Test func animatedSetContentOffsetStepsEachFrame() throws {
        let (host, scroller, log) = makeScroller(duration: 1)
        host.at(0.1) { scroller.setContentOffset(CGPoint(x: 0, y: 200), animated: true) }
        let timeline = try host.record()
        #expect(log.summary == ["didScroll×9", "didEndScrollingAnimation"])
        // The recorded bounds at each frame are the eased offset of that frame.
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let y = try #require(findLayer("scroller", in: timeline.evaluate(at: t))).bounds.origin.y
            let u = min(max((t - 0.1) / UIScrollView.animationDuration, 0), 1)
            let expected = 200 * TimingFunction.easeInEaseOut.value(at: u)
            #expect(abs(y - expected) < 1e-6, "frame \(frame)")
        }
    }

    /// The parallax header moved in `scrollViewDidScroll`: on screen it moves up by half the
    /// offset at every frame of a scripted scroll.
    @Test func parallaxHeaderMovesAtHalfTheOffset() throws {
        let (host, scroller, log) = makeScroller(duration: 1.2)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        header.layer.name = "header"
        scroller.addSubview(header)
        log.onScroll = { header.frame.origin.y = $0.contentOffset.y / 2 }
        host.scroll(scroller, to: CGPoint(x: 0, y: 160), duration: 0.8, timing: .easeInOut, at: 0.2)
        let timeline = try host.record()
        var moved = 0
        for frame in 0..<timeline.frameCount {
            let tree = timeline.evaluate(at: timeline.time(ofFrame: frame))
            let offset = try #require(findLayer("scroller", in: tree)).bounds.origin.y
            let top = try #require(findLayer("header", in: tree)).position.y - 60
            #expect(abs((top - offset) - (-offset / 2)) < 1e-9, "frame \(frame)")
            if offset > 0 { moved += 1 }
        }
        #expect(moved > 20)
    }

    @Test(arguments: [
        (UIScrollView.ContentInsetAdjustmentBehavior.never, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)),
        (.always, UIEdgeInsets(top: 25, left: 10, bottom: 15, right: 0)),
        (.scrollableAxes, UIEdgeInsets(top: 25, left: 0, bottom: 15, right: 0)),
        (.automatic, UIEdgeInsets(top: 25, left: 0, bottom: 15, right: 0)),
    ])
    func adjustedContentInsetAddsTheSafeArea(
        behavior: UIScrollView.ContentInsetAdjustmentBehavior, expected: UIEdgeInsets
    ) {
        let (host, scroller, _) = makeScroller()
        host.safeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 15, right: 0)
        scroller.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        scroller.contentInsetAdjustmentBehavior = behavior
        #expect(scroller.adjustedContentInset == expected)
    }

    @Test func pagingFlickEndsOnAPage() throws {
        let (host, scroller, _) = makeScroller()
        scroller.isPagingEnabled = true
        host.scroll(scroller, to: CGPoint(x: 0, y: 330), duration: 0.5, timing: .decelerating(), at: 0)
        _ = try host.record()
        #expect(scroller.contentOffset.y == 400)
    }

    @Test func disabledScrollingIgnoresScriptedScrolls() throws {
        let (host, scroller, log) = makeScroller()
        scroller.isScrollEnabled = false
        host.scroll(scroller, to: CGPoint(x: 0, y: 330), duration: 0.5, at: 0)
        _ = try host.record()
        #expect(scroller.contentOffset.y == 0)
        #expect(log.events.isEmpty)
    }

    @Test func zoomScalesTheZoomingView() {
        final class Zoomer: NSObject, UIScrollViewDelegate {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let (_, scroller, _) = makeScroller()
        let zoomer = Zoomer()
        scroller.addSubview(zoomer.view)
        scroller.delegate = zoomer
        scroller.maximumZoomScale = 3
        scroller.setZoomScale(5, animated: false)
        #expect(scroller.zoomScale == 3)
        #expect(zoomer.view.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
        #expect(scroller.contentSize == CGSize(width: 300, height: 150))
    }

    @Test func scrollRectToVisibleScrollsTheLeast() {
        let (_, scroller, _) = makeScroller()
        scroller.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(scroller.contentOffset.y == 350)
        scroller.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 50), animated: false)
        #expect(scroller.contentOffset.y == 100)
    }

    /// Content pinned to the content guide scrolls; content pinned to the frame guide stays.
    @Test func layoutGuidesSizeTheContentAndPinTheFrame() {
        let (host, scroller, _) = makeScroller()
        let content = UIView()
        let badge = UIView()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scroller.addSubview(view)
        }
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroller.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroller.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroller.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroller.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroller.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 700),
            badge.topAnchor.constraint(equalTo: scroller.frameLayoutGuide.topAnchor, constant: 10),
            badge.leadingAnchor.constraint(equalTo: scroller.frameLayoutGuide.leadingAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        host.rootView.layoutIfNeeded()
        #expect(scroller.contentSize == CGSize(width: 200, height: 700))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 700))
        scroller.contentOffset = CGPoint(x: 0, y: 90)
        host.rootView.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 10, y: 100, width: 20, height: 20))
        #expect(content.frame.minY == 0)
    }

    /// The delegate may move a flick's target in `scrollViewWillEndDragging`; the flick lands there.
    @Test func delegateRedirectsAFlick() throws {
        final class Redirect: NSObject, UIScrollViewDelegate {
            func scrollViewWillEndDragging(
                _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                targetContentOffset: UnsafeMutablePointer<CGPoint>
            ) {
                targetContentOffset.pointee.y = 250
            }
        }
        let (host, scroller, _) = makeScroller()
        let redirect = Redirect()
        scroller.delegate = redirect
        host.scroll(scroller, to: CGPoint(x: 0, y: 600), duration: 0.5, timing: .decelerating(rate: .fast), at: 0)
        _ = try host.record()
        #expect(scroller.contentOffset.y == 250)
    }

    /// An animated zoom steps the scale each frame, eased, and ends on the target.
    @Test func animatedZoomStepsEachFrame() throws {
        final class Zoomer: NSObject, UIScrollViewDelegate {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            var scales: [(Double, CGFloat)] = []
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
            func scrollViewDidZoom(_ scrollView: UIScrollView) {
                scales.append((CACurrentMediaTime(), scrollView.zoomScale))
            }
        }
        let (host, scroller, _) = makeScroller()
        let zoomer = Zoomer()
        scroller.addSubview(zoomer.view)
        scroller.delegate = zoomer
        scroller.maximumZoomScale = 2
        host.at(0.1) { scroller.setZoomScale(2, animated: true) }
        _ = try host.record()
        #expect(zoomer.scales.count == 9)
        for (t, scale) in zoomer.scales {
            let u = min(max((t - 0.1) / UIScrollView.animationDuration, 0), 1)
            #expect(abs(Double(scale) - (1 + TimingFunction.easeInEaseOut.value(at: u))) < 1e-9, "t \(t)")
        }
        #expect(scroller.zoomScale == 2)
    }
}
