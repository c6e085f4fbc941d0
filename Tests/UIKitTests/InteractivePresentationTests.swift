import Foundation
import ReelCore
import Testing
import UIKit

/// A presentation that slides the presented view up from below the container, linearly, and
/// whose interaction controller is always `interaction`.
final class SlideUpPresentation: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate
{
    let interaction = UIPercentDrivenInteractiveTransition()

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        toView.frame = final.offsetBy(dx: 0, dy: final.height)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { toView.frame = final },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}

@Suite struct InteractivePresentationTests {
    /// A presentation driven to a quarter (the card 150 points low) and cancelled slides back
    /// down in 0.1 s and leaves nothing presented, without the completion; a second one driven
    /// to half and finished slides up in 0.2 s and presents the card.
    @Test func cancelledThenFinishedPresentation() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 200), scale: 1, fps: 20, duration: 1.1)
        let (home, card) = (LoggingController("home"), LoggingController("card"))
        let slide = SlideUpPresentation()
        var presentedAt: [Double] = []
        var afterCancel: (presented: Bool, inWindow: Bool)?
        host.run { host.window.rootViewController = home }
        for start in [0.2, 0.6] {
            host.at(start) {
                card.modalPresentationStyle = .overFullScreen
                card.transitioningDelegate = slide
                home.present(card, animated: true) { presentedAt.append(CACurrentMediaTime()) }
            }
        }
        host.at(0.3) { slide.interaction.update(0.25) }
        host.at(0.4) { slide.interaction.cancel() }
        host.at(0.55) { afterCancel = (home.presentedViewController != nil, card.viewIfLoaded?.window != nil) }
        host.at(0.65) { slide.interaction.update(0.5) }
        host.at(0.7) { slide.interaction.finish() }
        let timeline = try host.record()
        let expected: [(frame: Int, y: Double)] = [
            (5, 200), (6, 150), (7, 150), (8, 150), (9, 175), (13, 100), (14, 100), (15, 75), (17, 25), (18, 0),
        ]
        for (frame, y) in expected {
            #expect(abs(try InteractiveTransitionTests.cardY(in: timeline, frame: frame) - y) < 1e-6, "frame \(frame)")
        }
        #expect(MainQueueTimerTests.find("card", in: timeline.evaluate(at: timeline.time(ofFrame: 11))) == nil)
        #expect(afterCancel?.presented == false && afterCancel?.inWindow == false)
        #expect(presentedAt.count == 1 && abs(presentedAt[0] - 0.9) < 1e-6)
        #expect(home.presentedViewController === card)
    }
}
