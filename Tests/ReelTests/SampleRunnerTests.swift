import Foundation
import Reel
import Testing
import _ReelTestSupport

/// The samples' command line (`fly-to-cart --stills 0,30 DIR` …): bad arguments are usage
/// errors (64) that name the bad value, never dropped; the library returns the code and the
/// executable exits with it.
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
        #expect(throws: SampleRunner.UsageError.self) { try SampleRunner.parse(arguments, name: "clip") }
    }

    @Test func anOptionWithoutItsValueIsAnError() {
        #expect(throws: SampleRunner.UsageError(message: "--scene needs a value")) {
            try SampleRunner.parse(["--scene"], name: "clip")
        }
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
