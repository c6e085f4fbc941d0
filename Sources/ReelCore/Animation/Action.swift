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
    /// like `CALayer.defaultAction(forKey:)`: Core Animation's implicit animation — a
    /// `BasicAnimation` of the key from the value shown before the change (the presentation
    /// value) to the model value, with the transaction's duration (0.25 s unless set) and timing
    /// function (`TimingFunction.default` unless set) — for every animatable key
    /// (`Layer.implicitlyAnimatableKeys`), once the layer has been committed: a layer gets no
    /// implicit animation before a running stage has shown it (changes made while building the
    /// tree, or in the event that adds the layer, show at once, as in Core Animation).
    ///
    /// `contents` is the exception, as in Core Animation, whose default action for it is a
    /// `CATransition`: a `Transition` fade from the old rendering to the new, with the same
    /// duration and timing function ("CATransition is used as the default action when setting
    /// the CALayer contents property … changes to the layer contents image are automatically
    /// animated with a crossfade", Nick Lockwood, *iOS Core Animation: Advanced Techniques*,
    /// chapter 8).
    public func defaultAction(forKey key: String) -> Action? {
        guard isCommitted, !Self.notImplicitlyAnimated.contains(key), let property = LayerProperty.named(key) else {
            return nil
        }
        if property.name == "contents" {
            var fade = Transition(type: .fade)
            fade.duration = Transaction.animationDuration()
            fade.timingFunction = Transaction.animationTimingFunction() ?? .default
            return .animation(fade)
        }
        var animation = BasicAnimation(keyPath: key)
        if let shown = presentation() { animation.fromValue = property.value(in: shown) }
        animation.duration = Transaction.animationDuration()
        animation.timingFunction = Transaction.animationTimingFunction() ?? .default
        return .animation(animation)
    }

    /// The layer keys Core Animation does not animate implicitly (not animatable, or timing):
    /// `name`, `speed`, `timeOffset`, `beginTime`, `emitterCells`, `seed`.
    package static let notImplicitlyAnimated: Set<String> = [
        "name", "speed", "timeOffset", "beginTime", "emitterCells", "seed",
    ]

    /// Marks this layer, its sublayers and its mask as committed (shown by a running stage).
    func markCommitted() {
        isCommitted = true
        for sub in sublayers { sub.markCommitted() }
        mask?.markCommitted()
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

/// Whether `value` is an empty optional (no colour, no path, no dash pattern): a change from or
/// to nil runs no action (see docs/animation.md).
func isNilValue<Value>(_ value: Value) -> Bool {
    (value as? any OptionalProtocol)?.isNone ?? false
}

extension Optional: OptionalProtocol {
    var isNone: Bool { self == nil }
}
