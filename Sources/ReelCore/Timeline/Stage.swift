import Foundation

/// The clock, the scripted input and the recorder of a clip, like an app's window and run loop
/// with a deterministic, simulated clock (never wall time).
///
/// ```swift
/// let stage = Stage(size: Size(width: 320, height: 568), fps: 60, duration: 3)
/// stage.rootLayer.addSublayer(button)
/// button.onTap = { … add animations, as the post's action method does … }
/// stage.tap(button, at: 0.5)
/// let timeline = stage.run()
/// ```
///
/// Running plays frames `i = 0 ..< round(duration · fps)` at times `i / fps`. Before each frame
/// the stage runs, in order:
/// 1. every scheduled event with time ≤ the frame time, in time order and, at equal times, in
///    the order they were scheduled: `at(_:_:)` actions, taps, animation starts and ends
///    (completions run at the animation's exact end time, with the clock set to it),
///    transaction completion blocks;
/// 2. scroll gestures (one offset per frame, so `didScroll` runs every frame while they move);
/// 3. `onFrame` handlers, like `CADisplayLink`;
/// and then shows the presentation tree. Each event runs in an implicit `Transaction`.
///
/// A stage runs once: `run()` starts its clock at the current time (0 for a new stage) and
/// plays to `duration`. Completion times are computed from the layer times when an animation
/// is added; changing a layer's `speed` or `timeOffset` later does not move them.
///
/// While running, every change to the tree is recorded: `run()` returns the `Timeline`
/// (initial tree + timed changes) that `Timeline.evaluate(at:)` replays to the same frames.
public final class Stage: LayerChangeObserver {
    /// The root of the tree: its frame is (0, 0, width, height).
    public let rootLayer: Layer
    /// The size in points.
    public let size: Size
    /// The frame rate, exact (30000/1001 for 29.97).
    public let frameRate: FrameRate
    /// Frames per second as a number.
    public var fps: Double { frameRate.framesPerSecond }
    /// The clip length in seconds.
    public var duration: Double
    /// The clock: seconds since the clip started.
    public private(set) var currentTime: Double = 0
    /// What the stage runs its work inside (`run(frame:)`, `advance(to:)`): called with the work,
    /// it must call it once, before it returns. A recording host binds its recording there (a
    /// task-local that iOS code's globals read), so the start and frame handlers, events and
    /// completions find it whichever thread or task runs the stage. Nil: the work runs as it is.
    public var scope: ((_ work: () -> Void) -> Void)?

    private struct Event {
        var time: Double
        var sequence: Int
        var action: () -> Void
    }

    private var queue: [Event] = []
    private var nextSequence = 0
    private var frameHandlers: [(Double) -> Void] = []
    private var startHandlers: [() -> Void] = []

    /// Scroll gestures under way (see `scroll(_:to:duration:timing:)`).
    var gestures: [Gesture] = []
    var nextGestureID = 0

    private struct AnimationKey: Hashable {
        var layer: ObjectIdentifier
        var id: Int
    }

    /// Animations whose stop has been reported.
    private var stopped: Set<AnimationKey> = []
    private var completionGroups: [(pending: Set<AnimationKey>, block: () -> Void)] = []

    private var recorder: Recorder?

    /// A stage with an empty root layer of `size`; `fps` is read as
    /// ``FrameRate/init(framesPerSecond:)`` (29.97 is 30000/1001; a rate that is not finite and
    /// positive is taken as 60).
    public convenience init(size: Size, fps: Double = 60, duration: Double, rootLayer: Layer = Layer()) {
        self.init(
            size: size, frameRate: FrameRate(framesPerSecond: fps) ?? FrameRate(60), duration: duration,
            rootLayer: rootLayer)
    }

    /// A stage with an empty root layer of `size` at `frameRate`.
    public init(size: Size, frameRate: FrameRate, duration: Double, rootLayer: Layer = Layer()) {
        self.size = size
        self.frameRate = frameRate
        self.duration = duration
        self.rootLayer = rootLayer
        rootLayer.frame = Rect(origin: .zero, size: size)
        rootLayer.changeObserver = self
    }

    // MARK: - Scripting

    /// Runs `action` at clock time `time` (now, if `time` has passed).
    public func at(_ time: Double, _ action: @escaping () -> Void) {
        schedule(max(time, currentTime), action)
    }

    /// Runs `action` `delay` seconds from now.
    public func after(_ delay: Double, _ action: @escaping () -> Void) {
        schedule(currentTime + max(delay, 0), action)
    }

    /// Taps `layer` now: calls its `onTap` handler (nothing when it has none).
    public func tap(_ layer: Layer) {
        layer.onTap?()
    }

    /// Taps the screen at `point` (root coordinates) now: the front-most visible layer whose
    /// presentation bounds contain the point is hit, and the handler of the nearest layer with
    /// an `onTap`, from the hit layer up through its superlayers, runs (like UIKit passing a
    /// touch up the responder chain). Returns the layer whose handler ran.
    @discardableResult
    public func tap(at point: Point) -> Layer? {
        var layer = hitTest(point, in: rootLayer, parentTime: currentTime, parentState: nil, parentToRoot: .identity)
        while let current = layer {
            if let handler = current.onTap {
                handler()
                return current
            }
            layer = current.superlayer
        }
        return nil
    }

    /// Taps the screen at `point` at clock time `time` (see `tap(at:)`).
    public func tap(at point: Point, time: Double) {
        at(time) { [unowned self] in _ = self.tap(at: point) }
    }

    /// Taps `layer` at clock time `time`.
    public func tap(_ layer: Layer, at time: Double) {
        at(time) { layer.onTap?() }
    }

    /// Adds a handler that `run()` calls first, as part of the set-up: what it changes is the
    /// first frame's state, not animated (UIKit lays out and draws a window's views in the same
    /// transaction as the code that made them, before the first frame shows).
    public func onStart(_ handler: @escaping () -> Void) {
        startHandlers.append(handler)
    }

    /// Adds a per-frame handler, called with the frame time after the events of that frame,
    /// like a `CADisplayLink` target.
    public func onFrame(_ handler: @escaping (_ time: Double) -> Void) {
        frameHandlers.append(handler)
    }

    // MARK: - Running

    /// The number of frames a run shows.
    public var frameCount: Int { frameRate.frameCount(duration: duration) }

    /// Plays the clip from the current state and returns the recorded timeline.
    /// - Parameter frame: Called for every frame with its index, time and presentation tree: the
    ///   tree the returned timeline's `evaluate(at:)` gives for that time (recorded so far,
    ///   evaluated by the same code), so what a callback sees is what renders.
    @discardableResult
    public func run(frame: ((_ index: Int, _ time: Double, _ snapshot: LayerSnapshot) -> Void)? = nil) -> Timeline {
        inScope { play(frame: frame) }
    }

    private func play(frame: ((_ index: Int, _ time: Double, _ snapshot: LayerSnapshot) -> Void)?) -> Timeline {
        for handler in startHandlers { handler() }
        let previous = Stage.running
        Stage.running = self
        defer { Stage.running = previous }
        rootLayer.resolvePendingAnimations(atClockTime: currentTime)
        Transaction.flush()  // the set-up's implicit transaction
        commitTree()
        let recorder = Recorder()
        let initial = recorder.start(rootLayer)
        self.recorder = recorder
        defer { self.recorder = nil }
        for index in 0..<frameCount {
            let t = frameRate.time(ofFrame: index)
            step(to: t)
            if let frame { frame(index, t, recorder.snapshot(at: t)) }
        }
        let timeline = Timeline(
            size: size, frameRate: frameRate, duration: duration, initialTree: initial, changes: recorder.changes)
        recordedTimeline = timeline
        return timeline
    }

    /// The timeline the last `run()` recorded (nil before the first run).
    public private(set) var recordedTimeline: Timeline?

    /// Runs the events, gestures and frame handlers up to the frame at `t` (without recording
    /// unless inside `run`); use it to step a stage by hand.
    public func advance(to t: Double) {
        inScope { step(to: t) }
    }

    private func step(to t: Double) {
        commitTree()
        forgetPriors()
        runEvents(upTo: t)
        currentTime = max(currentTime, t)
        showGestures(at: t)
        for handler in frameHandlers { event { handler(t) } }
        runEvents(upTo: t)
    }

    /// The presentation tree of the live layers at the current time (emitters without a rate
    /// history: their rates shown now hold for all time). Inside `run`, the frame callback gets
    /// the recorded timeline's tree instead.
    public func snapshot() -> LayerSnapshot {
        Presentation.snapshot(of: rootLayer, in: LiveLayerTree(), parentTime: currentTime)
    }

    /// Layers that recorded what they were before a change (`Layer.notePrior()`) since the last
    /// frame: a transition added in an event freezes its layer as it was before the event.
    private var priorLayers: [Layer] = []

    func notePrior(of layer: Layer) { priorLayers.append(layer) }

    /// Forgets the records, at each frame (what a frame showed is what the next changes change).
    private func forgetPriors() {
        for layer in priorLayers { layer.prior = nil }
        priorLayers.removeAll()
    }

    func schedule(_ time: Double, _ action: @escaping () -> Void) {
        let item = Event(time: time, sequence: nextSequence, action: action)
        nextSequence += 1
        var lo = 0
        var hi = queue.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if (queue[mid].time, queue[mid].sequence) < (time, item.sequence) { lo = mid + 1 } else { hi = mid }
        }
        queue.insert(item, at: lo)
    }

    private func runEvents(upTo t: Double) {
        while let first = queue.first, first.time <= t {
            queue.removeFirst()
            currentTime = max(currentTime, first.time)
            event(first.action)
        }
    }

    /// Runs one event inside an implicit transaction.
    func event(_ body: () -> Void) {
        Transaction.beginImplicit()
        body()
        Transaction.flush()
        commitInserted()
    }

    // MARK: - Commits (which layers get implicit animations)

    private var treeCommitted = false
    /// Layers inserted (or set as masks) since the last commit.
    private var uncommitted: [Layer] = []

    /// The first commit: the tree built before the stage runs (or is first advanced) is shown,
    /// so its layers' later changes get their default actions.
    private func commitTree() {
        guard !treeCommitted else { return }
        treeCommitted = true
        rootLayer.markCommitted()
        uncommitted.removeAll()
    }

    /// Commits the layers an event added, at the end of its transaction.
    private func commitInserted() {
        guard !uncommitted.isEmpty else { return }
        for layer in uncommitted where layer.changeObserver === self { layer.markCommitted() }
        uncommitted.removeAll()
    }

    // MARK: - Completions

    /// Waits for the animations `added` in a transaction, then runs `block`.
    func addCompletionGroup(_ added: [(layer: Layer, id: Int)], _ block: @escaping () -> Void) {
        let pending = Set(added.map { AnimationKey(layer: ObjectIdentifier($0.layer), id: $0.id) }).subtracting(stopped)
        if pending.isEmpty {
            schedule(currentTime, block)
        } else {
            completionGroups.append((pending, block))
        }
    }

    private func animationStopped(_ key: AnimationKey) {
        var ready: [() -> Void] = []
        for i in completionGroups.indices.reversed() where completionGroups[i].pending.contains(key) {
            completionGroups[i].pending.remove(key)
            if completionGroups[i].pending.isEmpty { ready.append(completionGroups.remove(at: i).block) }
        }
        for block in ready.reversed() { block() }
    }

    /// Reports an animation's stop once: its delegate and completion, then transaction blocks.
    private func reportStop(_ layer: Layer, _ attached: AttachedAnimation, finished: Bool) {
        let key = AnimationKey(layer: ObjectIdentifier(layer), id: attached.id)
        guard !stopped.contains(key) else { return }
        stopped.insert(key)
        Layer.notifyStop(attached.animation, finished: finished)
        animationStopped(key)
    }

    // MARK: - LayerChangeObserver

    public func layer(_ layer: Layer, didChange keyPath: PartialKeyPath<LayerState>) {
        guard let recorder else { return }
        let id = recorder.id(of: layer)
        if let property = LayerProperty.of(keyPath) {
            recorder.record(currentTime, .set(layer: id, property: property, value: property.value(in: layer.model)))
        } else {
            recorder.record(currentTime, .setState(layer: id, state: layer.model))
        }
    }

    public func layer(_ layer: Layer, didChange property: LayerProperty) {
        guard let recorder else { return }
        recorder.record(
            currentTime, .set(layer: recorder.id(of: layer), property: property, value: property.value(in: layer.model))
        )
    }

    public func layer(_ layer: Layer, didInsert sublayer: Layer, at index: Int) {
        sublayer.resolvePendingAnimations(atClockTime: currentTime)
        if treeCommitted && !sublayer.isCommitted { uncommitted.append(sublayer) }
        guard let recorder else { return }
        recorder.record(
            currentTime,
            .insertSublayer(
                parent: recorder.id(of: layer), index: index,
                layer: recorder.describe(sublayer)))
    }

    public func layer(_ layer: Layer, didRemove sublayer: Layer, at index: Int) {
        guard let recorder else { return }
        recorder.record(currentTime, .removeSublayer(parent: recorder.id(of: layer), layer: recorder.id(of: sublayer)))
    }

    public func layer(_ layer: Layer, didSetMask mask: Layer?) {
        mask?.resolvePendingAnimations(atClockTime: currentTime)
        if treeCommitted, let mask, !mask.isCommitted { uncommitted.append(mask) }
        guard let recorder else { return }
        recorder.record(currentTime, .setMask(layer: recorder.id(of: layer), mask: mask.map { recorder.describe($0) }))
    }

    public func layer(_ layer: Layer, didAdd attached: AttachedAnimation) {
        recorder?.record(
            currentTime,
            .addAnimation(
                layer: recorder!.id(of: layer),
                animation: Recorder.stripped(attached)))
        let timing = attached.animation.timing
        let id = attached.id
        let start = layer.clockTime(fromLocal: timing.beginTime)
        if attached.animation.callbacks?.delegate != nil, start.isFinite {
            schedule(max(start, currentTime)) { [weak layer] in
                guard let layer, let live = layer.attachedAnimations.first(where: { $0.id == id }) else { return }
                live.animation.callbacks?.delegate?.animationDidStart(live.animation)
            }
        }
        let end = layer.clockTime(fromLocal: timing.endTime)
        guard end.isFinite else { return }
        schedule(max(end, currentTime)) { [weak self, weak layer] in
            guard let self, let layer, let live = layer.attachedAnimations.first(where: { $0.id == id }) else { return }
            if live.animation.timing.isRemovedOnCompletion {
                layer.removeAnimation(id: id, finished: true)
            } else {
                self.reportStop(layer, live, finished: true)
            }
        }
    }

    public func layer(_ layer: Layer, didRemove attached: AttachedAnimation, finished: Bool) {
        if let recorder,
            !recorder.cancelAddition(layer: recorder.id(of: layer), animation: attached.id, at: currentTime)
        {
            recorder.record(currentTime, .removeAnimation(layer: recorder.id(of: layer), id: attached.id))
        }
        if finished {
            reportStop(layer, attached, finished: true)
        } else {
            // Core Animation reports early removals after the current event.
            schedule(currentTime) { [weak self, weak layer] in
                guard let self, let layer else { return }
                self.reportStop(layer, attached, finished: false)
            }
        }
    }
}
