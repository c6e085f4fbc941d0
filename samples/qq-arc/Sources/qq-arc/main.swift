// Renders the avatar-on-an-arc clip: `swift run qq-arc [OUTPUT …]` (default out/qq-arc.mp4 and
// out/qq-arc.gif).
import Foundation
import QQArc
import Reel

exit(SampleRunner.main(name: "qq-arc", scale: QQArcClip.scale) { QQArcClip.makeStage() })
