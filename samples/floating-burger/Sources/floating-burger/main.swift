// Renders the floating-burger clip: `swift run floating-burger [OUTPUT …]` (default
// out/floating-burger.mp4 and out/floating-burger.gif).
import FloatingBurger
import Foundation
import Reel

do throws(SampleRunner.Failure) {
    try SampleRunner.run(name: "floating-burger", scale: FloatingBurgerClip.scale) { FloatingBurgerClip.makeStage() }
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(error.isUsage ? EX_USAGE : error.isCannotWrite ? EX_CANTCREAT : EXIT_FAILURE)
}
