import ReelArguments

/// A subcommand's name, help text and options: enough to parse its arguments and print
/// `reel help <command>`.
struct CommandSpec {
    var name: String
    /// One line, shown in `reel --help`.
    var abstract: String
    /// Paragraphs after the overview line.
    var discussion: String?
    /// `reel render <scene> … -o <output> …`
    var usage: String
    var arguments: [(name: String, help: String)]
    /// Each option's one declaration: the parser and help both read its spec.
    var options: [any OptionDeclaration]
    /// Whether the command writes files (through temporary files) or renders through the
    /// pipeline: the `reel` process traps SIGINT and SIGTERM while it runs, to clean up first.
    var writesFiles: Bool

    /// Parses `arguments` against ``options``.
    /// - Throws: a usage error (exit 64) for an unknown option, a missing value, a value given
    ///   to a flag or a non-repeatable option given twice.
    func parse(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
        do throws(ArgumentError) {
            return try ArgumentParser.parse(arguments, options: options.map(\.spec))
        } catch {
            throw CommandLineError(error)
        }
    }

    /// The full help text with OVERVIEW, USAGE, ARGUMENTS and OPTIONS sections.
    var help: String {
        var out = "OVERVIEW: \(abstract)\n"
        if let discussion { out += "\n" + discussion + "\n" }
        out += "\nUSAGE: \(usage)\n"
        if !arguments.isEmpty {
            out += "\nARGUMENTS:\n"
            for a in arguments { out += HelpFormatter.row(a.name, a.help) }
        }
        out += "\nOPTIONS:\n"
        for o in options { out += HelpFormatter.row(o.spec.synopsis, o.spec.help) }
        out += HelpFormatter.row("-h, --help", "Show help information.")
        return out
    }
}
