/// One option a command accepts.
struct OptionSpec {
    /// The long name without dashes, kebab-case (`out-dir`).
    var long: String
    var short: Character?
    /// The placeholder for the value (`<file>`); nil for a flag.
    var valueName: String?
    var help: String
    /// Whether the option may be given more than once (`-o a -o b`).
    var repeatable = false

    var takesValue: Bool { valueName != nil }

    /// `-o, --output <file>` as shown in help.
    var synopsis: String {
        var s = short.map { "-\($0), " } ?? ""
        s += "--\(long)"
        if let valueName { s += " \(valueName)" }
        return s
    }

    /// `--set <name>=<value>`, shared by every command that reads scenes.
    static let set = OptionSpec(
        long: "set", valueName: "<name>=<value>", help: "Set a scene parameter (repeatable).", repeatable: true)

    /// `--animation <id>`, for commands that read Lottie files: one animation of a dotLottie file.
    static let animation = OptionSpec(
        long: "animation", valueName: "<id>", help: "The animation of a .lottie file to read (reel info lists them).")

    /// `--theme <id>`, for commands that read Lottie files: a dotLottie theme's slot values.
    static let theme = OptionSpec(
        long: "theme", valueName: "<id>", help: "The theme of a .lottie file to apply (reel info lists them).")

    /// `--strict`, for commands that read Lottie files.
    static let strict = OptionSpec(
        long: "strict", help: "Refuse a Lottie file that uses features Reel does not draw (exit 65).")
}
