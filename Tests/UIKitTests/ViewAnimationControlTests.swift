import Foundation
import ReelCore
import Testing
import UIKit

/// `setAnimationsEnabled(_:)`, `modifyAnimations(withRepeatCount:autoreverses:animations:)` and
/// the system delete animation, on a recording's clock, against their formulas.
@Suite struct ViewAnimationControlTests {
    /// A 20-point box named "box" at x = 10 in a 200 × 40 recording at `fps`.
    static func host(fps: Double, duration: TimeInterval) -> (RecordingHost, UIView) {
        let host = RecordingHost(size: CGSize(width: 200, height: 40), scale: 1, fps: fps, duration: duration)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.run {
            box.layer.name = "box"
            host.rootView.addSubview(box)
        }
        return (host, box)
    }

    @Test func disabledAnimationsChangeAtOnceAndComplete() throws {
        let (host, box) = Self.host(fps: 10, duration: 0.5)
        var finished: Bool?
        host.at(0) {
            UIView.setAnimationsEnabled(false)
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 1, animations: { box.center.x = 110 }, completion: { finished = $0 })
            UIView.setAnimationsEnabled(true)
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            #expect(try ViewControllerTests.state("box", in: timeline, frame: frame).position.x == 110)
        }
        #expect(finished == true)
        #expect(UIView.areAnimationsEnabled)
    }

    /// Linear, 1 s, x 10 → 110, repeated 2 times and reversed: out and back twice over 4 s,
    /// x(t) = 10 + 100 · (1 − |1 − (t mod 2)|), then the model value, 110.
    @Test func modifyAnimationsRepeatsAndReversesInsideTheBlock() throws {
        let (host, box) = Self.host(fps: 4, duration: 5)
        var finishedAt: TimeInterval?
        host.at(0) {
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear,
                animations: {
                    UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { box.center.x = 110 }
                }, completion: { _ in finishedAt = CACurrentMediaTime() })
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let expected = t >= 4 ? 110 : 10 + 100 * (1 - abs(1 - t.truncatingRemainder(dividingBy: 2)))
            let x = try ViewControllerTests.state("box", in: timeline, frame: frame).position.x
            #expect(abs(x - expected) < 1e-9, "at \(t)")
        }
        #expect(abs((finishedAt ?? 0) - 4) < 0.26)
    }

    @Test func modifyAnimationsOutsideABlockOnlyRunsTheChanges() {
        let box = UIView(frame: .zero)
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) { box.alpha = 0.5 }
        #expect(box.alpha == 0.5)
        #expect(box.layer.animationKeys() == nil)
    }

    /// `.delete` with a linear curve: alpha 1 − t / 0.3 until 0.3 s, then the box is gone and
    /// its alpha is back to 1.
    @Test func deleteFadesTheViewsOutThenRemovesThem() throws {
        let (host, box) = Self.host(fps: 20, duration: 0.5)
        var completed: Bool?
        host.at(0) {
            UIView.perform(.delete, on: [box], options: .curveLinear, animations: nil) { completed = $0 }
        }
        let timeline = try host.record()
        for frame in 0..<6 {
            let t = timeline.time(ofFrame: frame)
            let opacity = try ViewControllerTests.state("box", in: timeline, frame: frame).opacity
            #expect(abs(opacity - (1 - t / UIView.systemAnimationDuration)) < 1e-9, "at \(t)")
        }
        #expect(box.superview == nil)
        #expect(box.alpha == 1)
        #expect(completed == true)
    }
}
