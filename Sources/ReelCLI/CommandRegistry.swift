/// The registry: every `reel` subcommand, in the order `reel --help` lists them. A new command
/// is one file, `Commands/<Name>Command.swift` (a ``ReelCommand`` with its `<Name>Options`),
/// and one line here; dispatch, `reel help <name>`, the overview and signal trapping all read
/// this list.
extension ReelCommandLine {
    static let commands: [AnyReelCommand] = [
        AnyReelCommand(RenderCommand.self),
        AnyReelCommand(FrameCommand.self),
        AnyReelCommand(TraceCommand.self),
        AnyReelCommand(HashCommand.self),
        AnyReelCommand(VerifyCommand.self),
        AnyReelCommand(InfoCommand.self),
        AnyReelCommand(ValidateCommand.self),
        AnyReelCommand(ImportCommand.self),
        AnyReelCommand(PreviewCommand.self),
        AnyReelCommand(BatchCommand.self),
        AnyReelCommand(JoinCommand.self),
        AnyReelCommand(RunCommand.self),
        AnyReelCommand(SnapshotsCommand.self),
    ]

    /// The registered command called `name`, nil for none.
    static func command(named name: String) -> AnyReelCommand? {
        commands.first { $0.name == name }
    }
}
