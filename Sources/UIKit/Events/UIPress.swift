import Foundation

/// A press of a physical button (a remote's, a game controller's, a keyboard's), like
/// `UIPress`. Reel scripts touches only, so it never makes presses: the type exists so that
/// the responders' and gesture recognizers' `presses…(_:with:)` overrides compile.
open class UIPress: NSObject {
    /// The phases of a press, like `UIPress.Phase` (UIKit's raw values).
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The buttons a press can be of, like `UIPress.PressType` (UIKit's raw values).
    public enum PressType: Int, Sendable {
        case upArrow = 0
        case downArrow = 1
        case leftArrow = 2
        case rightArrow = 3
        case select = 4
        case menu = 5
        case playPause = 6
        case pageUp = 30
        case pageDown = 31
        case tvRemoteOneTwoThree = 32
        case tvRemoteFourColors = 33
    }

    /// When the press last changed, in seconds.
    open internal(set) var timestamp: TimeInterval = 0
    /// Where the press stands.
    open internal(set) var phase: Phase = .began
    /// The button pressed.
    open internal(set) var type: PressType = .select
    /// The window the press goes to.
    open internal(set) weak var window: UIWindow?
    /// The responder the press goes to.
    open internal(set) weak var responder: UIResponder?
    /// The gesture recognizers that receive the press (nil: none).
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// How hard the button is pressed, 0…1 (1: a button without pressure, pressed).
    open internal(set) var force: CGFloat = 1

    public override init() {
        super.init()
    }
}

/// An event of button presses, like `UIPressesEvent`.
open class UIPressesEvent: UIEvent {
    /// Every press of the event.
    open var allPresses: Set<UIPress> { presses }
    /// The presses `gesture` receives.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        presses.filter { press in press.gestureRecognizers?.contains { $0 === gesture } ?? false }
    }

    /// The presses of the event.
    var presses: Set<UIPress> = []

    /// An event of `presses` at `timestamp`.
    init(presses: Set<UIPress>, timestamp: TimeInterval) {
        self.presses = presses
        super.init(touches: [], timestamp: timestamp)
    }

    open override var type: EventType { .presses }
}

/// The modifier keys held during an event, like `UIKeyModifierFlags` (UIKit's raw values, those
/// of the keyboard's event flags).
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
