import ReelCore

/// A scroll animation, scripted gesture or zoom animation: what moves, from where to where, and
/// when, set again on every frame of the recording.
struct ScrollMotion {
    enum Kind {
        /// `setContentOffset(_:animated:)`: ends with `scrollViewDidEndScrollingAnimation(_:)`.
        case animation
        /// A scripted finger held to the end: ends with `scrollViewDidEndDragging` (no deceleration).
        case drag
        /// The content moving on after a scripted flick: ends with `scrollViewDidEndDecelerating`.
        case deceleration
        /// `setZoomScale(_:animated:)`: `from.x` to `to.x` are the scales.
        case zoom
    }

    var kind: Kind
    var from: CGPoint
    var to: CGPoint
    var duration: TimeInterval
    var timing: ReelCore.ScrollTiming
    /// When it started on the recording's clock (set by `startScrollMotion`).
    var start: TimeInterval = 0

    init(kind: Kind, from: CGPoint, to: CGPoint, duration: TimeInterval, timing: ReelCore.ScrollTiming) {
        (self.kind, self.from, self.to, self.duration, self.timing) = (kind, from, to, duration, timing)
    }

    static let easeInOut = ReelCore.ScrollTiming.curve(.easeInEaseOut)

    /// Where it is at clock time `t` (the end, from its end time on).
    func point(at t: TimeInterval) -> CGPoint {
        let f = CGFloat(timing.fraction(at: (t - start) / duration, duration: duration))
        return CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
    }

    func isOver(at t: TimeInterval) -> Bool { t >= start + duration - 1e-9 }
}

extension UIScrollView {
    /// Starts `motion` now, in place of any under way: stepped on each frame of the current
    /// recording (`RecordingHost`), or finished at once outside one (no clock to step on).
    func startScrollMotion(_ motion: ScrollMotion) {
        scrollMotion = nil
        guard motion.duration > 0, let recording = RecordingContext.current,
            let application = recording.application as? UIApplication
        else {
            apply(motion, at: motion.to)
            finish(motion)
            return
        }
        var motion = motion
        motion.start = recording.time
        scrollMotion = motion
        if !application.movingScrollViews.contains(where: { $0 === self }) {
            application.movingScrollViews.append(self)
        }
    }

    /// Stops the motion under way where it is (a new offset set without animation).
    func cancelScrollMotion() {
        guard let motion = scrollMotion else { return }
        scrollMotion = nil
        if motion.kind == .deceleration { isDecelerating = false }
        if motion.kind == .drag {
            (isTracking, isDragging) = (false, false)
            scrollPan.scriptEnded()
            scrollPan.scriptFinished()
        }
    }

    /// Sets the motion's offset (or scale) for clock time `t`, and ends it from its end time on.
    func stepScrollMotion(at t: TimeInterval) {
        guard let motion = scrollMotion else { return }
        // The finger moves first; the scroll view then follows it (scrollViewDidScroll).
        if motion.isOver(at: t) {
            scrollMotion = nil
            if motion.kind == .drag { scrollPan.scriptChanged(to: motion.to, time: t) }
            apply(motion, at: motion.to)
            finish(motion)
        } else {
            if motion.kind == .drag { scrollPan.scriptChanged(to: motion.point(at: t), time: t) }
            apply(motion, at: motion.point(at: t))
        }
    }

    private func apply(_ motion: ScrollMotion, at point: CGPoint) {
        if motion.kind == .zoom {
            applyZoomScale(point.x)
        } else {
            contentOffset = point
        }
    }

    /// What UIKit tells when a motion ends.
    private func finish(_ motion: ScrollMotion) {
        switch motion.kind {
        case .animation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .drag:
            scrollPan.scriptEnded(velocity: .zero)
            defer { scrollPan.scriptFinished() }
            var target = contentOffset
            delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
            isTracking = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            isDragging = false
            if target != contentOffset { contentOffset = target }
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .zoom:
            delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: zoomScale)
        }
    }
}

extension UIApplication {
    /// Steps the scroll views moving in this recording to clock time `t` (each frame, before
    /// layout); those whose motion ended leave the list.
    func stepScrollViews(at t: TimeInterval) {
        for view in movingScrollViews { view.stepScrollMotion(at: t) }
        movingScrollViews.removeAll { $0.scrollMotion == nil }
    }
}
