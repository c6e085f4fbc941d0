// Renders the fly-to-cart clip: `swift run fly-to-cart [OUTPUT …]` (default out/fly-to-cart.mp4
// and out/fly-to-cart.gif).
import FlyToCart
import Foundation
import Reel

do throws(SampleRunner.Failure) {
    try SampleRunner.run(name: "fly-to-cart", scale: FlyToCartClip.scale) { FlyToCartClip.makeStage() }
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(error.isUsage ? EX_USAGE : error.isCannotWrite ? EX_CANTCREAT : EXIT_FAILURE)
}
