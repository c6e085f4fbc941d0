/// What a layer does when one of its properties changes, like a `CAAction`: an animation to
/// add under the property's key, or nothing.
///
/// A basic animation without from, to or by values animates from the value the property had
/// before this instant's change to the model value (Core Animation's default action), so
/// `.animation(BasicAnimation(keyPath: "opacity"))` is what a standalone layer does.
public enum Action: Sendable {
    /// Adds a copy of the animation under the property's key (replacing one added before under
    /// that key, as `add(_:forKey:)` does).
    case animation(any Animation)
    /// No action, like `NSNull` in an actions dictionary or from a delegate: the search stops.
    case null
}

/// Answers a layer's request for the action of a changed property, like
/// `CALayerDelegate.action(for:forKey:)`.
public protocol LayerDelegate: AnyObject {
    /// The action for `key` on `layer`: `.null` stops the search with no action, nil lets the
    /// layer go on (its `actions` dictionary, then the default action).
    func action(for layer: Layer, forKey key: String) -> Action?
}

extension Layer {
    /// The action for a change of `key`, as `CALayer.action(forKey:)` searches for it: the
    /// delegate, then `actions`, then `Layer.defaultAction(forKey:)`. nil means no action.
    ///
    /// The search does not run while `Transaction.disableActions()` is true (the property
    /// setters skip it), as in Core Animation.
    public func action(forKey key: String) -> Action? {
        if let delegate, let answer = delegate.action(for: self, forKey: key) {
            if case .null = answer { return nil }
            return answer
        }
        if isBackingLayer { return nil }
        if let entry = actions?[key] {
            if case .null = entry { return nil }
            return entry
        }
        return defaultAction(forKey: key)
    }

    /// The action a property change gets when neither the delegate nor `actions` gives one,
    /// like `CALayer.defaultAction(forKey:)`: none (implicit animations come with the
    /// transactions of `Transaction`; see `Layer+Actions`).
    public func defaultAction(forKey key: String) -> Action? {
        nil
    }

    /// The action of a property about to change (nil: none, or actions disabled).
    func lookUpAction(forKey key: String) -> Action? {
        if Transaction.disableActions() { return nil }
        return action(forKey: key)
    }

    /// Runs `action` for the change of `key` that just happened.
    func run(_ action: Action, forKey key: String) {
        switch action {
        case .animation(let animation): add(animation, forKey: key)
        case .null: break
        }
    }
}
