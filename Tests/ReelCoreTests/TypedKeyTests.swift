import Testing

@testable import ReelCore

/// Animatable properties are typed keys (`LayerProperty`) inside ReelCore: a Core Animation key
/// path string is resolved once, when the animation's `keyPath` is set or a change is recorded,
/// and what the timeline stores is the property, not its name.
@Suite struct TypedKeyTests {
    @Test func animationsResolveTheirKeyPathOnce() {
        #expect(BasicAnimation(keyPath: "transform.rotation.z").property == LayerProperty.named("transform.rotation.z"))
        #expect(
            KeyframeAnimation(keyPath: "emitterCells.fire.birthRate").property?.name == "emitterCells.fire.birthRate")
        #expect(SpringAnimation(keyPath: \.opacity).property == LayerProperty.of(\.opacity))
        #expect(SpringAnimation(keyPath: "position.x", perceptualDuration: 1, bounce: 0).property?.name == "position.x")
        // The Swift spelling resolves to the same key as Core Animation's.
        #expect(BasicAnimation(keyPath: "isHidden").property == LayerProperty.of(\.isHidden))
        #expect(BasicAnimation(keyPath: "isHidden").keyPath == "isHidden")
        // Changing the key path re-resolves it.
        var a = BasicAnimation(keyPath: "opacity")
        a.keyPath = "instanceTransform"
        #expect(a.property == LayerProperty.of(\.instanceTransform))
        a.keyPath = "nonsense"
        #expect(a.property == nil)
    }

    /// Unknown key paths behave as before the keys were typed: the animation is attached under
    /// its key, keeps its string, is timed, completes (finished) at its end, and changes nothing
    /// shown, live or replayed.
    @Test(arguments: ["nonsense", "position.w", "emitterCells.fire.nope", "transform.rotation.q", ""])
    func unknownKeyPathAnimatesNothingButCompletes(keyPath: String) {
        let stage = Stage(size: Size(width: 20, height: 20), fps: 10, duration: 1)
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        stage.rootLayer.addSublayer(layer)
        var finished: [Bool] = []
        var basic = BasicAnimation(keyPath: keyPath)
        basic.fromValue = 0.0
        basic.toValue = 1.0
        basic.duration = 0.5
        basic.completion = { finished.append($0) }
        var keyframe = KeyframeAnimation(keyPath: keyPath)
        keyframe.values = [Point(x: 0, y: 0), Point(x: 5, y: 5)]
        keyframe.duration = 0.5
        var spring = SpringAnimation(keyPath: keyPath)
        spring.toValue = 3.0
        stage.at(0.1) {
            layer.add(basic, forKey: "b")
            layer.add(keyframe, forKey: "k")
            layer.add(spring, forKey: "s")
            #expect(layer.animationKeys() == ["b", "k", "s"])
            #expect((layer.animation(forKey: "b") as? BasicAnimation)?.keyPath == keyPath)
        }
        let model = layer.model
        var live: [(Double, LayerSnapshot)] = []
        let timeline = stage.run { _, t, snapshot in
            live.append((t, snapshot))
            #expect(layer.presentation() == model)
        }
        #expect(finished == [true])
        #expect(live.allSatisfy { $0.1.sublayers.first?.state == model })
        #expect(live.allSatisfy { timeline.evaluate(at: $0.0) == $0.1 })
    }

    @Test func recordedChangesCarryTheProperty() {
        let stage = Stage(size: Size(width: 20, height: 20), fps: 10, duration: 0.5)
        let emitter = EmitterLayer()
        var cell = EmitterCell()
        cell.name = "fire"
        emitter.emitterCells = [cell]
        stage.rootLayer.addSublayer(emitter)
        var unknownAccepted = true
        stage.at(0.1) {
            Transaction.setDisableActions(true)
            emitter.position = Point(x: 4, y: 5)
            emitter.setValue(7.0, forKeyPath: "emitterCells.fire.birthRate")
            unknownAccepted = emitter.setValue(7.0, forKeyPath: "emitterCells.fire.nope")
        }
        let timeline = stage.run()
        #expect(!unknownAccepted)
        let sets: [(String, any AnimatableValue)] = timeline.changes.compactMap {
            guard case .set(_, let property, let value) = $0.event else { return nil }
            return (property.name, value)
        }
        #expect(sets.map(\.0) == ["position", "emitterCells.fire.birthRate"])
        #expect(sets.first?.1 as? Point == Point(x: 4, y: 5))
        #expect(timeline.evaluate(at: 0.2).sublayers.first?.state.emitterCells.cells.first?.birthRate == 7)
    }

    /// Sub-key paths still drive what they name, live and replayed.
    @Test func subKeyPathsAnimateThroughTheTimeline() {
        let stage = Stage(size: Size(width: 20, height: 20), fps: 10, duration: 1)
        let gradient = GradientLayer()
        let replicator = ReplicatorLayer()
        let emitter = EmitterLayer()
        var cell = EmitterCell()
        cell.name = "fire"
        emitter.emitterCells = [cell]
        for l in [gradient, replicator, emitter] { stage.rootLayer.addSublayer(l) }
        func basic(_ keyPath: String, _ from: any AnimatableValue, _ to: any AnimatableValue) -> BasicAnimation {
            var a = BasicAnimation(keyPath: keyPath)
            a.fromValue = from
            a.toValue = to
            a.duration = 1
            return a
        }
        gradient.add(basic("transform.rotation.z", 0.0, Double.pi), forKey: nil)
        gradient.add(basic("startPoint", Point(x: 0, y: 0), Point(x: 1, y: 1)), forKey: nil)
        let moved = Transform3D(translationX: 10, y: 0, z: 0)
        replicator.add(basic("instanceTransform", Transform3D.identity, moved), forKey: nil)
        emitter.add(basic("emitterCells.fire.birthRate", 0.0, 10.0), forKey: nil)
        var live: [(Double, LayerSnapshot)] = []
        let timeline = stage.run { _, t, snapshot in live.append((t, snapshot)) }
        let half = live.first { $0.0 == 0.5 }!.1
        #expect(abs(TransformPart.rotationZ.read(half.sublayers[0].state.transform) - Double.pi / 2) < 1e-9)
        #expect(half.sublayers[0].state.startPoint == Point(x: 0.5, y: 0.5))
        #expect(abs(half.sublayers[1].state.instanceTransform.m41 - 5) < 1e-9)
        #expect(half.sublayers[2].state.emitterCells.cells.first?.birthRate == 5)
        var mismatches = 0
        for (t, snapshot) in live
        where timeline.evaluate(at: t).sublayers.map(\.state) != snapshot.sublayers.map(\.state) {
            mismatches += 1
        }
        #expect(mismatches == 0)
    }
}
