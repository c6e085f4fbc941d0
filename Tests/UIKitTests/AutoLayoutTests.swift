import Foundation
import ReelCore
import Testing

@testable import UIKit

/// Auto Layout as iOS code writes it (anchors, `NSLayoutConstraint`, `UIStackView`), its
/// layout pass, and the idiom of animating a constraint's constant with `layoutIfNeeded()`
/// inside `UIView.animate`: frames checked against hand-computed values and formulas.
@Suite struct AutoLayoutTests {
    /// The presentation frame of the layer named `name` at `t` (a direct child of the root).
    static func frame(_ timeline: Timeline, _ name: String, at t: Double) -> CGRect {
        var found: LayerState?
        timeline.evaluate(at: t).forEachLayer { layer, _ in
            if layer.state.name == name { found = layer.state }
        }
        guard let s = found else { return .null }
        return CGRect(
            x: s.position.x - s.bounds.width * s.anchorPoint.x, y: s.position.y - s.bounds.height * s.anchorPoint.y,
            width: s.bounds.width, height: s.bounds.height)
    }

    static func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance
            && abs(a.height - b.height) < tolerance
    }

    @Test func anchorsPlaceViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let card = UIView()
        let badge = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.25),
            badge.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(greaterThanOrEqualToConstant: 12),
            badge.heightAnchor.constraint(lessThanOrEqualToConstant: 12),
        ])
        root.layoutIfNeeded()
        // card: x 20…280 (width 260), height 65, centred on y = 100.
        #expect(card.frame == CGRect(x: 20, y: 67.5, width: 260, height: 65))
        // badge: right edge at the card's margin (260 − 8), in the card's coordinates.
        #expect(badge.frame == CGRect(x: 222, y: 4, width: 30, height: 12))
        #expect(root.constraints.count == 3 && card.constraints.count == 3 && badge.constraints.count == 3)
    }

    /// A view laid out on its own (its `init` calls `layoutIfNeeded()`, as a scroll delegate set
    /// up there does) and then added to a window: its constraints are now in two engines. A
    /// constant changed afterwards re-solves in the window's engine, and the view's own engine,
    /// laid out again once the view is taken out, still holds only its own constraints. Before
    /// the engines kept their own entries this stopped on an index out of range in the solver.
    @Test func constraintsMoveFromAViewsOwnEngineToTheWindows() {
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(header)
        let height = header.heightAnchor.constraint(equalToConstant: 140)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: panel.topAnchor),
            header.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: panel.trailingAnchor), height,
        ])
        panel.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 200, height: 140))

        let window = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let other = UIView()
        other.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(other)
        NSLayoutConstraint.activate([
            other.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            other.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            other.widthAnchor.constraint(equalToConstant: 50), other.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        window.addSubview(panel)
        window.layoutIfNeeded()
        for value in [190.0, 56, 90] {
            height.constant = value
            window.layoutIfNeeded()
            #expect(header.frame == CGRect(x: 0, y: 0, width: 200, height: value))
            #expect(other.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
        }
        panel.removeFromSuperview()
        height.constant = 70
        panel.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 200, height: 70))
    }

    @Test func constraintApiMatchesUIKit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView()
        root.addSubview(a)
        let c = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5,
            constant: 10)
        c.identifier = "half"
        c.priority = .defaultHigh
        #expect(!c.isActive && c.firstItem === a && c.secondItem === root && c.firstAttribute == .width)
        #expect(c.multiplier == 0.5 && c.constant == 10 && c.relation == .equal && c.priority.rawValue == 750)
        c.isActive = true
        #expect(c.isActive && root.constraints.first === c)
        NSLayoutConstraint.deactivate([c])
        #expect(!c.isActive && root.constraints.isEmpty)
        #expect(UILayoutPriority.required > .defaultHigh && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
    }

    /// The idiom: change `constant`, `layoutIfNeeded()` inside `UIView.animate`; the moved view
    /// and the view chained to it both animate from old to new frames.
    @Test func constantChangeAnimatesInLayoutIfNeeded() throws {
        let host = RecordingHost(size: CGSize(width: 400, height: 200), scale: 1, fps: 20, duration: 1)
        let view = host.rootView
        let box = UIView()
        box.layer.name = "box"
        let tail = UIView()
        tail.layer.name = "tail"
        for v in [box, tail] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let leading = box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            leading, width,
            box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 40),
            tail.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 10),
            tail.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
            tail.topAnchor.constraint(equalTo: box.bottomAnchor),
            tail.heightAnchor.constraint(equalTo: box.heightAnchor),
        ])
        host.at(0.2) {
            leading.constant = 220
            width.constant = 100
            UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear]) {
                view.layoutIfNeeded()
            }
        }
        let timeline = try host.record()
        for t in [0.1, 0.2, 0.35, 0.5, 0.6, 0.7, 0.9] {
            let p = min(max((t - 0.2) / 0.5, 0), 1)
            let x = 20 + 200 * p
            let w = 50 + 50 * p
            #expect(Self.near(Self.frame(timeline, "box", at: t), CGRect(x: x, y: 10, width: w, height: 40)), "t=\(t)")
            let tailX = x + w + 10
            #expect(
                Self.near(Self.frame(timeline, "tail", at: t), CGRect(x: tailX, y: 50, width: 390 - tailX, height: 40)),
                "t=\(t)")
        }
    }

    /// Outside an animation block a changed constant is laid out by the next display cycle
    /// (before the next frame), without animating, as UIKit's deferred layout pass does.
    @Test func constantChangeAppliesAtTheNextFrame() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: 10, duration: 0.6)
        let dot = UIView()
        dot.layer.name = "dot"
        dot.translatesAutoresizingMaskIntoConstraints = false
        host.rootView.addSubview(dot)
        let left = dot.leftAnchor.constraint(equalTo: host.rootView.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, dot.topAnchor.constraint(equalTo: host.rootView.topAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10), dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
        ])
        host.at(0.25) { left.constant = 150 }
        let timeline = try host.record()
        #expect(Self.frame(timeline, "dot", at: 0.2) == CGRect(x: 10, y: 0, width: 10, height: 10))
        #expect(Self.frame(timeline, "dot", at: 0.3) == CGRect(x: 150, y: 0, width: 10, height: 10))
    }

    /// `multiplier` is read-only: the constraint is replaced, and the change animates.
    @Test func multiplierChangeByReplacingTheConstraint() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: 10, duration: 1)
        let bar = UIView()
        bar.layer.name = "bar"
        bar.translatesAutoresizingMaskIntoConstraints = false
        host.rootView.addSubview(bar)
        var share = bar.widthAnchor.constraint(equalTo: host.rootView.widthAnchor, multiplier: 0.25)
        NSLayoutConstraint.activate([
            share, bar.heightAnchor.constraint(equalToConstant: 10),
            bar.leadingAnchor.constraint(equalTo: host.rootView.leadingAnchor),
            bar.topAnchor.constraint(equalTo: host.rootView.topAnchor),
        ])
        host.at(0.2) {
            share.isActive = false
            share = bar.widthAnchor.constraint(equalTo: host.rootView.widthAnchor, multiplier: 0.75)
            share.isActive = true
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) { host.rootView.layoutIfNeeded() }
        }
        let timeline = try host.record()
        for t in [0.1, 0.3, 0.4, 0.5, 0.8] {
            let p = min(max((t - 0.2) / 0.4, 0), 1)
            #expect(Self.near(Self.frame(timeline, "bar", at: t), CGRect(x: 0, y: 0, width: 50 + 100 * p, height: 10)))
        }
    }

    /// A view with an intrinsic size (a counter badge) sizes the container pinned around it.
    final class CounterBadge: UIView {
        var count = 1 { didSet { invalidateIntrinsicContentSize() } }
        override var intrinsicContentSize: CGSize { CGSize(width: 16 + 10 * CGFloat(count), height: 24) }
    }

    @Test func intrinsicSizeDrivesTheContainer() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let container = UIView()
        let badge = CounterBadge()
        container.translatesAutoresizingMaskIntoConstraints = false
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        container.addSubview(badge)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 4),
            badge.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -4),
        ])
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 10, y: 10, width: 42, height: 32))
        badge.count = 12
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 10, y: 10, width: 152, height: 32))
        #expect(badge.frame == CGRect(x: 8, y: 4, width: 136, height: 24))
        // Compression resistance (750) loses to a required cap; hugging (250) to a stronger wish.
        let cap = container.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        cap.isActive = true
        root.layoutIfNeeded()
        #expect(badge.frame.width == 84)
        cap.isActive = false
        let wide = badge.widthAnchor.constraint(equalToConstant: 200)
        wide.priority = UILayoutPriority(300)
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(badge.frame.width == 200)
        badge.setContentHuggingPriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(badge.frame.width == 136)
    }

    /// Required constraints that contradict each other: UIKit's log, the newest broken, no crash.
    @Test func conflictingRequiredConstraintsLogAndStillDraw() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: 10, duration: 0.5)
        let box = UIView()
        box.layer.name = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        host.rootView.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 150)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: host.rootView.leadingAnchor),
            box.topAnchor.constraint(equalTo: host.rootView.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
            narrow, wide,
        ])
        let timeline = try host.record()
        #expect(Self.near(Self.frame(timeline, "box", at: 0.2), CGRect(x: 0, y: 0, width: 100, height: 20)))
        let log = host.rootView.layoutEngine.conflicts
        #expect(log.count == 1)
        let text = log.first ?? ""
        #expect(text.contains("Unable to simultaneously satisfy constraints."))
        #expect(text.contains("\"<NSLayoutConstraint:0x600000000010 UIView:0x600000000020.width == 100   (active)>\""))
        #expect(
            text.contains(
                "Will attempt to recover by breaking constraint \n"
                    + "<NSLayoutConstraint:0x600000000030 'wide' UIView:0x600000000020.width == 150   (active)>"
            ))
        #expect(wide.isActive)
    }

    /// UIKit's order: `updateConstraints()` subviews first, then `layoutSubviews()` from the top.
    final class Probe: UIView {
        nonisolated(unsafe) static var calls: [String] = []
        override func updateConstraints() {
            Self.calls.append("update \(tag)")
            super.updateConstraints()
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            Self.calls.append("layout \(tag)")
        }
    }

    @Test func updateConstraintsThenLayoutSubviews() {
        let root = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.tag = 1
        let child = Probe()
        child.tag = 2
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        Probe.calls = []
        child.layoutIfNeeded()  // from the subview: the root needs layout, so it lays out from there
        #expect(Probe.calls == ["update 2", "update 1", "layout 1", "layout 2"])
        #expect(child.frame == CGRect(x: 45, y: 45, width: 10, height: 10))
    }

    @Test func safeAreaGuideUsesTheHostInsets() {
        let host = RecordingHost(size: CGSize(width: 390, height: 844), scale: 1, fps: 10, duration: 0.1)
        host.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        host.rootView.addSubview(content)
        let guide = host.rootView.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
        ])
        host.rootView.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 16, y: 47, width: 358, height: 763))
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(host.rootView.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
    }
}

/// Frame-based views follow their superview by `autoresizingMask`.
@Suite struct AutoresizingTests {
    @Test func flexiblePartsShareTheChange() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        bar.autoresizingMask = [.flexibleWidth]
        let badge = UIView(frame: CGRect(x: 150, y: 60, width: 40, height: 30))
        badge.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let centred = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        for v in [bar, badge, centred, fixed] { container.addSubview(v) }
        container.frame.size = CGSize(width: 300, height: 150)
        #expect(bar.frame == CGRect(x: 10, y: 10, width: 280, height: 20))
        #expect(badge.frame == CGRect(x: 250, y: 110, width: 40, height: 30))
        // 100 more points over margins 50, width 100, margin 50: +25, +50, +25.
        #expect(centred.frame == CGRect(x: 75, y: 40, width: 150, height: 20))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
        container.autoresizesSubviews = false
        container.frame.size = CGSize(width: 200, height: 100)
        #expect(bar.frame.width == 280)
    }
}

/// Everyday mistakes and clean-ups, as UIKit answers them.
@Suite struct AutoLayoutHousekeepingTests {
    /// Forgetting `translatesAutoresizingMaskIntoConstraints = false`: the frame's constraints
    /// win (they came first), UIKit's log names them, and the view keeps its frame.
    @Test func forgottenTranslatesLogsTheAutoresizingConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let box = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
        root.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 20, width: 50, height: 40))
        let log = root.layoutEngine.conflicts.first ?? ""
        #expect(
            log.contains(
                "\"<NSAutoresizingMaskLayoutConstraint:0x600000000010 h=--& v=--& "
                    + "UIView:0x600000000020.width == 50   (active)>\""
            ))
        #expect(
            log.contains(
                "breaking constraint \n"
                    + "<NSLayoutConstraint:0x600000000030 UIView:0x600000000020.width == 100   (active)>"
            ))
    }

    /// A view taken out of its superview takes the constraints that tied it there with it.
    @Test func removingAViewDeactivatesItsConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView()
        let b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let pin = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let chain = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5)
        let size = a.widthAnchor.constraint(equalToConstant: 30)
        NSLayoutConstraint.activate([pin, chain, size, b.widthAnchor.constraint(equalToConstant: 20)])
        root.layoutIfNeeded()
        #expect(b.frame.minX == 45)
        a.removeFromSuperview()
        #expect(!pin.isActive && !chain.isActive && size.isActive)
        b.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(b.frame.minX == 0 && root.layoutEngine.conflicts.isEmpty)
    }
}
