import Foundation

/// A view that turns touches into actions, like `UIControl`: its state (enabled, highlighted,
/// selected), the `UIAction`s it runs for its events, and touch tracking that subclasses refine
/// through `beginTracking`, `continueTracking` and `endTracking`.
///
/// Touches reach it as UIKit delivers them (the recording host's `tap` and `drag`): a touch
/// down highlights it and sends `.touchDown`; moves send `.touchDragInside`/`Outside` (with
/// `Enter`/`Exit` when crossing the bounds) and highlight it while inside; lifting sends
/// `.touchUpInside` (and the control's primary event, `.primaryActionTriggered` for buttons)
/// or `.touchUpOutside`. A disabled control takes no touches. Reel counts a touch inside by
/// the control's bounds (UIKit accepts a margin around them it does not document).
open class UIControl: UIView {
    /// Where the content (a button's image and title) sits across the control; `.center` by
    /// default, as in UIKit. `.leading` and `.trailing` are left and right (left-to-right only).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// Where the content sits vertically; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }
    /// The horizontal alignment with `.leading`/`.trailing` resolved (left-to-right).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        case let other: other
        }
    }
    /// Whether the control reacts to touches (a disabled one draws dimmed).
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { stateDidChange() } }
    }
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }
    /// Whether a touch is being tracked (between `beginTracking` and `endTracking`).
    open private(set) var isTracking = false
    /// Whether the tracked touch is inside the bounds.
    open private(set) var isTouchInside = false

    /// The control's state from its flags.
    open var state: UIControl.State {
        var state: UIControl.State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The actions and the events each runs for, in the order added.
    private var actions: [(action: UIAction, events: Event)] = []
    /// The values of the members Reel accepts without effect (UIControl+Accepted.swift).
    var acceptedSettings = AcceptedControlSettings()

    /// The events some action runs for.
    open var allControlEvents: UIControl.Event { actions.reduce(into: []) { $0.formUnion($1.events) } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control of `frame` that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called when `state` changes; subclasses redraw for the new state.
    func stateDidChange() {}

    /// The events a touch lifted inside sends besides `.touchUpInside` (buttons add
    /// `.primaryActionTriggered`).
    var primaryEvents: Event { [] }

    // MARK: - Actions

    /// Runs `action` for `controlEvents`; an action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let i = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[i].events.formUnion(controlEvents)
            actions[i].action = action
        } else {
            actions.append((action, controlEvents))
        }
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action named `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        for i in actions.indices where actions[i].action.identifier == actionIdentifier {
            actions[i].events.subtract(controlEvents)
        }
        actions.removeAll { $0.events.isEmpty }
    }

    /// Runs the actions added for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { sendAction(entry.action) }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) { action.perform(from: self) }

    // MARK: - Tracking

    /// A touch went down in the control; return whether to keep tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return whether to keep tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = bounds.contains(touch.location(in: self))
        let crossing: Event = inside == isTouchInside ? [] : inside ? .touchDragEnter : .touchDragExit
        isTouchInside = inside
        isHighlighted = inside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        sendActions(for: crossing.union(inside ? .touchDragInside : .touchDragOutside))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = bounds.contains(touch.location(in: self))
        isTouchInside = inside
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isHighlighted = false
        sendActions(for: inside ? primaryEvents.union(.touchUpInside) : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}

extension UIControl {
    /// `UIControl.ContentHorizontalAlignment`, with Apple's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left, right, fill, leading, trailing
    }

    /// `UIControl.ContentVerticalAlignment`, with Apple's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top, bottom, fill
    }
}
