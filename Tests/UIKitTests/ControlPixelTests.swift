import ReelCore
import Testing
import UIKit

/// Controls as drawn, and the flip of `transition(from:to:)`, checked against the colours and
/// times they are made of.
@Suite struct ControlPixelTests {
    /// A switch on shows `systemGreen` in its track and a white thumb 2 points from the right;
    /// off, the track is `secondarySystemFill` (120, 120, 128 at 16 %) over white.
    @Test(arguments: [true, false]) func switchTrackAndThumb(on: Bool) throws {
        let frame = try Everyday.frame("switch-\(on)", size: CGSize(width: 71, height: 51)) { host in
            let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            toggle.isOn = on
            host.rootView.addSubview(toggle)
        }
        let over: (Double, Double) -> Int = { c, a in Int((255 * (1 - a) + c * a).rounded()) }
        let track = on ? [52, 199, 89] : [over(120, 0.16), over(120, 0.16), over(128, 0.16)]
        // The track where the thumb is not (left of it when on, right of it when off).
        let trackX = on ? 10 + 8 : 10 + 51 - 8
        #expect(Drawn.near(Everyday.rgb(frame, trackX, 10 + 15), track, 1))
        // The thumb's middle: 2 + 13.5 points in from its side.
        let thumbX = on ? 10 + 51 - 2 - 14 : 10 + 2 + 13
        #expect(Everyday.rgb(frame, thumbX, 10 + 15) == [255, 255, 255])
    }

    /// `transition(from:to:)` with a flip turns the container: the old view is in it until
    /// half-way, the new one after.
    @Test func flipFromViewToView() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 100), scale: 1, fps: 10, duration: 1)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let old = UIView(frame: container.bounds)
        let new = UIView(frame: container.bounds)
        var seen: [(Double, Bool)] = []
        host.run {
            host.rootView.addSubview(container)
            container.addSubview(old)
        }
        host.at(0.1) {
            UIView.transition(from: old, to: new, duration: 0.6, options: [.transitionFlipFromRight]) { _ in
                seen.append((CACurrentMediaTime(), new.superview === container))
            }
        }
        host.at(0.35) { seen.append((0.35, old.superview === container)) }
        host.at(0.45) { seen.append((0.45, new.superview === container)) }
        _ = try host.record()
        #expect(seen.map(\.1) == [true, true, true])
        #expect(abs(seen[2].0 - 0.7) < 1e-9)
    }
}
