import Foundation
import ReelRegression
import Testing
import _ReelTestSupport

@testable import ReelCLI

/// The registry of `reel` commands (Sources/ReelCLI/CommandRegistry.swift) and the layout it
/// promises: each command one file, `Commands/<Name>Command.swift`, listed once.
@Suite struct CommandRegistryTests {
    /// The registry's names are unique, and `reel --help` lists exactly them, in order.
    @Test func theRegistryIsWhatHelpLists() {
        let names = ReelCommandLine.commands.map(\.name)
        #expect(Set(names).count == names.count, "a name registered twice: \(names)")
        let overview = CLI.run(["--help"]).stdout
        let section = overview.components(separatedBy: "SUBCOMMANDS:\n").last ?? ""
        let listed = section.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed == names + ["help", "See"])
        for command in ReelCommandLine.commands {
            #expect(overview.contains("  \(command.name) ") && overview.contains(command.spec.abstract.prefix(40)))
        }
    }

    /// Every registered command answers `reel help <name>` and `reel <name> --help` with its own
    /// help: overview, usage naming it, its options, exit 0.
    @Test func everyRegisteredCommandHasHelp() {
        for command in ReelCommandLine.commands {
            let viaHelp = CLI.run(["help", command.name])
            let viaFlag = CLI.run([command.name, "--help"])
            #expect(viaHelp.status == 0 && viaFlag.status == 0 && viaHelp.stderr.isEmpty, "\(command.name)")
            #expect(viaHelp.stdout == command.spec.help && viaFlag.stdout == command.spec.help, "\(command.name)")
            #expect(viaHelp.stdout.hasPrefix("OVERVIEW: \(command.spec.abstract)\n"), "\(command.name)")
            #expect(viaHelp.stdout.contains("\nUSAGE: reel \(command.name) "), "\(command.name)")
            for option in command.spec.options.map(\.spec) {
                #expect(viaHelp.stdout.contains(option.synopsis), "\(command.name) --\(option.long)")
            }
        }
    }

    /// `Commands/` holds one `<Name>Command.swift` per registered command (and, beside a long
    /// one, its `<Name>Command+Options.swift`), nothing else at its top; `ReelCommands.swift`
    /// is gone.
    @Test func commandsFolderHoldsOneFilePerCommand() throws {
        let folder = Repository.path("Sources/ReelCLI/Commands")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        let expected = ReelCommandLine.commands.map { $0.name.prefix(1).uppercased() + $0.name.dropFirst() + "Command" }
        let commandFiles = files.filter { !$0.hasSuffix("+Options.swift") }.sorted()
        #expect(commandFiles == expected.map { $0 + ".swift" }.sorted())
        for file in files where file.hasSuffix("+Options.swift") {
            #expect(expected.contains(String(file.dropLast("+Options.swift".count))), "\(file) names no command")
        }
        #expect(!FileManager.default.fileExists(atPath: Repository.path("Sources/ReelCLI/ReelCommands.swift")))
    }

    /// The render settings `reel render` and `reel run` share are one declaration each: the same
    /// spellings read, the same ones refused with the same message.
    @Test func renderAndRunReadTheSharedOptionsAlike() throws {
        let run = try RunOptions(arguments: ["a.swift", "-o", "a.gif", "--fps", "30000/1001", "--scale", "1.5"])
        let render = try RenderOptions(arguments: ["a.json", "-o", "a.gif", "--fps", "30000/1001", "--scale", "1.5"])
        #expect(run.fps == render.fps && run.scale == render.scale && render.fps == 30000.0 / 1001.0)
        let size = try RunOptions(arguments: ["a.swift", "-o", "a.gif", "--size", "320x240"])
        #expect(size.width == 320 && size.height == 240)
        for (option, value) in [("--fps", "0"), ("--fps", "241"), ("--scale", "-1"), ("--size", "10x")] {
            var runError: CommandLineError?
            var renderError: CommandLineError?
            do { _ = try RunOptions(arguments: ["a.swift", "-o", "a.gif", option, value]) } catch { runError = error }
            do { _ = try RenderOptions(arguments: ["a.json", "-o", "a.gif", option, value]) } catch {
                renderError = error
            }
            #expect(runError != nil && runError?.message == renderError?.message, "\(option) \(value)")
        }
    }

    /// `reel verify`'s five tolerance options are read by one reader into one `GoldenTolerance`.
    @Test func verifyReadsItsTolerancesIntoOneValue() throws {
        let o = try VerifyOptions(arguments: [
            "a.json", "--golden", "g.txt", "--precision", "0.9", "--perceptual-precision", "0.98",
            "--max-diff-pixels", "4", "--max-diff-ratio", "0.01", "--pixel-threshold", "2",
        ])
        #expect(
            o.tolerance
                == GoldenTolerance(
                    maxDiffPixels: 4, maxDiffRatio: 0.01, pixelThreshold: 2, precision: 0.9, perceptualPrecision: 0.98))
        #expect(try VerifyOptions(arguments: ["a.json", "--golden", "g.txt"]).tolerance.isEmpty)
        #expect(
            throws: CommandLineError.usage(
                "invalid value '256' for '--pixel-threshold'; expected a whole number "
                    + "from 0 to 255")
        ) {
            try VerifyOptions(arguments: ["a.json", "--golden", "g.txt", "--pixel-threshold", "256"])
        }
    }

    /// `reel run` finds the Reel sources it was built from (its file moved into Commands/).
    @Test func runFindsTheSourcesItWasBuiltFrom() throws {
        guard ProcessInfo.processInfo.environment["REEL_SOURCE"] == nil else { return }
        #expect(
            URL(fileURLWithPath: try RunCommand.sourceRoot()).standardizedFileURL.path
                == Repository.rootURL.standardizedFileURL.path)
    }
}
