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

    /// The kinds of motion and remote-control event, like `UIEvent.EventSubtype` (same raw values).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// The pointer buttons down during an event, like `UIEvent.ButtonMask`.
    public struct ButtonMask: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask of button `buttonNumber` (1 is the primary button).
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }

    /// Reel's events are touches.
    open var type: EventType { .touches }
    /// Touch events have no subtype.
    open var subtype: EventSubtype { .none }
    /// The pointer buttons down: none for a finger on the screen.
    open var buttonMask: ButtonMask { [] }
    /// The modifier keys held: none (Reel scripts no keyboard).
    open var modifierFlags: UIKeyModifierFlags { [] }
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

    /// The touches `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }

    /// The touches between the last event and this one for `touch`: Reel samples a touch once
    /// per event, so just the touch.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { touches.contains(touch) ? [touch] : nil }

    /// Where `touch` is predicted to go: Reel's scripted touches are not predicted (empty).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { touches.contains(touch) ? [] : nil }
}
