/// UIKit's repeat modifier inside an animation block, like
/// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`.
extension View {
    /// Makes the changes in `animations` with the enclosing block's duration, delay and curve,
    /// their animations repeating `count` times (fractional counts end part-way) and, with
    /// `autoreverses`, playing back after each forward pass: the whole lasts
    /// `duration × count × (autoreverses ? 2 : 1)`, as UIKit documents. The block's completion
    /// waits for them. Outside an animation block it has no effect: `animations` runs as it is.
    public static func modifyAnimations(withRepeatCount count: Double, autoreverses: Bool, animations: () -> Void) {
        guard let outer = ViewAnimationContext.stack.elements.last else {
            animations()
            return
        }
        let inner = ViewAnimationContext(
            duration: outer.duration, delay: outer.delay, options: outer.options, curve: outer.curve, group: outer.group
        )
        inner.keyframes = outer.keyframes
        inner.capture = outer.capture
        inner.repetition = (count, autoreverses)
        ViewAnimationContext.stack.elements.append(inner)
        animations()
        ViewAnimationContext.stack.elements.removeLast()
    }
}
