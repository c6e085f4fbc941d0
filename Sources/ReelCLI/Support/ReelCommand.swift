import Reel
import ReelArguments

/// One `reel` subcommand: its name, help and option declarations (``spec``), its typed options
/// read from the parsed arguments, and what it does. Each lives in
/// `Commands/<Name>Command.swift` beside its `<Name>Options`, and is listed once in
/// ``ReelCommandLine/commands``.
protocol ReelCommand: SendableMetatype {
    /// The command's options, read and checked from its arguments (`RenderOptions`).
    associatedtype Options: CommandOptions
    /// The name, help and options: the parser, `reel help <name>` and `reel --help` read it.
    static var spec: CommandSpec { get }
    /// Runs the command, printing its results and errors through `io`, and returns its exit
    /// code; `interruption` is set by SIGINT or SIGTERM (commands that run long stop on it).
    static func run(_ options: Options, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode
}

/// A command's options, read from its parsed arguments.
protocol CommandOptions {
    /// - Throws: a usage error (exit 64) naming the problem.
    init(_ parsed: ParsedArguments) throws(CommandLineError)
}

extension ReelCommand {
    /// The name `reel` is called with (`render`).
    static var name: String { spec.name }

    /// Parses `arguments` (those after the command's name): help for `-h` / `--help`, else the
    /// options read and the command run; a usage error is printed with the usage line.
    static func run(arguments: [String], io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        do throws(CommandLineError) {
            let parsed = try spec.parse(arguments)
            if parsed.wantsHelp {
                io.output(spec.help)
                return .success
            }
            return run(try Options(parsed), io: io, interruption: interruption)
        } catch {
            return ReelCommandLine.fail(error, usage: "USAGE: " + spec.usage, io: io)
        }
    }
}

/// A registered command with its options type erased, as ``ReelCommandLine/commands`` lists it.
struct AnyReelCommand: Sendable {
    let spec: CommandSpec
    private let runner: @Sendable ([String], CommandIO, Interruption) -> ReelCommandLine.ExitCode

    init<Command: ReelCommand>(_ command: Command.Type) {
        spec = Command.spec
        runner = { Command.run(arguments: $0, io: $1, interruption: $2) }
    }

    /// The command's name (`render`).
    var name: String { spec.name }

    /// Runs the command on `arguments` (those after its name): see ``ReelCommand/run(arguments:io:interruption:)``.
    func run(arguments: [String], io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        runner(arguments, io, interruption)
    }
}
