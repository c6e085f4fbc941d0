import Foundation
import Testing

@testable import ReelCore

/// Removal on completion, layer time before a layer begins, and groups' children.
@Suite struct RemovalLayerTimeGroupTests {
    func fade(_ removed: Bool) -> BasicAnimation {
        var a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 1.0
        a.toValue = 0.2
        a.beginTime = 0.1
        a.duration = 0.5
        a.fillMode = .forwards
        a.isRemovedOnCompletion = removed
        return a
    }

    func timeline(_ animation: any Animation, layer state: LayerState = LayerState(), duration: Double = 1) -> Timeline
    {
        let root = TimelineLayer(
            id: 0, state: LayerState(),
            sublayers: [
                TimelineLayer(
                    id: 1, state: state, animations: [AttachedAnimation(id: 0, key: "a", animation: animation)])
            ])
        return Timeline(size: Size(width: 10, height: 10), fps: 10, duration: duration, initialTree: root, changes: [])
    }

    func opacity(_ t: Timeline, at time: Double) -> Double { t.evaluate(at: time).sublayers[0].state.opacity }

    // Apple, CAAnimation.isRemovedOnCompletion: "When true, the animation is removed from the
    // target layer's render tree once its active duration has passed. Defaults to true."
    @Test func aTimelineDropsARemovedOnCompletionAnimationAtItsEnd() {
        let removed = timeline(fade(true))
        #expect(abs(opacity(removed, at: 0.35) - 0.6) < 1e-12)
        #expect(opacity(removed, at: 0.6) == 1)  // the model value, although the fill is forwards
        #expect(opacity(removed, at: 0.9) == 1)
        let kept = timeline(fade(false))
        #expect(opacity(kept, at: 0.6) == 0.2)
        #expect(opacity(kept, at: 0.9) == 0.2)
    }

    @Test func aLiveStageAndItsRecordingAgree() {
        let stage = Stage(size: Size(width: 10, height: 10), fps: 10, duration: 1)
        let layer = Layer()
        stage.rootLayer.addSublayer(layer)
        layer.add(fade(true), forKey: "a")
        var live: [Double] = []
        let recorded = stage.run { _, _, s in live.append(s.sublayers[0].state.opacity) }
        #expect(live[7] == 1)
        #expect(recorded.evaluate(at: 0.7).sublayers[0].state.opacity == 1)
    }

    // Apple, CAMediaTiming.timeOffset: "to convert from parent time tp to active local time t:
    // t = (tp - begin) * speed + offset". Before its beginTime a layer has not begun: its time
    // is 0, whatever its timeOffset (QuartzCore's convertTime, measured on macOS: a child with
    // beginTime 8, speed 0.5, timeOffset 7 is at 0 at parent time 7 and at 7 at parent time 8).
    @Test func aLayerBeforeItsBeginTimeIsAtZeroWhateverItsOffset() {
        var measured = LayerState()
        measured.beginTime = 8
        measured.speed = 0.5
        measured.timeOffset = 7
        #expect(measured.localTime(fromParent: 7) == 0)
        #expect(measured.localTime(fromParent: 8) == 7)
        #expect(measured.localTime(fromParent: 10) == 8)

        var s = LayerState()
        s.beginTime = 2
        #expect(s.localTime(fromParent: 0.5) == 0)
        #expect(s.localTime(fromParent: 3) == 1)

        let parent = Layer()
        let child = Layer()
        parent.addSublayer(child)
        parent.beginTime = 2
        child.beginTime = 8
        child.speed = 0.5
        child.timeOffset = 7
        #expect(child.convertTime(7, from: parent) == 0)
        #expect(child.convertTime(9, from: nil) == 0)  // parent time 7
        #expect(child.convertTime(10, from: nil) == 7)  // parent time 8
    }

    @Test func anAnimationOnALayerWithAnOffsetWaitsAtTimeZeroUntilTheLayerBegins() {
        // The layer begins at clock 1 with timeOffset 0.5: before that the animation (0…1 in the
        // layer's time, filling backwards) shows its start, not the value at 0.5.
        var a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 0.0
        a.toValue = 1.0
        a.duration = 1
        a.fillMode = .both
        var layer = LayerState()
        layer.beginTime = 1
        layer.timeOffset = 0.5
        let tree = TimelineLayer(
            id: 0, state: LayerState(),
            sublayers: [
                TimelineLayer(id: 1, state: layer, animations: [AttachedAnimation(id: 0, key: nil, animation: a)])
            ])
        let t = Timeline(size: Size(width: 10, height: 10), fps: 10, duration: 2, initialTree: tree, changes: [])
        func shown(_ time: Double) -> Double { t.evaluate(at: time).sublayers[0].state.opacity }
        #expect(shown(0.5) == 0)
        #expect(abs(shown(1) - 0.5) < 1e-12)
        #expect(abs(shown(1.25) - 0.75) < 1e-12)
    }

    @Test func animationsOfALaterLayerAndItsSublayersWaitForIt() {
        // The sublayer's animation runs 0…0.5 in the layer's time; its superlayer begins at
        // clock 0.4, so the animation shows its start value until then and ends at clock 0.9.
        var a = BasicAnimation(keyPath: "opacity")
        a.fromValue = 0.0
        a.toValue = 1.0
        a.beginTime = 0  // resolved: the layer's local time 0
        a.duration = 0.5
        var parent = LayerState()
        parent.beginTime = 0.4
        let tree = TimelineLayer(
            id: 0, state: LayerState(),
            sublayers: [
                TimelineLayer(
                    id: 1, state: parent,
                    sublayers: [
                        TimelineLayer(
                            id: 2, state: LayerState(), animations: [AttachedAnimation(id: 0, key: nil, animation: a)])
                    ])
            ])
        let t = Timeline(size: Size(width: 10, height: 10), fps: 10, duration: 1, initialTree: tree, changes: [])
        func shown(_ time: Double) -> Double { t.evaluate(at: time).sublayers[0].sublayers[0].state.opacity }
        #expect(shown(0.2) == 0)  // was 1, the model: local time −0.2 was before the animation
        #expect(abs(shown(0.65) - 0.5) < 1e-12)
        #expect(shown(0.95) == 1)  // ended: the model value
    }

    // CAAnimationGroup: "The grouped animations run in the time space specified by the
    // CAAnimationGroup instance … the animations are clipped to the duration of the animation
    // group." A child without a duration runs for the group's.
    @Test func aChildWithoutDurationRunsForTheGroupsDuration() {
        var child = BasicAnimation(keyPath: "opacity")
        child.fromValue = 0.0
        child.toValue = 1.0
        var group = AnimationGroup(animations: [child])
        group.duration = 2
        group.beginTime = 1
        let resolved = group.resolvingDuration(0.25)
        #expect(resolved.animations[0].duration == 2)
        #expect(abs(shown(resolved, at: 2).opacity - 0.5) < 1e-12)
        #expect(abs(shown(resolved, at: 2.5).opacity - 0.75) < 1e-12)
    }

    @Test func aChildRunningForTheWholeGroupShowsAtTheGroupsTurningPoints() {
        // An autoreversing, repeating group whose child spans the whole group: at each turn
        // (group time = its duration) the child is at its end value, not gone for one frame.
        var child = BasicAnimation(keyPath: "opacity")
        child.fromValue = 1.0
        child.toValue = 0.3
        var group = AnimationGroup(animations: [child])
        group.duration = 0.5
        group.autoreverses = true
        group.repeatCount = 2
        let resolved = group.resolvingDuration(0.25)
        for t in [0.5, 1.5] {
            #expect(abs(shown(resolved, at: t).opacity - 0.3) < 1e-12, "at \(t)")
        }
        #expect(abs(shown(resolved, at: 1).opacity - 1) < 1e-12)
        // A shorter child with fill mode removed stays gone at the turn, as just before it.
        var short = child
        short.duration = 0.25
        var g2 = AnimationGroup(animations: [short])
        g2.duration = 0.5
        g2.autoreverses = true
        #expect(shown(g2, at: 0.49).opacity == 1)
        #expect(shown(g2, at: 0.5).opacity == 1)
    }

    // Apple (CAAnimationGroup, 2008 reference): "The delegate and removedOnCompletion
    // properties of animations in the animations array are currently ignored."
    @Test func childrenAreNeverRemovedOnTheirOwn() {
        var child = BasicAnimation(keyPath: "opacity")
        child.fromValue = 0.0
        child.toValue = 0.5
        child.duration = 0.2
        child.fillMode = .forwards
        child.isRemovedOnCompletion = true
        var group = AnimationGroup(animations: [child])
        group.duration = 1
        group.isRemovedOnCompletion = false
        group.fillMode = .forwards
        let t = timeline(group.resolvingDuration(0.25))
        #expect(opacity(t, at: 0.5) == 0.5)  // the child holds inside the group
        #expect(opacity(t, at: 1.5) == 0.5)  // and after the group, which is kept
    }
}
