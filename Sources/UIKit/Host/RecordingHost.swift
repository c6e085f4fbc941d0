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
/// host.run {
///     let spinner = NVActivityIndicatorView(frame: host.rootView.bounds, type: .orbit)
///     host.rootView.addSubview(spinner)
///     spinner.startAnimating()
///     host.at(2) { spinner.stopAnimating() }
/// }
/// try SampleRunner.run(name: "orbit", scale: 2) { host.stage }  // main.swift maps a failure to its exit code
/// ```
///
/// Each host is its own recording (a `RecordingContext`): hosts may record at the same time, on
/// different threads or tasks, and what iOS code reaches globally reads the host whose code is
/// running: `UIScreen.main` (this window's size and scale), `CACurrentMediaTime()`, the main
/// queue and timers. The host binds its recording around `run(_:)`, `record()` and everything
/// its stage runs, whoever runs the stage; set-up code outside `run(_:)` finds the host made
/// last on its thread until its stage starts (so a `main.swift` may set up at the top level).
///
/// On the recording's clock (seconds from the clip's start): `CACurrentMediaTime()` (so
/// `beginTime = CACurrentMediaTime() + delay` starts `delay` seconds in), animations, their
/// delegates and `CATransaction` completion blocks, `UIView.animate` completions, calls
/// scripted with `at(_:_:)`, blocks sent to the main queue (`DispatchQueue.main.async { … }`,
/// `asyncAfter(deadline: .now() + d) { … }`, `DispatchWorkItem`s) and `Timer`s (scheduled, or
/// added to `RunLoop.main`), each run at its exact time as an event of the stage. Before each
/// frame the host lays out (`layoutSubviews()` where needed) and calls `draw(_:)` for views shown
/// the first time, as UIKit's display cycle does. The first such cycle runs as part of the
/// set-up, so views laid out before the first frame start in place instead of animating there
/// (UIKit's first layout shares the transaction of the code that made the views). Other queues
/// keep real time (docs/swift.md lists what the main queue does not take).
public final class RecordingHost {
    /// The window's root view: its frame is the whole recording (the window itself).
    public let rootView: UIView
    /// The recorded window, the key window of the recording's `UIApplication.shared`: set its
    /// `rootViewController` to record a controller.
    public let window: UIWindow
    /// The recording's stage: hand it to `SampleRunner.run` (or call `record()`).
    public let stage: Stage
    /// Pixels per point (what `UIScreen.main.scale` reads in this recording).
    public let scale: CGFloat
    /// Whether a value Reel cannot convert (or an unknown key path) fails `record()` instead of
    /// only warning; `REEL_STRICT_QUARTZCORE=1` in the environment turns it on by default.
    public var isStrict = ProcessInfo.processInfo.environment["REEL_STRICT_QUARTZCORE"] == "1"
    /// What the code this host runs finds as the current recording.
    let recording: RecordingContext

    /// Light or dark: the window's `userInterfaceStyle`, which dynamic colours such as
    /// `.systemBackground` and `.label` resolve by.
    public let appearance: UIUserInterfaceStyle

    /// A window of `size` points at `scale`, recorded at `fps` for `duration` seconds, in the
    /// light or dark `appearance` (`.unspecified` is light, as on iOS).
    public convenience init(
        size: CGSize, scale: CGFloat = 2, fps: Double = 60, duration: TimeInterval,
        appearance: UIUserInterfaceStyle = .light
    ) {
        self.init(size: size, scale: scale, fps: fps, duration: duration, appearance: appearance, device: nil)
    }

    /// The window as above, on `device`'s screen when given (its traits; RecordingHost+Device.swift).
    init(
        size: CGSize, scale: CGFloat, fps: Double, duration: TimeInterval, appearance: UIUserInterfaceStyle,
        device: (preset: DevicePreset, orientation: DevicePreset.Orientation)?
    ) {
        self.appearance = appearance == .dark ? .dark : .light
        self.scale = scale
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale, device: device)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.runsDisplayCycles = true
        rootView = window
        let stage = Stage(size: size.reel, fps: fps, duration: duration, rootLayer: rootView.layer.reel)
        self.stage = stage
        let application = UIApplication(recorded: true)
        application.register(window, key: true)
        let recording = RecordingContext(
            stage: stage, screen: screen, application: application, appearance: appearance == .dark ? .dark : .light)
        self.recording = recording
        recording.beginSetUp()
        stage.scope = { work in
            recording.endSetUp()
            recording.bind(work)
        }
        stage.onStart { [unowned self] in self.runDisplayCycle() }
        stage.onFrame { [unowned self] _ in self.runDisplayCycle() }
    }

    deinit {
        recording.endSetUp()
        // The recording is over: animations still attached (a cycle restarted from
        // `animationDidStop`, a repeating one) would keep their delegates' views alive.
        rootView.layer.discardAnimationsInTree()
    }

    /// The window's safe-area insets (zero unless set: Reel knows no device), which
    /// `safeAreaInsets` and `safeAreaLayoutGuide` of the views in it read.
    public var safeAreaInsets: UIEdgeInsets {
        get { rootView.layoutState.windowSafeArea }
        set {
            rootView.layoutState.windowSafeArea = newValue
            rootView.layoutTreeChanged()
        }
    }

    /// Runs `body` in this recording: what it reaches globally (`UIScreen.main`,
    /// `CACurrentMediaTime()`, the main queue, timers) is this host's. Set views up in it
    /// whenever the code does not run on the thread that made the host, or sets up two hosts.
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try recording.bind(body)
    }

    /// Runs `action` at `time` seconds into the recording (now, if that has passed).
    public func at(_ time: TimeInterval, _ action: @escaping () -> Void) {
        stage.at(time, action)
    }

    /// Brings the views' traits up to date (`traitCollectionDidChange(_:)`, dynamic colours), lays
    /// out and displays the views that need it, then lays out what drawing changed.
    public func runDisplayCycle() {
        recording.bind {
            stepScrolling()
            rootView.updateTraits()
            rootView.layoutIfNeeded()
            rootView.displayIfNeeded()
            rootView.layoutIfNeeded()
            window.displayCycleDidFinish()
        }
    }

    /// Plays the recording and returns its timeline. In strict mode, throws when an animation
    /// had a value Reel could not convert (or an unknown key path).
    public func record() throws(RecordingError) -> Timeline {
        let timeline = stage.run()
        let problems = recording.takeProblems(CAValueConversionProblem.self)
        if isStrict, !problems.isEmpty { throw RecordingError(problems: problems) }
        return timeline
    }

    /// Plays the recording (see `record()`) and writes it as a scene document at `path`, so that
    /// `reel render`, `trace`, `hash`, `verify`, `batch` and `preview` work on it. What views and
    /// layers drew (`draw(_:)`, `draw(in:)`) is written as PNG files, named by their pixels'
    /// digests, in the folder `<path without .json>-drawn` beside it.
    public func exportScene(to path: String) throws {
        try CGImage.writingDrawnImages(of: record(), forScene: path).exportScene(to: path, scale: Double(scale))
    }
}
