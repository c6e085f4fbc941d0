import Testing

@testable import ReelCore

/// One presentation evaluator (`Presentation`, `Sources/ReelCore/Timeline/Presentation.swift`)
/// for the live stage, the recorded timeline and hit-testing.
@Suite struct PresentationEvaluatorTests {
    /// `keyPath` from `from` to `to` over `duration` seconds, from `begin` (0: when added).
    static func basic(
        _ keyPath: String, _ from: any AnimatableValue, _ to: any AnimatableValue, duration: Double,
        begin: Double = 0
    ) -> BasicAnimation {
        var animation = BasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.beginTime = begin
        return animation
    }

    /// An emitter whose cell's birth rate is set and animated while the stage runs.
    static func emitterStage() -> (Stage, EmitterLayer) {
        let stage = Stage(size: Size(width: 20, height: 20), fps: 10, duration: 1.2)
        let emitter = EmitterLayer()
        var cell = EmitterCell()
        cell.name = "spark"
        cell.birthRate = 4
        cell.lifetime = 1
        emitter.emitterCells = [cell]
        stage.rootLayer.addSublayer(emitter)
        stage.at(0.3) { emitter.setValue(0.0, forKeyPath: "emitterCells.spark.birthRate") }
        stage.at(0.55) {
            emitter.add(Self.basic("emitterCells.spark.birthRate", 0.0, 8.0, duration: 0.4), forKey: "rate")
        }
        return (stage, emitter)
    }

    /// `run(frame:)` hands out the timeline's trees, emitters' rate histories included (it gave
    /// the live tree's, which has none, before the evaluator was shared).
    @Test func runHandsOutTheTimelinesSnapshots() {
        let (stage, _) = Self.emitterStage()
        var live: [(Double, LayerSnapshot)] = []
        let timeline = stage.run { _, t, snapshot in live.append((t, snapshot)) }
        #expect(live.count == timeline.frameCount)
        #expect(live.contains { $0.1.sublayers.first?.emitterRateHistory != nil })
        var mismatches = 0
        for (t, snapshot) in live where timeline.evaluate(at: t) != snapshot { mismatches += 1 }
        #expect(mismatches == 0)
    }

    /// An animation added at 0.2 and removed in that instant, by an event a frame callback at 0.2
    /// schedules, is dropped from the recording after its frame was handed out: the later frames
    /// handed out replay the recording again and match the timeline.
    @Test func anAdditionCancelledAfterItsFrameReplaysExactly() {
        let stage = Stage(size: Size(width: 20, height: 20), fps: 10, duration: 0.6)
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        stage.rootLayer.addSublayer(layer)
        stage.at(0.2) {
            layer.add(Self.basic("opacity", 0.0, 1.0, duration: 1), forKey: "fade")
        }
        var live: [(Double, LayerSnapshot)] = []
        let timeline = stage.run { index, t, snapshot in
            live.append((t, snapshot))
            if index == 2 { stage.at(t) { layer.removeAnimation(forKey: "fade") } }
        }
        #expect(!timeline.changes.contains { if case .addAnimation = $0.event { true } else { false } })
        #expect(live[2].1.sublayers[0].state.opacity == 0)  // shown before the removal was known
        #expect(live.dropFirst(3).allSatisfy { timeline.evaluate(at: $0.0) == $0.1 })
        #expect(live.dropFirst(3).allSatisfy { $0.1.sublayers[0].state.opacity == 1 })
    }

    /// The live snapshot, hit-testing and the timeline agree on what shows where.
    @Test func liveTreeAndHitTestingUseTheSameValues() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 1)
        let back = Layer()
        back.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        let front = Layer()
        front.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        back.onTap = {}
        front.onTap = {}
        stage.rootLayer.addSublayer(back)
        stage.rootLayer.addSublayer(front)
        back.add(Self.basic("zPosition", 1.0, 1.0, duration: 0.5, begin: 0.2), forKey: "raise")
        var hits: [Double: Layer?] = [:]
        var mismatches = 0
        let timeline = stage.run { _, t, snapshot in
            hits[t] = stage.tap(at: Point(x: 10, y: 10))
            if stage.snapshot() != snapshot { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(hits[0.1]! === front)
        #expect(hits[0.4]! === back)
        #expect(timeline.evaluate(at: 0.4).sublayers[0].state.zPosition == 1)
        #expect(hits[0.8]! === front)
    }
}
