import Foundation
import ReelCore

/// The recording that the code running now belongs to. What iOS code reaches globally reads it
/// here, never from process-wide state: `CACurrentMediaTime()` (its clock), `UIScreen.main` (its
/// screen), the main queue's deadlines and `Timer`s (scheduled on its stage), the values
/// Reel could not convert (its log, for a strict host). So recordings made at the same time, on
/// different threads or tasks, each see their own. It sits below CoreGraphics, QuartzCore and
/// UIKit so that all of them (and the `Timer` beside it) can read it.
///
/// Found through a task-local (`current`): a `RecordingHost` binds its recording (`bind(_:)`)
/// around everything it runs, its `run(_:)` set-up, `record()` and the stage's own work
/// (`Stage.scope`: start and frame handlers, events, completions, timers), wherever and by
/// whomever the stage is run; `Task`s started inside inherit it. Code outside any binding
/// finds the host made last on its thread, by the same task (or none), until that host's stage
/// first runs (`beginSetUp()`: set-up code written straight after `RecordingHost(…)`, as a
/// `main.swift` or a test does), else nothing, and the globals read the system's (uptime, an
/// iPhone's screen). docs/architecture.md ("The current recording") says how to add a global.
///
/// `@unchecked Sendable`: the stage is touched only by the recording's own code, which runs on
/// one thread at a time (the set-up, then the stage's work); the problem log is locked.
package final class RecordingContext: @unchecked Sendable {
    /// Light or dark, for the trait collection (`UITraitCollection.current` will read it).
    package enum Appearance: Sendable {
        case light, dark
    }

    /// The screen of the recording: UIKit's `UIScreen` (this module sits below UIKit, so the
    /// type is UIKit's to know).
    package let screen: AnyObject
    /// The recording's app: UIKit's `UIApplication` (its windows), as `screen` is its `UIScreen`.
    package let application: AnyObject?
    package let appearance: Appearance
    private weak var stage: Stage?
    private let lock = NSLock()
    private var problems: [AnyHashable] = []
    private var warned: Set<AnyHashable> = []

    package init(stage: Stage, screen: AnyObject, application: AnyObject? = nil, appearance: Appearance = .light) {
        self.stage = stage
        self.screen = screen
        self.application = application
        self.appearance = appearance
    }

    // MARK: - Finding it

    @TaskLocal private static var bound: RecordingContext?

    /// The recording bound to this task (or thread), else the one this thread is setting up.
    package static var current: RecordingContext? { bound ?? settingUp }

    /// Runs `body` with this recording as `current`, for it and for what it calls.
    package func bind<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$bound.withValue(self, operation: body)
    }

    /// The recording a thread is setting up, and the task it is set up in (nil: none).
    private final class SetUp {
        weak var context: RecordingContext?
        let task: UnsafeCurrentTask?
        init(_ context: RecordingContext, task: UnsafeCurrentTask?) {
            self.context = context
            self.task = task
        }
    }

    private static let settingUpKey = "_ReelFoundation.RecordingContext.settingUp"

    /// The recording set up on this thread by the code running now: by the same task (or, like
    /// it, by none), so that another task the thread runs meanwhile never finds it.
    private static var settingUp: RecordingContext? {
        guard let setUp = Thread.current.threadDictionary[settingUpKey] as? SetUp else { return nil }
        return withUnsafeCurrentTask { $0 == setUp.task } ? setUp.context : nil
    }

    /// Makes this recording the one that code outside any binding finds, on this thread and in
    /// this task, until `endSetUp()` (the host's stage starts running, or the host goes).
    package func beginSetUp() {
        Thread.current.threadDictionary[Self.settingUpKey] = withUnsafeCurrentTask { SetUp(self, task: $0) }
    }

    /// Ends `beginSetUp()` on this thread, if this recording is still the one set up there.
    package func endSetUp() {
        let setUp = Thread.current.threadDictionary[Self.settingUpKey] as? SetUp
        if setUp?.context === self { Thread.current.threadDictionary[Self.settingUpKey] = nil }
    }

    // MARK: - The clock

    /// Seconds since the recording started (its stage's clock).
    package var time: Double { stage?.currentTime ?? 0 }

    /// The clock in whole nanoseconds, rounded down (as Dispatch counts), so that a deadline
    /// `now + d` is never after the frame it falls on.
    package var nanoseconds: UInt64 { UInt64((time * 1e9).rounded(.down)) }

    /// Runs `action` on the recording's clock at `nanoseconds` (now, if that has passed), as an
    /// event of the stage: after the events before it, in its own transaction.
    package func schedule(atNanoseconds nanoseconds: UInt64, _ action: @escaping () -> Void) {
        stage?.at(Double(nanoseconds) / 1e9, action)
    }

    // MARK: - Values Reel could not convert

    /// Logs `problem` (QuartzCore's `CAValueConversionProblem`: a value or key path Reel could
    /// not convert); returns whether this recording met it for the first time.
    package func log<Problem: Hashable & Sendable>(_ problem: Problem) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        problems.append(AnyHashable(problem))
        return warned.insert(AnyHashable(problem)).inserted
    }

    /// The problems of type `Problem` logged since the last call.
    package func takeProblems<Problem: Hashable & Sendable>(_: Problem.Type) -> [Problem] {
        lock.lock()
        defer { lock.unlock() }
        let taken = problems.compactMap { $0.base as? Problem }
        problems.removeAll()
        return taken
    }
}
