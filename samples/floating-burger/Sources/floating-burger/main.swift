// Renders the floating-burger clip: `swift run floating-burger [OUTPUT …]` (default
// out/floating-burger.mp4 and out/floating-burger.gif).
import FloatingBurger
import Reel

SampleRunner.main(name: "floating-burger", scale: FloatingBurgerClip.scale) { FloatingBurgerClip.makeStage() }
