import Foundation
import Testing
import UIKit

/// Members of `UIViewController`, `UIWindow`, `UIApplication` and `UIResponder` beyond the
/// lifecycle: `viewIsAppearing(_:)`, the added safe area, child transitions, content-size
/// notifications, trait overrides for children, key windows and the first responder.
@Suite struct ControllerMembersTests {
    final class Logged: UIViewController {
        var log: [String] = []
        var safeAreaChanges = 0
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewIsAppearing(_ animated: Bool) { log.append("isAppearing") }
        override func viewWillLayoutSubviews() { log.append("willLayout") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
        override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
        var childSizes: [CGSize] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            childSizes.append(container.preferredContentSize)
        }
    }

    @Test func viewIsAppearingComesAfterWillAppearBeforeLayout() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 200), scale: 1, fps: 10, duration: 0.2)
        let controller = Logged()
        host.run { host.window.rootViewController = controller }
        _ = try host.record()
        #expect(Array(controller.log.prefix(4)) == ["willAppear", "isAppearing", "willLayout", "didAppear"])
        #expect(controller.log.filter { $0 == "isAppearing" }.count == 1)
    }

    @Test func additionalSafeAreaInsetsAddToTheViewsAndSubviews() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 200), scale: 1, fps: 10, duration: 0.1)
        let controller = Logged()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        host.run {
            host.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
            host.window.rootViewController = controller
            controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
            controller.view.addSubview(inner)
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 3, bottom: 0, right: 0)
            controller.view.layoutIfNeeded()
        }
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 25, left: 3, bottom: 10, right: 0))
        // The inner view, 30 points tall at the top: 25 of it under the top, 3 at the left.
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 25, left: 3, bottom: 0, right: 0))
        #expect(controller.safeAreaChanges >= 1)
        // The root view's margins: at least 16 at the sides, measured from the safe area.
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 33, left: 19, bottom: 18, right: 16))
    }

    @Test func preferredContentSizeTellsTheParent() {
        let parent = Logged()
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 10, height: 20)
        child.preferredContentSize = CGSize(width: 10, height: 20)
        #expect(parent.childSizes == [CGSize(width: 10, height: 20)])
    }

    @Test func overrideTraitsReachTheChildsView() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child)
        #expect(child.view.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.overrideTraitCollection(forChild: child)?.userInterfaceStyle == .dark)
        parent.setOverrideTraitCollection(nil, forChild: child)
        #expect(child.view.traitCollection.userInterfaceStyle != .dark)
    }

    /// `transition(from:to:…)` with a linear 1 s alpha change: the new view joins above the old
    /// one at once, the old leaves after 1 s, and the completion runs then.
    @Test func childTransitionSwapsTheViews() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 100), scale: 1, fps: 4, duration: 1.5)
        let parent = UIViewController()
        let old = UIViewController()
        let new = UIViewController()
        var done: Bool?
        host.run {
            host.window.rootViewController = parent
            for child in [old, new] { parent.addChild(child) }
            parent.view.addSubview(old.view)
            old.didMove(toParent: parent)
            new.view.alpha = 0
            new.view.layer.name = "new"
        }
        host.at(0) {
            parent.transition(
                from: old, to: new, duration: 1, options: .curveLinear, animations: { new.view.alpha = 1 },
                completion: { done = $0 })
            #expect(new.view.superview === parent.view)
            #expect(parent.view.subviews.last === new.view)
        }
        let timeline = try host.record()
        #expect(abs(try ViewControllerTests.state("new", in: timeline, frame: 2).opacity - 0.5) < 1e-9)
        #expect(old.view.superview == nil)
        #expect(done == true)
    }

    final class KeyLog: UIWindow {
        var log: [String] = []
        override func becomeKey() {
            super.becomeKey()
            log.append("become")
        }
        override func resignKey() {
            super.resignKey()
            log.append("resign")
        }
    }

    @Test func keyWindowsAreToldAndTheFirstResponderIsOne() {
        let host = RecordingHost(size: CGSize(width: 100, height: 100), scale: 1, fps: 10, duration: 0.1)
        host.run {
            let a = KeyLog(frame: .zero)
            let b = KeyLog(frame: .zero)
            a.makeKey()
            b.makeKeyAndVisible()
            #expect(a.log == ["become", "resign"] && b.log == ["become"])
            #expect(UIApplication.shared.keyWindow === b)

            final class Field: UIView {
                override var canBecomeFirstResponder: Bool { true }
            }
            let first = Field(frame: .zero)
            let second = Field(frame: .zero)
            #expect(!UIView(frame: .zero).becomeFirstResponder())
            #expect(first.becomeFirstResponder() && first.isFirstResponder)
            #expect(second.becomeFirstResponder() && !first.isFirstResponder && second.isFirstResponder)
            #expect(second.resignFirstResponder() && !second.isFirstResponder)
        }
    }

    @Test func theBarItemsFollowTheTitleAndTheEditButtonTheEditingState() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox" && controller.tabBarItem.title == "Inbox")
        controller.title = "Sent"
        #expect(controller.navigationItem.title == "Sent" && controller.tabBarItem.title == "Sent")
        let edit = controller.editButtonItem
        #expect(edit.title == "Edit" && edit.style == .plain)
        controller.setEditing(true, animated: false)
        #expect(edit.title == "Done" && edit.style == .done)
        controller.navigationItem.rightBarButtonItem = edit
        #expect(controller.navigationItem.rightBarButtonItems?.count == 1)
        controller.setToolbarItems([.flexibleSpace(), .fixedSpace(12)], animated: false)
        #expect(controller.toolbarItems?.map(\.width) == [0, 12])
    }
}
