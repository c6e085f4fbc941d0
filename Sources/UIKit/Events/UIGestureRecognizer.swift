import Foundation

/// Turns touches on a view into a gesture, like `UIGestureRecognizer`. On Linux there is no
/// `#selector`, so `init(target:action:)` cannot be written; Reel's recognizers take a closure
/// instead (`UITapGestureRecognizer { recognizer in … }`), run each time the state changes to
/// one that reports (began, changed, ended, cancelled). Subclasses override the touch methods
/// (`touchesBegan(_:with:)` …) and set `state`, as in UIKit.
///
/// As in UIKit, the recognizers of the view a touch began in and of its ancestors see each
/// touch before the view does. A recognizer leaving `.possible` asks its view's
/// `gestureRecognizerShouldBegin(_:)` and its delegate, waits for the recognizers it requires to
/// fail (`require(toFail:)`), then makes the others that have not recognized fail unless a
/// delegate lets them recognize simultaneously; with `cancelsTouchesInView` the view then gets
/// `touchesCancelled` and no more of the touch. When the touch ends, recognizers still possible
/// fail, and all go back to `.possible` (`reset()`) for the next one (GestureArena.swift).
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer, like `UIGestureRecognizer.State` (same raw values).
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// Where the recognizer is; subclasses set it from their touch methods, which reports
    /// began, changed, ended and cancelled to the handlers (after the checks above).
    open var state: State {
        get { currentState }
        set { move(to: newValue) }
    }
    var currentState: State = .possible
    open internal(set) weak var view: UIView?
    /// Whether the recognizer sees touches; turning it off during a gesture cancels it.
    open var isEnabled = true {
        didSet { if !isEnabled, currentState == .began || currentState == .changed { move(to: .cancelled) } }
    }
    /// A name to find the recognizer by.
    open var name: String?
    /// The object that may stop the recognizer from beginning or let it recognize with others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the view gets `touchesCancelled` once the gesture is recognized (true by default).
    open var cancelsTouchesInView = true
    /// Whether the view gets the touch only after the gesture fails (false by default). Reel
    /// delivers at once (docs/animation.md).
    open var delaysTouchesBegan = false
    /// Whether the view gets the end of the touch only after the gesture fails (true by
    /// default). Reel delivers at once (docs/animation.md).
    open var delaysTouchesEnded = true
    /// Whether the recognizer follows only touches of one type at a time (true by default).
    open var requiresExclusiveTouchType = true
    /// The touch types the recognizer sees (`UITouch.TouchType` raw values; all by default).
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The press types the recognizer sees (Reel scripts no presses).
    open var allowedPressTypes: [NSNumber] = []

    /// The touches followed, between their beginning and end (or `ignore(_:for:)`).
    var touches: [UITouch] = []
    /// The last place the gesture was, in the window's coordinates (read after the touches end).
    var lastPoint: CGPoint = .zero
    /// The touches `ignore(_:for:)` dropped.
    var ignored: Set<ObjectIdentifier> = []
    /// The recognizers this one waits for to fail (`require(toFail:)`).
    var required: [WeakRecognizer] = []
    /// The state this recognizer moves to once those it waits for have failed.
    var pending: State?
    /// The recognizers that see the current touch, with this one (set while a touch is down).
    weak var arena: GestureArena?
    var handlers: [(UIGestureRecognizer) -> Void] = []

    /// A recognizer with no handler, for subclasses (UIKit's `init(target:action:)` needs
    /// `#selector`).
    public override init() {
        super.init()
    }

    /// A recognizer that runs `handler` (subclasses offer it typed, as a Reel extension: iOS
    /// takes a target and a selector).
    init(reporting handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers = [handler]
        super.init()
    }

    /// How many touches the gesture follows now.
    open var numberOfTouches: Int { touches.count }

    /// Where the gesture is, in `view`'s coordinates (the window's when nil): the centroid of
    /// its touches, or where they were when they ended.
    open func location(in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else { return view?.convert(lastPoint, from: nil) ?? lastPoint }
        let points = touches.map { $0.location(in: view) }
        let n = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    }

    /// Where touch `touchIndex` is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touches.indices.contains(touchIndex) else { return location(in: view) }
        return touches[touchIndex].location(in: view)
    }

    /// Makes this recognizer wait, before it recognizes, until `otherGestureRecognizer` fails (and
    /// fail itself when the other recognizes).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        required.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// Called when the recognizer goes back to `.possible` after a gesture; subclasses clear
    /// what they track.
    open func reset() {}

    /// Stops following `touch` for the rest of its life.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        ignored.insert(ObjectIdentifier(touch))
        touches.removeAll { $0 === touch }
    }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail (true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail (true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (false).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Touches began; subclasses track them (the default does nothing).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Estimated properties of touches were updated (Reel's touches have none).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// Whether the recognizer sees `event` at all (true).
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Buttons were pressed; subclasses track them (the default does nothing; Reel scripts no presses).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Pressed buttons changed.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Buttons were let go.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses were cancelled.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Stops following `button` for the rest of its press.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {
        button.gestureRecognizers?.removeAll { $0 === self }
    }

    /// The modifier keys held during the gesture: none (Reel scripts no keyboard).
    open var modifierFlags: UIKeyModifierFlags { [] }
    /// The pointer buttons down during the gesture: none for a finger on the screen.
    open var buttonMask: UIEvent.ButtonMask { [] }
}

/// A recognizer held weakly.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// What may stop a recognizer or let it recognize with others, like
/// `UIGestureRecognizerDelegate`; every method is optional (the defaults below).
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        true
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        true
    }
}
