// Renders the promo-card clip: `swift run promo-card [OUTPUT …]` (default out/promo-card.mp4
// and out/promo-card.gif).
import Foundation
import PromoCard
import Reel

do throws(SampleRunner.Failure) {
    try SampleRunner.run(name: "promo-card", scale: PromoCardClip.scale) { PromoCardClip.makeStage() }
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(error.isUsage ? EX_USAGE : error.isCannotWrite ? EX_CANTCREAT : EXIT_FAILURE)
}
