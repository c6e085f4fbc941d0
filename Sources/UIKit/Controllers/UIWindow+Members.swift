import Foundation

/// The rest of `UIWindow`: its screen, its level, key status and conversions between windows.
extension UIWindow {
    /// The screen the window is on: the recording's (a window cannot move to another screen in
    /// a recording; setting one changes nothing).
    public var screen: UIScreen {
        get { UIScreen.main }
        set {}
    }

    /// Whether the window can become the key window: true, as a visible window's.
    public var canBecomeKey: Bool { true }

    /// `point` in this window's coordinates, in `window`'s (the screen's when nil).
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let onScreen = CGPoint(x: point.x + frame.minX, y: point.y + frame.minY)
        guard let window else { return onScreen }
        return CGPoint(x: onScreen.x - window.frame.minX, y: onScreen.y - window.frame.minY)
    }

    /// `point` in `window`'s coordinates (the screen's when nil), in this window's.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        let onScreen = window?.convert(point, to: nil) ?? point
        return CGPoint(x: onScreen.x - frame.minX, y: onScreen.y - frame.minY)
    }

    /// `rect` in this window's coordinates, in `window`'s (the screen's when nil).
    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: window), size: rect.size)
    }

    /// `rect` in `window`'s coordinates (the screen's when nil), in this window's.
    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: window), size: rect.size)
    }

    /// Where a window sits among windows, like `UIWindow.Level`: higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")
    public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")
}
