/// A recorded clip: the initial layer tree plus every timed change, evaluable at any time.
///
/// A `Stage` records one while it runs; a scene document is its serialized form. Evaluation is
/// a pure function of time:
/// ```
///  changes   ●──●─●────────●──●●──────●───────►  time
///  checkpoint ▲ (every 64 changes: the whole model tree)
///  evaluate(t): binary-search t, copy the checkpoint before it, replay ≤ 64 changes,
///               then apply each layer's attached animations at its local time
/// ```
/// - Complexity: `evaluate(at:)` is O(log C + 64 + L + A) for C recorded changes, L layers
///   and A animations attached at `t` — independent of how long the clip is.
public struct Timeline: Sendable {
    /// The stage size in points.
    public let size: Size
    /// The frame rate, exact (30000/1001 for 29.97).
    public let frameRate: FrameRate
    /// Frames per second as a number (`frameRate.framesPerSecond`).
    public var fps: Double { frameRate.framesPerSecond }
    /// The clip length in seconds.
    public let duration: Double
    /// The tree when recording started (time 0).
    public let initialTree: TimelineLayer
    /// The changes, sorted by time; simultaneous changes keep their recorded order.
    public let changes: [TimelineChange]

    /// How many changes lie between checkpoints.
    public static let checkpointInterval = 64
    /// checkpoints[k] is the tree after the first k · checkpointInterval changes.
    private let checkpoints: [TreeState]
    /// Per emitter: the changes that can touch its birth rates (`Timeline+EmitterRates.swift`).
    let rateChanges: [LayerID: [Int]]

    /// A timeline from its parts (a recorder or a scene document); `changes` are stably sorted
    /// by time.
    public init(
        size: Size, frameRate: FrameRate, duration: Double, initialTree: TimelineLayer, changes: [TimelineChange]
    ) {
        self.size = size
        self.frameRate = frameRate
        self.duration = duration
        self.initialTree = initialTree
        let sorted = changes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        self.changes = sorted.map(\.element)
        var tree = TreeState(initialTree)
        var points = [tree]
        for (i, change) in self.changes.enumerated() {
            tree.apply(change.event)
            if (i + 1) % Self.checkpointInterval == 0 { points.append(tree) }
        }
        checkpoints = points
        rateChanges = Self.rateChangeIndex(self.changes)
    }

    /// A timeline at `fps` frames per second, read as ``FrameRate/init(framesPerSecond:)``
    /// (29.97 is 30000/1001); a rate that is not finite and positive is taken as 30.
    public init(size: Size, fps: Double, duration: Double, initialTree: TimelineLayer, changes: [TimelineChange]) {
        self.init(
            size: size, frameRate: FrameRate(framesPerSecond: fps) ?? FrameRate(30), duration: duration,
            initialTree: initialTree, changes: changes)
    }

    /// The number of frames: `round(duration · fps)`, frame i showing time `i / fps`.
    public var frameCount: Int { frameRate.frameCount(duration: duration) }

    /// The time frame `index` shows: `index × denominator / numerator` of the frame rate.
    public func time(ofFrame index: Int) -> Double { frameRate.time(ofFrame: index) }

    /// The presentation tree at time `t`: every change at or before `t` applied, then every
    /// layer's animations at its local time. Pure; safe from any thread.
    public func evaluate(at t: Double) -> LayerSnapshot {
        tree(at: t).snapshot(at: t) { id, toLocal in emitterRateHistory(of: id, at: t, toLocal: toLocal) }
    }

    /// The model tree (model values and attached animations, by id) at time `t`.
    public func modelTree(at t: Double) -> TimelineLayer {
        let tree = tree(at: t)
        return tree.layer(tree.root)
    }

    private func tree(at t: Double) -> TreeState {
        // The number of changes with time <= t.
        var lo = 0
        var hi = changes.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if changes[mid].time <= t { lo = mid + 1 } else { hi = mid }
        }
        let k = lo / Self.checkpointInterval
        var tree = checkpoints[k]
        for i in (k * Self.checkpointInterval)..<lo { tree.apply(changes[i].event) }
        return tree
    }
}
