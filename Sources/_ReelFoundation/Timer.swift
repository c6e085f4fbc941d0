import Foundation

/// A timer, like Foundation's `Timer`: Reel's own, so that a file that imports UIKit (or
/// QuartzCore, CoreGraphics) schedules its timers on the current recording's clock. A timer made
/// in a recording (`RecordingContext.current`) fires there, once it is scheduled
/// (`scheduledTimer`, or `RunLoop.main.add(timer, forMode:)`): at its fire time, then every
/// `timeInterval` seconds counted in whole nanoseconds from the first (so a 1-second timer started
/// at 0.1 s fires at 1.1, 2.1, … exactly), each firing an event of the stage, until
/// `invalidate()`. Outside a recording it is Foundation's timer, which it wraps. A file that also
/// imports Foundation itself sees two `Timer`s and must name one (docs/swift.md).
///
/// `@unchecked Sendable`, as Foundation's: its state is locked.
open class Timer: NSObject, @unchecked Sendable {
    private let block: @Sendable (Timer) -> Void
    private let repeats: Bool
    private let interval: TimeInterval
    private let recording: RecordingContext?
    private let lock = NSLock()
    /// Foundation's timer, outside a recording (nil once invalidated, which breaks its hold on
    /// this one).
    private var foundationTimer: Foundation.Timer?
    /// This timer, while Foundation's is scheduled on a run loop: the run loop's hold on it (a
    /// run loop retains its timers), let go when it is invalidated or has fired once. Foundation's
    /// timer holds this one weakly, so a timer never scheduled is freed with its last reference.
    private var keptWhileScheduled: Timer?
    /// In a recording: when it fires next (nanoseconds), and whether it is valid and scheduled.
    private var next: UInt64 = 0
    private var valid = true
    private var scheduled = false
    /// Fire times apart, in nanoseconds, in a recording.
    private var intervalNanoseconds: UInt64 {
        let nanoseconds = (interval * 1e9).rounded(.towardZero)
        return nanoseconds < Double(UInt64.max) ? UInt64(nanoseconds) : .max
    }

    /// Foundation's timer is invalidated with this one: Foundation keeps a timer (and its run-loop
    /// source) alive until it is invalidated, even one that was never scheduled.
    deinit {
        foundationTimer?.invalidate()
    }

    /// A timer that first fires `interval` seconds from now (0.1 ms when `interval` is not
    /// positive), not yet scheduled: add it to a run loop.
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        self.block = block
        self.repeats = repeats
        self.interval = interval > 0 ? interval : 0.0001
        recording = RecordingContext.current
        super.init()
        if let recording {
            next = Self.adding(intervalNanoseconds, to: recording.nanoseconds)
        } else {
            firstFire = Date(timeIntervalSinceNow: self.interval)
        }
    }
    /// Outside a recording, when it first fires (Foundation's timer is made when it is scheduled:
    /// swift-corelibs-foundation keeps every timer it makes alive, so one never scheduled is not
    /// made at all).
    private var firstFire = Date.distantFuture

    /// A timer scheduled on the current run loop (in a recording: on its clock).
    @discardableResult
    open class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        if timer.recording != nil {
            timer.schedule(on: nil, forMode: .default)
        } else {
            timer.schedule(on: RunLoop.current, forMode: .default)
        }
        return timer
    }

    /// Seconds between firings of a repeating timer; 0 for one that fires once.
    open var timeInterval: TimeInterval { repeats ? interval : 0 }

    /// How late the timer may fire (a recording's timers fire on time).
    open var tolerance: TimeInterval {
        get { lock.withLock { foundationTimer?.tolerance ?? storedTolerance } }
        set {
            lock.withLock {
                storedTolerance = newValue
                foundationTimer?.tolerance = newValue
            }
        }
    }
    private var storedTolerance: TimeInterval = 0

    /// Whether the timer will still fire.
    open var isValid: Bool {
        lock.withLock { recording != nil || foundationTimer == nil ? valid : foundationTimer?.isValid ?? false }
    }

    /// Calls the block now, without changing when a repeating timer fires next; a timer that
    /// fires once is invalidated.
    open func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer: it never fires again.
    open func invalidate() {
        let timer = lock.withLock {
            valid = false
            keptWhileScheduled = nil
            defer { foundationTimer = nil }
            return foundationTimer
        }
        timer?.invalidate()
    }

    /// Schedules the timer on `runLoop` (in a recording: on its clock, whatever the run loop).
    func schedule(on runLoop: RunLoop?, forMode mode: RunLoop.Mode) {
        if let recording {
            let time: UInt64? = lock.withLock {
                guard valid, !scheduled else { return nil }
                scheduled = true
                return next
            }
            if let time { recording.schedule(atNanoseconds: time) { self.fireInRecording() } }
        } else if let runLoop,
            let timer = lock.withLock({ () -> Foundation.Timer? in
                guard valid, foundationTimer == nil else { return nil }
                let timer = Foundation.Timer(fire: firstFire, interval: interval, repeats: repeats) { [weak self] _ in
                    self?.fireFoundation()
                }
                timer.tolerance = storedTolerance
                foundationTimer = timer
                keptWhileScheduled = self
                return timer
            })
        {
            runLoop.add(timer, forMode: mode)
        }
    }

    /// A firing in the recording: the block, then the next firing (the first fire time after
    /// now, counted from this one), or the end of a timer that fires once.
    private func fireInRecording() {
        guard let recording, isValid else { return }
        block(self)
        guard repeats else {
            lock.withLock { valid = false }
            return
        }
        let now = recording.nanoseconds
        let time: UInt64? = lock.withLock {
            guard valid else { return nil }
            let step = intervalNanoseconds
            next = Self.adding(step, to: next)
            if next <= now { next = Self.adding(((now - next) / step + 1) * step, to: next) }
            return next
        }
        if let time, time != .max { recording.schedule(atNanoseconds: time) { self.fireInRecording() } }
    }

    /// A firing of Foundation's timer: the block; a timer that fires once lets it go.
    private func fireFoundation() {
        block(self)
        if !repeats {
            lock.withLock {
                valid = false
                foundationTimer = nil
                keptWhileScheduled = nil
            }
        }
    }

    /// `a + b`, `UInt64.max` (never) when it overflows.
    private static func adding(_ a: UInt64, to b: UInt64) -> UInt64 {
        let (sum, overflow) = b.addingReportingOverflow(a)
        return overflow ? .max : sum
    }
}
