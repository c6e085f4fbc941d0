// Renders the avatar-on-an-arc clip: `swift run qq-arc [OUTPUT …]` (default out/qq-arc.mp4 and
// out/qq-arc.gif).
import Foundation
import QQArc
import Reel

do throws(SampleRunner.Failure) {
    try SampleRunner.run(name: "qq-arc", scale: QQArcClip.scale) { QQArcClip.makeStage() }
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(error.isUsage ? EX_USAGE : error.isCannotWrite ? EX_CANTCREAT : EXIT_FAILURE)
}
