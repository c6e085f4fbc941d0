/// The kind of a `Transition`, like `CATransitionType`.
public enum TransitionType: String, Hashable, Sendable, CaseIterable {
    /// The old rendering cross-fades into the new one (`kCATransitionFade`, the default).
    case fade
    /// The new rendering slides in over the old one, which stays (`kCATransitionMoveIn`).
    case moveIn
    /// The new rendering slides in and pushes the old one out by the layer's width or height
    /// (`kCATransitionPush`).
    case push
    /// The old rendering slides away and uncovers the new one, which stays
    /// (`kCATransitionReveal`).
    case reveal
}
