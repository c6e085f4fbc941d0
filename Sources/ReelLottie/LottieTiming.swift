import Foundation
import ReelScene

/// Where a Lottie layer's frames lie in Reel's time: a layer-local frame `f` is the
/// composition frame `st + f × sr`, and a composition frame `F` is Reel local time `F / fr` of
/// the layer that holds the composition's layers.
///
/// ```
/// composition frames  0 ....... st ........ st + f·sr ........
/// layer frames                  0 ......... f .................
/// ```
struct LottieTiming: Sendable {
    var frameRate: Double
    var startTime = 0.0
    var stretch = 1.0

    func seconds(_ localFrame: Double) -> Double { (startTime + localFrame * stretch) / frameRate }
}
