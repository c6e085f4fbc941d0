import Foundation
import ReelCLI
import ReelCore
import Testing
import _ReelTestSupport

/// A time near the clip's end, written with any number of decimals, is the end; other times
/// draw the nearest frame, as players do (issue 40: `5.966667` was refused as "outside the
/// clip" for a 5.9666… s clip).
@Suite struct EndTimeTests {
    /// (rate, duration, requested time, the time shown or nil when refused).
    static let cases: [(FrameRate, Double, Double, Double?)] = [
        // 179 frames at 30 fps: frames 0 … 178, the end at 179/30 = 5.9666… s.
        (FrameRate(30), 179.0 / 30, 5.966667, 179.0 / 30),
        (FrameRate(30), 179.0 / 30, 5.97, 179.0 / 30),
        (FrameRate(30), 179.0 / 30, 5.983, 179.0 / 30),  // 0.49 of a frame after the end
        (FrameRate(30), 179.0 / 30, 5.984, nil),  // more than half a frame after it
        (FrameRate(30), 179.0 / 30, 5.95, 179.0 / 30),  // halfway between frame 178 and the end
        (FrameRate(30), 179.0 / 30, 5.94, 178.0 / 30),
        (FrameRate(30), 179.0 / 30, 1.01, 1.0),  // inside: the nearest frame (30)
        (FrameRate(30), 179.0 / 30, 1.02, 31.0 / 30),
        (FrameRate(30), 179.0 / 30, 0, 0),
        (FrameRate(30), 179.0 / 30, -0.016, 0),
        (FrameRate(30), 179.0 / 30, -0.017, nil),
        // NTSC: 300 frames of 1001/30000 s, the end at 10.01 s written as 10.010.
        (FrameRate(numerator: 30000, denominator: 1001)!, 10.01, 10.010, 10.01),
        (FrameRate(numerator: 30000, denominator: 1001)!, 10.01, 9.99, 299.0 * 1001 / 30000),
        // A duration that is not a whole number of frames (0.95 s at 30 fps: 28.5 frames,
        // counted as 29, the last at 0.9333 s).
        (FrameRate(30), 0.95, 0.94, 28.0 / 30),
        (FrameRate(30), 0.95, 0.945, 0.95),
    ]

    @Test(arguments: cases)
    func theNearestMomentOrTheEnd(rate: FrameRate, duration: Double, time: Double, shown: Double?) {
        #expect(rate.shownTime(forTime: time, duration: duration) == shown)
    }

    /// A clip of 179 frames at 30 fps in which a white square fades in (its alpha differs from
    /// one frame to the next).
    static let scene = """
        { "reel": 1, "size": [64, 16], "fps": 30, "duration": 5.966666666666667,
          "layers": [ { "position": [8, 8], "bounds": [0, 0, 8, 8], "backgroundColor": "#ffffff",
            "animations": [ { "keyPath": "opacity", "fromValue": 0, "toValue": 1,
                              "duration": 5.966666666666667 } ] } ] }
        """

    @Test func reelFrameAtTheEndWrittenAnyWayIsProgressOne() throws {
        let scratch = Scratch()
        let scene = scratch.file("scene.json")
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: scene))
        func png(_ arguments: [String], _ name: String) throws -> Data {
            let r = CLI.run(["frame", scene, "-o", scratch.file(name)] + arguments)
            #expect(r.status == 0, "\(arguments): \(r)")
            return try Data(contentsOf: URL(fileURLWithPath: scratch.file(name)))
        }
        let end = try png(["--progress", "1"], "end.png")
        for time in ["5.966667", "5.9667", "5.97", "5.966666666666667"] {
            #expect(try png(["--time", time], "t.png") == end, "--time \(time)")
        }
        // Inside the clip a time draws the nearest frame, exactly as --frame does.
        #expect(try png(["--time", "1.01"], "a.png") == png(["--frame", "30"], "b.png"))
        #expect(try png(["--time", "0.99"], "c.png") == png(["--frame", "30"], "d.png"))
        #expect(try png(["--time", "1.01"], "e.png") != png(["--frame", "31"], "f.png"))
        let outside = CLI.run(["frame", scene, "--time", "6.1", "-o", scratch.file("g.png")])
        #expect(outside.status == 64 && outside.stderr.contains("outside the clip"), "\(outside)")
    }
}
