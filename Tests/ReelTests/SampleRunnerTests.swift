import Foundation
import Reel
import ReelArguments
import ReelCore
import Testing
import _ReelTestSupport

/// The samples' command line (`fly-to-cart --stills 0,30 DIR` …): bad arguments are usage
/// errors that name the bad value, never dropped; the library throws them and the executable
/// exits 64.
@Suite struct SampleRunnerTests {
    @Test func stillsAreParsedInOrderIntoTheFolder() throws {
        let request = try SampleRunner.parse(["--stills", "0,30,7", "shots"], name: "clip")
        #expect(request == .stills(frames: [0, 30, 7], directory: "shots"))
        #expect(try SampleRunner.parse([], name: "clip") == .render(outputs: ["out/clip.mp4", "out/clip.gif"]))
        #expect(try SampleRunner.parse(["a.gif"], name: "clip") == .render(outputs: ["a.gif"]))
        #expect(try SampleRunner.parse(["--scene", "s.json"], name: "clip") == .scene(path: "s.json"))
    }

    @Test(arguments: [["--stills", "0,x,60", "d"], ["--stills", "-3", "d"], ["--stills", "1,,2", "d"]])
    func aBadFrameNumberIsAnError(_ arguments: [String]) {
        #expect(throws: ArgumentError.self) { try SampleRunner.parse(arguments, name: "clip") }
    }

    @Test func anOptionWithoutItsValueIsAnError() {
        #expect(throws: ArgumentError("missing value for '--scene'; expected <path>")) {
            try SampleRunner.parse(["--scene"], name: "clip")
        }
    }

    @Test func aFrameBeyondTheClipIsAUsageFailureAndWritesNothing() throws {
        let scratch = Scratch(prefix: "reel-sample-runner")
        let stage = Stage(size: Size(width: 10, height: 10), frameRate: FrameRate(10), duration: 1)
        let failure = #expect(throws: SampleRunner.Failure.self) {
            try SampleRunner.run(name: "clip", scale: 1, arguments: ["--stills", "0,1000", scratch.path]) { stage }
        }
        #expect(failure?.isUsage == true && failure?.isCannotWrite == false, "\(String(describing: failure))")
        #expect(failure?.description.hasPrefix("there is no frame 1000 in --stills; clip has frames 0-") == true)
        #expect(scratch.contents.isEmpty)
    }

    /// Before: `--stills 0,x` silently rendered frame 0 only and exited 0.
    @Test func theSampleExecutableExits64OnABadStill() throws {
        let scratch = Scratch(prefix: "reel-sample-runner")
        let result = try CLI.execute(["--stills", "0,x", scratch.path], program: "fly-to-cart")
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains("invalid frame 'x' in '--stills 0,x'"), "\(result)")
        #expect(scratch.contents.isEmpty)
    }

    @Test func aStillBeyondTheClipIsAnError() throws {
        let scratch = Scratch(prefix: "reel-sample-runner")
        let result = try CLI.execute(["--stills", "100000", scratch.path], program: "fly-to-cart")
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.contains("there is no frame 100000"), "\(result)")
        #expect(scratch.contents.isEmpty)
    }
}
