import Foundation

/// Scripted touches: a finger that taps or drags at exact times on the recording's clock. The
/// touch goes to the view hit-tested where it begins (`hitTest(_:with:)`: hidden views, views
/// with `alpha` ≤ 0.01 and views with `isUserInteractionEnabled` false are passed over), which
/// gets `touchesBegan`, `touchesMoved` and `touchesEnded` (a view that does not override them
/// passes them up the responder chain), and so do the gesture recognizers of that view and its
/// ancestors. A `UIControl` turns them into its events (`.touchDown`, `.touchUpInside`,
/// `.primaryActionTriggered`…).
extension RecordingHost {
    /// How long a scripted tap holds the finger down unless told: 0.1 s, about a quick tap.
    public static let defaultTapDuration: TimeInterval = 0.1

    /// Taps the middle of `view` (where it is at `time`) at `time`: the finger goes down then
    /// and lifts `holding` seconds later at the same point.
    public func tap(_ view: UIView, at time: TimeInterval, holding: TimeInterval = defaultTapDuration) {
        at(time) { [unowned self] in
            let middle = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
            press(at: view.convert(middle, to: window), from: time, holding: holding)
        }
    }

    /// Taps `point` (window coordinates) at `time`, lifting `holding` seconds later.
    public func tap(at point: CGPoint, at time: TimeInterval, holding: TimeInterval = defaultTapDuration) {
        at(time) { [unowned self] in press(at: point, from: time, holding: holding) }
    }

    /// Drags a finger from `start` to `end` (window coordinates) at an even speed: down at
    /// `time`, one move at every frame strictly inside the drag, lifted at `end` after `duration`.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval, at time: TimeInterval) {
        let sequence = TouchSequence(window: window)
        let length = max(duration, 0)
        at(time) { sequence.begin(at: start, time: time) }
        let rate = stage.frameRate
        var frame = Int((time * rate.framesPerSecond).rounded(.down))
        while rate.time(ofFrame: frame) <= time { frame += 1 }
        while rate.time(ofFrame: frame) < time + length {
            let t = rate.time(ofFrame: frame)
            let f = (t - time) / length
            let point = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            at(t) { sequence.move(to: point, time: t) }
            frame += 1
        }
        at(time + length) { sequence.end(at: end, time: time + length) }
    }

    /// A finger down at `point` now (`time`), lifted `holding` seconds later.
    private func press(at point: CGPoint, from time: TimeInterval, holding: TimeInterval) {
        let sequence = TouchSequence(window: window)
        sequence.begin(at: point, time: time)
        let up = time + max(holding, 0)
        at(up) { sequence.end(at: point, time: up) }
    }
}
