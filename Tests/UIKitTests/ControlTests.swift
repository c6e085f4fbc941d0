import ReelCore
import ReelRender
import Testing
import UIKit

/// Controls: their state and events, the actions they run, their sizes, and the events a
/// scripted tap sends (at the exact times on the recording's clock).
@Suite struct ControlTests {
    @Test func stateAndEventBitsAreUIKits() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4 && UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
        #expect(UIControl.Event.touchUpInside.rawValue == 64 && UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        let control = UIControl(frame: .zero)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
    }

    /// Actions run for their events in the order added; one identifier is one action; removing
    /// an action for some events keeps it for the others.
    @Test func actionsRunForTheirEvents() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        let a = UIAction(title: "A") { log.append("a:\($0.title)") }
        control.addAction(a, for: [.touchDown, .valueChanged])
        control.addAction(UIAction { _ in log.append("b") }, for: .valueChanged)
        control.addAction(UIAction(identifier: .init("c")) { _ in log.append("c1") }, for: .touchDown)
        control.addAction(UIAction(identifier: .init("c")) { _ in log.append("c2") }, for: .touchDown)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchDown)
        control.removeAction(a, for: .touchDown)
        control.sendActions(for: [.touchDown, .valueChanged])
        #expect(log == ["a:A", "b", "a:A", "c2", "a:A", "b", "c2"])
        var sender: Any?
        let probe = UIAction { sender = $0.sender }
        control.sendAction(probe)
        #expect((sender as AnyObject?) === control)
    }

    @Test func sizes() {
        TextMeasurer.install()
        #expect(
            UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100)).frame
                == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(UIActivityIndicatorView(style: .medium).bounds.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UISlider(frame: .zero).intrinsicContentSize.height == 31)
        #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize.height == 4)
        // A configured button: its 17-point title plus insets of 7 and 12 points.
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration)
        let label = UILabel(frame: .zero)
        label.font = .systemFont(ofSize: 17)
        label.text = "Follow"
        let title = label.intrinsicContentSize
        #expect(button.bounds.size == CGSize(width: title.width + 24, height: title.height + 14))
        #expect(button.currentTitle == "Follow")
        // A system button is at least 30 points tall, its title 15 points.
        let system = UIButton(type: .system)
        system.setTitle("Go", for: .normal)
        system.sizeToFit()
        #expect(system.bounds.height == 30)
        #expect(system.titleLabel?.font.pointSize == 15)
    }

    /// Titles per state fall back to `.normal`; a system button's highlighted title fades.
    @Test func titlesPerState() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Chosen", for: .selected)
        #expect(button.currentTitle == "Normal")
        button.isSelected = true
        #expect(button.currentTitle == "Chosen" && button.titleLabel?.text == "Chosen")
        button.isSelected = false
        button.isHighlighted = true
        var alpha: CGFloat = 0
        _ = button.titleLabel?.textColor.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        #expect(abs(alpha - UIButton.highlightedSystemAlpha) < 1e-9)
    }

    /// A tap on a button: touch-down (highlighted) at the tap's time, touch-up-inside and the
    /// primary action 0.1 s later, no longer highlighted; a disabled button sends nothing.
    @Test func tapSendsTouchDownThenTouchUpInside() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 30, duration: 1)
        var log: [(name: String, time: Double, highlighted: Bool)] = []
        let button = UIButton(type: .system)
        let disabled = UIButton(type: .system)
        host.run {
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
            disabled.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
            disabled.isEnabled = false
            for b in [button, disabled] {
                host.rootView.addSubview(b)
                for (name, event) in [
                    ("down", UIControl.Event.touchDown), ("up", .touchUpInside), ("primary", .primaryActionTriggered),
                ] {
                    // Unowned, as iOS code must write it: the control keeps its actions.
                    b.addAction(
                        UIAction { [unowned b] _ in log.append((name, CACurrentMediaTime(), b.isHighlighted)) },
                        for: event)
                }
            }
        }
        host.tap(button, at: 0.2)
        host.tap(disabled, at: 0.5)
        _ = try host.record()
        #expect(log.map(\.name) == ["down", "up", "primary"])
        #expect(log.map(\.highlighted) == [true, false, false])
        #expect(zip(log.map(\.time), [0.2, 0.3, 0.3]).allSatisfy { abs($0 - $1) < 1e-12 })
    }

    /// Apple's three `UIAction` initializers, called as iOS code calls them, keep what they are
    /// given (menu-only values stored) and run their handler when a control sends them.
    @Test func actionInitializersKeepTheirValues() {
        var ran: [String] = []
        let plain = UIAction(title: "Plain") { ran.append($0.title) }
        let marked = UIAction(
            title: "Delete", subtitle: "All", identifier: UIAction.Identifier("delete"), attributes: [.destructive],
            state: .on
        ) { ran.append($0.title) }
        let selected = UIAction(title: "Star", selectedImage: nil, attributes: .disabled, state: .mixed) { _ in }
        #expect(marked.subtitle == "All" && marked.attributes == .destructive && marked.state == .on)
        #expect(marked.identifier.rawValue == "delete" && plain.state == .off && plain.attributes.isEmpty)
        #expect(selected.attributes.contains(.disabled) && selected.state == .mixed)
        let control = UIControl(frame: .zero)
        control.addAction(plain, for: .valueChanged)
        control.addAction(marked, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(ran == ["Plain", "Delete"])
    }

    /// Hit testing passes over hidden views, nearly transparent ones and those that take no
    /// touches, and a view with no touch methods of its own passes them up to its superview.
    @Test func hitTestingSkipsWhatUIKitSkips() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 100), scale: 1, fps: 10, duration: 1)
        let under = TouchLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.run {
            host.rootView.addSubview(under)
            let hidden = TouchLog(frame: under.frame)
            hidden.isHidden = true
            let faint = TouchLog(frame: under.frame)
            faint.alpha = 0.005
            let deaf = TouchLog(frame: under.frame)
            deaf.isUserInteractionEnabled = false
            for view in [hidden, faint, deaf] { host.rootView.addSubview(view) }
            under.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
        }
        host.tap(at: CGPoint(x: 20, y: 20), at: 0.1)
        _ = try host.record()
        #expect(under.phases == [.began, .ended])
    }
}

/// A view that notes the phases of the touches it gets.
final class TouchLog: UIView {
    var phases: [UITouch.Phase] = []
    var points: [CGPoint] = []
    var times: [TimeInterval] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }

    private func note(_ touches: Set<UITouch>) {
        guard let touch = touches.first else { return }
        phases.append(touch.phase)
        points.append(touch.location(in: superview))
        times.append(touch.timestamp)
    }
}
