import ReelArguments
import ReelEncode
import ReelScene
import Testing

@testable import Reel
@testable import ReelCLI

/// Each option is one declaration: the parser, the value read and the help all come from it.
@Suite struct OptionDeclarationTests {
    @Test func aDefaultIsTheValueWhenAbsentAndWhatHelpShows() throws {
        let port = Option.integer("port", valueName: "<p>", in: 0...65535).defaulting(to: 8470) { "default \($0)" }
        #expect(port.spec.help == "default 8470")
        #expect(try ArgumentParser.parse([], options: [port.spec]).value(port) == 8470)
        #expect(try ArgumentParser.parse(["--port", "80"], options: [port.spec]).value(port) == 80)
    }

    @Test func aBadValueNamesTheOptionAndWhatItTakes() {
        let jobs = Option.integer("jobs", short: "j", in: 1...256)
        #expect(throws: ArgumentError("invalid value '0' for '--jobs'; expected a whole number from 1 to 256")) {
            try ArgumentParser.parse(["-j0"], options: [jobs.spec]).value(jobs)
        }
    }

    @Test func aRepeatedOptionReadsEveryValueInOrder() throws {
        let p = try ArgumentParser.parse(["--set", "a=1", "--set=b=2"], options: [CommonOptions.set.spec])
        #expect(
            try p.value(CommonOptions.set) == [
                SceneOverride(name: "a", value: "1"), SceneOverride(name: "b", value: "2"),
            ])
        #expect(throws: ArgumentError("invalid value 'x' for '--set'; expected name=value")) {
            try ArgumentParser.parse(["--set", "x"], options: [CommonOptions.set.spec]).value(CommonOptions.set)
        }
    }

    /// The defaults the commands use are the ones their help prints.
    @Test func helpShowsTheDefaultsTheCommandsUse() throws {
        #expect(PreviewOptions.port.spec.help.contains("(default \(PreviewOptions.defaultPort); 0 picks a free one)"))
        #expect(try PreviewOptions(arguments: ["a.json"]).port == PreviewOptions.defaultPort)
        let run = try RunOptions(arguments: ["a.swift", "-o", "a.gif"])
        for shown in ["(default \(Int(run.width))x\(Int(run.height)))", "Pixels per point (default 2)."] {
            #expect(RunCommand.spec.help.contains(shown))
        }
        #expect(run.fps == 60 && run.duration == 3 && RunCommand.spec.help.contains("Seconds recorded (default 3)."))
        #expect(CommonOptions.crf.spec.help.hasSuffix("to 51 (default \(VideoOptions().crf))."))
        #expect(RenderOptions.segment.spec.help.hasSuffix("which shards are made of (default 250)."))
    }

    /// Whatever a command's help lists, its parser takes (and nothing else).
    @Test func everyCommandParsesTheOptionsItsHelpLists() throws {
        for command in ReelCommandLine.commands.map(\.spec) {
            for option in command.options.map(\.spec) {
                #expect(command.help.contains(option.synopsis), "\(command.name) --\(option.long)")
                let written = ["--" + option.long] + (option.takesValue ? ["v"] : [])
                #expect(try command.parse(written).has(option.long), "\(command.name) --\(option.long)")
            }
            #expect(throws: CommandLineError.self) { try command.parse(["--no-such-option"]) }
        }
    }

    /// One edit distance serves scene keys and options; it ignores case.
    @Test func aMisspeltOptionIsSuggested() {
        let options = [CommonOptions.fps.spec, CommonOptions.frames.spec]
        #expect(throws: ArgumentError("unknown option '--FPS'; did you mean '--fps'?")) {
            try ArgumentParser.parse(["--FPS", "2"], options: options)
        }
        #expect(throws: ArgumentError("unknown option '--frmaes'; did you mean '--frames'?")) {
            try ArgumentParser.parse(["--frmaes", "2"], options: options)
        }
    }
}

/// What an output path's name says about its format: one function answers for the writers and
/// for `reel render`'s check against `--format`.
@Suite struct OutputFormatNamingTests {
    @Test func pngIsAnAnimatedPNGByItselfAndAFolderOfFramesWithFormatPNG() throws {
        #expect(OutputFormat(path: "a.png") == .apng)
        #expect(OutputFormat.formats(namedBy: "a.png") == [.apng, .png])
        #expect(
            try RenderOptions(arguments: ["s.json", "-o", "a.png"]).targets() == [[.init(path: "a.png", format: .apng)]]
        )
        let frames = try RenderOptions(arguments: ["s.json", "-o", "a.png", "--format", "png"])
        #expect(frames.targets() == [[OutputTarget(path: "a.png", format: .png)]])
        #expect(
            throws: CommandLineError.usage(
                "'a.png' names an APNG but --format is gif; drop --format or rename the output")
        ) {
            try RenderOptions(arguments: ["s.json", "-o", "a.png", "--format", "gif"])
        }
    }

    @Test func noExtensionIsAFolderOfFramesUnlessAFormatIsGiven() throws {
        #expect(OutputFormat(path: "shots") == .png)
        #expect(Set(OutputFormat.formats(namedBy: "shots") ?? []) == Set(OutputFormat.allCases))
        #expect(
            try RenderOptions(arguments: ["s.json", "-o", "shots"]).targets() == [[.init(path: "shots", format: .png)]])
        let gif = try RenderOptions(arguments: ["s.json", "-o", "shots", "--format", "gif"])
        #expect(gif.targets() == [[OutputTarget(path: "shots", format: .gif)]])
        #expect(OutputFormat.formats(namedBy: "a.avi") == nil && OutputFormat.formats(namedBy: "d/") == [.png])
    }
}
