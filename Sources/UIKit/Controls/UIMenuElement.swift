import Foundation

/// What a menu shows, like `UIMenuElement`: here the superclass of `UIAction` and home of the
/// attributes and state an action carries. Reel presents no menus, so neither changes a frame.
open class UIMenuElement: NSObject {
    /// How a menu shows an element, like `UIMenuElement.Attributes` (Apple's raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check mark a menu shows beside an element, like `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off = 0
        case on, mixed
    }
}
