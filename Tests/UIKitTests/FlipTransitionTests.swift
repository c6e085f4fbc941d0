import ReelCore
import ReelRender
import Testing
import UIKit

/// `UIView.transition(with:…)` with the flips, the curls' stand-ins and iOS 17's spring by
/// duration, and `animateKeyframes` in the cubic mode, each against its formula.
@Suite struct FlipTransitionTests {
    /// A red 100-point square at (50, 50) in a 200-point window that a linear, one-second flip
    /// from the left turns blue; the host and the square.
    static func flipping(_ options: UIView.AnimationOptions) -> (RecordingHost, UIView) {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 20, duration: 1.2)
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        host.run {
            card.backgroundColor = .red
            card.layer.name = "card"
            host.rootView.addSubview(card)
        }
        host.at(0) {
            UIView.transition(with: card, duration: 1, options: options.union(.curveLinear)) {
                card.backgroundColor = .blue
            }
        }
        return (host, card)
    }

    /// At angle θ the square's projected width is 100 cos θ / (1 − a²) and its near edge
    /// 100 / (1 − a) tall, a = 50 sin θ / 500 (the eye 500 points away); red before half-way,
    /// blue after (θ − π seen from the other side).
    @Test(arguments: [0.25, 0.4, 0.75]) func flipFromLeftShrinksByCosine(time: Double) throws {
        TextMeasurer.install()
        let (host, _) = Self.flipping(.transitionFlipFromLeft)
        let timeline = try host.record()
        let renderer = try FrameRenderer(canvasSize: timeline.size, scale: 1, backgroundColor: .white)
        let frame = try renderer.render(timeline.evaluate(at: time))
        try? writePNG(frame, to: NSTemporaryDirectory() + "reel-flip-\(time).png")
        let theta = Double.pi * time
        let a = 50 * abs(sin(theta)) / 500
        let width = 100 * abs(cos(theta)) / (1 - a * a)
        let height = 100 / (1 - a)
        let box = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 0, y: 0, width: 200, height: 200), background: [255, 255, 255]))
        #expect(abs(box.width - width) <= 2, "width \(box.width) against \(width)")
        #expect(abs(box.height - height) <= 2, "height \(box.height) against \(height)")
        let centre = Everyday.rgb(frame, 100, 100)
        #expect(centre == (time < 0.5 ? [255, 0, 0] : [0, 0, 255]))
        let state = try ViewControllerTests.state("card", in: timeline, frame: Int(time * 20))
        let shown = View.flipTransform(angle: time < 0.5 ? theta : theta - .pi, x: 0, y: 1)
        #expect(abs(state.transform.m11 - shown.m11) < 1e-6 && abs(state.transform.m14 - shown.m14) < 1e-9)
    }

    /// The model changes half-way and the completion runs at the end, `finished` true.
    @Test func flipChangesHalfWayAndCompletes() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 100), scale: 1, fps: 20, duration: 1)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var seen: [(Double, Bool)] = []
        var done: [(Double, Bool)] = []
        host.run { host.rootView.addSubview(card) }
        host.at(0.1) {
            UIView.transition(with: card, duration: 0.6, options: [.transitionFlipFromTop]) {
                seen.append((CACurrentMediaTime(), card.isHidden))
                card.isHidden = true
            } completion: {
                done.append((CACurrentMediaTime(), $0))
            }
        }
        _ = try host.record()
        #expect(seen.count == 1 && abs(seen[0].0 - 0.4) < 1e-9)
        #expect(done.count == 1 && abs(done[0].0 - 0.7) < 1e-9 && done[0].1)
    }

    /// Curl up stands in as the old page sliding up off the new one: at progress p (eased)
    /// the old red page's bottom edge is at 150 − 100p.
    @Test func curlUpRevealsUpwards() throws {
        TextMeasurer.install()
        let (host, _) = Self.flipping(.transitionCurlUp)
        let timeline = try host.record()
        let renderer = try FrameRenderer(canvasSize: timeline.size, scale: 1, backgroundColor: .white)
        let frame = try renderer.render(timeline.evaluate(at: 0.5))
        // p = 0.5: red (old) from y = 50 to 100 above blue (new) from 100 to 150.
        #expect(Everyday.rgb(frame, 100, 75) == [255, 0, 0])
        #expect(Everyday.rgb(frame, 100, 125) == [0, 0, 255])
    }

    /// Key frames in the cubic mode: x goes 0 → 100 → 50 at fractions 0, ½, 1 (a linear overall
    /// curve) through the Catmull-Rom curve whose end tangents are the whole first and last steps:
    /// in the first half x(s) = h00·0 + h10·100 + h01·100 + h11·25, s = 2t.
    @Test func cubicKeyframesFollowCatmullRom() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: 20, duration: 1)
        let box = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        host.run {
            box.layer.name = "box"
            host.rootView.addSubview(box)
        }
        host.at(0) {
            let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic, linear]) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 50 }
            }
        }
        let timeline = try host.record()
        for frame in 0...10 {
            let s = 2 * timeline.time(ofFrame: frame)
            let (s2, s3) = (s * s, s * s * s)
            let x = (s3 - 2 * s2 + s) * 100 + (-2 * s3 + 3 * s2) * 100 + (s3 - s2) * 25
            let state = try ViewControllerTests.state("box", in: timeline, frame: frame)
            #expect(abs(state.position.x - x) < 1e-9, "frame \(frame)")
        }
    }

    /// The same key frames (0 → 100 → 50, linear overall curve) in the linear mode, piece by
    /// piece, and the paced mode, at an even speed over the 150 points of the whole way.
    @Test(arguments: ["linear", "paced"]) func keyframeModes(mode: String) throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: 20, duration: 1)
        let box = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        host.run {
            box.layer.name = "box"
            host.rootView.addSubview(box)
        }
        host.at(0) {
            let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            let calculation: UIView.KeyframeAnimationOptions =
                mode == "paced" ? .calculationModePaced : .calculationModeLinear
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [calculation, linear]) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 50 }
            }
        }
        let timeline = try host.record()
        for frame in 0...20 {
            let f = timeline.time(ofFrame: frame)
            let x: Double
            if mode == "paced" {
                x = f <= 2.0 / 3 ? 150 * f : 100 - (150 * f - 100)
            } else {
                x = f <= 0.5 ? 200 * f : 100 - 100 * (f - 0.5)
            }
            let state = try ViewControllerTests.state("box", in: timeline, frame: frame)
            #expect(abs(state.position.x - x) < 1e-9, "\(mode) frame \(frame)")
        }
    }

    /// `.repeat` with `.autoreverse`: a linear one-second move there and back, again and again.
    @Test func repeatAndAutoreverse() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: 10, duration: 4)
        let box = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        host.run {
            box.layer.name = "box"
            host.rootView.addSubview(box)
        }
        host.at(0) {
            UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear]) {
                box.center.x = 100
            }
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let phase = t.truncatingRemainder(dividingBy: 2)
            let x = 100 * (phase <= 1 ? phase : 2 - phase)
            let state = try ViewControllerTests.state("box", in: timeline, frame: frame)
            #expect(abs(state.position.x - x) < 1e-9, "frame \(frame)")
        }
    }
}
