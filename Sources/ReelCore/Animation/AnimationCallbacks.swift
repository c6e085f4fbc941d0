/// The closures attached to an animation. Immutable; setting `completion` or `delegate` on an
/// animation stores a new box, so copies of an animation never share changes.
public final class AnimationCallbacks: @unchecked Sendable {
    // @unchecked Sendable: both fields are immutable, and only a `Stage` calls them, on the
    // thread that runs the stage. Timelines strip callbacks (`withoutCallbacks()`), so values
    // sent to other threads never carry them.
    public let completion: ((Bool) -> Void)?
    public let delegate: AnimationDelegate?

    public init(completion: ((Bool) -> Void)?, delegate: AnimationDelegate?) {
        self.completion = completion
        self.delegate = delegate
    }
}
