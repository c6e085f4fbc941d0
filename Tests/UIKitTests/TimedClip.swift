// No `import Foundation` here: UIKit re-exports it, and a file that imports Foundation itself
// sees Foundation's `Timer` beside Reel's (docs/swift.md).
import ReelCore
import UIKit

/// What a recording's callbacks saw, written from `@Sendable` blocks (a timer's, the main
/// queue's): each entry under a lock.
final class Probe: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    func note(_ entry: String) {
        lock.withLock { entries.append(entry) }
    }

    var all: [String] { lock.withLock { entries } }
}

/// A clip that reaches every global a recording answers: a count-down label on a repeating
/// `Timer`, a box moved by a chain of `asyncAfter` blocks, a fade begun at
/// `CACurrentMediaTime() + 0.2`, a card sized by `UIScreen.main`, and a probe of what the clock,
/// the screen and `UIApplication.shared`'s key window read in each callback.
struct TimedClip {
    let size: CGSize
    let scale: CGFloat
    let fps: Double
    let duration: Double

    /// The count-down's start value and the timer's interval.
    static let countFrom = 5
    static let tick = 0.5

    /// A host with the clip set up in it (`run`), ready to record.
    func makeHost(probe: Probe) -> RecordingHost {
        let host = RecordingHost(size: size, scale: scale, fps: fps, duration: duration)
        host.run {
            nonisolated(unsafe) let label = UILabel(frame: CGRect(x: 4, y: 4, width: 40, height: 20))
            label.layer.name = "label"
            label.text = "\(Self.countFrom)"
            host.rootView.addSubview(label)
            nonisolated(unsafe) let box = UIView(frame: CGRect(x: 0, y: 30, width: 10, height: 10))
            box.backgroundColor = .red
            box.layer.name = "box"
            host.rootView.addSubview(box)
            // One pixel wide on this screen, whatever its scale.
            let card = UIView(frame: CGRect(x: 50, y: 4, width: 1 / UIScreen.main.scale, height: 20))
            card.backgroundColor = .blue
            card.layer.name = "card"
            host.rootView.addSubview(card)
            let scale = UIScreen.main.scale
            nonisolated(unsafe) let window = host.window
            host.at(0.1) {
                nonisolated(unsafe) var count = Self.countFrom
                Timer.scheduledTimer(withTimeInterval: Self.tick, repeats: true) { timer in
                    count -= 1
                    label.text = "\(count)"
                    // The screen and the key window are this recording's.
                    let own = UIScreen.main.scale == scale && UIApplication.shared.keyWindow === window
                    probe.note("tick \(CACurrentMediaTime()) \(own)")
                    if count == 0 { timer.invalidate() }
                }
            }
            host.at(0.2) {
                Self.step(box, 1, probe: probe)
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = 0.2
                fade.duration = 0.5
                fade.beginTime = CACurrentMediaTime() + 0.2
                fade.fillMode = .both
                card.layer.add(fade, forKey: "fade")
            }
        }
        return host
    }

    /// Moves `box` 10 points right 0.25 s from now, three times in a chain.
    private static func step(_ box: UIView, _ n: Int, probe: Probe) {
        nonisolated(unsafe) let box = box
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
            box.frame.origin.x = CGFloat(10 * n)
            probe.note("step \(CACurrentMediaTime())")
            if n < 3 { step(box, n + 1, probe: probe) }
        }
    }

    /// The times of the count-down's ticks: `0.1 + tick · j`, as the recording's nanoseconds
    /// give them.
    static var tickTimes: [Double] {
        (1...countFrom).map { Double(100_000_000 + 500_000_000 * $0) / 1e9 }
    }
}
