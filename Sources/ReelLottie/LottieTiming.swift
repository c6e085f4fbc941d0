import Foundation
import ReelScene

/// Where a Lottie composition's frames lie in Reel's time: composition frame `F` is Reel local
/// time `F / fr` of the layer that holds the composition's layers.
///
/// A layer's own keyframes (transform, shapes, masks) are in its composition's frames whatever
/// its start time: `st` and the stretch `sr` move only what a precomp layer shows, whose frame
/// `f` is the composition frame `st + f × sr` (``LottieTimeMapping``), as rlottie and ThorVG read
/// them (a shape layer with `st` −10 and a keyframe at −7 is at that keyframe at frame −7).
///
/// ```
/// composition frames  0 ....... st ........ st + f·sr ........
/// precomp frames                0 ......... f .................
/// ```
struct LottieTiming: Sendable {
    var frameRate: Double

    func seconds(_ frame: Double) -> Double { frame / frameRate }

}
