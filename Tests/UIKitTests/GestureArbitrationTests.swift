import Foundation
import Testing
import UIKit

/// How recognizers settle a touch between them and the view, as UIKit's do: the view's
/// `gestureRecognizerShouldBegin(_:)`, `require(toFail:)`, the delegate's simultaneous
/// recognition, `cancelsTouchesInView`, subclasses that set `state`, and the window's
/// `sendEvent(_:)` as the way in; ignoring interaction events drops the touch.
@Suite struct GestureArbitrationTests {
    /// A view logging the phases it gets.
    final class Target: UIView {
        var phases: [String] = []
        var allowsBegin = true
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowsBegin }
    }

    static func host() -> (RecordingHost, Target) {
        let host = RecordingHost(size: CGSize(width: 200, height: 100), scale: 1, fps: 10, duration: 1)
        let target = Target(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.run { host.rootView.addSubview(target) }
        return (host, target)
    }

    @Test func aRecognizedTapCancelsTheViewsTouch() throws {
        let (host, target) = Self.host()
        var taps = 0
        host.run { target.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 }) }
        host.tap(at: CGPoint(x: 50, y: 50), at: 0.1)
        _ = try host.record()
        #expect(taps == 1)
        #expect(target.phases == ["began", "cancelled"])
    }

    @Test func aTapThatDoesNotCancelLeavesTheTouchAlone() throws {
        let (host, target) = Self.host()
        var taps = 0
        host.run {
            let tap = UITapGestureRecognizer { _ in taps += 1 }
            tap.cancelsTouchesInView = false
            target.addGestureRecognizer(tap)
        }
        host.tap(at: CGPoint(x: 50, y: 50), at: 0.1)
        _ = try host.record()
        #expect(taps == 1)
        #expect(target.phases == ["began", "ended"])
    }

    @Test func theViewCanRefuseToLetARecognizerBegin() throws {
        let (host, target) = Self.host()
        var taps = 0
        host.run {
            target.allowsBegin = false
            target.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        }
        host.tap(at: CGPoint(x: 50, y: 50), at: 0.1)
        _ = try host.record()
        #expect(taps == 0)
        #expect(target.phases == ["began", "ended"])
    }

    final class Together: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { true }
    }

    /// Two pans on the same view: without a delegate the first to begin makes the other fail;
    /// with one that allows it, both follow the drag.
    @Test(arguments: [false, true])
    func simultaneousRecognitionNeedsTheDelegate(allowed: Bool) throws {
        let (host, target) = Self.host()
        var began: [String] = []
        let delegate = Together()
        host.run {
            let first = UIPanGestureRecognizer { if $0.state == .began { began.append("first") } }
            let second = UIPanGestureRecognizer { if $0.state == .began { began.append("second") } }
            if allowed { second.delegate = delegate }
            target.addGestureRecognizer(first)
            target.addGestureRecognizer(second)
        }
        host.drag(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 110, y: 50), duration: 0.4, at: 0.1)
        _ = try host.record()
        #expect(began == (allowed ? ["first", "second"] : ["first"]))
    }

    /// A tap that requires a pan to fail: on a tap the pan fails when the finger lifts, and the
    /// tap then recognizes; on a drag the pan begins and the tap fails.
    @Test func requireToFailWaitsForTheOtherRecognizer() throws {
        let (host, target) = Self.host()
        var log: [String] = []
        host.run {
            let pan = UIPanGestureRecognizer { if $0.state == .began { log.append("pan") } }
            let tap = UITapGestureRecognizer { _ in log.append("tap") }
            tap.require(toFail: pan)
            target.addGestureRecognizer(tap)
            target.addGestureRecognizer(pan)
        }
        host.tap(at: CGPoint(x: 50, y: 50), at: 0.1)
        host.drag(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 110, y: 50), duration: 0.4, at: 0.4)
        _ = try host.record()
        #expect(log == ["tap", "pan"])
    }

    /// A subclass that recognizes a long hold: it sets `state` from its touch methods, as a
    /// UIKit subclass does, and is reset afterwards.
    final class Hold: UIGestureRecognizer {
        var resets = 0
        var start: TimeInterval = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            start = touches.first?.timestamp ?? 0
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            guard let touch = touches.first else { return }
            state = touch.timestamp - start >= 0.25 ? .ended : .failed
        }
        override func reset() { resets += 1 }
    }

    @Test func aSubclassSetsItsStateAndIsReset() throws {
        let (host, target) = Self.host()
        let hold = Hold()
        var states: [UIGestureRecognizer.State] = []
        host.run { target.addGestureRecognizer(hold) }
        host.tap(at: CGPoint(x: 50, y: 50), at: 0.1, holding: 0.3)
        host.tap(at: CGPoint(x: 50, y: 50), at: 0.6, holding: 0.1)
        host.at(0.45) { states.append(hold.state) }
        _ = try host.record()
        #expect(hold.resets == 2)
        #expect(states == [.possible])
        #expect(target.phases == ["began", "cancelled", "began", "ended"])
    }

    @Test func ignoringInteractionEventsDropsTheTouch() throws {
        let (host, target) = Self.host()
        host.at(0) { UIApplication.shared.beginIgnoringInteractionEvents() }
        host.tap(at: CGPoint(x: 50, y: 50), at: 0.1)
        host.at(0.4) { UIApplication.shared.endIgnoringInteractionEvents() }
        host.tap(at: CGPoint(x: 50, y: 50), at: 0.5)
        _ = try host.record()
        #expect(target.phases == ["began", "ended"])
    }
}
