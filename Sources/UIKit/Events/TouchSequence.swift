import Foundation

/// One scripted finger from touch-down to lift: the touch, the view it began in (hit-tested in
/// the window), and its events, which the window delivers (`UIWindow.sendEvent(_:)`) to the
/// gesture recognizers of that view and its ancestors and to the view, as UIKit delivers a
/// touch. While the app ignores interaction events the finger touches nothing.
final class TouchSequence {
    let touch = UITouch()
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
        touch.window = window
    }

    /// Puts the finger down at `point` (window coordinates) at `time`.
    func begin(at point: CGPoint, time: TimeInterval) {
        touch.update(to: point, phase: .began, at: time)
        touch.previousWindowPoint = point
        let event = UIEvent(touches: [touch], timestamp: time)
        guard !UIApplication.shared.isIgnoringInteractionEvents else { return }
        guard let target = window.hitTest(point, with: event) else { return }
        touch.view = target
        var recognizers: [UIGestureRecognizer] = []
        var view: UIView? = target
        while let current = view {
            recognizers += (current.gestureRecognizers ?? []).filter(\.isEnabled)
            view = current.superview
        }
        touch.arena = GestureArena(recognizers: recognizers)
        window.sendEvent(event)
    }

    /// Moves the finger to `point` at `time`.
    func move(to point: CGPoint, time: TimeInterval) {
        touch.update(to: point, phase: .moved, at: time)
        if touch.view != nil { window.sendEvent(UIEvent(touches: [touch], timestamp: time)) }
    }

    /// Lifts the finger at `point` at `time`.
    func end(at point: CGPoint, time: TimeInterval) {
        touch.update(to: point, phase: .ended, at: time)
        if touch.view != nil { window.sendEvent(UIEvent(touches: [touch], timestamp: time)) }
    }
}

extension UIWindow {
    /// Delivers each touch of `event`: first to the gesture recognizers that see it, then to
    /// the view it began in (`touchesBegan(_:with:)` and kin, by its phase), unless a recognizer
    /// that cancels touches in views recognized: the view then gets `touchesCancelled(_:with:)`
    /// once and nothing more. When the touch ends, the recognizers settle and reset.
    func deliverTouches(of event: UIEvent) {
        for touch in event.allTouches ?? [] where touch.window === self {
            guard let target = touch.view else { continue }
            let arena = touch.arena
            let wasCancelled = arena?.cancelsView ?? false
            arena?.deliver(touch, event: event)
            let touches: Set<UITouch> = [touch]
            if !wasCancelled {
                if arena?.cancelsView == true {
                    target.touchesCancelled(touches, with: event)
                } else {
                    switch touch.phase {
                    case .began: target.touchesBegan(touches, with: event)
                    case .moved, .stationary: target.touchesMoved(touches, with: event)
                    case .ended: target.touchesEnded(touches, with: event)
                    default: target.touchesCancelled(touches, with: event)
                    }
                }
            }
            if touch.phase == .ended || touch.phase == .cancelled {
                arena?.finish()
                touch.arena = nil
            }
        }
    }
}
