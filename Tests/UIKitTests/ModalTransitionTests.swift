import ReelCore
import Testing
import UIKit

/// A zoom-in presentation as apps write one: the presented view grows from half size and fades
/// in, linearly, over 0.4 s; the dismissal fades it out over 0.2 s.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.4 : 0.2
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if isPresenting {
            guard let toView = transitionContext.view(forKey: .to),
                let toController = transitionContext.viewController(forKey: .to)
            else { return }
            toView.frame = transitionContext.finalFrame(for: toController)
            toView.alpha = 0
            toView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            container.addSubview(toView)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                animations: {
                    toView.alpha = 1
                    toView.transform = .identity
                },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        } else {
            let fromView = transitionContext.view(forKey: .from)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                animations: { fromView?.alpha = 0 },
                completion: { _ in transitionContext.completeTransition(true) })
        }
    }
}

final class ZoomTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ZoomAnimator(isPresenting: false)
    }
}

@Suite struct ModalTransitionTests {
    /// The custom presentation scales and fades `detail` in as `(0.5 + 0.5u, u)`, u = t / 0.4
    /// from 0.1 s; the presenter stays (`.custom`: no disappearance); the appearance calls and the
    /// completion come when the animator completes; the dismissal at 0.8 s fades it out by 1.0 s
    /// and leaves nothing presented.
    @Test func customPresentationThroughAnimatedTransitioning() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 160), scale: 1, fps: 20, duration: 1.2)
        let home = LoggingController("home")
        let detail = LoggingController("detail")
        let transitions = ZoomTransitions()
        var events: [String] = []
        host.run { host.window.rootViewController = home }
        host.at(0.1) {
            detail.modalPresentationStyle = .custom
            detail.transitioningDelegate = transitions
            home.present(detail, animated: true) { events.append("presented \(CACurrentMediaTime())") }
            #expect(home.presentedViewController === detail && detail.presentingViewController === home)
        }
        host.at(0.8) {
            detail.dismiss(animated: true) { events.append("dismissed \(CACurrentMediaTime())") }
        }
        let timeline = try host.record()
        #expect(events.count == 2)
        #expect(events.first.map { abs(Double($0.split(separator: " ")[1])! - 0.5) < 1e-9 } == true)
        #expect(events.last.map { abs(Double($0.split(separator: " ")[1])! - 1.0) < 1e-9 } == true)
        #expect(home.presentedViewController == nil && detail.viewIfLoaded?.superview == nil)
        #expect(!home.log.contains { $0.contains("Disappear") })
        #expect(
            detail.log == [
                "detail.loadView", "detail.viewDidLoad", "detail.viewWillAppear(true)", "detail.beingPresented",
                "detail.viewWillLayoutSubviews", "detail.viewDidLayoutSubviews", "detail.viewDidAppear(true)",
                "detail.viewWillDisappear(true)", "detail.beingDismissed", "detail.viewDidDisappear(true)",
            ])
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let tree = timeline.evaluate(at: t)
            let shown = MainQueueTimerTests.find("detail", in: tree)
            if t < 0.1 || t >= 1.0 {
                #expect(shown == nil, "frame \(frame)")
                continue
            }
            let state = try #require(shown, "frame \(frame)")
            let u = min((t - 0.1) / 0.4, 1)
            let alpha = t < 0.8 ? u : 1 - (t - 0.8) / 0.2
            #expect(abs(state.opacity - alpha) < 1e-9, "frame \(frame)")
            #expect(abs(state.transform.m11 - (0.5 + 0.5 * u)) < 1e-9, "frame \(frame)")
        }
    }

    /// A full-screen presentation without an animator covers vertically: the presented view's
    /// top is at `h · (1 − easeInOut(t / 0.5))`; once shown, the presenter's view leaves the
    /// window (after `viewWillDisappear`/`viewDidDisappear`), and comes back on dismissal.
    @Test func fullScreenCoversVertically() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 200), scale: 1, fps: 20, duration: 1.6)
        let home = LoggingController("home")
        let sheet = LoggingController("sheet")
        host.run { host.window.rootViewController = home }
        host.at(0.2) {
            sheet.modalPresentationStyle = .fullScreen
            home.present(sheet, animated: true)
        }
        host.at(1.0) { home.dismiss(animated: true) }
        let timeline = try host.record()
        #expect(
            home.log.filter { !$0.contains("Layout") }.suffix(4) == [
                "home.viewWillDisappear(true)", "home.viewDidDisappear(true)", "home.viewWillAppear(true)",
                "home.viewDidAppear(true)",
            ])
        #expect(home.view.superview === host.window && sheet.viewIfLoaded?.superview == nil)
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let tree = timeline.evaluate(at: t)
            let homeShown = MainQueueTimerTests.find("home", in: tree) != nil
            #expect(homeShown == !(t >= 0.7 && t < 1.0), "frame \(frame)")
            guard t >= 0.2, t < 1.5, let state = MainQueueTimerTests.find("sheet", in: tree) else {
                #expect(t < 0.2 || t >= 1.5, "frame \(frame)")
                continue
            }
            let covered =
                t < 1.0
                ? TimingFunction.easeInEaseOut.value(at: min((t - 0.2) / 0.5, 1))
                : 1 - TimingFunction.easeInEaseOut.value(at: (t - 1.0) / 0.5)
            #expect(abs(state.position.y - (100 + 200 * (1 - covered))) < 1e-9, "frame \(frame)")
        }
    }
}

@Suite struct PresentationStyleTests {
    /// `.overFullScreen` with `.crossDissolve`: the presented view fades in over 0.5 s
    /// (alpha = easeInOut(t / 0.5)), the presenter stays in the window without disappearing, and
    /// presenting again while presenting is refused.
    @Test func overFullScreenCrossDissolves() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 100), scale: 1, fps: 20, duration: 0.9)
        let home = LoggingController("home")
        let overlay = LoggingController("overlay")
        host.run { host.window.rootViewController = home }
        host.at(0.1) {
            overlay.modalPresentationStyle = .overFullScreen
            overlay.modalTransitionStyle = .crossDissolve
            home.present(overlay, animated: true)
            home.present(LoggingController("second"), animated: false)
        }
        let timeline = try host.record()
        #expect(home.presentedViewController === overlay)
        #expect(!home.log.contains { $0.contains("Disappear") })
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let tree = timeline.evaluate(at: t)
            #expect(MainQueueTimerTests.find("home", in: tree) != nil, "frame \(frame)")
            #expect(MainQueueTimerTests.find("second", in: tree) == nil, "frame \(frame)")
            guard t >= 0.1 else { continue }
            let alpha = try #require(MainQueueTimerTests.find("overlay", in: tree)).opacity
            #expect(abs(alpha - TimingFunction.easeInEaseOut.value(at: min((t - 0.1) / 0.5, 1))) < 1e-9)
        }
    }

    /// A window made key in the recording joins the recording's `UIApplication.shared`; a root
    /// controller replaced without animation disappears as the new one appears.
    @Test func windowsAndRootReplacement() throws {
        let host = RecordingHost(size: CGSize(width: 50, height: 50), scale: 1, fps: 10, duration: 0.3)
        let first = LoggingController("first")
        let second = LoggingController("second")
        host.run {
            host.window.rootViewController = first
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            other.makeKeyAndVisible()
            #expect(UIApplication.shared.windows.count == 2 && other.isKeyWindow && !host.window.isKeyWindow)
            host.window.makeKey()
        }
        host.at(0.1) { host.window.rootViewController = second }
        _ = try host.record()
        #expect(
            first.log.filter { $0.contains("ppear") }.suffix(2) == [
                "first.viewWillDisappear(false)", "first.viewDidDisappear(false)",
            ])
        #expect(
            second.log.filter { $0.contains("ppear") } == [
                "second.viewWillAppear(false)", "second.viewDidAppear(false)",
            ])
        #expect(first.viewIfLoaded?.superview == nil && second.view.superview === host.window)
    }
}
