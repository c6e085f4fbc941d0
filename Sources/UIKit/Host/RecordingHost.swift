import Foundation
import ReelCore
import ReelScene

/// Plays UIKit and Core Animation code on Reel's simulated clock and records it: a window of
/// `size` points at `scale` with a root view, scripted calls at times, and everything the code
/// schedules on the same clock, so the result is a ReelCore `Stage` (for `SampleRunner`, every
/// output format and `--scene`) or its `Timeline`.
///
/// ```swift
/// let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 2, duration: 3)
/// let spinner = NVActivityIndicatorView(frame: host.rootView.bounds, type: .orbit)
/// host.rootView.addSubview(spinner)
/// spinner.startAnimating()
/// host.at(2) { spinner.stopAnimating() }
/// try SampleRunner.run(name: "orbit", scale: 2) { host.stage }  // main.swift maps a failure to its exit code
/// ```
///
/// On the recording's clock (seconds from the clip's start): `CACurrentMediaTime()` (so
/// `beginTime = CACurrentMediaTime() + delay` starts `delay` seconds in), animations, their
/// delegates and `CATransaction` completion blocks, `UIView.animate` completions, calls
/// scripted with `at(_:_:)`. Before each frame the host lays out (`layoutSubviews()` where
/// needed) and calls `draw(_:)` for views shown the first time, as UIKit's display cycle does,
/// then runs the blocks waiting on the main dispatch queue. The first such cycle runs as part of
/// the set-up, so views laid out before the first frame start in place instead of animating
/// there (UIKit's first layout shares the transaction of the code that made the views).
/// Not simulated: the main queue's deadlines (`DispatchQueue.main.asyncAfter(deadline: .now()
/// + d)` runs at the first frame after `d` seconds of real time, so use `d` = 0 or `at(_:_:)`),
/// and other queues and timers, which keep real time. The main queue is run only when the host runs on the main thread.
public final class RecordingHost {
    /// The window's root view: its frame is the whole recording.
    public let rootView: UIView
    /// The recording's stage: hand it to `SampleRunner.run` (or call `record()`).
    public let stage: Stage
    /// Pixels per point (what `UIScreen.main.scale` reads while the host lives).
    public let scale: CGFloat
    /// Whether a value Reel cannot convert (or an unknown key path) fails `record()` instead of
    /// only warning; `REEL_STRICT_QUARTZCORE=1` in the environment turns it on by default.
    public var isStrict = ProcessInfo.processInfo.environment["REEL_STRICT_QUARTZCORE"] == "1"

    /// A window of `size` points at `scale`, recorded at `fps` for `duration` seconds.
    public init(size: CGSize, scale: CGFloat = 2, fps: Double = 60, duration: TimeInterval) {
        self.scale = scale
        rootView = UIView(frame: CGRect(origin: .zero, size: size))
        stage = Stage(size: size.reel, fps: fps, duration: duration, rootLayer: rootView.layer.reel)
        UIScreen.use(UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale))
        let stage = stage
        MediaClock.use { [unowned stage] in stage.currentTime }
        _ = CAValueConversionProblem.takeAll()
        stage.onStart { [unowned self] in self.runDisplayCycle() }
        stage.onFrame { [unowned self] _ in self.runDisplayCycle() }
    }

    deinit {
        MediaClock.use(nil)
        // The recording is over: animations still attached (a cycle restarted from
        // `animationDidStop`, a repeating one) would keep their delegates' views alive.
        rootView.layer.discardAnimationsInTree()
    }

    /// Runs `action` at `time` seconds into the recording (now, if that has passed).
    public func at(_ time: TimeInterval, _ action: @escaping () -> Void) {
        stage.at(time, action)
    }

    /// Lays out and displays the views that need it, then runs the main queue's waiting blocks.
    public func runDisplayCycle() {
        rootView.layoutIfNeeded()
        rootView.displayIfNeeded()
        if Thread.isMainThread { RunLoop.main.run(until: Date()) }
        rootView.layoutIfNeeded()
    }

    /// Plays the recording and returns its timeline. In strict mode, throws when an animation
    /// had a value Reel could not convert (or an unknown key path).
    public func record() throws(RecordingError) -> Timeline {
        let timeline = stage.run()
        let problems = CAValueConversionProblem.takeAll()
        if isStrict, !problems.isEmpty { throw RecordingError(problems: problems) }
        return timeline
    }

    /// Plays the recording (see `record()`) and writes it as a scene document at `path`, so that
    /// `reel render`, `trace`, `hash`, `verify`, `batch` and `preview` work on it.
    public func exportScene(to path: String) throws {
        try record().exportScene(to: path, scale: Double(scale))
    }
}
