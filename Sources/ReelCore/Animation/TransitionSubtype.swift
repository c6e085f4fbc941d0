/// The side a moving `Transition` starts from, like `CATransitionSubtype`.
public enum TransitionSubtype: String, Hashable, Sendable, CaseIterable {
    /// "The transition begins at the left side of the layer" (`kCATransitionFromLeft`).
    case fromLeft
    /// `kCATransitionFromRight`.
    case fromRight
    /// `kCATransitionFromTop` (the top of the layer's bounds: small y).
    case fromTop
    /// `kCATransitionFromBottom`.
    case fromBottom
}
