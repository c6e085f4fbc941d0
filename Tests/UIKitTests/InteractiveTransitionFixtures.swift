import Foundation
import UIKit

/// What a dismissal animator saw: `transitionWasCancelled` in its completion, and
/// `animationEnded(_:)`'s argument, one entry per transition.
class DismissalLog: NSObject {
    let duration: TimeInterval
    var cancelledSeen: [Bool] = []
    var ended: [Bool] = []

    init(duration: TimeInterval) {
        self.duration = duration
    }

    /// The slide with a block animation, or with an interruptible property animator.
    static func slideDown(duration: TimeInterval, interruptible: Bool)
        -> any DismissalLog & UIViewControllerAnimatedTransitioning
    {
        interruptible
            ? PropertySlideDownDismissal(duration: duration) : SlideDownDismissal(duration: duration)
    }
}

/// A dismissal as iOS code writes one: the presented view slides down by the container's height
/// in `transitionDuration` (linear, so that it follows the finger), and the completion reports
/// whether the transition was cancelled.
final class SlideDownDismissal: DismissalLog, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!
        let height = transitionContext.containerView.bounds.height
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveLinear],
            animations: { fromView.frame.origin.y += height },
            completion: { _ in
                self.cancelledSeen.append(transitionContext.transitionWasCancelled)
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
    }
}

/// The same slide through the `UIViewPropertyAnimator` that `interruptibleAnimator(using:)`
/// makes once per transition, as iOS 10+ code writes it.
final class PropertySlideDownDismissal: DismissalLog, UIViewControllerAnimatedTransitioning {
    private var running: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let running { return running }
        let fromView = transitionContext.view(forKey: .from)!
        let height = transitionContext.containerView.bounds.height
        let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) {
            fromView.frame.origin.y += height
        }
        animator.addCompletion { position in
            self.cancelledSeen.append(transitionContext.transitionWasCancelled)
            transitionContext.completeTransition(position == .end)
        }
        running = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        running = nil
    }
}

/// The presented controller's transitioning delegate and pan handler: a drag down its view
/// starts the dismissal, moves it by the fraction of the view's height dragged, and lifts past
/// half way to finish (else to cancel), as a photo viewer's swipe-to-dismiss is written.
final class DragToDismiss: NSObject, UIViewControllerTransitioningDelegate {
    let animator: any DismissalLog & UIViewControllerAnimatedTransitioning
    let interaction = UIPercentDrivenInteractiveTransition()
    private var isDragging = false
    /// The fractions given to `update(_:)`, in order.
    var updates: [CGFloat] = []
    var dismissedAt: Double?

    init(animator: any DismissalLog & UIViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    /// Adds the pan recognizer to `presented`'s view.
    func attach(to presented: UIViewController) {
        presented.transitioningDelegate = self
        let pan = UIPanGestureRecognizer { [unowned self, unowned presented] pan in
            let height = presented.view.bounds.height
            let fraction = max(pan.translation(in: presented.view).y / height, 0)
            switch pan.state {
            case .began:
                isDragging = true
                presented.dismiss(animated: true) { self.dismissedAt = CACurrentMediaTime() }
            case .changed:
                updates.append(fraction)
                interaction.update(fraction)
            case .ended, .cancelled:
                isDragging = false
                if fraction > 0.5 { interaction.finish() } else { interaction.cancel() }
            default:
                break
            }
        }
        presented.view.addGestureRecognizer(pan)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        isDragging ? interaction : nil
    }
}
