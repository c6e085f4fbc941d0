import Foundation
import ReelCore
import Testing
import UIKit

/// Interactive dismissals driven by a scripted drag (`DragToDismiss`): a 100 × 200 window at
/// 20 fps, a card presented over the home screen, and a finger going down at (50, 40) at 0.25 s
/// and moving `dy` points down over 0.5 s. The pan begins at the first move (0.30 s, which
/// starts the dismissal, paused at 0) and reports each later move (0.35 … 0.70 s), so at frame
/// time t the card is down by
///
///     p(t) = dy · (t − 0.25) / 0.5 / 200      (of the view's height; y = 200 · p(t))
///
/// as the slide is linear (UIKit shows the animations at `p × duration` of their own time).
/// The finger lifts at 0.75 s, with p = p(0.70) last given: past half way the rest plays at
/// `completionSpeed` s, y = 200 · (p + s · (t − 0.75) / 0.4), ending (1 − p) · 0.4 / s later;
/// below, it plays back, y = 200 · (p − s · (t − 0.75) / 0.4), for p · 0.4 / s.
@Suite struct InteractiveTransitionTests {
    static let duration = 0.4

    /// A host with `home` at its root and `card` presented over it (not animated) at 0.
    static func setUp(
        _ host: RecordingHost, home: UIViewController, card: UIViewController, dragger: DragToDismiss
    ) {
        host.run { host.window.rootViewController = home }
        host.at(0) {
            card.modalPresentationStyle = .overFullScreen
            dragger.attach(to: card)
            home.present(card, animated: false)
        }
    }

    static func cardY(in timeline: Timeline, frame: Int) throws -> Double {
        try ViewControllerTests.state("card", in: timeline, frame: frame).position.y - 100
    }

    @Test(arguments: [(false, 1.0), (false, 2.0), (true, 1.0), (true, 2.0)])
    func dragPastHalfWayFinishesTheDismissal(interruptible: Bool, speed: Double) throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 200), scale: 1, fps: 20, duration: 1.2)
        let (home, card) = (LoggingController("home"), LoggingController("card"))
        let animator = DismissalLog.slideDown(duration: Self.duration, interruptible: interruptible)
        let dragger = DragToDismiss(animator: animator)
        dragger.interaction.completionSpeed = CGFloat(speed)
        Self.setUp(host, home: home, card: card, dragger: dragger)
        host.drag(from: CGPoint(x: 50, y: 40), to: CGPoint(x: 50, y: 180), duration: 0.5, at: 0.25)
        let timeline = try host.record()
        let p = { (t: Double) in 140 * (t - 0.25) / 0.5 / 200 }
        let last = p(0.70)
        let end = 0.75 + (1 - last) * Self.duration / speed
        for frame in 5...17 where timeline.time(ofFrame: frame) < end {
            let t = timeline.time(ofFrame: frame)
            let expected = t < 0.35 ? 0 : t < 0.75 ? 200 * p(t) : 200 * (last + speed * (t - 0.75) / Self.duration)
            #expect(abs(try Self.cardY(in: timeline, frame: frame) - expected) < 1e-6, "frame \(frame)")
        }
        let after = Int((end * 20).rounded(.up))
        #expect(MainQueueTimerTests.find("card", in: timeline.evaluate(at: timeline.time(ofFrame: after))) == nil)
        #expect(abs((dragger.dismissedAt ?? -1) - end) < 1e-6)
        #expect(animator.cancelledSeen == [false] && animator.ended == [true])
        #expect(home.presentedViewController == nil && card.presentingViewController == nil)
        #expect(dragger.updates.count == 8)
    }

    /// A drag of 60 points (p = 0.27 when the finger lifts) cancels: the card slides back up in
    /// 0.27 · 0.4 s, stays presented and still, the animator's completion sees
    /// `transitionWasCancelled`, and the dismissal's completion never runs. A second drag, past
    /// half way, then dismisses it.
    @Test(arguments: [false, true]) func shortDragCancelsAndTheCardReturns(interruptible: Bool) throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 200), scale: 1, fps: 20, duration: 2)
        let (home, card) = (LoggingController("home"), LoggingController("card"))
        let animator = DismissalLog.slideDown(duration: Self.duration, interruptible: interruptible)
        let dragger = DragToDismiss(animator: animator)
        Self.setUp(host, home: home, card: card, dragger: dragger)
        host.drag(from: CGPoint(x: 50, y: 40), to: CGPoint(x: 50, y: 100), duration: 0.5, at: 0.25)
        var afterCancel: (presented: Bool, frame: CGRect, cancelled: [Bool])?
        host.at(1.0) {
            afterCancel = (home.presentedViewController === card, card.view.frame, animator.cancelledSeen)
        }
        host.drag(from: CGPoint(x: 50, y: 40), to: CGPoint(x: 50, y: 180), duration: 0.5, at: 1.05)
        let timeline = try host.record()
        let p = { (t: Double) in 60 * (t - 0.25) / 0.5 / 200 }
        let last = p(0.70)
        let back = 0.75 + last * Self.duration
        for frame in 5...20 {
            let t = timeline.time(ofFrame: frame)
            let expected = t < 0.35 ? 0 : t < 0.75 ? 200 * p(t) : max(200 * (last - (t - 0.75) / Self.duration), 0)
            #expect(abs(try Self.cardY(in: timeline, frame: frame) - expected) < 1e-6, "frame \(frame), back \(back)")
        }
        #expect(afterCancel?.presented == true)
        #expect(afterCancel?.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(afterCancel?.cancelled == [true])
        #expect(animator.ended == [false, true])
        #expect(home.presentedViewController == nil && dragger.dismissedAt != nil)
    }
}

/// A navigation delegate that makes pops interactive (the default slide, driven by hand).
final class InteractivePops: NSObject, UINavigationControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    var shown: [String] = []

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append((viewController as? LoggingController)?.name ?? "?")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

@Suite struct InteractivePopTests {
    /// A pop driven to 0.4 then cancelled shows the default slide at its own curve's value for
    /// the fraction (the top page at x = 45 + 90 · e(p), e ease in and out over 0.35 s) and
    /// plays back at speed 1, then leaves the stack and the views as they were, without
    /// `didShow` (the delegate saw only the set-up push's "b"); a second pop, finished from 0.6,
    /// pops.
    @Test func cancelledPopRestoresTheStack() throws {
        let host = RecordingHost(size: CGSize(width: 90, height: 160), scale: 1, fps: 20, duration: 1)
        let (a, b) = (LoggingController("a"), LoggingController("b"))
        let navigation = UINavigationController(rootViewController: a)
        let pops = InteractivePops()
        host.run {
            navigation.delegate = pops
            host.window.rootViewController = navigation
            navigation.pushViewController(b, animated: false)
        }
        var afterCancel: (stack: [UIViewController], inWindow: Bool, belowRemoved: Bool)?
        host.at(0.2) { navigation.popViewController(animated: true) }
        host.at(0.25) { pops.interaction.update(0.2) }
        host.at(0.3) { pops.interaction.update(0.4) }
        host.at(0.35) { pops.interaction.cancel() }
        host.at(0.55) {
            afterCancel = (
                navigation.viewControllers, b.view.superview === navigation.view, a.viewIfLoaded?.superview == nil
            )
        }
        host.at(0.6) { navigation.popViewController(animated: true) }
        host.at(0.65) { pops.interaction.update(0.6) }
        host.at(0.7) { pops.interaction.finish() }
        let timeline = try host.record()
        let e = { (p: Double) in TimingFunction.easeInEaseOut.value(at: p) }
        let expected: [(frame: Int, p: Double)] = [
            (5, 0.2), (6, 0.4), (8, (0.4 * 0.35 - 0.05) / 0.35), (11, 0), (13, 0.6),
            (15, (0.6 * 0.35 + 0.05) / 0.35),
        ]
        for (frame, p) in expected {
            let x = try ViewControllerTests.state("b", in: timeline, frame: frame).position.x
            #expect(abs(x - (45 + 90 * e(p))) < 1e-6, "frame \(frame)")
        }
        #expect(afterCancel?.stack.map { $0 === a || $0 === b } == [true, true] && afterCancel?.stack.last === b)
        #expect(afterCancel?.inWindow == true && afterCancel?.belowRemoved == true)
        #expect(pops.shown == ["b", "a"])
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === a)
        #expect(b.log.contains("b.viewDidAppear(false)"))
    }
}

/// A transitioning delegate whose dismissals are always driven by `interaction`.
final class AlwaysInteractive: NSObject, UIViewControllerTransitioningDelegate {
    let animator = SlideDownDismissal(duration: 0.4)
    let interaction = UIPercentDrivenInteractiveTransition()

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction
    }
}

@Suite struct InteractiveStartTests {
    /// With `wantsInteractiveStart` false the dismissal starts running (y = 200 · (t − 0.2) / 0.4),
    /// `pause()` at 0.3 holds it at 50, `update(0.5)` at 0.4 moves it to 100, and `finish()` at
    /// 0.45 plays the rest in 0.2 s; the coordinator reports the interaction as UIKit does.
    @Test func runningTransitionIsPausedThenDriven() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 200), scale: 1, fps: 20, duration: 0.8)
        let (home, card) = (LoggingController("home"), LoggingController("card"))
        let delegate = AlwaysInteractive()
        delegate.interaction.wantsInteractiveStart = false
        var seen: [String] = []
        host.run { host.window.rootViewController = home }
        host.at(0) {
            card.modalPresentationStyle = .overFullScreen
            card.transitioningDelegate = delegate
            home.present(card, animated: false)
        }
        host.at(0.2) {
            card.dismiss(animated: true)
            let coordinator = card.transitionCoordinator
            seen.append(
                "initially \(coordinator?.initiallyInteractive == true) now \(coordinator?.isInteractive == true)")
            coordinator?.notifyWhenInteractionChanges { context in
                seen.append("changed at \(context.percentComplete) cancelled \(context.isCancelled)")
            }
        }
        host.at(0.3) {
            delegate.interaction.pause()
            seen.append("paused interactive \(card.transitionCoordinator?.isInteractive == true)")
        }
        host.at(0.4) { delegate.interaction.update(0.5) }
        host.at(0.45) { delegate.interaction.finish() }
        let timeline = try host.record()
        let expected: [(frame: Int, y: Double)] = [
            (5, 25), (6, 50), (7, 50), (8, 100), (9, 100), (10, 125), (11, 150), (12, 175),
        ]
        for (frame, y) in expected {
            #expect(abs(try InteractiveTransitionTests.cardY(in: timeline, frame: frame) - y) < 1e-6, "frame \(frame)")
        }
        #expect(MainQueueTimerTests.find("card", in: timeline.evaluate(at: timeline.time(ofFrame: 13))) == nil)
        #expect(seen == ["initially false now false", "paused interactive true", "changed at 0.5 cancelled false"])
        #expect(delegate.animator.ended == [true] && home.presentedViewController == nil)
    }
}
