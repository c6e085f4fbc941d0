/// The scroll view's own pan recognizer, driven by Reel's scripted drags and flicks
/// (`RecordingHost.scroll(_:to:duration:timing:at:)`): it begins when the scripted finger goes
/// down, changes on every frame of a drag (its translation the finger's way, the opposite of the
/// offset's change; its velocity the finger's speed in points per second) and ends when the
/// finger lifts, before `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`; a flick
/// begins and ends at once with the flick's speed. Handlers and `require(toFail:)` set on it see
/// those states. Touches do not scroll a Reel scroll view, so the recognizer does not take part
/// in touch handling (it is not among `gestureRecognizers`).
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    private var startOffset: CGPoint = .zero
    private var lastOffset: CGPoint = .zero
    private var lastTime: TimeInterval = 0
    private var scriptedTranslation: CGPoint?
    private var scriptedVelocity: CGPoint = .zero

    override func translation(in view: UIView?) -> CGPoint { scriptedTranslation ?? super.translation(in: view) }

    override func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard scriptedTranslation != nil else { return super.setTranslation(translation, in: view) }
        startOffset = CGPoint(x: lastOffset.x + translation.x, y: lastOffset.y + translation.y)
        scriptedTranslation = translation
    }

    override func velocity(in view: UIView?) -> CGPoint {
        scriptedTranslation != nil ? scriptedVelocity : super.velocity(in: view)
    }

    /// The scripted finger went down with the content at `offset`.
    func scriptBegan(at offset: CGPoint, time: TimeInterval, velocity: CGPoint = .zero) {
        (startOffset, lastOffset, lastTime) = (offset, offset, time)
        scriptedTranslation = .zero
        scriptedVelocity = velocity
        state = .began
    }

    /// The scripted finger moved the content to `offset` at `time`.
    func scriptChanged(to offset: CGPoint, time: TimeInterval) {
        guard scriptedTranslation != nil, state == .began || state == .changed else { return }
        let dt = time - lastTime
        if dt > 0 {
            scriptedVelocity = CGPoint(x: -(offset.x - lastOffset.x) / dt, y: -(offset.y - lastOffset.y) / dt)
        }
        (lastOffset, lastTime) = (offset, time)
        scriptedTranslation = CGPoint(x: startOffset.x - offset.x, y: startOffset.y - offset.y)
        state = .changed
    }

    /// The scripted finger lifted: the recognizer ends (the delegate's end-of-drag calls see it
    /// ended).
    func scriptEnded(velocity: CGPoint? = nil) {
        guard scriptedTranslation != nil else { return }
        if let velocity { scriptedVelocity = velocity }
        if state == .began || state == .changed { state = .ended }
    }

    /// After the end of the drag: ready for the next one.
    func scriptFinished() {
        guard scriptedTranslation != nil else { return }
        scriptedTranslation = nil
        currentState = .possible
        reset()
    }
}

extension UIScrollView {
    /// The recognizer of the scroll view's drags, like UIKit's `panGestureRecognizer`.
    public var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    /// The pan recognizer's velocity for a flick given in points per millisecond (UIKit's unit
    /// for `scrollViewWillEndDragging`), as the finger's speed in points per second.
    func fingerVelocity(ofFlick velocity: CGPoint) -> CGPoint {
        CGPoint(x: -velocity.x * 1000, y: -velocity.y * 1000)
    }
}
