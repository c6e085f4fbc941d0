// No `import Foundation`: this file uses Reel's `Timer` and `DispatchWorkItem` as an iOS file
// that imports UIKit alone does (docs/swift.md).
import ReelCore
import ReelScene
import Testing
import UIKit

/// The main queue and timers on the recording's clock: each block and each firing runs as an
/// event at its exact time, so what they change shows on the frame the formula names, the same
/// in every run; outside a recording they are Foundation's and Dispatch's.
@Suite struct MainQueueTimerTests {
    /// The state of the layer called `name` at frame `frame`.
    static func state(_ name: String, in timeline: Timeline, frame: Int) throws -> LayerState {
        try #require(find(name, in: timeline.evaluate(at: timeline.time(ofFrame: frame))), "no layer \(name)")
    }

    static func find(_ name: String, in tree: LayerSnapshot) -> LayerState? {
        if tree.state.name == name { return tree.state }
        return tree.sublayers.lazy.compactMap { find(name, in: $0) }.first
    }

    /// A label counting down from 5 on a 0.5-second timer started at 0.1 s shows, at frame `i`
    /// of 30 fps, 5 less the ticks at frames 3 + 15j (j = 1…5: time (1 + 5j) / 10 is frame
    /// 3(1 + 5j)), and stops at 0; each tick reads its exact time and the host's screen.
    @Test func countdownTicksOnItsFrames() throws {
        let probe = Probe()
        let clip = TimedClip(size: CGSize(width: 80, height: 50), scale: 1, fps: 30, duration: 3.2)
        let host = clip.makeHost(probe: probe)
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let ticks = (1...TimedClip.countFrom).filter { frame >= 3 + 15 * $0 }.count
            let text = try Self.state("label", in: timeline, frame: frame).string
            #expect(text == "\(TimedClip.countFrom - ticks)", "frame \(frame)")
        }
        let ticks = probe.all.filter { $0.hasPrefix("tick") }
        #expect(ticks == TimedClip.tickTimes.map { "tick \($0) true" })
        #expect(TimedClip.tickTimes == [0.6, 1.1, 1.6, 2.1, 2.6])
    }

    /// A chain of `asyncAfter(deadline: .now() + 0.25)` from 0.2 s runs at 0.45, 0.7 and 0.95 s,
    /// and the box it moves is there from frames 14, 21 and 29 (the first frames at or after
    /// those times, at 30 fps).
    @Test func asyncAfterChainRunsAtItsDeadlines() throws {
        let probe = Probe()
        let clip = TimedClip(size: CGSize(width: 80, height: 50), scale: 1, fps: 30, duration: 1.2)
        let timeline = try clip.makeHost(probe: probe).record()
        #expect(probe.all.filter { $0.hasPrefix("step") } == ["step 0.45", "step 0.7", "step 0.95"])
        for frame in 0..<timeline.frameCount {
            let steps = [14, 21, 29].filter { frame >= $0 }.count
            let x = try Self.state("box", in: timeline, frame: frame).position.x
            #expect(x == Double(10 * steps) + 5, "frame \(frame)")
        }
    }

    /// Two runs of the clip record the same timeline and the same callbacks.
    @Test func timersAndQueueAreDeterministic() throws {
        let clip = TimedClip(size: CGSize(width: 80, height: 50), scale: 2, fps: 24, duration: 3)
        let (first, second) = (Probe(), Probe())
        let a = Trace.lines(try clip.makeHost(probe: first).record())
        let b = Trace.lines(try clip.makeHost(probe: second).record())
        #expect(a == b)
        #expect(first.all == second.all && first.all.count == 8)
    }

    /// `invalidate()` stops a repeating timer, from its own block or from elsewhere; a timer made
    /// with `Timer(timeInterval:repeats:block:)` fires only once added to `RunLoop.main`, at its
    /// fire time or, when that has passed, at once; `fire()` runs the block early without moving
    /// the schedule.
    @Test func invalidateAddAndFire() throws {
        let probe = Probe()
        let host = RecordingHost(size: CGSize(width: 20, height: 20), scale: 1, fps: 10, duration: 1.5)
        host.run {
            let stopped = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
                probe.note("a \(CACurrentMediaTime())")
            }
            host.at(0.35) { stopped.invalidate() }
            nonisolated(unsafe) var fired = 0
            Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                fired += 1
                probe.note("b \(CACurrentMediaTime())")
                if fired == 2 { timer.invalidate() }
            }
            let added = Timer(timeInterval: 0.3, repeats: false) { timer in
                probe.note("c \(CACurrentMediaTime()) \(timer.isValid)")
            }
            RunLoop.main.add(added, forMode: .common)
            let late = Timer(timeInterval: 0.3, repeats: false) { _ in probe.note("d \(CACurrentMediaTime())") }
            host.at(0.5) { RunLoop.main.add(late, forMode: .common) }
            let early = Timer(timeInterval: 0.4, repeats: true) { _ in probe.note("e \(CACurrentMediaTime())") }
            RunLoop.main.add(early, forMode: .default)
            host.at(0.15) { early.fire() }
            host.at(0.9) {
                early.invalidate()
                probe.note("valid \(early.isValid) \(added.isValid) \(early.timeInterval) \(added.timeInterval)")
            }
        }
        _ = try host.record()
        #expect(
            probe.all == [
                "a 0.1", "e 0.15", "a 0.2", "b 0.25", "c 0.3 true", "a 0.3", "e 0.4", "b 0.5", "d 0.5", "e 0.8",
                "valid false false 0.4 0.0",
            ])
    }

    /// A cancelled `DispatchWorkItem` never runs; the debounce idiom (cancel the last item, send
    /// a new one 0.25 s on) runs only the last, 0.25 s after the last send; `async` runs after the
    /// event that sent it, at the same time.
    @Test func cancelledWorkItemsDoNotRun() throws {
        let probe = Probe()
        let host = RecordingHost(size: CGSize(width: 20, height: 20), scale: 1, fps: 10, duration: 1.5)
        host.run {
            let cancelled = DispatchWorkItem { probe.note("cancelled ran") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: cancelled)
            host.at(0.5) { cancelled.cancel() }
            let kept = DispatchWorkItem { probe.note("kept \(CACurrentMediaTime())") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4, execute: kept)
            nonisolated(unsafe) var pending: DispatchWorkItem?
            for (i, time) in [0.1, 0.2, 0.3].enumerated() {
                host.at(time) {
                    pending?.cancel()
                    let item = DispatchWorkItem { probe.note("search \(i) \(CACurrentMediaTime())") }
                    pending = item
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25, execute: item)
                }
            }
            host.at(0.6) {
                DispatchQueue.main.async { probe.note("async \(CACurrentMediaTime())") }
                DispatchQueue.main.async(execute: DispatchWorkItem { probe.note("item \(CACurrentMediaTime())") })
                probe.note("sent \(cancelled.isCancelled) \(kept.isCancelled)")
            }
        }
        _ = try host.record()
        #expect(probe.all == ["kept 0.4", "search 2 0.55", "sent true false", "async 0.6", "item 0.6"])
    }

    /// Outside a recording the timer is Foundation's and the queues are Dispatch's (run on a
    /// thread of its own, which no host set up).
    @Test func outsideARecordingTheyAreFoundationsAndDispatchs() {
        let probe = Probe()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let timer = Timer(timeInterval: 10, repeats: true) { _ in probe.note("fired") }
            let once = Timer(timeInterval: 10, repeats: false) { _ in }
            probe.note("\(timer.isValid) \(timer.timeInterval) \(once.timeInterval)")
            timer.fire()
            timer.invalidate()
            probe.note("\(timer.isValid)")
            let item = DispatchWorkItem { probe.note("item") }
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01, execute: item)
            item.wait()
            let ran = DispatchSemaphore(value: 0)
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { ran.signal() }
            ran.wait()
            let now = RecordingTime.now().uptimeNanoseconds
            let dispatchNow = DispatchTime.now().uptimeNanoseconds
            probe.note("\(now <= dispatchNow && dispatchNow - now < 1_000_000_000)")
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(probe.all == ["true 10.0 0.0", "fired", "false", "item", "true"])
    }
}
