import Foundation
import ReelEncode
import ReelRender
import Shaders
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelRegression

/// One atomic-output type (`TemporaryOutput`): files appear only when whole, and a failed or
/// interrupted write leaves nothing behind and an existing file as it was.
@Suite struct AtomicOutputTests {
    struct Failure: Error {}

    @Test func aFailedWriteLeavesNothingAndKeepsTheOldFile() throws {
        let scratch = Scratch()
        let path = scratch.file("out.txt")
        try TemporaryOutput.write(to: path) { try Data("old".utf8).write(to: URL(fileURLWithPath: $0)) }
        #expect(throws: Failure.self) {
            try TemporaryOutput.write(to: path) { temporary in
                try Data("half".utf8).write(to: URL(fileURLWithPath: temporary))
                throw Failure()
            }
        }
        #expect(scratch.contents == ["out.txt"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    }

    /// A PNG that cannot be written names the file asked for, not the temporary.
    @Test func aFailedPNGNamesItsDestinationAndLeavesNothing() throws {
        let scratch = Scratch()
        let path = scratch.file("frame.png")
        do {
            try writePNG(Frame(width: 0, height: 0), atomicallyTo: path)
            Issue.record("an empty frame was written")
        } catch let RenderError.cannotWrite(written, _) {
            #expect(written == path)
        }
        #expect(scratch.contents.isEmpty)
    }

    /// Recording a golden that is interrupted keeps the old golden and leaves no temporary file.
    @Test func anInterruptedRecordingKeepsTheOldGolden() throws {
        let scratch = Scratch()
        let scene = try TinyScene.write(TinyScene.json(), named: "base", in: scratch.path)
        let golden = scratch.file("hashes.txt")
        try GoldenVerifier.record(try Clip(scenePath: scene), goldenPath: golden, pipeline: TinyScene.pipeline())
        let before = try String(contentsOfFile: golden, encoding: .utf8)
        var options = TinyScene.pipeline()
        let interruption = Interruption()
        interruption.interrupt(signal: 2)
        options.interruption = interruption
        let variant = try TinyScene.write(TinyScene.json(dotFlash: true), named: "variant", in: scratch.path)
        #expect(throws: PipelineError.self) {
            try GoldenVerifier.record(try Clip(scenePath: variant), goldenPath: golden, pipeline: options)
        }
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == before)
        #expect(scratch.contents == ["base.json", "hashes.txt", "variant.json"])
    }

    /// A golden path that is a folder is refused with the output error every writer gives (it
    /// was a Foundation error from a hand-written rename before).
    @Test func aGoldenPathInTheWayIsAnOutputError() throws {
        let scratch = Scratch()
        let scene = try TinyScene.write(TinyScene.json(), named: "base", in: scratch.path)
        let golden = scratch.file("hashes.txt")
        try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: false)
        do {
            try GoldenVerifier.record(try Clip(scenePath: scene), goldenPath: golden, pipeline: TinyScene.pipeline())
            Issue.record("a golden was written onto a folder")
        } catch let error as EncodeError {
            #expect(error.kind == .cannotCreateOutput)
            #expect(error.description.contains(golden))
        }
        #expect(scratch.contents == ["base.json", "hashes.txt"])
    }
}
