/// UIKit's view transitions, like `UIView.transition(with:duration:options:animations:completion:)`
/// and `UIView.transition(from:to:duration:options:completion:)`, covering the changes made in
/// one go: the cross-dissolve is a `fade` `Transition` on the view's layer; the flips turn the
/// layer in perspective and make the changes half-way (View+Flip.swift); the curls, whose page
/// shape Cairo cannot draw, are stood in for by the old page sliding up off the new one
/// (`transitionCurlUp`, a `reveal` from the bottom) and the new page sliding down over the old
/// (`transitionCurlDown`, a `moveIn` from the top) (docs/animation.md, "View transitions").
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
        public static let transitionFlipFromLeft = TransitionOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = TransitionOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = TransitionOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = TransitionOptions(rawValue: 4 << 20)
        /// A cross-fade from the old rendering to the new one.
        public static let transitionCrossDissolve = TransitionOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = TransitionOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = TransitionOptions(rawValue: 7 << 20)
    }

    /// Makes the changes in `animations` to `view` (and its subviews) at once and covers them
    /// with a transition of `view`'s layer, like
    /// `UIView.transition(with:duration:options:animations:completion:)`.
    ///
    /// With `.transitionCrossDissolve` the layer gets a `fade` `Transition` with `duration` and
    /// the curve's timing function (ease in and out by default), with a curl a `reveal` or
    /// `moveIn`; a flip turns the layer and makes the changes half-way (Reel's stand-in for
    /// UIKit's snapshot, so code reading the views right after the call sees them unchanged
    /// until then); without a transition option
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
        if duration > 0, let axis = flipAxis(options) {
            let curve = View.timingFunction(curveBits: options.rawValue)
            flip(view, duration: duration, curve: curve, axis: axis, changes: animations) { completion?($0) }
            return
        }
        let group = ViewAnimationContext.Group()
        Transaction.begin()
        if let completion { Transaction.setCompletionBlock { completion(group.finished) } }
        if duration > 0, let type = transitionType(options) {
            var fade = Transition(type: type.type, subtype: type.subtype)
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

    /// The `Transition` standing for the cross-dissolve and the curls in `options`, or nil.
    static func transitionType(_ options: TransitionOptions) -> (type: TransitionType, subtype: TransitionSubtype?)? {
        switch (options.rawValue >> 20) & 0xF {
        case 3: (.reveal, .fromBottom)
        case 4: (.moveIn, .fromTop)
        case 5: (.fade, nil)
        default: nil
        }
    }
}
