import Foundation
import ReelCore
import ReelScene
import Testing
import UIKit

/// The recording host's clock, the view façade's block animations and the conversion of values
/// that do not fit.
@Suite struct RecordingHostTests {
    /// `beginTime = CACurrentMediaTime() + delay` starts the animation `delay` after the call,
    /// on the recording's clock.
    @Test func currentMediaTimeIsTheRecordingClock() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 100), scale: 1, fps: 10, duration: 2)
        let box = CALayer()
        box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        box.name = "box"
        host.rootView.layer.addSublayer(box)
        #expect(CACurrentMediaTime() == 0)
        var seen: [Double] = []
        host.at(0.5) {
            seen.append(CACurrentMediaTime())
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 1
            fade.beginTime = CACurrentMediaTime() + 0.3
            box.add(fade, forKey: "fade")
        }
        let lines = Trace.lines(try host.record())
        #expect(seen == [0.5])
        // Frame 13 is t = 1.3: 0.5 s into the fade that began at 0.8.
        #expect(lines[13].contains("\"opacity\":0.5"))
        #expect(lines[7].contains("\"opacity\":1,"))
    }

    /// `UIView.animate` through the façade gives the trace of `View.animate` on ReelCore's view.
    @Test func viewBlockAnimationMatchesNative() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 100), scale: 1, fps: 20, duration: 1)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 20))
        card.backgroundColor = .red
        card.layer.name = "card"
        host.rootView.addSubview(card)
        host.at(0.1) {
            UIView.animate(withDuration: 0.5, delay: 0.1, options: [.curveEaseOut]) {
                card.center = CGPoint(x: 70, y: 60)
                card.alpha = 0.5
            }
        }
        let facade = Trace.lines(try host.record())
        #expect(facade[5].contains("\"card\""))

        let stage = Stage(size: Size(width: 100, height: 100), fps: 20, duration: 1)
        let view = View(frame: Rect(x: 10, y: 10, width: 30, height: 20))
        view.backgroundColor = .red
        view.layer.name = "card"
        stage.rootLayer.addSublayer(view.layer)
        stage.at(0.1) {
            View.animate(withDuration: 0.5, delay: 0.1, options: [.curveEaseOut]) {
                view.center = Point(x: 70, y: 60)
                view.alpha = 0.5
            }
        }
        let native = stage.run()
        #expect(facade == Trace.lines(native))
        #expect(facade[10].contains("\"opacity\":0.") && native.frameCount == 20)
    }

    /// A value of the wrong type, or an unknown key path: no effect, reported by name and type;
    /// a strict host fails.
    @Test func unconvertibleValuesHaveNoEffectAndFailStrictRecording() {
        let host = RecordingHost(size: CGSize(width: 50, height: 50), scale: 1, fps: 10, duration: 0.5)
        host.isStrict = true
        let layer = CAShapeLayer()
        host.rootView.layer.addSublayer(layer)
        let wrong = CABasicAnimation(keyPath: "strokeEnd")
        wrong.toValue = "full"
        layer.add(wrong, forKey: "wrong")
        let unknown = CABasicAnimation(keyPath: "wobble")
        unknown.toValue = 1
        layer.add(unknown, forKey: "unknown")
        #expect(layer.animationKeys() == nil)
        #expect(throws: RecordingError.self) { try host.record() }
    }

    /// Views, layers and the host are released when the host goes: no cycle between a view, its
    /// layer and ReelCore's view, nor through a view's block animation.
    @Test func viewsAndLayersAreReleased() throws {
        weak var weakView: UIView?
        weak var weakLayer: CALayer?
        do {
            let host = RecordingHost(size: CGSize(width: 50, height: 50), scale: 1, fps: 10, duration: 0.5)
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            host.rootView.addSubview(view)
            UIView.animate(withDuration: 0.2) { view.alpha = 0 }
            weakView = view
            weakLayer = view.layer
            _ = try host.record()
        }
        #expect(weakView == nil)
        #expect(weakLayer == nil)
    }
}
