/// How one option is spelled and described: what the parser matches and what help prints.
/// Commands do not build these by hand: each ``Option`` carries its own.
public struct OptionSpec: Sendable {
    /// The long name without dashes, kebab-case (`out-dir`).
    public var long: String
    public var short: Character?
    /// The placeholder for the value (`<file>`); nil for a flag.
    public var valueName: String?
    public var help: String
    /// Whether the option may be given more than once (`-o a -o b`).
    public var repeatable = false

    public init(long: String, short: Character? = nil, valueName: String? = nil, help: String, repeatable: Bool = false)
    {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.help = help
        self.repeatable = repeatable
    }

    public var takesValue: Bool { valueName != nil }

    /// `-o, --output <file>` as shown in help.
    public var synopsis: String {
        var s = short.map { "-\($0), " } ?? ""
        s += "--\(long)"
        if let valueName { s += " \(valueName)" }
        return s
    }
}
