import Foundation

/// Turns touches on a view into a gesture, like `UIGestureRecognizer`. On Linux there is no
/// `#selector`, so `init(target:action:)` cannot be written; Reel's recognizers take a closure
/// instead (`UITapGestureRecognizer { recognizer in … }`), run each time the state changes
/// to one that reports (recognized, began, changed, ended). They see the touches of the view
/// they are added to and of its subviews before the view does; the view still gets every
/// touch (`cancelsTouchesInView` is kept but not acted on).
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer, like `UIGestureRecognizer.State` (same raw values).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    open internal(set) var state: State = .possible
    open internal(set) weak var view: UIView?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    /// The touch being followed, between its beginning and end.
    var touch: UITouch?
    private let handler: (UIGestureRecognizer) -> Void

    /// A recognizer that runs `handler` (subclasses offer it typed, as a Reel extension: iOS
    /// takes a target and a selector).
    init(reporting handler: @escaping (UIGestureRecognizer) -> Void) {
        self.handler = handler
        super.init()
    }

    open var numberOfTouches: Int { touch == nil ? 0 : 1 }

    /// Where the gesture is, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint { touch?.location(in: view) ?? .zero }

    /// Gets each touch of the view or a subview (TouchSequence).
    func handle(_ touch: UITouch, event: UIEvent) {
        guard isEnabled else { return }
        if touch.phase == .began {
            state = .possible
            self.touch = touch
        }
        track(touch)
        if touch.phase == .ended || touch.phase == .cancelled { self.touch = nil }
    }

    /// Follows the touch in its phase; subclasses set `state` through `report(_:)`.
    func track(_ touch: UITouch) {}

    /// Moves to `state` and runs the handler.
    func report(_ state: State) {
        self.state = state
        handler(self)
    }
}

/// A tap, like `UITapGestureRecognizer`: recognized when the finger lifts within 10 points
/// of where it went down.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    private var start: CGPoint = .zero

    /// A tap recognizer that runs `handler` when recognized (a Reel extension).
    public convenience init(handler: @escaping (UITapGestureRecognizer) -> Void) {
        self.init(reporting: { if let tap = $0 as? UITapGestureRecognizer { handler(tap) } })
    }

    override func track(_ touch: UITouch) {
        let point = touch.location(in: nil)
        switch touch.phase {
        case .began: start = point
        case .ended:
            let moved = hypot(point.x - start.x, point.y - start.y)
            if moved <= 10, touch.tapCount >= numberOfTapsRequired { report(.ended) } else { state = .failed }
        default: break
        }
    }
}

/// A drag, like `UIPanGestureRecognizer`: begins at the first move, changes at each move and
/// ends when the finger lifts; `translation(in:)` is the way moved since touch-down.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var start: CGPoint = .zero
    private var offset: CGPoint = .zero
    private var speed: CGPoint = .zero

    /// A pan recognizer that runs `handler` at each change of state (a Reel extension).
    public convenience init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init(reporting: { if let pan = $0 as? UIPanGestureRecognizer { handler(pan) } })
    }

    /// The way moved, in `view`'s coordinate system (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        guard let touch else { return offset }
        let now = touch.location(in: view)
        let began = view.map { $0.convert(start, from: touch.window) } ?? start
        return CGPoint(x: now.x - began.x + offset.x, y: now.y - began.y + offset.y)
    }

    /// Makes the translation read `translation` from here on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch else { return }
        start = touch.location(in: nil)
        offset = translation
    }

    /// Points per second at the last move, in `view`'s coordinate system.
    open func velocity(in view: UIView?) -> CGPoint { speed }

    override func track(_ touch: UITouch) {
        let point = touch.location(in: nil)
        let previous = touch.previousLocation(in: nil)
        switch touch.phase {
        case .began:
            start = point
            offset = .zero
            speed = .zero
            lastTime = touch.timestamp
        case .moved:
            let dt = touch.timestamp - lastTime
            if dt > 0 { speed = CGPoint(x: (point.x - previous.x) / dt, y: (point.y - previous.y) / dt) }
            lastTime = touch.timestamp
            report(state == .possible ? .began : .changed)
        case .ended: if state == .began || state == .changed { report(.ended) } else { state = .failed }
        default: if state != .possible { report(.cancelled) }
        }
    }

    private var lastTime: TimeInterval = 0
}
