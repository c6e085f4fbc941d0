import Foundation

/// A drag, like `UIPanGestureRecognizer`: begins at the first move, changes at each move and
/// ends when the finger lifts; `translation(in:)` is the way moved since touch-down (or since
/// `setTranslation(_:in:)`), `velocity(in:)` the speed at the last move.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The most fingers the pan follows (unlimited by default).
    open var maximumNumberOfTouches = Int.max
    /// The fewest fingers that make a pan (one by default).
    open var minimumNumberOfTouches = 1
    /// The scroll types (trackpad, mouse wheel) that pan (none: Reel scripts no scrolling input).
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    private var start: CGPoint = .zero
    private var offset: CGPoint = .zero
    private var speed: CGPoint = .zero
    private var lastTime: TimeInterval = 0

    public override init() {
        super.init()
    }

    /// A pan recognizer that runs `handler` at each change of state (a Reel extension).
    public convenience init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init()
        handlers = [{ if let pan = $0 as? UIPanGestureRecognizer { handler(pan) } }]
    }

    /// The way moved, in `view`'s coordinate system (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let window = touches.first?.window ?? self.view?.window
        let now = location(in: view)
        let began = view.map { $0.convert(start, from: window) } ?? start
        return CGPoint(x: now.x - began.x + offset.x, y: now.y - began.y + offset.y)
    }

    /// Makes the translation read `translation` from here on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        start = location(in: nil)
        offset = translation
    }

    /// Points per second at the last move, in `view`'s coordinate system.
    open func velocity(in view: UIView?) -> CGPoint { speed }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = location(in: nil)
        offset = .zero
        speed = .zero
        lastTime = touches.first?.timestamp ?? 0
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first, numberOfTouches >= minimumNumberOfTouches,
            numberOfTouches <= maximumNumberOfTouches
        else { return }
        let point = touch.location(in: nil)
        let previous = touch.previousLocation(in: nil)
        let dt = touch.timestamp - lastTime
        if dt > 0 { speed = CGPoint(x: (point.x - previous.x) / dt, y: (point.y - previous.y) / dt) }
        lastTime = touch.timestamp
        state = state == .possible ? .began : .changed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    open override func reset() {
        offset = .zero
        speed = .zero
    }
}

/// The scroll inputs a pan recognizer follows, like `UIScrollTypeMask`.
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
