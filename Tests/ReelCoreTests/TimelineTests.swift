import Testing

@testable import ReelCore

@Suite struct TimelineTests {
    /// Runs `stage`, keeping every live frame, and checks the recorded timeline replays each one
    /// exactly.
    static func expectReplayMatchesLive(_ stage: Stage) -> Timeline {
        var live: [(Double, LayerSnapshot)] = []
        let timeline = stage.run { _, t, snapshot in live.append((t, snapshot)) }
        #expect(live.count == timeline.frameCount)
        var mismatches = 0
        for (t, snapshot) in live where timeline.evaluate(at: t) != snapshot { mismatches += 1 }
        #expect(mismatches == 0)
        return timeline
    }

    @Test func arcMoveReplaysExactly() {
        let move = StageSeedTests.arcMoves.first { $0.from == 0 && $0.to == 3 }!
        let scene = SeedScenes.ArcScene(
            width: move.width, radius: move.radius, buttonFrames: move.frames,
            angles: move.angles, duration: 3)
        scene.stage.tap(scene.buttons[3], at: 0.1)
        scene.stage.tap(scene.buttons[1], at: 1.5)
        let timeline = Self.expectReplayMatchesLive(scene.stage)
        // The recording holds the flight: insert, animation, removal of the transition layer.
        var inserts = 0
        var animations = 0
        var removals = 0
        for change in timeline.changes {
            switch change.event {
            case .insertSublayer: inserts += 1
            case .addAnimation: animations += 1
            case .removeSublayer: removals += 1
            default: break
            }
        }
        #expect(inserts == 2 && animations == 2 && removals == 2)
        #expect(scene.completionTimes.count == 2)
    }

    @Test func burgerReplaysExactly() {
        let scene = SeedScenes.BurgerScene(width: 375)
        scene.stage.scroll(scene.scroll, to: Point(x: 0, y: 120), duration: 0.5, at: 0.2)
        scene.stage.scroll(scene.scroll, to: Point(x: 0, y: 0), duration: 0.6, timing: .curve(.easeOut), at: 1.2)
        let timeline = Self.expectReplayMatchesLive(scene.stage)
        #expect(timeline.changes.count > Timeline.checkpointInterval)  // a checkpoint is used
    }

    @Test func flyToCartReplaysExactly() {
        let flight = SeedScenes.flyToCart(start: Point(x: 120, y: 300), end: Point(x: 340, y: 630))
        _ = Self.expectReplayMatchesLive(flight.stage)
    }

    @Test func evaluationBetweenFramesAndChangesInTimeOrder() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 1)
        let layer = Layer()
        layer.name = "box"
        stage.rootLayer.addSublayer(layer)
        stage.at(0.25) {
            Transaction.setDisableActions(true)  // a change that shows at once
            layer.position = Point(x: 5, y: 5)
        }
        stage.at(0.55) {
            var a = BasicAnimation(keyPath: "position.x")
            a.toValue = 105.0
            a.duration = 0.2
            layer.add(a, forKey: "slide")
        }
        let timeline = stage.run()
        #expect(timeline.evaluate(at: 0.2499).sublayers[0].state.position == .zero)
        #expect(timeline.evaluate(at: 0.25).sublayers[0].state.position == Point(x: 5, y: 5))
        #expect(timeline.evaluate(at: 0.65).sublayers[0].state.position.distance(to: Point(x: 55, y: 5)) < 1e-12)
        #expect(timeline.evaluate(at: 0.75).sublayers[0].state.position == Point(x: 5, y: 5))  // removed at end
        #expect(timeline.modelTree(at: 0.6).sublayers[0].animations.count == 1)
        #expect(timeline.modelTree(at: 0.8).sublayers[0].animations.isEmpty)
        #expect(timeline.changes.map(\.time) == timeline.changes.map(\.time).sorted())
    }

    @Test func longClipsStayExactAcrossCheckpoints() async {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 30, duration: 20)
        let layers = (0..<3).map { _ in Layer() }
        for l in layers { stage.rootLayer.addSublayer(l) }
        stage.onFrame { [unowned stage] t in
            layers[0].position = Point(x: t, y: -t)
            if Int(t * 30) % 7 == 0 {
                var a = BasicAnimation(keyPath: "opacity")
                a.fromValue = 0.0
                a.toValue = 1.0
                a.duration = 0.3
                layers[1].add(a, forKey: "pulse")
            }
            if Int(t * 30) % 45 == 0 {
                layers[2].removeFromSuperlayer()
                stage.rootLayer.insertSublayer(layers[2], at: Int(t) % 3)
            }
        }
        var live: [Double: LayerSnapshot] = [:]
        let timeline = stage.run { _, t, s in live[t] = s }
        #expect(timeline.changes.count > Timeline.checkpointInterval * 10)
        // Evaluate from several tasks at once: a timeline is a Sendable value.
        let times = Array(live.keys).sorted()
        let chunks = stride(from: 0, to: times.count, by: 100).map { Array(times[$0..<min($0 + 100, times.count)]) }
        let results = await withTaskGroup(of: [(Double, LayerSnapshot)].self) { group in
            for chunk in chunks { group.addTask { chunk.map { ($0, timeline.evaluate(at: $0)) } } }
            var all: [(Double, LayerSnapshot)] = []
            for await part in group { all += part }
            return all
        }
        #expect(results.count == times.count)
        #expect(results.allSatisfy { live[$0.0] == $0.1 })
    }

    @Test func timelinesCanBeBuiltFromParts() {
        var root = LayerState()
        root.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        var child = LayerState()
        child.name = "dot"
        var fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        fade.beginTime = 0.5
        let changes = [
            TimelineChange(
                time: 0.5,
                event: .addAnimation(layer: 1, animation: AttachedAnimation(id: 0, key: "fade", animation: fade))),
            TimelineChange(
                time: 0.2, event: .insertSublayer(parent: 0, index: 0, layer: TimelineLayer(id: 1, state: child))),
            TimelineChange(time: 0.3, event: .set(layer: 1, property: .of(\.position)!, value: Point(x: 3, y: 4))),
        ]
        let timeline = Timeline(
            size: Size(width: 10, height: 10), fps: 10, duration: 2,
            initialTree: TimelineLayer(id: 0, state: root), changes: changes)
        #expect(timeline.changes.map(\.time) == [0.2, 0.3, 0.5])
        #expect(timeline.evaluate(at: 0.1).sublayers.isEmpty)
        #expect(timeline.evaluate(at: 0.4).sublayers[0].state.position == Point(x: 3, y: 4))
        #expect(timeline.evaluate(at: 1).sublayers[0].state.opacity == 0.5)
        #expect(timeline.frameCount == 20)
    }
}
