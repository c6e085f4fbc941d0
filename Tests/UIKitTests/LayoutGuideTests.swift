import Foundation
import Testing
import UIKit

/// `UILayoutGuide` as iOS code uses it: a spacer whose anchors take part in the layout, whose
/// `layoutFrame` the layout pass fills in, and which places views beside it.
@Suite struct LayoutGuideTests {
    /// Two equal-width guides between three 40-point views spread them evenly across 300
    /// points (the idiom from Apple's "Auto Layout Guide"): each guide is (300 − 120) / 2 wide.
    @Test func guidesSpaceViewsEvenly() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let views = (0..<3).map { _ in UIView() }
        let gaps = [UILayoutGuide(), UILayoutGuide()]
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 40), view.heightAnchor.constraint(equalToConstant: 20),
                view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
        }
        gaps[0].owningView = root
        root.addLayoutGuide(gaps[1])
        gaps[1].identifier = "second gap"
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            gaps[0].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[1].leadingAnchor.constraint(equalTo: gaps[0].trailingAnchor),
            gaps[1].leftAnchor.constraint(equalTo: views[1].rightAnchor),
            views[2].leadingAnchor.constraint(equalTo: gaps[1].trailingAnchor),
            views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gaps[0].widthAnchor.constraint(equalTo: gaps[1].widthAnchor),
            gaps[0].topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            gaps[0].heightAnchor.constraint(equalToConstant: 5),
            gaps[1].centerYAnchor.constraint(equalTo: root.centerYAnchor),
            gaps[1].heightAnchor.constraint(equalTo: gaps[0].heightAnchor, multiplier: 2),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutGuides.count == 2 && gaps[0].owningView === root)
        #expect(gaps[0].layoutFrame == CGRect(x: 40, y: 10, width: 90, height: 5))
        #expect(gaps[1].layoutFrame == CGRect(x: 170, y: 45, width: 90, height: 10))
        #expect(views.map(\.frame.minX) == [0, 130, 260])
        #expect(gaps[0].constraintsAffectingLayout(for: .horizontal).count == 3)
        #expect(gaps[0].constraintsAffectingLayout(for: .vertical).count == 3)

        gaps[0].owningView = nil
        #expect(root.layoutGuides.count == 1 && gaps[0].layoutFrame == .zero)
    }

    /// A send button pinned above the keyboard guide, as chat screens write it. With the keyboard
    /// offscreen (Reel shows none) the guide is the strip under the safe area, 34 points on a
    /// phone with a home indicator, so the button's bottom is the safe area's (Apple:
    /// `usesBottomSafeArea` "ties to the bottomAnchor of the view's safeAreaLayoutGuide");
    /// without `usesBottomSafeArea` the guide has no height and the button meets the bottom.
    @Test func keyboardGuideSitsUnderTheSafeArea() {
        let host = RecordingHost(size: CGSize(width: 390, height: 844), scale: 1, fps: 10, duration: 0.1)
        host.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let view = host.rootView
        let send = UIView()
        send.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(send)
        NSLayoutConstraint.activate([
            send.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            send.trailingAnchor.constraint(equalTo: view.keyboardLayoutGuide.trailingAnchor, constant: -16),
            send.widthAnchor.constraint(equalToConstant: 60), send.heightAnchor.constraint(equalToConstant: 36),
        ])
        view.layoutIfNeeded()
        #expect(view.keyboardLayoutGuide === view.keyboardLayoutGuide)
        #expect(view.keyboardLayoutGuide.usesBottomSafeArea)
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        #expect(send.frame == CGRect(x: 314, y: 766, width: 60, height: 36))

        view.keyboardLayoutGuide.usesBottomSafeArea = false
        view.layoutIfNeeded()
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))
        #expect(send.frame == CGRect(x: 314, y: 800, width: 60, height: 36))
    }
}
