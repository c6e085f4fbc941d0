import Foundation
import ReelScene

/// A 3-D layer's distance from the viewer at a composition frame, for `checkDepthOrder`.
struct DepthProbe {
    var name: String
    /// The layer's index in its composition's list (0 is the top).
    var index: Int
    /// The composition frames over which the distance changes.
    var frames: (Double, Double)
    var distance: (Double) -> Double
}
