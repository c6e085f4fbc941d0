// Records the iOS-idiom samples: `swift run ios-samples CLIP [OUTPUT …]` (default
// out/CLIP.mp4 and out/CLIP.gif; `--scene`, `--stills` and `--trace` as the other samples), or
// `ios-samples --list` for the clips' names.
import Foundation
import IOSSampleClips
import Reel
import UIKit

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--list" {
    for clip in IOSSampleClip.all { print(clip.name) }
    exit(0)
}
guard let name = arguments.first, let clip = IOSSampleClip.named(name) else {
    let names = IOSSampleClip.all.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(Data("Error: name a clip first (one of \(names)); --list lists them\n".utf8))
    exit(EX_USAGE)
}
// The host lives as long as its stage plays.
var hosts: [RecordingHost] = []
do throws(SampleRunner.Failure) {
    try SampleRunner.run(name: name, scale: Double(IOSSampleClip.scale), arguments: Array(arguments.dropFirst())) {
        let host = clip.makeHost()
        hosts.append(host)
        return host.stage
    }
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(error.isUsage ? EX_USAGE : error.isCannotWrite ? EX_CANTCREAT : EXIT_FAILURE)
}
