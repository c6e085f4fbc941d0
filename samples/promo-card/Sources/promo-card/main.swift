// Renders the promo-card clip: `swift run promo-card [OUTPUT …]` (default out/promo-card.mp4
// and out/promo-card.gif).
import Foundation
import PromoCard
import Reel

exit(SampleRunner.main(name: "promo-card", scale: PromoCardClip.scale) { PromoCardClip.makeStage() })
