import Testing

@testable import ReelCore

/// Implicit actions of standalone layers (CALayer's default action) and the transaction values
/// they take: each gives the trace of the explicit animation Core Animation adds for it.
@Suite struct ImplicitActionTests {
    static func box(on stage: Stage) -> Layer {
        let layer = Layer()
        layer.name = "box"
        layer.frame = Rect(x: 10, y: 10, width: 30, height: 30)
        stage.rootLayer.addSublayer(layer)
        return layer
    }

    static func stage() -> Stage { Stage(size: Size(width: 120, height: 120), fps: 20, duration: 1.2) }

    /// The explicit equivalent of an implicit change: model first without actions, then the
    /// basic animation from the old value under the property's key.
    static func explicit(
        _ layer: Layer, _ key: String, from: any AnimatableValue, duration: Double = 0.25,
        timing: TimingFunction = .default, set: () -> Void
    ) {
        Transaction.begin()
        Transaction.setDisableActions(true)
        set()
        Transaction.commit()
        var a = BasicAnimation(keyPath: key)
        a.fromValue = from
        a.duration = duration
        a.timingFunction = timing
        layer.add(a, forKey: key)
    }

    @Test func aChangeAnimatesLikeTheDefaultExplicitAnimation() {
        let implicit = Self.stage()
        let a = Self.box(on: implicit)
        implicit.at(0.3) {
            a.position = Point(x: 90, y: 80)
            a.opacity = 0.4
        }
        let explicit = Self.stage()
        let b = Self.box(on: explicit)
        explicit.at(0.3) {
            Self.explicit(b, "position", from: b.position) { b.position = Point(x: 90, y: 80) }
            Self.explicit(b, "opacity", from: b.opacity) { b.opacity = 0.4 }
        }
        let trace = ViewAnimationTests.traces(implicit)
        #expect(trace == ViewAnimationTests.traces(explicit))
        #expect(trace[7].contains("\"opacity\":0.") && !trace[7].contains("\"opacity\":0.4"))  // moving at 0.35
        #expect(trace[12].contains("\"position\":[90,80]"))  // done at 0.55
        // The recorded timeline holds the animations the changes made.
        let added = implicit.recordedTimeline!.changes.filter {
            if case .addAnimation = $0.event { return true }
            return false
        }
        #expect(added.count == 2)
    }

    @Test func transactionDurationAndTimingFunctionApplyAndNest() {
        let implicit = Self.stage()
        let a = Self.box(on: implicit)
        implicit.at(0.1) {
            Transaction.begin()
            Transaction.setAnimationDuration(0.6)
            Transaction.setAnimationTimingFunction(.linear)
            a.opacity = 0
            Transaction.begin()  // nested: inherits 0.6 and linear, disables its own changes
            Transaction.setDisableActions(true)
            a.backgroundColor = .red
            Transaction.commit()
            a.position = Point(x: 100, y: 100)
            Transaction.commit()
        }
        let explicit = Self.stage()
        let b = Self.box(on: explicit)
        explicit.at(0.1) {
            Self.explicit(b, "opacity", from: b.opacity, duration: 0.6, timing: .linear) { b.opacity = 0 }
            Transaction.setDisableActions(true)
            b.backgroundColor = .red
            Transaction.setDisableActions(false)
            Self.explicit(b, "position", from: b.position, duration: 0.6, timing: .linear) {
                b.position = Point(x: 100, y: 100)
            }
        }
        #expect(ViewAnimationTests.traces(implicit) == ViewAnimationTests.traces(explicit))
        #expect(a.animationKeys() == nil)  // all removed on completion by the end
        #expect(Transaction.animationDuration() == 0.25 && Transaction.animationTimingFunction() == nil)
    }

    @Test func layersAnimateOnlyAfterTheirFirstCommit() {
        let stage = Self.stage()
        let log = StageLog()
        let early = Self.box(on: stage)
        early.opacity = 0.5  // building the tree: no action
        let late = Layer()
        log.entries.append("setup \(early.animationKeys() ?? [])")
        stage.at(0.2) { [unowned stage] in
            stage.rootLayer.addSublayer(late)
            late.opacity = 0.5  // the event that adds it: not shown yet, no action
            log.entries.append("added \(late.animationKeys() ?? [])")
        }
        stage.at(0.4) {
            late.opacity = 1
            early.opacity = 1
            log.entries.append("later \(late.animationKeys() ?? []) \(early.animationKeys() ?? [])")
        }
        stage.run()
        #expect(log.entries == ["setup []", "added []", "later [\"opacity\"] [\"opacity\"]"])
    }

    @Test func actionsDictionaryDelegateAndNullOverrideTheDefault() {
        final class Delegate: LayerDelegate {
            func action(for layer: Layer, forKey key: String) -> Action? {
                key == "position" ? .null : nil
            }
        }
        let stage = Self.stage()
        let layer = Self.box(on: stage)
        let delegate = Delegate()
        layer.delegate = delegate
        var spring = SpringAnimation(keyPath: "opacity")
        spring.damping = 20
        layer.actions = ["bounds": .null, "opacity": .animation(spring)]
        let log = StageLog()
        stage.at(0.1) {
            #expect(layer.action(forKey: "position") == nil)
            #expect(layer.action(forKey: "bounds") == nil)
            layer.position = Point(x: 60, y: 60)
            layer.bounds.size = Size(width: 5, height: 5)
            layer.opacity = 0.3
            layer.cornerRadius = 4  // the default action
            let opacity = layer.animation(forKey: "opacity") as? SpringAnimation
            log.entries.append("\(layer.animationKeys() ?? []) \(opacity?.damping ?? 0)")
            // Disabled actions skip the whole search.
            Transaction.setDisableActions(true)
            layer.borderWidth = 2
            log.entries.append("\(layer.animationKeys() ?? [])")
        }
        stage.run()
        #expect(log.entries == ["[\"opacity\", \"cornerRadius\"] 20.0", "[\"opacity\", \"cornerRadius\"]"])
        _ = delegate
    }

    @Test func anExplicitAnimationForTheSameKeyReplacesTheImplicitOne() {
        let stage = Self.stage()
        let layer = Self.box(on: stage)
        let log = StageLog()
        stage.at(0.2) {
            layer.opacity = 0.2
            var fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.2
            fade.duration = 0.8
            layer.add(fade, forKey: "opacity")
            log.entries.append("\(layer.animationKeys() ?? []) \(layer.animation(forKey: "opacity")?.duration ?? 0)")
        }
        let timeline = stage.run()
        #expect(log.entries == ["[\"opacity\"] 0.8"])
        // The replaced implicit animation never showed, so the recording leaves it out.
        let added = timeline.changes.compactMap { change -> AttachedAnimation? in
            if case .addAnimation(_, let attached) = change.event { return attached }
            return nil
        }
        #expect(added.count == 1 && added.first?.animation.duration == 0.8)
    }

    @Test func theTransactionCompletionWaitsForImplicitAnimations() {
        let stage = Self.stage()
        let layer = Self.box(on: stage)
        let log = StageLog()
        stage.at(0.3) { [unowned stage] in
            Transaction.begin()
            Transaction.setAnimationDuration(0.4)
            Transaction.setCompletionBlock { log.times.append(stage.currentTime) }
            layer.opacity = 0
            Transaction.commit()
        }
        stage.run()
        #expect(log.times.count == 1 && abs(log.times[0] - 0.7) < 1e-12)
    }

    @Test func backingLayersScrollLayersAndNilValuesHaveNoImplicitAction() {
        let stage = Self.stage()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        stage.rootLayer.addSublayer(view.layer)
        let scroll = ScrollLayer()
        stage.rootLayer.addSublayer(scroll)
        let plain = Self.box(on: stage)
        let log = StageLog()
        stage.at(0.2) {
            view.layer.opacity = 0.5
            scroll.contentOffset = Point(x: 0, y: 40)
            plain.backgroundColor = .red  // from nil: no action
            let keys = [view.layer, scroll, plain].map { $0.animationKeys() ?? [] }
            log.entries.append("\(keys)")
        }
        stage.run()
        #expect(log.entries == ["[[], [], []]"])
    }
}

/// The implicit action of `contents`: Core Animation's default action for the key is a
/// `CATransition` (a fade), not a basic animation ("CATransition is used as the default action
/// when setting the CALayer contents property … changes to the layer contents image are
/// automatically animated with a crossfade": Nick Lockwood, iOS Core Animation: Advanced
/// Techniques, chapter 8).
@Suite struct ImplicitContentsTests {
    static let first = Image(path: "first.png")
    static let second = Image(path: "second.png")

    static func picture(on stage: Stage) -> Layer {
        let layer = ImplicitActionTests.box(on: stage)
        layer.contents = first
        return layer
    }

    @Test func aContentsChangeFadesLikeAnExplicitTransition() {
        let implicit = ImplicitActionTests.stage()
        let a = Self.picture(on: implicit)
        implicit.at(0.3) { a.contents = Self.second }
        let explicit = ImplicitActionTests.stage()
        let b = Self.picture(on: explicit)
        explicit.at(0.3) {
            var fade = Transition(type: .fade)
            fade.duration = 0.25
            fade.timingFunction = .default
            b.add(fade, forKey: nil)
            Transaction.begin()
            Transaction.setDisableActions(true)
            b.contents = Self.second
            Transaction.commit()
        }
        let trace = ViewAnimationTests.traces(implicit)
        #expect(trace == ViewAnimationTests.traces(explicit))
        #expect(!trace[5].contains("\"transition\""))  // 0.25: before the change
        #expect(trace[7].contains("\"transition\":{\"type\":\"fade\""))  // 0.35: fading
        #expect(!trace[12].contains("\"transition\""))  // 0.60: done
    }

    @Test func noFadeWhenActionsAreDisabledOrForABackingLayer() {
        let stage = ImplicitActionTests.stage()
        let a = Self.picture(on: stage)
        let view = View(frame: Rect(x: 50, y: 50, width: 20, height: 20))
        view.layer.contents = Self.first
        stage.rootLayer.addSublayer(view.layer)
        stage.at(0.3) {
            Transaction.begin()
            Transaction.setDisableActions(true)
            a.contents = Self.second
            Transaction.commit()
            view.layer.contents = Self.second
        }
        #expect(ViewAnimationTests.traces(stage).allSatisfy { !$0.contains("\"transition\"") })
    }
}
