/// An object that can respond to events, like `UIResponder`: the base of `UIView`. Reel's
/// recording host delivers scripted taps to views by hit-testing (see `RecordingHost`).
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder: a view's superview.
    open var next: UIResponder? { nil }
}
