import ReelCore
import Testing
import UIKit

/// A half-height sheet over a dimming view, as apps write one: the presentation controller adds
/// the dimming view and fades it alongside the transition through the transition coordinator.
final class HalfSheetPresentationController: UIPresentationController {
    let dimming = UIView()
    var ends: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.frame = containerView.bounds
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.layer.name = "dimming"
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 0.5
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        ends.append("presented \(completed)")
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in self.dimming.alpha = 0 },
            completion: { context in self.ends.append("coordinator \(context.isCancelled)") })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
        ends.append("dismissed \(completed)")
    }
}

final class HalfSheetTransitions: NSObject, UIViewControllerTransitioningDelegate {
    var controller: HalfSheetPresentationController?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let sheet = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller = sheet
        return sheet
    }
}

@Suite struct PresentationControllerTests {
    /// Presented at 0.1 s with the default cover: the sheet's top goes from 200 to 100
    /// (`frameOfPresentedViewInContainerView`) as the dimming goes to 0.5, both eased over 0.5 s;
    /// dismissed at 1.0 s, both go back; the presenter stays (`.custom`).
    @Test func dimmingViewAnimatesAlongside() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 200), scale: 1, fps: 20, duration: 1.7)
        let home = LoggingController("home")
        let sheet = LoggingController("sheet")
        let transitions = HalfSheetTransitions()
        host.run { host.window.rootViewController = home }
        host.at(0.1) {
            sheet.modalPresentationStyle = .custom
            sheet.transitioningDelegate = transitions
            home.present(sheet, animated: true)
            #expect(sheet.presentationController === transitions.controller)
            #expect(sheet.transitionCoordinator?.transitionDuration == 0.5)
        }
        host.at(1.0) { sheet.dismiss(animated: true) }
        let timeline = try host.record()
        let controller = try #require(transitions.controller)
        #expect(controller.ends == ["presented true", "dismissed true", "coordinator false"])
        #expect(sheet.transitionCoordinator == nil && home.presentedViewController == nil)
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let tree = timeline.evaluate(at: t)
            #expect(MainQueueTimerTests.find("home", in: tree) != nil, "frame \(frame)")
            guard t >= 0.1, t < 1.5 else {
                #expect(MainQueueTimerTests.find("sheet", in: tree) == nil, "frame \(frame)")
                #expect(MainQueueTimerTests.find("dimming", in: tree) == nil, "frame \(frame)")
                continue
            }
            let e =
                t < 1.0
                ? TimingFunction.easeInEaseOut.value(at: min((t - 0.1) / 0.5, 1))
                : 1 - TimingFunction.easeInEaseOut.value(at: (t - 1.0) / 0.5)
            let top = try #require(MainQueueTimerTests.find("sheet", in: tree)).position.y - 50
            #expect(abs(top - (200 - 100 * e)) < 1e-9, "frame \(frame)")
            let dimming = try #require(MainQueueTimerTests.find("dimming", in: tree)).opacity
            #expect(abs(dimming - 0.5 * e) < 1e-9, "frame \(frame)")
        }
    }
}

@Suite struct ControllerLifetimeTests {
    /// When the recording goes, its controllers go too: a presentation left shown (with its
    /// presentation controller and coordinator), a navigation stack, a tab bar controller and a
    /// paused animator hold no cycles.
    @Test func controllersAreFreedWithTheirRecording() throws {
        weak var home: UIViewController?
        weak var sheet: UIViewController?
        weak var presentation: UIPresentationController?
        weak var pushed: UIViewController?
        weak var animator: UIViewPropertyAnimator?
        try {
            let host = RecordingHost(size: CGSize(width: 60, height: 60), scale: 1, fps: 10, duration: 1)
            let transitions = HalfSheetTransitions()
            let navigation = UINavigationController(rootViewController: LoggingController("root"))
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, LoggingController("other")]
            let presented = LoggingController("sheet")
            var held: UIViewPropertyAnimator?
            host.run { host.window.rootViewController = tabs }
            host.at(0.1) {
                presented.modalPresentationStyle = .custom
                presented.transitioningDelegate = transitions
                navigation.present(presented, animated: true)
                let next = LoggingController("next")
                navigation.pushViewController(next, animated: true)
                let paused = UIViewPropertyAnimator(duration: 1, curve: .linear) { next.view.alpha = 0 }
                paused.fractionComplete = 0.5
                (pushed, held) = (next, paused)
            }
            _ = try host.record()
            (home, sheet, presentation, animator) = (navigation, presented, transitions.controller, held)
            #expect(home != nil && sheet?.presentationController === presentation && pushed != nil && animator != nil)
        }()
        #expect(home == nil && sheet == nil && presentation == nil && pushed == nil && animator == nil)
    }
}
