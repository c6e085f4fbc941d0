// Renders the floating-burger clip: `swift run floating-burger [OUTPUT …]` (default
// out/floating-burger.mp4 and out/floating-burger.gif).
import FloatingBurger
import Foundation
import Reel

exit(SampleRunner.main(name: "floating-burger", scale: FloatingBurgerClip.scale) { FloatingBurgerClip.makeStage() })
