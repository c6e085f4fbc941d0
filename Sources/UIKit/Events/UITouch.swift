import Foundation

/// A finger on the screen, like `UITouch`: where it is and was (in the window), its phase, the
/// view it began in and when. Reel's recording host makes touches for scripted input
/// (`RecordingHost.tap`, `drag`) and delivers them to the view hit-tested where they begin.
open class UITouch: NSObject {
    /// The phases of a touch, like `UITouch.Phase` (same raw values).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// The kinds of touch, like `UITouch.TouchType`; scripted touches are `.direct` (a finger).
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// Where the phase stands now.
    open internal(set) var phase: Phase = .began
    /// How many taps this touch is part of (1 for a scripted tap or drag).
    open internal(set) var tapCount = 1
    /// The view the touch began in (the hit-tested view), for its whole life.
    open internal(set) weak var view: UIView?
    /// The window the touch is in.
    open internal(set) weak var window: UIWindow?
    /// When the touch last changed, in seconds on the recording's clock.
    open internal(set) var timestamp: TimeInterval = 0
    open var type: TouchType { .direct }
    /// A finger's force: Reel's touches press with the average force, 1.
    open var force: CGFloat { 1 }
    open var maximumPossibleForce: CGFloat { 1 }

    /// The touch's radius in points: Reel's scripted finger is a point, given a fingertip's 20
    /// points (UIKit measures it; docs/animation.md).
    open var majorRadius: CGFloat { 20 }
    /// How far `majorRadius` may be off: 0, a scripted touch's radius being given, not measured.
    open var majorRadiusTolerance: CGFloat { 0 }
    /// The stylus's angle to the screen: π/2 for a finger, as UIKit gives any touch but a pencil's.
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// The stylus's roll: 0 for a finger.
    open var rollAngle: CGFloat { 0 }
    /// The stylus's direction on the screen, in `view`'s coordinates: 0 for a finger.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// The unit vector of `azimuthAngle(in:)`: (1, 0) for a finger.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
    /// The index that ties later estimate updates to this touch: nil, Reel's touches are exact.
    open var estimationUpdateIndex: NSNumber? { nil }
    /// The properties whose values are estimates: none, Reel's scripted touches are exact.
    open var estimatedProperties: UITouch.Properties { [] }
    /// The estimated properties that will be updated later: none.
    open var estimatedPropertiesExpectingUpdates: UITouch.Properties { [] }

    /// The properties of a touch that can be estimated, like `UITouch.Properties` (UIKit's raw values).
    public struct Properties: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let force = Properties(rawValue: 1 << 0)
        public static let azimuth = Properties(rawValue: 1 << 1)
        public static let altitude = Properties(rawValue: 1 << 2)
        public static let location = Properties(rawValue: 1 << 3)
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// The recognizers that see this touch, while it is down (GestureArena.swift).
    var arena: GestureArena?

    /// The gesture recognizers that receive this touch (nil when none do).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        guard let arena, !arena.recognizers.isEmpty else { return nil }
        return arena.recognizers
    }

    /// The point in the window's coordinates now and at the previous event.
    var windowPoint: CGPoint = .zero
    var previousWindowPoint: CGPoint = .zero

    public override init() {
        super.init()
    }

    /// The touch's place in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint { convert(windowPoint, to: view) }

    /// Where it was at the previous event, in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint { convert(previousWindowPoint, to: view) }

    /// The touch's precise place: `location(in:)`, as for every touch but a pencil's.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The precise place at the previous event: `previousLocation(in:)`.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    private func convert(_ point: CGPoint, to target: UIView?) -> CGPoint {
        guard let target, let window else { return point }
        return target.convert(point, from: window)
    }

    /// Moves the touch to `point` (window coordinates) in `phase` at `time`.
    func update(to point: CGPoint, phase: Phase, at time: TimeInterval) {
        previousWindowPoint = windowPoint
        windowPoint = point
        self.phase = phase
        timestamp = time
    }
}
