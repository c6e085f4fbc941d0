import Testing

@testable import ReelCore

/// Collects what happened, in order.
final class StageLog: @unchecked Sendable {
    var entries: [String] = []
    var times: [Double] = []
}

@Suite struct StageTests {
    @Test func simultaneousEventsRunInSchedulingOrder() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 1)
        let log = StageLog()
        stage.at(0.5) { log.entries.append("a") }
        stage.at(0.3) { log.entries.append("early") }
        stage.at(0.5) { log.entries.append("b") }
        stage.at(0.5) {
            log.entries.append("c")
            stage.at(0.5) { log.entries.append("nested") }  // same time: still before the frame
        }
        stage.onFrame { t in if t == 0.5 { log.entries.append("frame") } }
        stage.run()
        #expect(log.entries == ["early", "a", "b", "c", "nested", "frame"])
    }

    /// `scope` wraps all the stage runs, once per `run()` and per `advance(to:)`: the start and
    /// frame handlers, events and completions run inside it.
    @Test func everythingRunsInsideTheScope() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 0.3)
        let log = StageLog()
        nonisolated(unsafe) var inside = false
        stage.scope = { work in
            log.entries.append("enter")
            inside = true
            work()
            inside = false
            log.entries.append("leave")
        }
        stage.onStart { log.entries.append("start \(inside)") }
        stage.at(0.15) { log.entries.append("event \(inside)") }
        stage.onFrame { t in log.entries.append("frame \(t) \(inside)") }
        stage.run()
        #expect(
            log.entries == [
                "enter", "start true", "frame 0.0 true", "frame 0.1 true", "event true", "frame 0.2 true", "leave",
            ])
        log.entries.removeAll()
        stage.at(0.35) { log.entries.append("later \(inside)") }
        stage.advance(to: 0.4)
        #expect(log.entries == ["enter", "later true", "frame 0.4 true", "leave"])
    }

    @Test func eventsSetTheClockToTheirOwnTime() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 1)
        let log = StageLog()
        stage.at(0.123) { log.times.append(stage.currentTime) }
        stage.at(0.25) { stage.after(0.5) { log.times.append(stage.currentTime) } }
        stage.onFrame { t in log.times.append(t) }
        stage.run()
        #expect(log.times.count == 12)
        #expect(log.times[1] == 0.1 && log.times[2] == 0.123 && log.times[3] == 0.2)
        #expect(log.times.contains(0.75))
        #expect(log.times == log.times.sorted())
    }

    @Test func completionsRunAtTheExactEndTime() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 30, duration: 2)
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        let log = StageLog()
        stage.at(0.1) {
            var a = BasicAnimation(keyPath: "opacity")
            a.toValue = 0.0
            a.duration = 0.37
            a.completion = { finished in
                log.times.append(stage.currentTime)
                log.entries.append("done \(finished) \(layer.animationKeys() ?? [])")
            }
            layer.add(a, forKey: "fade")
        }
        stage.run()
        #expect(log.times == [0.1 + 0.37])
        #expect(log.entries == ["done true []"])  // removed on completion before the handler
    }

    @Test func earlyRemovalReportsUnfinished() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 30, duration: 2)
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        let log = StageLog()
        final class Delegate: AnimationDelegate {
            let log: StageLog
            init(_ log: StageLog) { self.log = log }
            func animationDidStart(_ animation: any Animation) { log.entries.append("start") }
            func animationDidStop(_ animation: any Animation, finished: Bool) { log.entries.append("stop \(finished)") }
        }
        let delegate = Delegate(log)
        stage.at(0) {
            var a = BasicAnimation(keyPath: "opacity")
            a.toValue = 0.0
            a.duration = 1
            a.beginTime = 0.2  // explicit: starts at local time 0.2
            a.delegate = delegate
            a.completion = {
                log.entries.append("completion \($0)")
                log.times.append(stage.currentTime)
            }
            layer.add(a, forKey: "fade")
        }
        stage.at(0.5) { layer.removeAnimation(forKey: "fade") }
        stage.run()
        #expect(log.entries == ["start", "stop false", "completion false"])
        #expect(log.times == [0.5])
    }

    @Test func keptAnimationsStillReportTheirEnd() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 30, duration: 2)
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        let log = StageLog()
        var a = BasicAnimation(keyPath: "position.x")
        a.fromValue = 0.0
        a.toValue = 50.0
        a.duration = 0.5
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        a.completion = { [unowned stage] in  // the layer keeps the animation: a strong capture is a cycle
            log.entries.append("\($0)")
            log.times.append(stage.currentTime)
        }
        layer.add(a, forKey: "move")
        stage.run()
        #expect(log.entries == ["true"])
        #expect(log.times == [0.5])
        #expect(layer.presentation()?.position.x == 50)
        #expect(layer.position.x == 0)
        layer.removeAnimation(forKey: "move")  // no second report
        #expect(log.entries == ["true"])
    }

    @Test func transactionCompletionWaitsForEveryAnimation() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 30, duration: 3)
        let a = Layer()
        let b = Layer()
        stage.rootLayer.addSublayer(a)
        stage.rootLayer.addSublayer(b)
        let log = StageLog()
        stage.at(0.2) {
            Transaction.begin()
            Transaction.setAnimationDuration(0.6)
            Transaction.setCompletionBlock {
                log.times.append(stage.currentTime)
                log.entries.append("outer")
            }
            var short = BasicAnimation(keyPath: "opacity")
            short.toValue = 0.0  // duration from the transaction: 0.6
            a.add(short, forKey: "short")
            Transaction.begin()
            Transaction.setCompletionBlock {
                log.times.append(stage.currentTime)
                log.entries.append("inner")
            }
            var long = BasicAnimation(keyPath: "opacity")
            long.toValue = 0.0
            long.duration = 1.1
            b.add(long, forKey: "long")
            Transaction.commit()
            Transaction.commit()
            #expect(a.animation(forKey: "short")?.duration == 0.6)
        }
        stage.at(1.5) {
            // The event's implicit transaction covers animations added before the block is set.
            var a = BasicAnimation(keyPath: "opacity")
            a.toValue = 0.5
            a.duration = 0.25
            b.add(a, forKey: "late")
            Transaction.setCompletionBlock {
                log.entries.append("implicit")
                log.times.append(stage.currentTime)
            }
        }
        stage.at(1) {
            // Implicit transaction of this event, no animations: runs at once (after the event).
            Transaction.setCompletionBlock {
                log.entries.append("empty")
                log.times.append(stage.currentTime)
            }
        }
        stage.run()
        #expect(log.entries == ["empty", "inner", "outer", "implicit"])
        #expect(log.times.count == 4)
        #expect(log.times.last == 1.75)
        #expect(log.times[0] == 1)
        #expect(abs(log.times[1] - 1.3) < 1e-12 && abs(log.times[2] - 1.3) < 1e-12)
        #expect(Transaction.disableActions() == false)
    }

    @Test func setUpCompletionBlocksRunWhenTheirAnimationsEnd() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 30, duration: 1)
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        let log = StageLog()
        var a = BasicAnimation(keyPath: "opacity")
        a.toValue = 0.0
        a.duration = 0.4
        layer.add(a, forKey: "fade")  // before run, outside any explicit transaction
        Transaction.setCompletionBlock { log.times.append(stage.currentTime) }
        stage.run()
        #expect(log.times == [0.4])
        // Standalone layers are not tracked outside transactions.
        Layer().add(a, forKey: nil)
        #expect(Transaction.stack.elements.isEmpty)
    }

    @Test func tapsCallTheLayersHandler() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 1)
        let button = Layer()
        stage.rootLayer.addSublayer(button)
        let log = StageLog()
        button.onTap = { [unowned stage] in log.times.append(stage.currentTime) }
        stage.tap(button, at: 0.35)
        stage.tap(Layer(), at: 0.4)  // no handler: nothing happens
        stage.run()
        #expect(log.times == [0.35])
    }

    @Test func tapsAtAPointHitTheFrontLayerAndBubbleUp() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 1)
        let cell = Layer()
        let icon = Layer()
        let cover = Layer()
        cell.frame = Rect(x: 0, y: 50, width: 100, height: 40)
        icon.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        cover.frame = Rect(x: 60, y: 50, width: 40, height: 40)
        cover.isHidden = true
        stage.rootLayer.addSublayer(cell)
        cell.addSublayer(icon)
        stage.rootLayer.addSublayer(cover)
        let log = StageLog()
        cell.onTap = { log.entries.append("cell") }
        cover.onTap = { log.entries.append("cover") }
        #expect(stage.tap(at: Point(x: 15, y: 65)) === cell)  // hits the icon, handled by the cell
        #expect(stage.tap(at: Point(x: 70, y: 60)) === cell)  // the hidden cover is not hit
        #expect(stage.tap(at: Point(x: 50, y: 10)) == nil)
        #expect(log.entries == ["cell", "cell"])
    }

    @Test func scrollCallsDidScrollEveryFrameAndLandsExactly() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 60, duration: 2)
        let scroll = ScrollLayer()
        scroll.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        stage.rootLayer.addSublayer(scroll)
        let child = Layer()
        child.frame = Rect(x: 0, y: 200, width: 10, height: 10)
        scroll.addSublayer(child)
        let log = StageLog()
        scroll.didScroll = { [unowned stage] s in
            log.times.append(stage.currentTime)
            log.entries.append("\(s.contentOffset.y)")
        }
        stage.scroll(scroll, to: Point(x: 0, y: 300), duration: 0.5, timing: .deceleration(), at: 0.5)
        var offsets: [Double] = []
        stage.run { _, t, _ in if t >= 0.5 && t <= 1.1 { offsets.append(scroll.contentOffset.y) } }
        // One call per frame while moving (frames 31…59) plus the exact landing at 1.0.
        #expect(log.times.count == 30)
        #expect(log.times.last == 1.0)
        #expect(scroll.contentOffset == Point(x: 0, y: 300))
        // Decelerating: steps shrink.
        let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }.filter { $0 > 0 }
        #expect(steps.count > 20)
        for (a, b) in zip(steps, steps.dropFirst()) { #expect(b < a) }
        // The bounds origin scrolls the sublayers.
        let inRoot = stage.rootLayer.convert(Point(x: 0, y: 200), from: scroll)
        #expect(inRoot == Point(x: 0, y: -100))
        #expect(ScrollTiming.deceleration().fraction(at: 1, duration: 0.5) == 1)
        #expect(ScrollTiming.linear.fraction(at: 0.3, duration: 1) == 0.3)
    }

    @Test func nestedLayerTimeScalesAndShiftsSublayerAnimations() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 20, duration: 2)
        let parent = Layer()
        let child = Layer()
        stage.rootLayer.addSublayer(parent)
        parent.addSublayer(child)
        parent.speed = 2
        parent.timeOffset = 0.5  // parent local = 2·t + 0.5
        let log = StageLog()
        var a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 0.0
        a.toValue = 1.0
        a.duration = 2
        a.completion = { _ in log.times.append(stage.currentTime) }
        child.add(a, forKey: "fade")  // begins at the child's local time now: 0.5
        #expect(child.animation(forKey: "fade")?.beginTime == 0.5)
        var values: [Double: Double] = [:]
        stage.run { _, t, _ in values[t] = child.presentation()!.opacity }
        #expect(values[0.25] == 0.25)  // local 1.0: 0.5 s in
        #expect(values[0.5] == 0.5)
        #expect(log.times == [1.0])  // 2 s of child time take 1 s of clock time
        #expect(child.convertTime(1.0, from: nil) == 2.5)
        #expect(child.convertTime(2.5, to: nil) == 1.0)
    }

    @Test func frozenLayerTimeScrubsWithTimeOffset() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 1)
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        var a = BasicAnimation(keyPath: "position.x")
        a.fromValue = 0.0
        a.toValue = 100.0
        a.duration = 1
        a.beginTime = 0.0001  // explicit begin (0 would mean "now")
        a.fillMode = .both
        layer.add(a, forKey: "scrub")
        layer.speed = 0
        var xs: [Double] = []
        stage.onFrame { t in layer.timeOffset = 0.0001 + t / 2 }
        stage.run { _, _, _ in xs.append(layer.presentation()!.position.x) }
        for (i, x) in xs.enumerated() { #expect(abs(x - Double(i) * 5) < 1e-9) }
    }

    @Test func layersAddedBeforeJoiningTheStageStartWhenTheyJoin() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 1)
        let layer = Layer()
        var a = BasicAnimation(keyPath: "position.x")
        a.fromValue = 0.0
        a.toValue = 10.0
        a.duration = 1
        layer.add(a, forKey: "move")  // no clock yet
        stage.at(0.4) { stage.rootLayer.addSublayer(layer) }
        var x: Double?
        stage.run { _, t, _ in if t == 0.6 { x = layer.presentation()?.position.x } }
        #expect(layer.animation(forKey: "move")?.beginTime == 0.4)
        #expect(abs((x ?? -1) - 2) < 1e-12)
    }

    @Test func noneValuesAnimateFromThePreviousModelValue() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 1)
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        stage.at(0.2) {
            Transaction.setDisableActions(true)  // no implicit animation under the explicit one
            layer.opacity = 0.2
            var a = BasicAnimation(keyPath: "opacity")
            a.duration = 0.4
            layer.add(a, forKey: nil)
        }
        var values: [Double] = []
        stage.run { _, t, _ in values.append(layer.presentation()!.opacity) }
        #expect(abs(values[4] - 0.6) < 1e-12)  // t 0.4: half-way from 1 to 0.2
        #expect(values[7] == 0.2)
    }
}

/// Fill modes, repeats and reversal on a live layer: before, during and after the active time.
@Suite struct StageFillModeTests {
    struct Case: Sendable, CustomStringConvertible {
        var mode: FillMode
        var removedOnCompletion: Bool
        var before: Double, during: Double, after: Double
        var description: String { "\(mode.rawValue) removedOnCompletion \(removedOnCompletion)" }
    }

    // Model opacity 1; animation 0.2 → 0.6 from 0.5 s for 1 s; sampled at 0.3, 1.0 and 1.8.
    @Test(arguments: [
        Case(mode: .removed, removedOnCompletion: true, before: 1, during: 0.4, after: 1),
        Case(mode: .forwards, removedOnCompletion: true, before: 1, during: 0.4, after: 1),
        Case(mode: .forwards, removedOnCompletion: false, before: 1, during: 0.4, after: 0.6),
        Case(mode: .backwards, removedOnCompletion: false, before: 0.2, during: 0.4, after: 1),
        Case(mode: .both, removedOnCompletion: false, before: 0.2, during: 0.4, after: 0.6),
        Case(mode: .both, removedOnCompletion: true, before: 0.2, during: 0.4, after: 1),
    ])
    func fillModeOnALayer(c: Case) {
        let stage = Stage(size: Size(width: 10, height: 10), fps: 10, duration: 2)
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        var a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 0.2
        a.toValue = 0.6
        a.duration = 1
        a.beginTime = layer.convertTime(stage.currentTime, from: nil) + 0.5
        a.fillMode = c.mode
        a.isRemovedOnCompletion = c.removedOnCompletion
        layer.add(a, forKey: "fade")
        var values: [Int: Double] = [:]
        stage.run { i, _, _ in values[i] = layer.presentation()!.opacity }
        #expect(values[3] == c.before)
        #expect(abs(values[10]! - c.during) < 1e-12)
        #expect(values[18] == c.after)
        #expect(layer.opacity == 1)
    }

    @Test func repeatedReversingAnimationWithSpeedAndOffset() {
        let stage = Stage(size: Size(width: 10, height: 10), fps: 20, duration: 4)
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        var a = BasicAnimation(keyPath: "position.x")
        a.fromValue = 0.0
        a.toValue = 100.0
        a.duration = 1
        a.autoreverses = true
        a.repeatCount = 1.5  // forwards, back, forwards: 3 s of local time
        a.speed = 2  // played in 1.5 s
        a.timeOffset = 0.25  // starts a quarter of the way in
        layer.add(a, forKey: "shuttle")
        var xs: [Int: Double] = [:]
        stage.run { i, _, _ in xs[i] = layer.presentation()!.position.x }
        // clock t → active local 2t + 0.25, wrapped into 3 s; cycle 2 s (1 forwards, 1 back).
        let expected: [Int: Double] = [0: 25, 5: 75, 10: 75, 15: 25, 20: 25, 25: 75, 29: 15]
        for (i, x) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(abs(xs[i]! - x) < 1e-9, "frame \(i)")
        }
        #expect(xs[30] == 0)  // ended at 1.5 s: removed, the model shows
    }
}
