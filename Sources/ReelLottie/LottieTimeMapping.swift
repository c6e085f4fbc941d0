import Foundation
import ReelScene

/// Which frame of its precomp a precomp layer shows at each frame of the composition holding it:
/// the start time `st` and stretch `sr`, or a time remap `tm` that replaces both.
///
/// ```
/// shifted:   precomp frame = max(F − st, 0) / sr     (held at 0 before the start)
/// remapped:  precomp frame = tm(F) × frame rate      (tm gives seconds)
/// ```
///
/// The converter takes every precomp's clock, its Reel layer timing and its visibility from
/// here, so that the three cannot read a layer's timing differently.
enum LottieTimeMapping {
    case shifted(start: Double, stretch: Double)
    case remapped(LottieProperty)

    /// The mapping of precomp layer `layer`: its `tm` if it has one, else its `st` (0 where
    /// absent) and `sr` (1 where absent or 0).
    init(layer: LottieLayer) {
        if let tm = layer.tm {
            self = .remapped(tm.property(default: [0]))
        } else {
            let stretch = layer.sr ?? 1
            self = .shifted(start: layer.st ?? 0, stretch: stretch == 0 ? 1 : stretch)
        }
    }

    /// The precomp frame shown at composition frame `frame`.
    func precompFrame(at frame: Double, frameRate: Double) -> Double {
        switch self {
        case .shifted(let start, let stretch): max(frame - start, 0) / stretch
        case .remapped(let remap): remap.value(at: frame)[0] * frameRate
        }
    }

    /// The composition frame where a precomp whose own layers all start at 0 or later begins to
    /// show anything: its start time when shifted forwards in time, nil when remapped.
    var firstShownFrame: Double? {
        guard case .shifted(let start, let stretch) = self, stretch > 0 else { return nil }
        return start
    }
}
