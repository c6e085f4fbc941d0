import Foundation
import Testing
import UIKit

/// The presses of the responder chain, a finger touch's stylus values, the presentation
/// controller's adaptive delegate, the view's own coordinate space and the app's accepted members.
@Suite struct EventAndAdaptationMembersTests {
    final class PressLog: UIView {
        var log: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("began") }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("ended") }
    }

    @Test func pressesGoUpTheResponderChain() {
        let parent = PressLog(frame: .zero)
        let child = UIView(frame: .zero)
        parent.addSubview(child)
        child.pressesBegan([UIPress()], with: nil)
        child.pressesChanged([UIPress()], with: nil)
        child.pressesEnded([UIPress()], with: nil)
        #expect(parent.log == ["began", "ended"])
    }

    @Test func aFingerTouchHasAFingersStylusValues() {
        let touch = UITouch()
        #expect(touch.altitudeAngle == .pi / 2)
        #expect(touch.azimuthAngle(in: nil) == 0)
        #expect(touch.azimuthUnitVector(in: nil) == CGVector(dx: 1, dy: 0))
        #expect(touch.preciseLocation(in: nil) == touch.location(in: nil))
        #expect(touch.estimatedProperties.isEmpty && touch.estimationUpdateIndex == nil)
    }

    final class Adapting: NSObject, UIAdaptivePresentationControllerDelegate {
        let style: UIModalPresentationStyle
        init(style: UIModalPresentationStyle) { self.style = style }
        func adaptivePresentationStyle(
            for controller: UIPresentationController, traitCollection: UITraitCollection
        ) -> UIModalPresentationStyle { style }
    }

    @Test(arguments: [
        (UIModalPresentationStyle.overFullScreen, UIModalPresentationStyle.overFullScreen),
        (.none, .formSheet),
    ])
    func theDelegateChoosesTheCompactStyle(
        delegateStyle: UIModalPresentationStyle, expected: UIModalPresentationStyle
    ) {
        let presented = UIViewController()
        presented.modalPresentationStyle = .formSheet
        let controller = UIPresentationController(presentedViewController: presented, presenting: UIViewController())
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        #expect(controller.adaptivePresentationStyle(for: compact) == .fullScreen)
        let delegate = Adapting(style: delegateStyle)
        controller.delegate = delegate
        #expect(controller.adaptivePresentationStyle(for: compact) == expected)
        #expect(controller.adaptivePresentationStyle(for: regular) == .formSheet)
    }

    @Test func aViewsCoordinateSpaceIsItself() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.coordinateSpace === view)
        #expect(view.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func anAcceptedAppMemberWarnsAndKeepsItsValueInARecording() {
        let host = RecordingHost(size: CGSize(width: 10, height: 10), scale: 1, fps: 10, duration: 0.1)
        var badge = -1
        var tasks: [UIBackgroundTaskIdentifier] = []
        host.run {
            let app = UIApplication.shared
            app.applicationIconBadgeNumber = 3
            badge = app.applicationIconBadgeNumber
            tasks = [app.beginBackgroundTask(), app.beginBackgroundTask(withName: "b")]
        }
        #expect(badge == 3)
        #expect(tasks.count == 2 && tasks[0] != tasks[1] && !tasks.contains(.invalid))
        #expect(AcceptedMember.wasNoted("UIApplication.applicationIconBadgeNumber"))
    }

    @Test func anInterpolatingEffectGoesFromItsMinimumToItsMaximumAndLeavesTheViewAlone() {
        let x = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        x.minimumRelativeValue = -10
        x.maximumRelativeValue = 30
        let y = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        y.minimumRelativeValue = -4
        y.maximumRelativeValue = 4
        let group = UIMotionEffectGroup()
        group.motionEffects = [x, y]
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))
        // x: -10 + 40 × (0.5 + 1) / 2 = 20; y at -1 is its minimum.
        #expect(values?["center.x"] as? Double == 20)
        #expect(values?["center.y"] as? Double == -4)
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.addMotionEffect(group)
        view.addMotionEffect(group)
        #expect(view.motionEffects.count == 1 && view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        view.removeMotionEffect(group)
        #expect(view.motionEffects.isEmpty)
    }

    @Test func theScreensOneModeIsItsSizeInPixels() {
        let host = RecordingHost(size: CGSize(width: 40, height: 30), scale: 3, fps: 10, duration: 0.1)
        var mode: UIScreenMode?
        var modes: [UIScreenMode] = []
        host.run {
            mode = UIScreen.main.currentMode
            modes = UIScreen.main.availableModes
        }
        #expect(mode?.size == CGSize(width: 120, height: 90))
        #expect(mode?.pixelAspectRatio == 1)
        #expect(modes == [mode].compactMap { $0 })
    }
}
