/// `UIPresentationController`'s focus members (Events/UIFocus.swift): no input device moves
/// focus in a recording, so each is accepted and answers as an unfocused screen does.
extension UIPresentationController: UIFocusEnvironment {
    /// The environments focus should move to: the presented controller.
    /// Reel: accepted; there is no focus engine.
    public var preferredFocusEnvironments: [any UIFocusEnvironment] {
        AcceptedMember.note("UIPresentationController.preferredFocusEnvironments")
        return [presentedViewController]
    }

    /// The environment containing the presentation: the presenting controller.
    /// Reel: accepted; there is no focus engine to walk it.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? {
        AcceptedMember.note("UIPresentationController.parentFocusEnvironment")
        return presentingViewController
    }

    /// The container of the presentation's focusable items: its container view.
    /// Reel: accepted; there is no focus engine.
    public var focusItemContainer: (any UIFocusItemContainer)? {
        AcceptedMember.note("UIPresentationController.focusItemContainer")
        return containerView
    }

    /// Asks for a focus update.
    /// Reel: accepted; there is no focus engine.
    public func setNeedsFocusUpdate() { AcceptedMember.note("UIPresentationController.setNeedsFocusUpdate()") }

    /// Runs a pending focus update.
    /// Reel: accepted; there is no focus engine.
    public func updateFocusIfNeeded() { AcceptedMember.note("UIPresentationController.updateFocusIfNeeded()") }

    /// Whether focus may move as `context` says: true.
    /// Reel: accepted; there is no focus engine, so nothing asks.
    public func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        AcceptedMember.note("UIPresentationController.shouldUpdateFocus(in:)")
        return true
    }

    /// Called after focus moves: does nothing.
    /// Reel: accepted; there is no focus engine, so it is never called.
    public func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        AcceptedMember.note("UIPresentationController.didUpdateFocus(in:with:)")
    }
}
