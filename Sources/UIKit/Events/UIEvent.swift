import Foundation

/// An event, like `UIEvent`: the touches of one moment of a scripted input, handed to the
/// responders' `touchesBegan(_:with:)` and its kin.
open class UIEvent: NSObject {
    /// The kinds of event, like `UIEvent.EventType` (same raw values).
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
        case scroll = 10
        case hover, transform
    }

    /// Reel's events are touches.
    open var type: EventType { .touches }
    /// When the event happened, in seconds on the recording's clock.
    open internal(set) var timestamp: TimeInterval = 0
    /// The touches of this event.
    var touches: Set<UITouch> = []

    public override init() {
        super.init()
    }

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        self.touches = touches
        self.timestamp = timestamp
        super.init()
    }

    open var allTouches: Set<UITouch>? { touches }

    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }

    /// The touches in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
}
