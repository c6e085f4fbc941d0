import ReelCore
import Testing
import UIKit

/// A controller that writes down UIKit's calls to it, as an app's logging would.
class LoggingController: UIViewController {
    let name: String
    var log: [String] = []

    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        log.append("\(name).loadView")
        view = UIView(frame: UIScreen.main.bounds)
        view.layer.name = name
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("\(name).viewWillAppear(\(animated))")
        let moves = [(isBeingPresented, "beingPresented"), (isMovingToParent, "movingToParent")]
        for (flag, movement) in moves where flag { log.append("\(name).\(movement)") }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("\(name).viewDidAppear(\(animated))")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("\(name).viewWillDisappear(\(animated))")
        let moves = [(isBeingDismissed, "beingDismissed"), (isMovingFromParent, "movingFromParent")]
        for (flag, movement) in moves where flag { log.append("\(name).\(movement)") }
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("\(name).viewDidDisappear(\(animated))")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("\(name).viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("\(name).viewDidLayoutSubviews")
    }
}

/// An onboarding screen as apps write it: a card laid out inside the safe area in
/// `viewDidLayoutSubviews`, faded and slid up in `viewDidAppear`.
final class OnboardingController: LoggingController {
    let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.backgroundColor = .blue
        card.layer.name = "card"
        card.alpha = 0
        view.addSubview(card)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let top = view.safeAreaInsets.top
        card.frame = CGRect(x: 20, y: top + 20, width: view.bounds.width - 40, height: 100)
        card.transform = CGAffineTransform(translationX: 0, y: 40)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.6, delay: 0, options: [.curveEaseOut]) {
            self.card.alpha = 1
            self.card.transform = .identity
        }
    }
}

/// A banner pinned to the safe area with Auto Layout, as a controller's `viewDidLoad` does; what
/// `viewDidLayoutSubviews` sees of it.
final class BannerController: UIViewController {
    let banner = UIView()
    var laidOut: [CGRect] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: guide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 30),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOut.append(banner.frame)
    }
}

@Suite struct ViewControllerTests {
    static func state(_ name: String, in timeline: Timeline, frame: Int) throws -> LayerState {
        try #require(MainQueueTimerTests.find(name, in: timeline.evaluate(at: timeline.time(ofFrame: frame))))
    }

    /// The window's root controller is loaded, shown and laid out in UIKit's order; the view
    /// fills the window, and the recording's `UIApplication.shared` has the host's window as key.
    @Test func rootControllerLifecycleInUIKitOrder() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 200), scale: 1, fps: 10, duration: 0.3)
        let controller = LoggingController("root")
        host.run {
            #expect(!controller.isViewLoaded)
            #expect(UIApplication.shared.keyWindow === host.window)
            #expect(UIApplication.shared.windows.count == 1)
            host.window.rootViewController = controller
            #expect(controller.log == ["root.loadView", "root.viewDidLoad", "root.viewWillAppear(false)"])
        }
        _ = try host.record()
        #expect(
            controller.log == [
                "root.loadView", "root.viewDidLoad", "root.viewWillAppear(false)", "root.viewWillLayoutSubviews",
                "root.viewDidLayoutSubviews", "root.viewDidAppear(false)",
            ])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
        #expect(controller.view.window === host.window)
        #expect(controller.view.next === controller)
        #expect(UIApplication.shared.keyWindow == nil, "outside a recording the app has no windows")
    }

    /// The onboarding card starts inside the safe area, 40 points low and clear, and eases out to
    /// its place over 0.6 s from the first frame: alpha = easeOut(t / 0.6), y = 40 · (1 − that).
    @Test func onboardingAnimatesInViewDidAppear() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 300), scale: 1, fps: 30, duration: 0.8)
        host.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let onboarding = OnboardingController("onboarding")
        host.run { host.window.rootViewController = onboarding }
        let timeline = try host.record()
        #expect(onboarding.card.frame == CGRect(x: 20, y: 64, width: 160, height: 100))
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let eased = t >= 0.6 ? 1 : TimingFunction.easeOut.value(at: t / 0.6)
            let card = try Self.state("card", in: timeline, frame: frame)
            #expect(abs(card.opacity - eased) < 1e-9, "frame \(frame)")
            #expect(abs(card.transform.m42 - 40 * (1 - eased)) < 1e-9, "frame \(frame)")
            #expect(card.position.y == 114)
        }
    }

    /// The controller's view reads the window's safe area: the banner sits under the top inset,
    /// already placed when `viewDidLayoutSubviews` runs.
    @Test func safeAreaLayoutGuideOfTheControllersView() throws {
        let host = RecordingHost(size: CGSize(width: 120, height: 200), scale: 1, fps: 10, duration: 0.2)
        host.safeAreaInsets = UIEdgeInsets(top: 44, left: 8, bottom: 34, right: 8)
        let controller = BannerController()
        host.run { host.window.rootViewController = controller }
        _ = try host.record()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 8, bottom: 34, right: 8))
        #expect(controller.laidOut.first == CGRect(x: 8, y: 44, width: 104, height: 30))
    }

    /// A child added to a shown parent appears; removed, it disappears; the parent's appearance
    /// calls reach it while it is there.
    @Test func containmentForwardsAppearance() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 100), scale: 1, fps: 10, duration: 0.5)
        let parent = LoggingController("parent")
        let child = LoggingController("child")
        host.run { host.window.rootViewController = parent }
        host.at(0.1) {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        host.at(0.3) {
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        _ = try host.record()
        #expect(parent.children.isEmpty && child.parent == nil)
        #expect(
            child.log == [
                "child.loadView", "child.viewDidLoad", "child.viewWillAppear(false)", "child.movingToParent",
                "child.viewDidAppear(false)", "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
                "child.viewWillDisappear(false)", "child.movingFromParent", "child.viewDidDisappear(false)",
            ])
    }
}
