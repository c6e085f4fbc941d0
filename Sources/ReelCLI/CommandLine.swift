import Foundation
import Glibc
import Reel
import ReelEncode
import ReelRender
import ReelScene

/// The `reel` command line: parses arguments and calls the library. Kept in the library so
/// that tests can run it in-process as well as through the built binary. The commands are
/// those of ``commands`` (CommandRegistry.swift).
extension ReelCommandLine {
    /// Reel's version.
    public static let version = ReelVersion.current

    static let usageLine = "USAGE: reel <subcommand> [<options>]"

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
        for command in commands { out += HelpFormatter.row(command.spec.name, command.spec.abstract) }
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
            guard let command = Self.command(named: first) else {
                var message = "unknown subcommand '\(first)'"
                if let near = Suggestion.nearest(to: first, in: commands.map(\.name) + ["help"]) {
                    message += "; did you mean '\(near)'?"
                }
                return fail(CommandLineError.usage(message), usage: usageLine, io: io).rawValue
            }
            let interruption = interruption ?? Interruption()
            let trap =
                trapsSignals && command.spec.writesFiles
                ? SignalTrap(signals: [SIGINT, SIGTERM]) { interruption.interrupt(signal: $0) } : nil
            var code = command.run(arguments: rest, io: io, interruption: interruption)
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
        guard let command = Self.command(named: name) else {
            return fail(.usage("unknown subcommand '\(name)'"), usage: "USAGE: reel help [<subcommand>]", io: io)
        }
        io.output(command.spec.help)
        return .success
    }

    /// Prints `Error: <message>` (and the usage line for usage errors) on stderr.
    static func fail(_ error: CommandLineError, usage: String, io: CommandIO) -> ExitCode {
        io.report(error)
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
