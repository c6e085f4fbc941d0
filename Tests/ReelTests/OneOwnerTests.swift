import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelRender
import ReelScene
import Testing

@testable import ReelCLI

/// Facts with one owner (docs/architecture.md, "Who owns what"): the pixel size comes from
/// `Clip.pixelSize()`, `--size` is read by one parser, and the size and frame-rate overrides of
/// the command line are applied by the library's `Clip(document:…)`.
@Suite struct OneOwnerTests {
    /// Before, `reel frame` read `--size` with a parser of its own whose message lacked the limit.
    @Test func everyCommandReadsSizeWithOneParser() throws {
        let expected = CommandLineError.usage(
            "invalid value '10x' for '--size'; expected <width>x<height> in pixels, such as 750x1334, "
                + "at most 16384 a side")
        #expect(throws: expected) { try RenderOptions(arguments: ["a.json", "-o", "a.gif", "--size", "10x"]) }
        #expect(throws: expected) {
            try FrameOptions(arguments: ["a.json", "--frame", "0", "-o", "a.png", "--size", "10x"])
        }
        #expect(throws: expected) { try HashOptions(arguments: ["a.json", "--size", "10x"]) }
    }

    /// The clip, its renderer and its writers' settings agree on the size, derived once.
    @Test func theClipOwnsThePixelSize() throws {
        let timeline = Stage(size: Size(width: 375, height: 667), frameRate: FrameRate(30), duration: 0.1).run()
        let clip = Clip(timeline: timeline, scale: 2.879)
        let pixels = try clip.pixelSize()
        #expect(pixels == PixelSize(width: 1080, height: 1920))
        let renderer = try clip.makeRenderer()
        #expect(PixelSize(width: renderer.pixelWidth, height: renderer.pixelHeight) == pixels)
        let settings = try clip.encodeSettings()
        #expect(PixelSize(width: settings.width, height: settings.height) == pixels)
        #expect(settings.frameRate == clip.frameRate)
        #expect(throws: RenderError.self) { try Clip(timeline: timeline, scale: 0).pixelSize() }
    }

    @Test func theLibraryAppliesSizeAndFrameRateOverrides() throws {
        let document = try SceneDocument(json: #"{"reel": 1, "size": [20, 10], "fps": 30, "duration": 1}"#)
        let clip = try Clip(
            document: document, baseDirectory: "/", frameRate: FrameRate(24),
            pixelSize: PixelSize(width: 40, height: 20))
        #expect(clip.scale == 2)
        #expect(clip.frameCount == 24)
        #expect(throws: ReelError.self) {
            try Clip(document: document, baseDirectory: "/", pixelSize: PixelSize(width: 40, height: 40))
        }
    }

    /// The command line maps the library's error kinds to sysexits codes.
    @Test func theCommandLineMapsErrorKindsToExitCodes() {
        let cases: [(any Error, ReelCommandLine.ExitCode)] = [
            (EncodeError(.cannotCreateOutput, "x"), .cannotCreate), (EncodeError(.invalidInput, "x"), .usage),
            (EncodeError(.ffmpeg, "x"), .failure), (EncodeError(.cancelled, "x"), .failure),
            (PipelineError.badFrameRange("x"), .usage), (PipelineError.noFrames, .failure),
            (PipelineError.interrupted(signal: SIGINT), .interrupted),
            (PipelineError.interrupted(signal: SIGTERM), .terminated),
        ]
        for (error, code) in cases { #expect(CommandLineError(mapping: error).exitCode == code, "\(error)") }
    }
}
