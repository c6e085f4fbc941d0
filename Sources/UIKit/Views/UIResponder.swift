import Foundation

/// An object that can respond to events, like `UIResponder`: the base of `UIView` and
/// `UIViewController`. Reel's recording host delivers scripted touches (`RecordingHost.tap`,
/// `drag`) to the view hit-tested where they begin; as in UIKit, a responder that does not
/// override the touch methods passes them to its `next` responder, and so for motion and
/// remote-control events.
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder: a view's controller or superview.
    open var next: UIResponder? { nil }

    /// One or more fingers touched down; the default passes the touches to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Fingers moved; the default passes the touches to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted; the default passes the touches to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a gesture recognizer recognized); the default passes
    /// them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Estimated properties of touches were updated: never for Reel's touches, which have none.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// A physical button was pressed; the default passes it to `next`. Reel scripts no presses.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// A pressed button changed (its force); the default passes it to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// A button was let go; the default passes it to `next`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// A press was cancelled; the default passes it to `next`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// A motion (a shake) began; the default passes it to `next`. Reel scripts no motion.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// A motion ended; the default passes it to `next`.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// A motion was cancelled; the default passes it to `next`.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    /// A remote-control event (headphone buttons) arrived; the default passes it to `next`.
    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    /// Which system editing gestures (three-finger undo and copy) the responder takes: `.default`.
    /// Reel: accepted; Reel scripts no editing gestures.
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration {
        AcceptedMember.note("UIResponder.editingInteractionConfiguration")
        return .default
    }

    /// Whether the responder can become the first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the first responder may give up being it (true by default).
    open var canResignFirstResponder: Bool { true }
    /// Whether this is the current recording's first responder.
    open var isFirstResponder: Bool { UIApplication.shared.firstResponder === self }

    /// Makes this the first responder when it can and the current one resigns; true when it is.
    @discardableResult open func becomeFirstResponder() -> Bool {
        let app = UIApplication.shared
        if app.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = app.firstResponder, !current.resignFirstResponder() { return false }
        app.firstResponder = self
        return true
    }

    /// Stops being the first responder when it may; true when it is no longer.
    @discardableResult open func resignFirstResponder() -> Bool {
        let app = UIApplication.shared
        guard app.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        app.firstResponder = nil
        return true
    }

    /// The view shown instead of the keyboard while this is the first responder (none).
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard while this is the first responder (none).
    open var inputAccessoryView: UIView? { nil }
    /// The identifier under which the keyboard's input mode is remembered (none).
    open var textInputContextIdentifier: String? { nil }
    /// Forgets the input mode remembered for `identifier`: Reel remembers none.
    open class func clearTextInputContextIdentifier(_ identifier: String) {}
    /// Updates the keyboard's views while this is the first responder: Reel shows no keyboard.
    open func reloadInputViews() {}
}

extension UIResponder {
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = NSNotification.Name(
        "UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// The system editing gestures a responder takes, like `UIEditingInteractionConfiguration`
/// (UIKit's raw values).
public enum UIEditingInteractionConfiguration: Int, Sendable {
    case none, `default`
}
