import Foundation
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI

/// The command line as a user meets it: help, exit codes from real causes, `--set`.
/// Key cases run both in-process and through the built binary.
@Suite struct CLIEndToEndTests {
    let card = CLI.fixtures + "/card.json"
    let broken = CLI.fixtures + "/broken"

    @Test func helpListsEverySection() {
        let r = CLI.run(["--help"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        for section in ["OVERVIEW:", "USAGE: reel <subcommand>", "OPTIONS:", "SUBCOMMANDS:", "--version"] {
            #expect(r.stdout.contains(section), "\(section)")
        }
        // The SUBCOMMANDS section names every command, hash and verify included, and nothing else.
        let section = r.stdout.components(separatedBy: "SUBCOMMANDS:\n").last ?? ""
        let listed = section.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(
            listed == [
                "render", "frame", "trace", "hash", "verify", "info", "validate", "import", "preview", "batch", "join",
                "run", "snapshots", "help", "See",
            ])
        #expect(CLI.run([]).stdout == r.stdout)
        #expect(CLI.run(["help"]).stdout == r.stdout)
    }

    @Test(arguments: [
        ("render", "--out-dir <folder>"), ("frame", "-t, --time <seconds>"), ("trace", "--layers <name>,..."),
        ("hash", "--frames <a>-<b>"), ("verify", "--golden <file>"), ("info", "--set <name>=<value>"),
        ("validate", "--set <name>=<value>"), ("import", "--strict"), ("preview", "--port <p>"),
        ("batch", "--shard <i>/<n>"), ("join", "-o, --output <output.mp4>"), ("run", "--duration <s>"),
        ("snapshots", "-q, --quiet"),
    ])
    func eachSubcommandHasHelp(command: String, ownOption: String) {
        let viaHelp = CLI.run(["help", command])
        let viaFlag = CLI.run([command, "--help"])
        let viaShort = CLI.run([command, "scene.json", "-h"])
        #expect(viaHelp.status == 0 && viaFlag.status == 0 && viaShort.status == 0)
        #expect(viaHelp.stdout == viaFlag.stdout && viaFlag.stdout == viaShort.stdout)
        #expect(viaHelp.stdout.hasPrefix("OVERVIEW: "))
        #expect(viaHelp.stdout.contains("\nUSAGE: reel \(command) "))
        let spec = ReelCommandLine.command(named: command)!.spec
        #expect(viaHelp.stdout.contains("\nARGUMENTS:\n  \(spec.arguments[0].name)"))
        #expect(viaHelp.stdout.contains("\nOPTIONS:\n"))
        #expect(viaHelp.stdout.contains("  -h, --help"))
        #expect(viaHelp.stdout.contains("\n  \(ownOption)"), "the help of \(command) lists \(ownOption)")
        #expect(
            viaHelp.stdout.hasPrefix(
                "OVERVIEW: \(spec.abstract)\n"))
    }

    @Test func everySubcommandIsCoveredByTheHelpTests() {
        // A new command must be added to eachSubcommandHasHelp's table.
        #expect(
            ReelCommandLine.commands.map(\.name) == [
                "render", "frame", "trace", "hash", "verify", "info", "validate", "import", "preview", "batch",
                "join", "run", "snapshots",
            ])
    }

    @Test func renderHelpListsEveryOptionOfTheIssue() {
        let help = CLI.run(["help", "render"]).stdout
        for option in [
            "-o, --output <output>", "--fps <n>", "--size <w>x<h>", "--scale <s>", "--frames <a>-<b>", "-j, --jobs <n>",
            "--crf <n>", "--loop <n>", "--set <name>=<value>", "-q, --quiet", "--format <format>", "--out-dir <folder>",
        ] {
            #expect(help.contains(option), "\(option)")
        }
    }

    /// The versions come from the libraries themselves: they agree with pkg-config's (the
    /// installed development files) and with the FFmpeg command line's (the same shared
    /// libraries), not just with the words around them.
    @Test func versionNamesTheLibrariesVersions() throws {
        let r = CLI.run(["--version"])
        #expect(r.status == 0 && r.stderr.isEmpty)
        let pkg = try CLI.tool("/usr/bin/pkg-config", ["--modversion", "cairo", "pango"]).split(separator: "\n")
        let ffprobe = try CLI.tool("/usr/bin/ffprobe", ["-version"])
        func ffmpeg(_ library: String) -> String {
            // `libavcodec     59. 37.100 / 59. 37.100`: the version it runs with, after the slash.
            let line = ffprobe.split(separator: "\n").first { $0.hasPrefix(library + " ") } ?? ""
            return (line.split(separator: "/").last ?? "").replacingOccurrences(of: " ", with: "")
        }
        #expect(
            r.stdout == """
                reel \(ReelCommandLine.version)
                cairo \(pkg[0]), pango \(pkg[1])
                ffmpeg libavcodec \(ffmpeg("libavcodec")), libavformat \(ffmpeg("libavformat")), \
                libavutil \(ffmpeg("libavutil"))

                """)
    }

    @Test(arguments: [
        (
            ["rendr"],
            "Error: unknown subcommand 'rendr'; did you mean 'render'?\nUSAGE: reel <subcommand> [<options>]\n"
        ),
        (
            ["info"],
            """
            Error: missing <scene>; name at least one scene document\nUSAGE: reel info <scene> ... [--set \
            <name>=<value> ...]\n
            """
        ),
        (
            ["info", "a.json", "--sett", "x=1"],
            """
            Error: unknown option '--sett'; did you mean '--set'?\nUSAGE: reel info <scene> ... [--set <name>=<value> \
            ...]\n
            """
        ),
        (
            ["info", "a.json", "--set"],
            """
            Error: missing value for '--set'; expected <name>=<value>\nUSAGE: reel info <scene> ... [--set \
            <name>=<value> ...]\n
            """
        ),
        (
            ["info", "a.json", "--set", "novalue"],
            """
            Error: invalid value 'novalue' for '--set'; expected name=value\nUSAGE: reel info <scene> ... [--set \
            <name>=<value> ...]\n
            """
        ),
        (["help", "nope"], "Error: unknown subcommand 'nope'\nUSAGE: reel help [<subcommand>]\n"),
    ])
    func usageErrorsExit64WithTheUsageLine(arguments: [String], stderr: String) {
        let r = CLI.run(arguments)
        #expect(r.status == 64)
        #expect(r.stderr == stderr)
        #expect(r.stdout.isEmpty)
    }

    @Test func infoDescribesTheScene() {
        let r = CLI.run(["info", card])
        #expect(r.status == 0, "\(r)")
        #expect(r.stderr.isEmpty)
        #expect(
            r.stdout == """
                \(card)
                  description: A card with an avatar, a title and a progress ring
                  size:       375 × 667 points, scale 2 (750 × 1334 pixels)
                  fps:        25
                  duration:   2.4 s
                  frames:     60
                  background: #f2f2f7
                  layers:     4
                    card
                    card/avatar (image assets/dot.png)
                    card/title (text "Hello, world")
                    card/ring (shape)
                  animations: 0
                  changes:    0
                  assets:     1
                    image assets/dot.png
                  params:     4
                    title = "Hello"
                    accent = "#ff8800"
                    ring = 0.75
                    photo = "assets/dot.png"
                  fonts:      1 text layer
                    card/title: DejaVu Sans Bold (/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf)

                """)
    }

    @Test func setOverridesShowInInfo() {
        let r = CLI.run(["info", card, "--set", "title=Ahoy", "--set=ring=0.5"])
        #expect(r.status == 0, "\(r)")
        #expect(r.stdout.contains("card/title (text \"Ahoy, world\")"))
        #expect(r.stdout.contains("    title = \"Ahoy\" (default \"Hello\")\n"))
        #expect(r.stdout.contains("    ring = 0.5 (default 0.75)\n"))
    }

    @Test func badOverrideIsBadData() {
        let r = CLI.run(["info", card, "--set", "ring=big"])
        #expect(r.status == 65)
        #expect(r.stderr == "Error: \(card): params.ring: --set ring=big: expected a number (the default is 0.75)\n")
    }

    @Test func validateReportsEveryProblemWithExit65() {
        let file = broken + "/wrong-types.json"
        let r = CLI.run(["validate", file])
        #expect(r.status == 65)
        #expect(r.stdout.isEmpty)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0.hasPrefix("Error: \(file): ") })
        #expect(
            lines[0]
                == """
                Error: \(file): duration (line 4, column 15): expected a number of seconds > 0 and ≤ 3600, got \"fast\"
                """
        )
    }

    @Test func validatePrintsWarningsOnStandardErrorAndStillSucceeds() {
        let file = CLI.fixtures + "/warnings.json"
        let r = CLI.run(["validate", file])
        #expect(r.status == 0)
        #expect(r.stdout == "\(file): valid (1 layer, 10 frames)\n")
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("warning: \(file): ") })
        #expect(
            lines.first?.hasPrefix("warning: \(file): layers[0].strokeEnd (line 13, column 20): strokeEnd 1.2") == true)
        #expect(lines.dropFirst().first?.contains("animations[0].keyTimes") == true)
        #expect(lines.last?.contains("animations[0].timingFunctions") == true)
    }

    @Test func missingSceneExits66() {
        let r = CLI.run(["info", CLI.fixtures + "/nope.json"])
        #expect(r.status == 66)
        #expect(r.stderr == "Error: cannot open scene '\(CLI.fixtures)/nope.json': no such file\n")
        #expect(CLI.run(["info", CLI.fixtures]).status == 66)  // a folder
    }

    @Test func missingAssetExits66() {
        let r = CLI.run(["validate", broken + "/missing-asset.json"])
        #expect(r.status == 66)
        #expect(r.stderr.contains("cannot find image \"images/missing.png\""))
    }

    @Test func severalScenesAreAllReportedAndTheWorstCodeWins() {
        let r = CLI.run(["validate", card, broken + "/missing-asset.json", broken + "/nan.json"])
        #expect(r.status == 65)
        #expect(r.stdout == "\(card): valid (4 layers, 60 frames)\n")
        #expect(r.stderr.split(separator: "\n").count == 2)
        #expect(CLI.run(["validate", card, broken + "/missing-asset.json"]).status == 66)
        #expect(CLI.run(["validate", card, card]).status == 0)
    }

    @Test(arguments: try BrokenCorpus.cases())
    func everyBrokenDocumentExitsWithItsDocumentedCode(file: String) throws {
        let expected = try String(
            contentsOfFile: broken + "/" + file.replacingOccurrences(of: ".json", with: ".expected"), encoding: .utf8)
        let code = Int32(expected.split(separator: "\n")[0].dropFirst(5))
        let r = CLI.run(["validate", broken + "/" + file])
        #expect(r.status == code)
        #expect(r.stderr.hasPrefix("Error: \(broken)/\(file): "))
    }

    @Test func renderOfABadSceneWritesNothing() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = CLI.run(["render", broken + "/negative-size.json", "-o", dir + "/out.gif"])
        #expect(r.status == 65)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
        let several = CLI.run([
            "render", broken + "/nan.json", broken + "/missing-asset.json", "--out-dir", dir, "--format", "gif",
        ])
        #expect(several.status == 65)
        #expect(several.stderr.split(separator: "\n").count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    // MARK: - The built binary

    @Test func binaryHelpVersionAndInfo() throws {
        let help = try CLI.execute(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout == CLI.run(["--help"]).stdout)
        let version = try CLI.execute(["--version"])
        #expect(version.status == 0 && version.stdout == CLI.run(["--version"]).stdout)
        let info = try CLI.execute(["info", "card.json", "--set", "title=Binary"], in: CLI.fixtures)
        #expect(info.status == 0, "\(info)")
        #expect(info.stdout.hasPrefix("card.json\n"))
        #expect(info.stdout.contains("card/title (text \"Binary, world\")"))
    }

    @Test func binaryExitCodesFromRealCauses() throws {
        let usage = try CLI.execute(["render", "card.json"], in: CLI.fixtures)
        #expect(usage.status == 64)
        #expect(
            usage.stderr.hasPrefix("Error: missing output; give -o <output> or --out-dir <folder>\nUSAGE: reel render ")
        )
        let data = try CLI.execute(["validate", "broken/truncated.json"], in: CLI.fixtures)
        #expect(data.status == 65)
        #expect(
            data.stderr
                == "Error: broken/truncated.json: line 2, column 26: unexpected end of input; expected ',' or '}'\n")
        let noInput = try CLI.execute(["info", "missing.json"], in: CLI.fixtures)
        #expect(noInput.status == 66)
        #expect(noInput.stderr == "Error: cannot open scene 'missing.json': no such file\n")
        #expect(noInput.stdout.isEmpty)
        let asset = try CLI.execute(["validate", "broken/missing-asset.json"], in: CLI.fixtures)
        #expect(asset.status == 66)
        #expect(asset.stderr.contains("looked for broken/images/missing.png"))
    }
}

enum BrokenCorpus {
    /// The broken documents, `*.json` in Fixtures/broken.
    /// - Throws: when the folder is missing or holds fewer than 20, so the suite fails instead
    ///   of running no cases.
    static func cases() throws -> [String] {
        let all = try FileManager.default.contentsOfDirectory(atPath: CLI.fixtures + "/broken")
        let documents = all.filter { $0.hasSuffix(".json") }.sorted()
        guard documents.count >= 15 else {
            throw ChildError("\(CLI.fixtures)/broken holds \(documents.count) documents; expected at least 15")
        }
        return documents
    }
}
