import Foundation
import ReelCore
import ReelScene
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI

/// `reel trace`: the JSON Lines trace of the scene's timeline on stdout.
@Suite struct CLITraceTests {
    let card = CLI.fixtures + "/card.json"
    let animated = CLI.fixtures + "/animated.json"

    @Test func traceIsTheTimelinesTraceLineForEveryFrame() throws {
        let r = CLI.run(["trace", animated])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r)")
        let (doc, base) = try SceneDocument.load(contentsOfFile: animated)
        let expected = Trace.lines(doc.timeline(baseDirectory: base))
        #expect(expected.count == 10)
        #expect(r.stdout == expected.joined(separator: "\n") + "\n")
        // The slide animation moves the dot along x.
        #expect(r.stdout.split(separator: "\n")[0].contains("\"position\":[10,50]"))
        #expect(!r.stdout.split(separator: "\n")[5].contains("\"position\":[10,50]"))
    }

    @Test func fpsAndSetChangeTheTrace() throws {
        let r = CLI.run(["trace", card, "--fps", "2", "--set", "ring=0.25"])
        #expect(r.status == 0, "\(r)")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 5)  // 2.4 s at 2 fps
        #expect(lines[1].hasPrefix("{\"frame\":1,\"time\":0.5,"))
        #expect(lines[0].contains("\"strokeEnd\":0.25"))
    }

    @Test func layersSelectsEntriesByteForByte() throws {
        let all = CLI.run(["trace", card]).stdout.split(separator: "\n")
        let some = CLI.run(["trace", card, "--layers", "ring,card/avatar"]).stdout.split(separator: "\n")
        #expect(some.count == all.count)
        for (full, filtered) in zip(all, some) {
            let value = try JSONParser().parse(String(filtered))
            #expect(value["layers"]?.objectMembers?.map(\.key) == ["card/avatar", "card/ring"])
            #expect(value["frame"] != nil && value["time"] != nil)
            for key in ["card/avatar", "card/ring"] {
                let entry = try #require(value["layers"]?[key])
                let original = try #require(try JSONParser().parse(String(full))["layers"]?[key])
                #expect(entry.withoutLocations == original.withoutLocations)
            }
        }
    }

    @Test func unknownLayerIsBadData() {
        let r = CLI.run(["trace", card, "--layers", "avatr"])
        #expect(r.status == 65)
        #expect(r.stderr == "Error: no layer named 'avatr' in \(card); did you mean 'avatar'?\n")
        #expect(r.stdout.isEmpty)
    }

    @Test func binaryTrace() throws {
        let r = try CLI.execute(["trace", "animated.json", "--fps", "5"], in: CLI.fixtures)
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.split(separator: "\n").count == 5)
        #expect(r.stdout == CLI.run(["trace", animated, "--fps", "5"]).stdout)
    }
}
