import ReelCore
import Testing
import UIKit

/// A cross-fade between tabs, through the tab bar controller's delegate.
final class TabFade: NSObject, UITabBarControllerDelegate, UIViewControllerAnimatedTransitioning {
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.frame = transitionContext.containerView.bounds
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(
            withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { toView.alpha = 1 },
            completion: { transitionContext.completeTransition($0) })
    }
}

@Suite struct TabBarTests {
    /// Tab 0 shows first; `selectedIndex = 1` at 0.2 s switches at once, with the appearance
    /// calls; with a delegate's animator, `selectedViewController = feed` at 0.5 s fades it in
    /// over 0.4 s.
    @Test func switchingTabs() throws {
        let host = RecordingHost(size: CGSize(width: 60, height: 60), scale: 1, fps: 10, duration: 1.2)
        let feed = LoggingController("feed")
        let profile = LoggingController("profile")
        let tabs = UITabBarController()
        tabs.viewControllers = [feed, profile]
        let fade = TabFade()
        host.run { host.window.rootViewController = tabs }
        host.at(0.2) {
            tabs.selectedIndex = 1
            #expect(tabs.selectedViewController === profile && profile.tabBarController === tabs)
            tabs.delegate = fade
        }
        host.at(0.5) { tabs.selectedViewController = feed }
        let timeline = try host.record()
        #expect(
            feed.log.filter { $0.contains("ppear") } == [
                "feed.viewWillAppear(false)", "feed.viewDidAppear(false)", "feed.viewWillDisappear(false)",
                "feed.viewDidDisappear(false)", "feed.viewWillAppear(true)", "feed.viewDidAppear(true)",
            ])
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let tree = timeline.evaluate(at: t)
            let feedState = MainQueueTimerTests.find("feed", in: tree)
            let profileShown = MainQueueTimerTests.find("profile", in: tree) != nil
            switch t {
            case ..<0.2: #expect(feedState?.opacity == 1 && !profileShown, "frame \(frame)")
            case ..<0.5: #expect(feedState == nil && profileShown, "frame \(frame)")
            case ..<0.9:
                #expect(abs((feedState?.opacity ?? .nan) - (t - 0.5) / 0.4) < 1e-9 && profileShown, "frame \(frame)")
            default: #expect(feedState?.opacity == 1 && !profileShown, "frame \(frame)")
            }
        }
    }
}
