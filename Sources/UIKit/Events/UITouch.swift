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
