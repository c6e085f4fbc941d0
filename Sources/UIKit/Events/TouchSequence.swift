import Foundation

/// One scripted finger from touch-down to lift: the touch, the view it began in (hit-tested in
/// the window), and its delivery to that view's touch methods and to the gesture recognizers of
/// that view and its ancestors, as UIKit delivers a touch.
final class TouchSequence {
    let touch = UITouch()
    private let window: UIWindow
    private var target: UIView?

    init(window: UIWindow) {
        self.window = window
        touch.window = window
    }

    /// Puts the finger down at `point` (window coordinates) at `time`.
    func begin(at point: CGPoint, time: TimeInterval) {
        touch.update(to: point, phase: .began, at: time)
        touch.previousWindowPoint = point
        let event = UIEvent(touches: [touch], timestamp: time)
        target = window.hitTest(point, with: event)
        touch.view = target
        deliver(event)
    }

    /// Moves the finger to `point` at `time`.
    func move(to point: CGPoint, time: TimeInterval) {
        touch.update(to: point, phase: .moved, at: time)
        deliver(UIEvent(touches: [touch], timestamp: time))
    }

    /// Lifts the finger at `point` at `time`.
    func end(at point: CGPoint, time: TimeInterval) {
        touch.update(to: point, phase: .ended, at: time)
        deliver(UIEvent(touches: [touch], timestamp: time))
    }

    private func deliver(_ event: UIEvent) {
        guard let target else { return }
        var view: UIView? = target
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] { recognizer.handle(touch, event: event) }
            view = current.superview
        }
        let touches: Set<UITouch> = [touch]
        switch touch.phase {
        case .began: target.touchesBegan(touches, with: event)
        case .moved, .stationary: target.touchesMoved(touches, with: event)
        case .ended: target.touchesEnded(touches, with: event)
        default: target.touchesCancelled(touches, with: event)
        }
    }
}
