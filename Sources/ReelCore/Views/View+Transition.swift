/// UIKit's view transitions, like `UIView.transition(with:duration:options:animations:completion:)`
/// and `UIView.transition(from:to:duration:options:completion:)`: a `Transition` on a view's
/// layer that covers the changes made in one go.
///
/// Only the cross-dissolve is modelled (`transitionCrossDissolve`, a `fade` transition with the
/// block's duration and curve). UIKit's flips (`transitionFlipFromLeft/Right/Top/Bottom`) and
/// curls (`transitionCurlUp/Down`) are not offered: their geometry (perspective, the scaling
/// during the turn, the dimming; the page curl's shape) is not documented and no measured
/// values were found, so they could not be drawn exactly (docs/animation.md).
extension View {
    /// The transition options of `transition(with:…)`, like `UIView.AnimationOptions`' (same raw
    /// values): the curve and transition bits.
    public struct TransitionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Hide the old view and show the new one instead of removing and adding them
        /// (`transition(from:to:…)` only).
        public static let showHideTransitionViews = TransitionOptions(rawValue: 1 << 8)
        /// Ease in and out (the default).
        public static let curveEaseInOut = TransitionOptions(rawValue: 0 << 16)
        public static let curveEaseIn = TransitionOptions(rawValue: 1 << 16)
        public static let curveEaseOut = TransitionOptions(rawValue: 2 << 16)
        public static let curveLinear = TransitionOptions(rawValue: 3 << 16)
        /// A cross-fade from the old rendering to the new one.
        public static let transitionCrossDissolve = TransitionOptions(rawValue: 5 << 20)
    }

    /// Makes the changes in `animations` to `view` (and its subviews) at once and covers them
    /// with a transition of `view`'s layer, like
    /// `UIView.transition(with:duration:options:animations:completion:)`.
    ///
    /// With `.transitionCrossDissolve` the layer gets a `fade` `Transition` with `duration` and
    /// the curve's timing function (ease in and out by default); without a transition option
    /// the changes are made without a transition, as in UIKit. The changes in the block do not
    /// animate on their own (UIKit animates a snapshot of the view unless
    /// `allowAnimatedContent`, which Reel does not model). `completion` runs when the
    /// transition ends, `finished` false when it was removed early (replaced by another
    /// transition or animation under `"transition"`); a duration ≤ 0 or no transition completes
    /// after the current event with `finished: true`.
    public static func transition(
        with view: View, duration: Double, options: TransitionOptions = [], animations: (() -> Void)?,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        let group = ViewAnimationContext.Group()
        Transaction.begin()
        if let completion { Transaction.setCompletionBlock { completion(group.finished) } }
        if duration > 0, options.contains(.transitionCrossDissolve) {
            var fade = Transition(type: .fade)
            fade.duration = duration
            fade.timingFunction = View.timingFunction(curveBits: options.rawValue)
            fade.completion = { finished in if !finished { group.finished = false } }
            view.layer.add(fade)
        }
        if let animations { View.performWithoutAnimation(animations) }
        Transaction.commit()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview under a transition of the
    /// superview's layer, like `UIView.transition(from:to:duration:options:completion:)`:
    /// `fromView` is removed and `toView` inserted where it was (with `.showHideTransitionViews`,
    /// `fromView` is hidden and `toView` shown instead). Nothing happens when `fromView` has no
    /// superview. The transition is the one `transition(with:…)` adds for `options`.
    public static func transition(
        from fromView: View, to toView: View, duration: Double, options: TransitionOptions = [],
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        transition(replacing: fromView, with: toView, duration: duration, options: options, completion: completion)
    }
}
