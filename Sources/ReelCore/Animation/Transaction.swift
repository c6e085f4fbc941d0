import Foundation

/// Groups animation changes, like `CATransaction`: a completion block that runs when every
/// animation added inside has finished, a default duration, and the actions switch.
///
/// Transactions nest and are per thread, as in Core Animation. When a `Stage` runs an event
/// (a scheduled action, a tap, a frame tick), that event runs inside an implicit transaction
/// that the stage commits when the event returns, so `setCompletionBlock` works without
/// `begin()` just as it does inside a UIKit event handler.
///
/// ```
/// Transaction.begin()
/// Transaction.setCompletionBlock { … }       // runs at the last animation's end time
/// layer.add(move, forKey: "move")            // ends at t + 0.7
/// layer.add(fade, forKey: "fade")            // ends at t + 0.4
/// Transaction.commit()                        // the block runs at t + 0.7 on the stage clock
/// ```
/// With no animations added, the block runs at the commit time (on the stage, as an event
/// at the current time; without a stage, immediately). Animations removed early count as
/// finished for the block, as in Core Animation.
///
/// Property changes of committed standalone layers animate implicitly (their default action,
/// `Layer.defaultAction(forKey:)`) with this transaction's `animationDuration()` and
/// `animationTimingFunction()`, unless `setDisableActions(true)`; the innermost transaction
/// that sets a value decides. A view's backing layer has no implicit actions.
public enum Transaction {
    final class Frame {
        var duration: Double?
        var disableActions: Bool?
        var timingFunction: TimingFunction??
        var completion: (() -> Void)?
        var added: [(layer: Layer, id: Int)] = []
        let isImplicit: Bool
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// This thread's open transactions, innermost last.
    static var stack: ThreadLocalStack<Frame> { .current(key: "ReelCore.Transaction.stack") }

    /// The innermost open transaction, opening an implicit one when none is open.
    static var current: Frame {
        let s = stack
        if let last = s.elements.last { return last }
        let frame = Frame(isImplicit: true)
        s.elements.append(frame)
        return frame
    }

    /// Opens a transaction.
    public static func begin() {
        stack.elements.append(Frame(isImplicit: false))
    }

    /// Closes the innermost transaction and hands its completion block to the stage.
    public static func commit() {
        let s = stack
        guard let frame = s.elements.popLast() else { return }
        finish(frame, parent: s.elements.last)
    }

    /// Opens the implicit transaction of one event (a stage does this before every event).
    static func beginImplicit() {
        stack.elements.append(Frame(isImplicit: true))
    }

    /// Commits the implicit transactions left open on this thread (a stage does this after every
    /// event), like `CATransaction.flush()`.
    public static func flush() {
        let s = stack
        while let last = s.elements.last, last.isImplicit {
            s.elements.removeLast()
            finish(last, parent: s.elements.last)
        }
    }

    private static func finish(_ frame: Frame, parent: Frame?) {
        parent?.added.append(contentsOf: frame.added)
        guard let completion = frame.completion else { return }
        let stage = frame.added.lazy.compactMap { $0.layer.changeObserver as? Stage }.first ?? Stage.running
        if let stage {
            stage.addCompletionGroup(frame.added, completion)
        } else {
            completion()
        }
    }

    /// Sets the block to run when every animation added in this transaction has finished.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        current.completion = block
    }

    /// The completion block of the innermost open transaction that has one.
    public static func completionBlock() -> (() -> Void)? {
        stack.elements.reversed().lazy.compactMap(\.completion).first
    }

    /// The default duration for animations added with a zero duration (0.25 s unless set).
    public static func animationDuration() -> Double {
        for frame in stack.elements.reversed() { if let d = frame.duration { return d } }
        return 0.25
    }

    /// Sets the default duration for animations added in this transaction.
    public static func setAnimationDuration(_ duration: Double) {
        current.duration = duration
    }

    /// The timing function of the implicit animations made in this transaction (nil unless set:
    /// they then use `TimingFunction.default`), like `CATransaction.animationTimingFunction()`.
    public static func animationTimingFunction() -> TimingFunction? {
        for frame in stack.elements.reversed() { if let f = frame.timingFunction { return f } }
        return nil
    }

    /// Sets the timing function of the implicit animations made in this transaction.
    public static func setAnimationTimingFunction(_ function: TimingFunction?) {
        current.timingFunction = .some(function)
    }

    /// Whether implicit actions are disabled (see `Layer.action(forKey:)`).
    public static func disableActions() -> Bool {
        for frame in stack.elements.reversed() { if let d = frame.disableActions { return d } }
        return false
    }

    /// Disables (or enables again) the actions of property changes in this transaction: with
    /// `true`, no layer looks up an action, so nothing animates implicitly.
    public static func setDisableActions(_ flag: Bool) {
        current.disableActions = flag
    }

    /// Notes an animation added to `layer` in the current transaction.
    /// Outside any transaction only layers on a stage are tracked (in the implicit transaction
    /// the stage commits when it starts running or after the current event); standalone layers
    /// would only accumulate.
    static func register(_ layer: Layer, animationID: Int) {
        if stack.elements.isEmpty && !(layer.changeObserver is Stage) { return }
        current.added.append((layer, animationID))
    }
}
