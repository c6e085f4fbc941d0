/// An object that can respond to events, like `UIResponder`: the base of `UIView` and
/// `UIViewController`. Reel's recording host delivers scripted touches (`RecordingHost.tap`,
/// `drag`) to the view hit-tested where they begin; as in UIKit, a responder that does not
/// override the touch methods passes them to its `next` responder.
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

    /// The system cancelled the touches; the default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}
