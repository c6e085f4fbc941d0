// Renders the fly-to-cart clip: `swift run fly-to-cart [OUTPUT …]` (default out/fly-to-cart.mp4
// and out/fly-to-cart.gif).
import FlyToCart
import Foundation
import Reel

exit(SampleRunner.main(name: "fly-to-cart", scale: FlyToCartClip.scale) { FlyToCartClip.makeStage() })
