import CoreGraphics
import Foundation

/// Haptic feedback, like UIKit's `UIFeedbackGenerator` and its concrete kinds (impact,
/// notification, selection). A video has no Taptic Engine: generators are made, prepared and
/// triggered as on iOS and change nothing in the recording. Every member is accepted, and the
/// first use of each writes one warning.
open class UIFeedbackGenerator: NSObject {
    /// The view the generator was attached to (iOS 17.5 places the haptic there).
    weak var attachedView: UIView?

    public override init() {
        super.init()
    }

    /// A generator attached to `view` (iOS 17.5).
    ///
    /// Reel: accepted; haptics have no effect on a recording.
    public convenience init(view: UIView) {
        self.init()
        attachedView = view
        AcceptedMember.note("UIFeedbackGenerator.init(view:)")
    }

    /// Readies the Taptic Engine for lower latency.
    ///
    /// Reel: accepted; haptics have no effect on a recording.
    open func prepare() {
        AcceptedMember.note("UIFeedbackGenerator.prepare()")
    }
}

/// Haptics that simulate a physical impact.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the colliding objects.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style the generator plays (Reel keeps it, as a subclass may read it).
    let style: FeedbackStyle

    /// A generator of `.medium` impacts, as UIKit's `init()` makes.
    public override convenience init() {
        self.init(style: .medium)
    }

    public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `style` impacts attached to `view` (iOS 17.5).
    ///
    /// Reel: accepted; haptics have no effect on a recording.
    public convenience init(style: UIImpactFeedbackGenerator.FeedbackStyle, view: UIView) {
        self.init(style: style)
        attachedView = view
        AcceptedMember.note("UIImpactFeedbackGenerator.init(style:view:)")
    }

    /// Plays an impact.
    ///
    /// Reel: accepted; haptics have no effect on a recording.
    open func impactOccurred() {
        AcceptedMember.note("UIImpactFeedbackGenerator.impactOccurred()")
    }

    /// Plays an impact of `intensity` (0…1).
    ///
    /// Reel: accepted; haptics have no effect on a recording.
    open func impactOccurred(intensity: CGFloat) {
        AcceptedMember.note("UIImpactFeedbackGenerator.impactOccurred(intensity:)")
    }

    /// Plays an impact at `location` in the attached view (iOS 17.5).
    ///
    /// Reel: accepted; haptics have no effect on a recording.
    open func impactOccurred(at location: CGPoint) {
        AcceptedMember.note("UIImpactFeedbackGenerator.impactOccurred(at:)")
    }

    /// Plays an impact of `intensity` at `location` (iOS 17.5).
    ///
    /// Reel: accepted; haptics have no effect on a recording.
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        AcceptedMember.note("UIImpactFeedbackGenerator.impactOccurred(intensity:at:)")
    }
}

/// Haptics that tell a task succeeded, failed or warns.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kind of outcome.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the haptic of `notificationType`.
    ///
    /// Reel: accepted; haptics have no effect on a recording.
    open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
        AcceptedMember.note("UINotificationFeedbackGenerator.notificationOccurred(_:)")
    }

    /// Plays the haptic of `notificationType` at `location` in the attached view (iOS 17.5).
    ///
    /// Reel: accepted; haptics have no effect on a recording.
    open func notificationOccurred(
        _ notificationType: UINotificationFeedbackGenerator.FeedbackType, at location: CGPoint
    ) {
        AcceptedMember.note("UINotificationFeedbackGenerator.notificationOccurred(_:at:)")
    }
}

/// Haptics that tell the selection changed.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection-change haptic.
    ///
    /// Reel: accepted; haptics have no effect on a recording.
    open func selectionChanged() {
        AcceptedMember.note("UISelectionFeedbackGenerator.selectionChanged()")
    }

    /// Plays the selection-change haptic at `location` in the attached view (iOS 17.5).
    ///
    /// Reel: accepted; haptics have no effect on a recording.
    open func selectionChanged(at location: CGPoint) {
        AcceptedMember.note("UISelectionFeedbackGenerator.selectionChanged(at:)")
    }
}
