import Foundation
import ReelCore

/// Scripted scrolling: a user's drag or flick on a scroll view, on the recording's clock.
extension RecordingHost {
    /// How a scripted scroll moves the content from where it is to where it goes.
    public enum ScrollTiming: Hashable, Sendable {
        /// A finger dragging at constant speed, lifted at the end without speed (UIKit then
        /// does not decelerate).
        case linear
        /// A finger dragging eased in and out, lifted at the end without speed.
        case easeInOut
        /// A flick: the finger lifts at the start and the content decelerates as UIKit's does,
        /// its speed falling exponentially by `rate` per millisecond (the scroll view's
        /// `decelerationRate` when nil), scaled so that it lands on the target at the end:
        /// `f(u) = (1 − e^(−λ·d·u)) / (1 − e^(−λ·d))`, `λ = −1000·ln(rate)`, d the duration.
        case decelerating(rate: UIScrollView.DecelerationRate? = nil)
    }

    /// Scrolls `view` to `offset` over `duration` seconds starting at `time` (now when nil), as a
    /// user's drag or flick does, the offset set on every frame in between and exactly `offset`
    /// from the end time on. The delegate hears UIKit's order: `scrollViewWillBeginDragging`,
    /// then for a drag (`.linear`, `.easeInOut`) `scrollViewDidScroll` each frame and at the end
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and
    /// `scrollViewDidEndDragging(_:willDecelerate: false)`; for a flick (`.decelerating`)
    /// `scrollViewWillEndDragging` (whose target may be changed, as may a collection view's
    /// layout by `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`, and
    /// which paging rounds to a page), `scrollViewDidEndDragging(_:willDecelerate: true)`,
    /// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll` each frame and
    /// `scrollViewDidEndDecelerating` at the end. Nothing happens when `isScrollEnabled` is false.
    public func scroll(
        _ view: UIScrollView, to offset: CGPoint, duration: TimeInterval, timing: ScrollTiming = .linear,
        at time: TimeInterval? = nil
    ) {
        at(time ?? stage.currentTime) { view.beginScriptedScroll(to: offset, duration: duration, timing: timing) }
    }

    /// Steps the scroll views moving in this recording to the frame's time (before layout).
    func stepScrolling() {
        UIApplication.shared.stepScrollViews(at: CACurrentMediaTime())
    }
}

extension UIScrollView {
    /// Starts a scripted drag or flick now (see `RecordingHost.scroll(_:to:duration:timing:at:)`).
    func beginScriptedScroll(to offset: CGPoint, duration: TimeInterval, timing: RecordingHost.ScrollTiming) {
        guard isScrollEnabled else { return }
        cancelScrollMotion()
        isTracking = true
        isDragging = true
        let now = RecordingContext.current?.time ?? 0
        switch timing {
        case .linear, .easeInOut:
            scrollPan.scriptBegan(at: contentOffset, time: now)
            delegate?.scrollViewWillBeginDragging(self)
            let curve: ReelCore.ScrollTiming = timing == .linear ? .linear : ScrollMotion.easeInOut
            startScrollMotion(
                ScrollMotion(kind: .drag, from: contentOffset, to: offset, duration: duration, timing: curve))
        case .decelerating(let rate):
            let rate = Double((rate ?? decelerationRate).rawValue)
            let curve = ReelCore.ScrollTiming.deceleration(rate: rate)
            // The flick's speed at the lift, in points per millisecond as UIKit gives it: f′(0)·distance/duration.
            let k = -1000 * log(rate) * duration
            let slope = duration > 0 ? (k > 1e-9 ? k / (1 - exp(-k)) : 1) / (duration * 1000) : 0
            let velocity = CGPoint(x: (offset.x - contentOffset.x) * slope, y: (offset.y - contentOffset.y) * slope)
            scrollPan.scriptBegan(at: contentOffset, time: now, velocity: fingerVelocity(ofFlick: velocity))
            delegate?.scrollViewWillBeginDragging(self)
            scrollPan.scriptEnded()
            defer { scrollPan.scriptFinished() }
            var target = flickTarget(proposed: offset, velocity: velocity)
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
            isTracking = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
            isDragging = false
            isDecelerating = true
            delegate?.scrollViewWillBeginDecelerating(self)
            startScrollMotion(
                ScrollMotion(kind: .deceleration, from: contentOffset, to: target, duration: duration, timing: curve))
        }
    }

}
