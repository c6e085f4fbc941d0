import Foundation
import ReelCore
import ReelRender
import ReelScene
import Testing
import UIKit

/// Recordings per instance: two hosts recording at once, on two threads, give what each gives
/// alone, and what their code reaches globally (`UIScreen.main`, `CACurrentMediaTime()`, the
/// main queue, timers, the conversion-problem log) is its own host's. `make sanitize` runs this
/// suite under ThreadSanitizer.
@Suite struct ConcurrentRecordingTests {
    /// A recording's trace, the bytes of every frame drawn, and what its callbacks saw.
    struct Recorded: Equatable, Sendable {
        var trace: [String]
        var frames: [[UInt8]]
        var probe: [String]
        var cardWidth: Double
    }

    /// Records `clip` (with `record()`, or by running its stage as `SampleRunner` does) and draws
    /// its frames.
    static func record(_ clip: TimedClip, byStage: Bool = false) throws -> Recorded {
        let probe = Probe()
        let host = clip.makeHost(probe: probe)
        let timeline = byStage ? host.stage.run() : try host.record()
        let renderer = try FrameRenderer(
            canvasSize: timeline.size, scale: Double(clip.scale), backgroundColor: .white)
        let frames = try (0..<timeline.frameCount).map {
            try renderer.render(timeline.evaluate(at: timeline.time(ofFrame: $0))).pixels
        }
        let card = try MainQueueTimerTests.state("card", in: timeline, frame: 0)
        return Recorded(trace: Trace.lines(timeline), frames: frames, probe: probe.all, cardWidth: card.bounds.width)
    }

    /// Runs `a` and `b` on two threads of their own, started together, and returns their results.
    static func onTwoThreads<A: Sendable, B: Sendable>(
        _ a: @escaping @Sendable () throws -> A, _ b: @escaping @Sendable () throws -> B
    ) throws -> (A, B) {
        let results = TwoResults<A, B>()
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let jobs: [@Sendable () -> Void] = [{ results.a = Result { try a() } }, { results.b = Result { try b() } }]
        for job in jobs {
            Thread {
                ready.signal()
                go.wait()
                job()
                done.signal()
            }.start()
        }
        ready.wait()
        ready.wait()
        go.signal()
        go.signal()
        done.wait()
        done.wait()
        return (try #require(results.a).get(), try #require(results.b).get())
    }

    static let small = TimedClip(size: CGSize(width: 80, height: 50), scale: 1, fps: 30, duration: 3)
    static let sharp = TimedClip(size: CGSize(width: 60, height: 40), scale: 3, fps: 24, duration: 3)

    /// The callbacks of `TimedClip`, in time order: three steps of the chain and five ticks, each
    /// at its exact time and on its own host's screen.
    static let expectedProbe = [
        "step 0.45", "tick 0.6 true", "step 0.7", "step 0.95", "tick 1.1 true", "tick 1.6 true", "tick 2.1 true",
        "tick 2.6 true",
    ]

    /// Two hosts of different screens and frame rates, recorded at once on two threads (one by
    /// `record()`, one by running its stage), give the same trace, frame bytes and callbacks as
    /// each recorded alone; each card is one pixel wide on its own screen.
    @Test func twoHostsAtOnceRecordWhatEachRecordsAlone() throws {
        let small = try Self.record(Self.small)
        let sharp = try Self.record(Self.sharp)
        #expect(small.probe == Self.expectedProbe && sharp.probe == Self.expectedProbe)
        #expect(small.cardWidth == 1 && abs(sharp.cardWidth - 1.0 / 3) < 1e-9)
        #expect(small.frames.count == 90 && sharp.frames.count == 72)
        let (smallAtOnce, sharpAtOnce) = try Self.onTwoThreads(
            { try Self.record(Self.small) }, { try Self.record(Self.sharp, byStage: true) })
        #expect(smallAtOnce == small)
        #expect(sharpAtOnce == sharp)
        let (first, second) = try Self.onTwoThreads({ try Self.record(Self.sharp) }, { try Self.record(Self.sharp) })
        #expect(first == sharp && second == sharp)
    }

    /// Each host's strict mode fails on its own conversion problems only, whichever host's code
    /// ran last.
    @Test func conversionProblemsBelongToTheirRecording() throws {
        let faulty = RecordingHost(size: CGSize(width: 20, height: 20), scale: 1, fps: 10, duration: 0.3)
        let clean = RecordingHost(size: CGSize(width: 20, height: 20), scale: 1, fps: 10, duration: 0.3)
        faulty.isStrict = true
        clean.isStrict = true
        faulty.run {
            let wrong = CABasicAnimation(keyPath: "opacity")
            wrong.toValue = "half"
            faulty.rootView.layer.add(wrong, forKey: "wrong")
        }
        clean.run {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.toValue = 0.5
            clean.rootView.layer.add(fade, forKey: "fade")
        }
        _ = try clean.record()
        #expect(throws: RecordingError.self) { try faulty.record() }
    }

    /// Code written straight after `RecordingHost(…)`, outside `run`, finds the host made last on
    /// its thread until that host records; after that, and on a thread no host set up, the
    /// globals are the system's. (On a thread of its own, which no other test uses.)
    @Test func setUpOutsideRunFindsTheHostUntilItRecords() throws {
        let seen = Probe()
        _ = try Self.onTwoThreads(
            {
                let host = RecordingHost(size: CGSize(width: 30, height: 20), scale: 3, fps: 10, duration: 0.5)
                seen.note("set-up \(UIScreen.main.scale) \(UIScreen.main.bounds.size) \(CACurrentMediaTime())")
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                    seen.note("block \(UIScreen.main.scale) \(CACurrentMediaTime())")
                }
                _ = try host.record()
                seen.note("after \(UIScreen.main.scale) \(CACurrentMediaTime() > 0.5)")
            },
            {})
        #expect(seen.all == ["set-up 3.0 CGSize(width: 30.0, height: 20.0) 0.0", "block 3.0 0.2", "after 2.0 true"])
    }

    /// Outside any recording `UIScreen.main` is an iPhone's and `CACurrentMediaTime()` the
    /// system's uptime.
    @Test func outsideAnyRecordingTheGlobalsAreTheSystems() throws {
        let (bounds, scale, uptimeGap) = try Self.onTwoThreads(
            {
                (
                    UIScreen.main.bounds, UIScreen.main.scale,
                    abs(CACurrentMediaTime() - ProcessInfo.processInfo.systemUptime)
                )
            }, {}
        ).0
        #expect(bounds == CGRect(x: 0, y: 0, width: 375, height: 667) && scale == 2)
        #expect(uptimeGap < 1)
    }

    /// A `Task` started in a recording inherits it; a detached one does not.
    @Test func tasksStartedInARecordingInheritIt() async {
        let host = RecordingHost(size: CGSize(width: 30, height: 20), scale: 3, fps: 10, duration: 0.5)
        let (inherited, detached) = host.run {
            (Task { UIScreen.main.scale }, Task.detached { UIScreen.main.scale })
        }
        #expect(await inherited.value == 3)
        #expect(await detached.value == 2)
    }

    /// In a file that imports Foundation as well as UIKit (as this one does), the main queue's
    /// `async` and `asyncAfter(deadline: .now() + d)` still run on the recording's clock.
    @Test func theMainQueueRunsOnTheClockWhereFoundationIsImported() throws {
        let probe = Probe()
        let host = RecordingHost(size: CGSize(width: 20, height: 20), scale: 1, fps: 10, duration: 1)
        host.run {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { probe.note("after \(CACurrentMediaTime())") }
            host.at(0.5) {
                DispatchQueue.main.async { probe.note("async \(CACurrentMediaTime())") }
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(200)) {
                    probe.note("interval \(CACurrentMediaTime())")
                }
            }
        }
        _ = try host.record()
        #expect(probe.all == ["after 0.3", "async 0.5", "interval 0.7"])
    }
}

/// What two threads return, each written once, under a lock (an `NSLock`: a pthread mutex, which
/// ThreadSanitizer sees, where it does not see Dispatch's semaphores order the threads).
private final class TwoResults<A: Sendable, B: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storedA: Result<A, Error>?
    private var storedB: Result<B, Error>?

    var a: Result<A, Error>? {
        get { lock.withLock { storedA } }
        set { lock.withLock { storedA = newValue } }
    }

    var b: Result<B, Error>? {
        get { lock.withLock { storedB } }
        set { lock.withLock { storedB = newValue } }
    }
}
