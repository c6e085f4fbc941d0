import ReelCore
import Testing
import UIKit

/// Scripted drags: one move per frame, delivered to the view the touch began in; a custom
/// control following the finger through `touchesMoved`, a slider, gesture recognizers, and a
/// button that shrinks on touch-down and springs back on touch-up-inside.
@Suite struct TouchTests {
    /// A view that follows the finger: it moves by the way the touch moved (and where it lifts).
    final class Knob: UIView {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            touchesMoved(touches, with: event)
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first else { return }
            let now = touch.location(in: superview)
            let before = touch.previousLocation(in: superview)
            center.x += now.x - before.x
        }
    }

    /// Down at 0.2 s at x = 20, moved at each frame strictly inside the drag, lifted at 0.7 s at
    /// x = 180: the knob's centre at frame k is 20 + 160 (t − 0.2) / 0.5 during the drag.
    @Test func aViewFollowsADragFrameByFrame() throws {
        let fps = 30.0
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: fps, duration: 1)
        let knob = Knob(frame: CGRect(x: 0, y: 30, width: 40, height: 40))
        let log = TouchLog(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.run {
            knob.layer.name = "knob"
            host.rootView.addSubview(knob)
        }
        host.drag(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 180, y: 50), duration: 0.5, at: 0.2)
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let expected = 20 + 160 * min(max((t - 0.2) / 0.5, 0), 1)
            let state = try ViewControllerTests.state("knob", in: timeline, frame: frame)
            #expect(abs(state.position.x - expected) < 1e-9, "frame \(frame)")
        }
        // The same drag on a view that logs it: the phases, times and places.
        let second = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: fps, duration: 1)
        second.run { second.rootView.addSubview(log) }
        second.drag(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 180, y: 50), duration: 0.5, at: 0.2)
        _ = try second.record()
        let moves = (7...20).map { Double($0) / fps }  // frames strictly between 0.2 s and 0.7 s
        let movePhases: [UITouch.Phase] = moves.map { _ in .moved }
        #expect(log.phases == [.began] + movePhases + [.ended])
        let times: [Double] = [0.2] + moves + [0.7]
        #expect(zip(log.times, times).allSatisfy { abs($0 - $1) < 1e-12 })
        let xs: [Double] = [20] + moves.map { (t: Double) -> Double in 20 + 160 * (t - 0.2) / 0.5 } + [180]
        #expect(log.points.count == xs.count)
        for (point, x) in zip(log.points, xs) { #expect(abs(Double(point.x) - x) < 1e-9) }
    }

    /// A slider 160 points wide with a 28-point thumb: a drag from the thumb's centre by 66
    /// points moves the value by 66 / (160 − 28) = 0.5; `.valueChanged` comes at every move.
    @Test func sliderFollowsTheThumb() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: 10, duration: 1)
        let slider = UISlider(frame: CGRect(x: 20, y: 30, width: 160, height: 31))
        var changes = 0
        host.run {
            host.rootView.addSubview(slider)
            slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        }
        host.drag(from: CGPoint(x: 34, y: 45), to: CGPoint(x: 100, y: 45), duration: 0.3, at: 0.1)
        _ = try host.record()
        #expect(abs(slider.value - 0.5) < 1e-6)
        #expect(changes == 2)  // moves at 0.2 and 0.3 s (0.1 and 0.4 are the ends)
    }

    /// A tap recognizer fires once when the finger lifts; a pan recognizer reports began,
    /// changed… ended, its translation the way moved.
    @Test func gestureRecognizersWithClosures() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: 10, duration: 1.5)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var taps: [Double] = []
        var pans: [(UIGestureRecognizer.State, CGPoint)] = []
        host.run {
            host.rootView.addSubview(view)
            view.addGestureRecognizer(UITapGestureRecognizer { _ in taps.append(CACurrentMediaTime()) })
            // Unowned, as iOS code must write it: the view keeps its recognizers.
            view.addGestureRecognizer(
                UIPanGestureRecognizer { [unowned view] in pans.append(($0.state, $0.translation(in: view))) })
        }
        host.tap(at: CGPoint(x: 50, y: 50), at: 0.1)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 60), duration: 0.4, at: 0.5)
        _ = try host.record()
        #expect(taps.count == 1 && abs(taps[0] - 0.2) < 1e-12)
        #expect(pans.map(\.0) == [.began, .changed, .changed, .ended])
        let expected: [(CGFloat, CGFloat)] = [(25, 12.5), (50, 25), (75, 37.5), (100, 50)]
        #expect(pans.count == 4)
        #expect(zip(pans.map(\.1), expected).allSatisfy { abs($0.x - $1.0) < 1e-9 && abs($0.y - $1.1) < 1e-9 })
    }

    /// A button that shrinks to 0.9 on touch-down and springs back on touch-up-inside with
    /// `animate(springDuration: 0.5, bounce: 0.3)`: after the lift, its scale is
    /// 1 − 0.1 · x(t) with the damped spring x(t) = e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t),
    /// ω₀ = 2π / 0.5, ζ = 1 − 0.3, ω_d = ω₀√(1 − ζ²).
    @Test func tappedButtonSpringsBack() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: 30, duration: 1.2)
        let button = UIButton(type: .system)
        host.run {
            button.frame = CGRect(x: 50, y: 30, width: 100, height: 40)
            button.layer.name = "button"
            button.setTitle("Like", for: .normal)
            host.rootView.addSubview(button)
            // Unowned, as iOS code must write it: the button keeps its actions.
            button.addAction(
                UIAction { [unowned button] _ in button.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) },
                for: .touchDown)
            button.addAction(
                UIAction { [unowned button] _ in
                    UIView.animate(springDuration: 0.5, bounce: 0.3) { button.transform = .identity }
                }, for: .touchUpInside)
        }
        host.tap(button, at: 0.2, holding: 0.1)
        let timeline = try host.record()
        let omega = 2 * Double.pi / 0.5
        let zeta = 0.7
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let scale = try ViewControllerTests.state("button", in: timeline, frame: frame).transform.m11
            let expected: Double
            switch t {
            case ..<0.2: expected = 1
            case ..<0.3: expected = 0.9
            default:
                let u = t - 0.3
                let x = exp(-zeta * omega * u) * (cos(omegaD * u) + zeta * omega / omegaD * sin(omegaD * u))
                expected = 1 - 0.1 * x
            }
            // The spring stops where it has settled (within 0.1 % of the way: 1e-4 here).
            #expect(abs(scale - expected) < 1e-4, "frame \(frame) at \(t)")
        }
    }
}
