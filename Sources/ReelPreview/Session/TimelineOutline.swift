import Foundation
import ReelCore

/// What the preview's timeline panel draws, made from a clip's `Timeline` (never from the
/// document's JSON): one row per named layer, in the trace's order and with the trace's paths
/// (`card/box`, a second `card/box` as `card/box#2`), each with its animations as bars, the
/// times of its keyframes and the times of its recorded changes.
///
/// Every time is on the clip's clock (seconds). An animation's own times are in its layer's
/// local time; they are carried to the clip's clock through the layer and its ancestors
/// (`LayerState.parentTime(fromLocal:)`, with each layer's timing as recorded when the layer
/// first appears). An animation on an unnamed layer goes to the row of its nearest named
/// ancestor (or the `(root)` row), its label saying which sublayer it drives.
///
/// ```
///  card            ▕━━━━━ position.x ━━━━━◆━━━━━◆▏░░ fill ░░      |  tick: a timed change
///    card/box      ▕    ━━ opacity ━━╱╲━━ (autoreverses: the cycle's back half drawn hatched)
/// ```
struct TimelineOutline: Encodable, Sendable {
    var duration: Double
    var frameCount: Int
    var fpsNumerator: Int
    var fpsDenominator: Int
    var rows: [Row]

    /// One named layer.
    struct Row: Encodable, Sendable {
        /// The trace's path (`card/box`); empty for the root row of unnamed layers.
        var path: String
        var name: String
        /// How many named ancestors it has (the tree's indentation).
        var depth: Int
        var animations: [Bar] = []
        /// Times of the changes recorded for the layer (values set, sublayers inserted or
        /// removed, animations added or removed), in order.
        var changes: [Double] = []
    }

    /// One animation.
    struct Bar: Encodable, Sendable {
        /// The key path (`position.x`), or what a group or transition drives.
        var label: String
        var kind: String
        /// The key it was added under.
        var key: String?
        /// When its active time starts and ends on the clip's clock; `end` is nil for ever.
        var begin: Double
        var end: Double?
        /// One simple cycle on the clip's clock, forwards only.
        var duration: Double
        var autoreverses: Bool
        var repeatCount: Double
        var repeatDuration: Double
        var fillMode: String
        /// Whether the last value holds after the end (a forwards fill the layer keeps).
        var fillsAfter: Bool
        var fillsBefore: Bool
        /// Keyframe times on the clip's clock, every cycle's, inside the clip.
        var keyframes: [Double]
        /// When it was added, for an animation added while the clip runs.
        var addedAt: Double?
        /// When it was removed before its end, if it was.
        var removedAt: Double?
        /// The animation's fields as the panel lists them (name, value), in order.
        var fields: [[String]]
        /// A timing mistake the panel points out: an animation added after its active time
        /// ended (its `beginTime` is in the layer's time, from the clip's start, not "when
        /// added"), so it shows nothing.
        var warning: String?
    }

    /// The outline of `timeline`.
    init(_ timeline: Timeline) {
        duration = timeline.duration
        frameCount = timeline.frameCount
        fpsNumerator = timeline.frameRate.numerator
        fpsDenominator = timeline.frameRate.denominator
        var builder = TimelineOutlineBuilder(duration: timeline.duration)
        builder.add(timeline.initialTree, parent: nil, at: 0)
        for change in timeline.changes { builder.record(change) }
        rows = builder.rows.filter { !$0.path.isEmpty || !$0.animations.isEmpty || !$0.changes.isEmpty }
    }

    /// The outline as JSON (keys sorted, so the same timeline gives the same bytes).
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
