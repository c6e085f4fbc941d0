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
    var options: [OptionSpec]

    /// Whether the command writes files (through temporary files) or renders through the
    /// pipeline: the `reel` process traps SIGINT and SIGTERM while it runs, to clean up first.
    var writesFiles: Bool { ["render", "frame", "hash", "verify", "preview", "batch", "join"].contains(name) }

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
        for o in options { out += HelpFormatter.row(o.synopsis, o.help) }
        out += HelpFormatter.row("-h, --help", "Show help information.")
        return out
    }
}

enum HelpFormatter {
    /// `  name                    help`, wrapping the help to 80 columns under itself.
    static func row(_ name: String, _ help: String) -> String {
        let column = 26
        var out = "  " + name
        let lines = wrap(help, width: 80 - column)
        if out.count + 2 > column {
            out += "\n" + String(repeating: " ", count: column)
        } else {
            out += String(repeating: " ", count: column - out.count)
        }
        out += lines.joined(separator: "\n" + String(repeating: " ", count: column)) + "\n"
        return out
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
