import Foundation

/// What code sets on the app through members that change nothing Reel draws or times.
struct AcceptedApplicationValues {
    var supportsShakeToEdit = true
    var isIdleTimerDisabled = false
    var iconBadgeNumber = 0
    var alternateIconName: String?
    var nextBackgroundTask = 1
    var isRegisteredForRemoteNotifications = false
}

/// Members of `UIApplication` about the device and the system around the app (the idle timer,
/// the home screen's icon and badge, background tasks, remote notifications and controls,
/// state restoration): a recording runs in the foreground from start to end, with no system
/// around it, so they store what they are given and write one warning each on first use. The
/// app outside any recording keeps nothing (it never changes).
extension UIApplication {
    /// Whether shaking the device offers to undo (true by default).
    /// Reel: accepted; a recording has no device to shake.
    public var applicationSupportsShakeToEdit: Bool {
        get { read("applicationSupportsShakeToEdit") { $0.supportsShakeToEdit } }
        set { write("applicationSupportsShakeToEdit") { $0.supportsShakeToEdit = newValue } }
    }

    /// Whether the screen stays lit without touches (false by default).
    /// Reel: accepted; a recording's screen never dims or locks.
    public var isIdleTimerDisabled: Bool {
        get { read("isIdleTimerDisabled") { $0.isIdleTimerDisabled } }
        set { write("isIdleTimerDisabled") { $0.isIdleTimerDisabled = newValue } }
    }

    /// The number on the app's icon (0: none).
    /// Reel: accepted; the home screen is not recorded.
    public var applicationIconBadgeNumber: Int {
        get { read("applicationIconBadgeNumber") { $0.iconBadgeNumber } }
        set { write("applicationIconBadgeNumber") { $0.iconBadgeNumber = newValue } }
    }

    /// Whether the app can change its icon: false.
    /// Reel: accepted; the home screen is not recorded.
    public var supportsAlternateIcons: Bool { read("supportsAlternateIcons") { _ in false } }

    /// The icon set by `setAlternateIconName(_:completionHandler:)` (nil: the primary one).
    /// Reel: accepted; the home screen is not recorded.
    public var alternateIconName: String? { read("alternateIconName") { $0.alternateIconName } }

    /// Keeps `alternateIconName` and calls `completionHandler` with no error.
    /// Reel: accepted; the home screen is not recorded.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (((any Error)?) -> Void)? = nil) {
        write("setAlternateIconName(_:completionHandler:)") { $0.alternateIconName = alternateIconName }
        completionHandler?(nil)
    }

    /// A new background task's identifier (its expiration handler never runs).
    /// Reel: accepted; a recording never goes to the background.
    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// A new background task's identifier (its expiration handler never runs).
    /// Reel: accepted; a recording never goes to the background.
    public func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (() -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        var task = 0
        write("beginBackgroundTask(withName:expirationHandler:)") {
            task = $0.nextBackgroundTask
            $0.nextBackgroundTask += 1
        }
        return UIBackgroundTaskIdentifier(rawValue: task)
    }

    /// Ends a background task.
    /// Reel: accepted; a recording never goes to the background.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        AcceptedMember.note("UIApplication.endBackgroundTask(_:)")
    }

    /// Whether the app may refresh in the background: `.available`.
    /// Reel: accepted; a recording never goes to the background.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus {
        read("backgroundRefreshStatus") { _ in .available }
    }

    /// Registers for remote notifications (none ever arrive).
    /// Reel: accepted; a recording receives no notifications.
    public func registerForRemoteNotifications() {
        write("registerForRemoteNotifications()") { $0.isRegisteredForRemoteNotifications = true }
    }

    /// Unregisters from remote notifications.
    /// Reel: accepted; a recording receives no notifications.
    public func unregisterForRemoteNotifications() {
        write("unregisterForRemoteNotifications()") { $0.isRegisteredForRemoteNotifications = false }
    }

    /// Whether `registerForRemoteNotifications()` was called (and not undone).
    /// Reel: accepted; a recording receives no notifications.
    public var isRegisteredForRemoteNotifications: Bool {
        read("isRegisteredForRemoteNotifications") { $0.isRegisteredForRemoteNotifications }
    }

    /// Starts taking remote-control events (headphone buttons; none arrive).
    /// Reel: accepted; Reel scripts no remote-control events.
    public func beginReceivingRemoteControlEvents() {
        AcceptedMember.note("UIApplication.beginReceivingRemoteControlEvents()")
    }

    /// Stops taking remote-control events.
    /// Reel: accepted; Reel scripts no remote-control events.
    public func endReceivingRemoteControlEvents() {
        AcceptedMember.note("UIApplication.endReceivingRemoteControlEvents()")
    }

    /// Keeps the app switcher's snapshot from being taken.
    /// Reel: accepted; there is no app switcher.
    public func ignoreSnapshotOnNextApplicationLaunch() {
        AcceptedMember.note("UIApplication.ignoreSnapshotOnNextApplicationLaunch()")
    }

    /// Holds state restoration open.
    /// Reel: accepted; a recording is never suspended and restored.
    public func extendStateRestoration() { AcceptedMember.note("UIApplication.extendStateRestoration()") }

    /// Ends what `extendStateRestoration()` held open.
    /// Reel: accepted; a recording is never suspended and restored.
    public func completeStateRestoration() { AcceptedMember.note("UIApplication.completeStateRestoration()") }

    private func read<T>(_ member: String, _ value: (AcceptedApplicationValues) -> T) -> T {
        AcceptedMember.note("UIApplication.\(member)")
        return value(accepted)
    }

    private func write(_ member: String, _ change: (inout AcceptedApplicationValues) -> Void) {
        AcceptedMember.note("UIApplication.\(member)")
        if isRecorded { change(&accepted) }
    }
}

/// A background task's identifier, like `UIBackgroundTaskIdentifier`.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// No task.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Whether the app may refresh in the background, like `UIBackgroundRefreshStatus` (UIKit's raw values).
public enum UIBackgroundRefreshStatus: Int, Sendable {
    case restricted, denied, available
}
