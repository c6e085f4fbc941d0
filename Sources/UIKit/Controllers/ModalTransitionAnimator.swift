/// The animation of a presentation without a custom animator (UIKit's own): `.coverVertical`
/// slides the presented view up from below the container (down again on dismissal),
/// `.crossDissolve` fades it in (out); 0.5 s, ease in and out. `.flipHorizontal` and
/// `.partialCurl` are shown as `.coverVertical` (docs/animation.md).
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let isPresenting: Bool

    init(style: UIModalTransitionStyle, isPresenting: Bool) {
        self.style = style
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key), let moving = controller.view else {
            transitionContext.completeTransition(true)
            return
        }
        // Shown where the presentation puts it; below: its top at the container's bottom edge.
        let shown = isPresenting ? transitionContext.finalFrame(for: controller) : moving.frame
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if isPresenting {
            moving.frame = shown
            container.addSubview(moving)
        }
        let fades = style == .crossDissolve
        let isPresenting = isPresenting
        if isPresenting {
            if fades { moving.alpha = 0 } else { moving.frame = below }
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                if fades {
                    moving.alpha = isPresenting ? 1 : 0
                } else {
                    moving.frame = isPresenting ? shown : below
                }
            },
            completion: { finished in
                if !isPresenting { moving.alpha = 1 }
                transitionContext.completeTransition(finished && !transitionContext.transitionWasCancelled)
            })
    }
}
