import Testing
import UIKit

/// `UIView.transition(from:to:…)` rearranges the façade's view tree and its layers as UIKit
/// does: the new view takes the old one's place, or with `.showHideTransitionViews` the two
/// swap visibility and both stay.
@Suite struct ViewTransitionTests {
    /// A container holding three subviews, tagged 1 to 3 in drawing order.
    static func container() -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for tag in 1...3 {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.tag = tag
            container.addSubview(view)
        }
        return container
    }

    @Test func replacesTheOldViewWhereItWas() {
        let container = Self.container()
        let old = container.subviews[1]
        let new = UIView(frame: .zero)
        new.tag = 9
        UIView.transition(from: old, to: new, duration: 0.5, options: .transitionCrossDissolve)
        #expect(container.subviews.map(\.tag) == [1, 9, 3])
        #expect(new.superview === container)
        #expect(old.superview == nil)
        #expect(container.layer.sublayers?.map { $0 === new.layer } == [false, true, false])
        #expect(old.layer.superlayer == nil)
    }

    @Test func showHideKeepsBothViews() {
        let container = Self.container()
        let old = container.subviews[0]
        let new = container.subviews[2]
        new.isHidden = true
        UIView.transition(from: old, to: new, duration: 0.5, options: [.showHideTransitionViews])
        #expect(container.subviews.map(\.tag) == [1, 2, 3])
        #expect(old.isHidden)
        #expect(!new.isHidden)
    }

    @Test func aViewWithoutSuperviewIsLeftAlone() {
        let old = UIView(frame: .zero)
        let new = UIView(frame: .zero)
        UIView.transition(from: old, to: new, duration: 0.5, options: [.showHideTransitionViews])
        #expect(old.superview == nil && new.superview == nil)
        #expect(!old.isHidden)
    }
}
