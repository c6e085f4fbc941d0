import ReelCore
import Testing
import UIKit

// Controllers override what UIKit reads from them (`modalPresentationStyle`, the status bar
// style, `title` with an observer) and animators override their methods: Swift allows that only
// for members declared `open` in the class body. That these compile is half the test; that UIKit
// reads the overrides is the other half.

final class OverlayController: UIViewController {
    var titles: [String?] = []
    override var modalPresentationStyle: UIModalPresentationStyle {
        get { .overFullScreen }
        set {}
    }
    override var modalTransitionStyle: UIModalTransitionStyle {
        get { .crossDissolve }
        set {}
    }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var title: String? { didSet { titles.append(title) } }
    override func loadView() {
        view = UIView()
        view.layer.name = "overlay"
    }
}

final class CountingAnimator: UIViewPropertyAnimator {
    var starts = 0
    override func startAnimation() {
        starts += 1
        super.startAnimation()
    }
}

@Suite struct ControllerOverrideTests {
    /// An overridden `modalPresentationStyle` keeps the presenter's view (`.overFullScreen`), an
    /// overridden `modalTransitionStyle` fades; `runningPropertyAnimator` on a subclass makes the
    /// subclass.
    @Test func overridesAreRead() throws {
        let host = RecordingHost(size: CGSize(width: 40, height: 40), scale: 1, fps: 10, duration: 1)
        let home = LoggingController("home")
        let overlay = OverlayController()
        host.run { host.window.rootViewController = home }
        host.at(0.1) {
            overlay.title = "Overlay"
            home.present(overlay, animated: true)
        }
        var animator: CountingAnimator?
        host.at(0.2) {
            animator = CountingAnimator.runningPropertyAnimator(
                withDuration: 0.2, delay: 0, options: [], animations: { home.view.alpha = 0.5 })
            animator?.startAnimation()
        }
        let timeline = try host.record()
        #expect(overlay.titles == ["Overlay"] && overlay.preferredStatusBarStyle == .lightContent)
        #expect(animator?.starts == 1)
        let tree = timeline.evaluate(at: 0.3)
        #expect(MainQueueTimerTests.find("home", in: tree) != nil)
        let alpha = try #require(MainQueueTimerTests.find("overlay", in: tree)).opacity
        #expect(abs(alpha - TimingFunction.easeInEaseOut.value(at: 0.4)) < 1e-9)
    }
}
