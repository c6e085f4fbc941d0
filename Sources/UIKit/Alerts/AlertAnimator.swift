import Foundation

/// How UIKit animates an alert controller on iPhone (`UIAlertControllerVisualStyleAlert` and
/// `…ActionSheet`'s `animateAlertControllerView:…`, `AlertMetrics`): one spring of 0.404 s with
/// damping ratio 600 (taken as 1, critically damped, as for any ratio above 1), no initial
/// velocity, options `.allowUserInteraction` and `.beginFromCurrentState`.
///
/// ```
///            presentation                      dismissal
/// alert      scale 1.2 → 1, alpha 0 → 1        alpha 1 → 0 (scale stays 1)
/// sheet      top at the screen's bottom → up   back down below the screen
/// dimming    alpha 0 → 1                       alpha 1 → 0
/// ```
final class AlertAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        AlertMetrics.transitionDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let alert = transitionContext.viewController(forKey: key) as? UIAlertController,
            let view = alert.view as? AlertView
        else {
            transitionContext.completeTransition(true)
            return
        }
        if isPresenting {
            view.frame = transitionContext.finalFrame(for: alert)
            transitionContext.containerView.addSubview(view)
        }
        view.layoutIfNeeded()
        let (from, to) = states(of: view)
        from(view)
        let isPresenting = isPresenting
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0,
            usingSpringWithDamping: AlertMetrics.springDamping, initialSpringVelocity: 0,
            options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { to(view) },
            completion: { _ in
                if !isPresenting { view.content.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    /// The state the transition starts from and the one it animates to.
    private func states(of view: AlertView) -> (from: (AlertView) -> Void, to: (AlertView) -> Void) {
        let shown: (AlertView) -> Void
        let hidden: (AlertView) -> Void
        if view.isSheet {
            let center = view.content.center
            let below = CGPoint(x: center.x, y: view.bounds.maxY + view.content.bounds.height / 2)
            shown = {
                $0.content.center = center
                $0.dimming.alpha = 1
            }
            hidden = {
                $0.content.center = below
                $0.dimming.alpha = 0
            }
            return isPresenting ? (hidden, shown) : (shown, hidden)
        }
        let scale = AlertMetrics.presentedScale
        if isPresenting {
            return (
                {
                    $0.content.transform = CGAffineTransform(scaleX: scale, y: scale)
                    $0.content.alpha = 0
                    $0.dimming.alpha = 0
                },
                {
                    $0.content.transform = .identity
                    $0.content.alpha = 1
                    $0.dimming.alpha = 1
                }
            )
        }
        return (
            {
                $0.content.transform = .identity
                $0.content.alpha = 1
                $0.dimming.alpha = 1
            },
            {
                $0.content.alpha = 0
                $0.dimming.alpha = 0
            }
        )
    }
}
