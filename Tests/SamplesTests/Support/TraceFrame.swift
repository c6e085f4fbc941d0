import Foundation
import ReelCore

/// One line of a trace (`Trace.line`), read back from its JSON text: the tests check the
/// trace a user sees with `reel trace`, not the engine's values in memory.
struct TraceFrame: Sendable {
    /// One layer's entry.
    struct Entry: Decodable, Sendable {
        var position: [Double]
        var bounds: [Double]
        var anchorPoint: [Double]
        var transform: [Double]
        var opacity: Double
        var hidden: Bool
        var frameInRoot: [Double]
        var strokeStart: Double?
        var strokeEnd: Double?
        /// The 16 values of a transform that is not affine (row-major), when there is one.
        var transform3D: [Double]?
        var instanceCount: Int?
        var instanceDelay: Double?
        var liveParticles: Int?
        var locations: [Double]?

        var point: Point { Point(x: position[0], y: position[1]) }
        var rectInRoot: Rect {
            Rect(x: frameInRoot[0], y: frameInRoot[1], width: frameInRoot[2], height: frameInRoot[3])
        }
        /// The centre of the layer's frame in root coordinates.
        var centreInRoot: Point {
            Point(x: frameInRoot[0] + frameInRoot[2] / 2, y: frameInRoot[1] + frameInRoot[3] / 2)
        }
        /// The bounds origin: a scroll layer's content offset.
        var boundsOrigin: Point { Point(x: bounds[0], y: bounds[1]) }
    }

    private struct Line: Decodable {
        var frame: Int
        var time: Double
        var layers: [String: Entry]
    }

    let frame: Int
    let time: Double
    let layers: [String: Entry]

    init(line: String) {
        // The trace is the engine's own output; a line that does not parse is a bug there,
        // reported by the test that looks for a layer in it.
        let parsed = try? JSONDecoder().decode(Line.self, from: Data(line.utf8))
        frame = parsed?.frame ?? -1
        time = parsed?.time ?? .nan
        layers = parsed?.layers ?? [:]
    }

    subscript(path: String) -> Entry? { layers[path] }
}
