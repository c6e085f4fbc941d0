import Foundation
import Glibc
import Reel
import ReelEncode
import ReelRender
import ReelScene

/// The `reel` command line: parses arguments and calls the library. Kept in the library so
/// that tests can run it in-process as well as through the built binary.
extension ReelCommandLine {
    /// Reel's version.
    public static let version = ReelVersion.current

    static let usageLine = "USAGE: reel <subcommand> [<options>]"

    /// The subcommands, in the order help lists them.
    static let subcommands: [CommandSpec] = [
        RenderOptions.spec, FrameOptions.spec, TraceOptions.spec, HashOptions.spec, VerifyOptions.spec,
        SceneListOptions.infoSpec, SceneListOptions.validateSpec, ImportOptions.spec, PreviewOptions.spec,
        BatchOptions.spec, JoinOptions.spec, RunOptions.spec,
    ]

    /// `reel --help`.
    static var overview: String {
        var out = """
            OVERVIEW: Render Core Animation-style scenes to video (MP4, GIF, WebP, APNG, PNG).

            \(usageLine)

            OPTIONS:

            """
        out += HelpFormatter.row("--version", "Show the version (and the Cairo, Pango and FFmpeg versions).")
        out += HelpFormatter.row("-h, --help", "Show help information.")
        out += "\nSUBCOMMANDS:\n"
        for s in subcommands { out += HelpFormatter.row(s.name, s.abstract) }
        out += HelpFormatter.row("help", "Show help for a subcommand.")
        out += "\n  See 'reel help <subcommand>' for detailed help.\n"
        return out
    }

    /// Runs the command line as the `reel` process: standard output and error, SIGINT and
    /// SIGTERM trapped while a command writes files. Returns the exit code, or, when a signal
    /// stopped the run, ends the process by that signal once the temporary files are removed
    /// (so a shell loop `for …; do reel render …; done` stops at the first Ctrl-C and the shell
    /// sees 130 or 143).
    public static func main(arguments: [String]) -> Int32 {
        let code = run(arguments: arguments, io: .standard(), trapsSignals: true)
        if let signal = ExitCode(rawValue: code)?.signal { endProcess(by: signal) }
        return code
    }

    /// Ends the process by `signal` with its default action (termination), as a process that
    /// never handled it would end.
    static func endProcess(by signal: Int32) -> Never {
        _ = Glibc.signal(signal, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(signal)
        exit(128 + signal)  // not reached: the default action of SIGINT and SIGTERM terminates
    }

    /// Runs the command line, writing through `io`, and returns the exit code.
    /// - Parameters:
    ///   - interruption: stops a running command as SIGINT or SIGTERM would (exit 130 or 143);
    ///     nil for none.
    ///   - trapsSignals: whether commands that write files trap SIGINT and SIGTERM (the process
    ///     entry point does; in-process callers usually do not).
    public static func run(
        arguments: [String], io: CommandIO, interruption: Interruption? = nil, trapsSignals: Bool = false
    ) -> Int32 {
        guard let first = arguments.first else {
            io.output(overview)
            return ExitCode.success.rawValue
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help":
            io.output(overview)
            return ExitCode.success.rawValue
        case "--version":
            io.output(versionText() + "\n")
            return ExitCode.success.rawValue
        case "help":
            return help(rest, io: io).rawValue
        default:
            guard let spec = subcommands.first(where: { $0.name == first }) else {
                var message = "unknown subcommand '\(first)'"
                if let near = Suggestion.nearest(to: first, in: subcommands.map(\.name) + ["help"]) {
                    message += "; did you mean '\(near)'?"
                }
                return fail(CommandLineError.usage(message), usage: usageLine, io: io).rawValue
            }
            let interruption = interruption ?? Interruption()
            let trap =
                trapsSignals && spec.writesFiles
                ? SignalTrap(signals: [SIGINT, SIGTERM]) { interruption.interrupt(signal: $0) } : nil
            var code = runSubcommand(spec, rest, io: io, interruption: interruption)
            trap?.release()
            if let signal = interruption.signal { code = ExitCode(signal: signal) }
            return code.rawValue
        }
    }

    static func help(_ arguments: [String], io: CommandIO) -> ExitCode {
        guard let name = arguments.first else {
            io.output(overview)
            return .success
        }
        if name == "help" {
            io.output("OVERVIEW: Show help for a subcommand.\n\nUSAGE: reel help [<subcommand>]\n")
            return .success
        }
        guard let spec = subcommands.first(where: { $0.name == name }) else {
            return fail(.usage("unknown subcommand '\(name)'"), usage: "USAGE: reel help [<subcommand>]", io: io)
        }
        io.output(spec.help)
        return .success
    }

    static func runSubcommand(_ spec: CommandSpec, _ arguments: [String], io: CommandIO, interruption: Interruption)
        -> ExitCode
    {
        do {
            let parsed = try spec.parse(arguments)
            if parsed.wantsHelp {
                io.output(spec.help)
                return .success
            }
            switch spec.name {
            case "render": return ReelCommands.render(try RenderOptions(parsed), io: io, interruption: interruption)
            case "frame": return ReelCommands.frame(try FrameOptions(parsed), io: io, interruption: interruption)
            case "trace": return ReelCommands.trace(try TraceOptions(parsed), io: io)
            case "hash": return ReelCommands.hash(try HashOptions(parsed), io: io, interruption: interruption)
            case "verify": return ReelCommands.verify(try VerifyOptions(parsed), io: io, interruption: interruption)
            case "info": return SceneCommand.info(try SceneListOptions(parsed), io: io)
            case "validate": return SceneCommand.validate(try SceneListOptions(parsed), io: io)
            case "import": return LottieCommand.importFile(try ImportOptions(parsed), io: io)
            case "preview": return ReelCommands.preview(try PreviewOptions(parsed), io: io, interruption: interruption)
            case "batch": return BatchCommand.run(try BatchOptions(parsed), io: io, interruption: interruption)
            case "join": return JoinCommand.run(try JoinOptions(parsed), io: io)
            case "run": return RunCommand.run(try RunOptions(parsed), io: io, interruption: interruption)
            default: return .failure
            }
        } catch {
            return fail(error, usage: "USAGE: " + spec.usage, io: io)
        }
    }

    /// Prints `Error: <message>` (and the usage line for usage errors) on stderr.
    static func fail(_ error: CommandLineError, usage: String, io: CommandIO) -> ExitCode {
        SceneCommand.report(error, io: io)
        if error.showsUsage { io.error(usage + "\n") }
        return error.exitCode
    }

    /// `reel x.y.z` then the C libraries it runs against.
    public static func versionText() -> String {
        var lines = ["reel \(version)"]
        lines.append("cairo \(RenderLibraries.cairoVersion), pango \(RenderLibraries.pangoVersion)")
        lines.append(
            """
            ffmpeg libavcodec \(EncodeLibraries.avcodecVersion), libavformat \(EncodeLibraries.avformatVersion), \
            libavutil \(EncodeLibraries.avutilVersion)
            """
        )
        return lines.joined(separator: "\n")
    }
}
