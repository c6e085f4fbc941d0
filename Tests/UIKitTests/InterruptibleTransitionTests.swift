import ReelCore
import Testing
import UIKit

/// A transition animator as iOS 10+ code writes one: `animateTransition` starts the
/// `UIViewPropertyAnimator` that `interruptibleAnimator(using:)` makes (once), whose completion
/// completes the transition.
final class PropertyAnimatedFade: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate
{
    private var running: UIViewImplicitlyAnimating?
    var ended: [Bool] = []

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        if let running { return running }
        let toView = transitionContext.view(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeOut) {
            toView.alpha = 1
        }
        animator.addCompletion { position in transitionContext.completeTransition(position == .end) }
        running = animator
        return animator
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        running = nil
    }
}

@Suite struct InterruptibleTransitionTests {
    /// The fade runs as the property animator's ease-out from 0.2 s, and the transition ends with
    /// its completion at 0.6 s.
    @Test func propertyAnimatorDrivesTheTransition() throws {
        let host = RecordingHost(size: CGSize(width: 40, height: 40), scale: 1, fps: 20, duration: 0.8)
        let home = LoggingController("home")
        let card = LoggingController("card")
        let fade = PropertyAnimatedFade()
        var presentedAt = -1.0
        host.run { host.window.rootViewController = home }
        host.at(0.2) {
            card.modalPresentationStyle = .overFullScreen
            card.transitioningDelegate = fade
            home.present(card, animated: true) { presentedAt = CACurrentMediaTime() }
        }
        let timeline = try host.record()
        #expect(fade.ended == [true] && abs(presentedAt - 0.6) < 1e-6)
        for frame in 4..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let alpha = try ViewControllerTests.state("card", in: timeline, frame: frame).opacity
            #expect(abs(alpha - TimingFunction.easeOut.value(at: min((t - 0.2) / 0.4, 1))) < 1e-9, "frame \(frame)")
        }
    }
}
