import ReelCore
import Testing
import UIKit

/// Apple members added with the family's member lists: system spacing between anchors, a
/// constraint's anchors, the scroll view's animation state and stop, its accepted members, and
/// UIStackView's non-failable `init(coder:)`.
@Suite struct ScrollAndAnchorAdditionsTests {
    /// `b.leading = a.trailing + 2 system spaces` and `b.top ≥ a.bottom + 1.5 system spaces`
    /// place `b` at `a`'s edges plus 16 and 12 points (UIKit's system space between views: 8).
    @Test func systemSpacingPlacesViewsEightPointsPerSpace() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView()
        let b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 1.5),
            b.topAnchor.constraint(equalTo: root.topAnchor).withPriority(.defaultLow),
            b.widthAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 10 + 50 + 16, y: 20 + 40 + 12, width: 30, height: 30))
    }

    /// A constraint's anchors name its items and attributes; one against a constant has no second.
    @Test func constraintAnchorsNameTheirItems() {
        let a = UILabel()
        let b = UIView()
        let between = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        #expect(between.firstAnchor.name == "UILabel.leading")
        #expect(between.secondAnchor?.name == "UIView.trailing")
        #expect(a.widthAnchor.constraint(equalToConstant: 5).secondAnchor == nil)
    }

    /// `isScrollAnimating` is true while `setContentOffset(_:animated:)` runs; stopping it part way
    /// leaves the offset where the animation had it (with paging: the nearest page), and nothing
    /// moves it afterwards.
    @Test(arguments: [false, true])
    func stopScrollingLeavesTheOffsetWhereItIs(paging: Bool) throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 30, duration: 0.6)
        let scroller = UIScrollView(frame: host.rootView.bounds)
        scroller.contentSize = CGSize(width: 200, height: 2000)
        scroller.isPagingEnabled = paging
        host.rootView.addSubview(scroller)
        var animating: [Bool] = []
        var before = CGPoint.zero
        var stoppedAt = CGPoint.zero
        host.at(0.1) { scroller.setContentOffset(CGPoint(x: 0, y: 600), animated: true) }
        host.at(0.15) { animating.append(scroller.isScrollAnimating) }
        host.at(0.2) {
            before = scroller.contentOffset
            scroller.stopScrollingAndZooming()
            stoppedAt = scroller.contentOffset
            animating.append(scroller.isScrollAnimating)
        }
        _ = try host.record()
        #expect(animating == [true, false])
        #expect(before.y > 0 && before.y < 600, "stopped part way")
        #expect(stoppedAt.y == (paging ? (before.y / 200).rounded() * 200 : before.y))
        #expect(scroller.contentOffset == stoppedAt, "nothing moves it after the stop")
    }

    /// `bounces` is both axes' bouncing, as UIKit's; the accepted members keep their values and
    /// warn once; `withScrollIndicatorsShown` still makes its changes.
    @Test func acceptedMembersStoreTheirValues() {
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroller.bouncesVertically = false
        #expect(!scroller.bounces && scroller.bouncesHorizontally)
        scroller.bounces = true
        #expect(scroller.bouncesVertically)
        scroller.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scroller.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(AcceptedMember.wasNoted("UIScrollView.scrollIndicatorInsets"))
        scroller.withScrollIndicatorsShown { scroller.contentOffset = CGPoint(x: 0, y: 30) }
        #expect(scroller.contentOffset == CGPoint(x: 0, y: 30))
        #expect(!scroller.touchesShouldCancel(in: UIControl()) && scroller.touchesShouldCancel(in: UIView()))
    }

    /// A control made with a primary action runs it for `performPrimaryAction()`; its events are
    /// the union of its actions'; tool tips are accepted (stored, warned once).
    @Test func controlPrimaryActionAndEvents() {
        var runs: [String] = []
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in runs.append("primary") })
        control.addAction(UIAction { _ in runs.append("changed") }, for: [.valueChanged, .touchDown])
        #expect(control.allControlEvents == [.primaryActionTriggered, .valueChanged, .touchDown])
        control.performPrimaryAction()
        #expect(runs == ["primary"])
        control.toolTip = "Save"
        #expect(control.toolTip == "Save" && AcceptedMember.wasNoted("UIControl.toolTip"))
    }

    /// UIStackView's `init(coder:)` is non-failable, as UIKit declares it.
    @Test func stackViewDecodes() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: "text" as NSString, requiringSecureCoding: true)
        let stack: UIStackView = UIStackView(coder: try NSKeyedUnarchiver(forReadingFrom: data))
        #expect(stack.arrangedSubviews.isEmpty)
    }
}

extension NSLayoutConstraint {
    fileprivate func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
