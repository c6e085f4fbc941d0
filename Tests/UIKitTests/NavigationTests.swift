import ReelCore
import Testing
import UIKit

/// A pop that fades the top page out over the one below, through the navigation delegate.
final class FadePopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return }
        transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: { fromView.alpha = 0 },
            completion: { _ in
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class FadePops: NSObject, UINavigationControllerDelegate {
    var shown: [String] = []

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        shown.append((viewController as? LoggingController)?.name ?? "?")
    }

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        operation == .pop ? FadePopAnimator() : nil
    }
}

@Suite struct NavigationTests {
    /// A push at 0.2 s slides `detail` in from the right edge (x = w · (1 − e)) while `list` moves
    /// a third of the way left (x = −w/3 · e), e = easeInOut(t / 0.35); the delegate's animator pops
    /// it at 1.0 s, fading it out linearly over 0.3 s. Appearance calls and the stack follow UIKit.
    @Test func pushSlidesAndDelegatePopFades() throws {
        let host = RecordingHost(size: CGSize(width: 120, height: 200), scale: 1, fps: 20, duration: 1.5)
        let list = LoggingController("list")
        let detail = LoggingController("detail")
        let navigation = UINavigationController(rootViewController: list)
        let delegate = FadePops()
        navigation.delegate = delegate
        host.run { host.window.rootViewController = navigation }
        host.at(0.2) {
            list.show(detail, sender: nil)
            #expect(navigation.viewControllers == [list, detail] && detail.navigationController === navigation)
        }
        host.at(1.0) { navigation.popViewController(animated: true) }
        let timeline = try host.record()
        #expect(navigation.viewControllers == [list] && navigation.children == [list] && detail.parent == nil)
        #expect(delegate.shown == ["detail", "list"])
        #expect(detail.log.filter { $0.contains("Parent") } == ["detail.movingToParent", "detail.movingFromParent"])
        let appearance = { (log: [String]) in log.filter { $0.contains("ppear") } }
        #expect(
            appearance(list.log) == [
                "list.viewWillAppear(false)", "list.viewDidAppear(false)", "list.viewWillDisappear(true)",
                "list.viewDidDisappear(true)", "list.viewWillAppear(true)", "list.viewDidAppear(true)",
            ])
        #expect(
            appearance(detail.log) == [
                "detail.viewWillAppear(true)", "detail.viewDidAppear(true)", "detail.viewWillDisappear(true)",
                "detail.viewDidDisappear(true)",
            ])
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let tree = timeline.evaluate(at: t)
            let listState = MainQueueTimerTests.find("list", in: tree)
            let detailState = MainQueueTimerTests.find("detail", in: tree)
            switch t {
            case ..<0.2:
                #expect(listState?.position.x == 60 && detailState == nil, "frame \(frame)")
            case ..<0.55:
                let e = TimingFunction.easeInEaseOut.value(at: (t - 0.2) / 0.35)
                #expect(abs((detailState?.position.x ?? .nan) - (60 + 120 * (1 - e))) < 1e-9, "frame \(frame)")
                #expect(abs((listState?.position.x ?? .nan) - (60 - 40 * e)) < 1e-9, "frame \(frame)")
            case ..<1.0:
                #expect(listState == nil && detailState?.position.x == 60, "frame \(frame)")
            case ..<1.3:
                #expect(abs((detailState?.opacity ?? .nan) - (1 - (t - 1.0) / 0.3)) < 1e-9, "frame \(frame)")
                #expect(listState?.position.x == 60, "frame \(frame)")
            default:
                #expect(detailState == nil && listState?.position.x == 60, "frame \(frame)")
            }
        }
    }
}
