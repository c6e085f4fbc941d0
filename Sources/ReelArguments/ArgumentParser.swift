import ReelScene

/// A hand-written parser with swift-argument-parser's conventions: `--opt value`,
/// `--opt=value`, `-o value`, `-ovalue`, repeated options, flags, and `--` to end options.
public enum ArgumentParser {
    /// Parses `arguments` against `options`.
    /// - Throws: ``ArgumentError`` for an unknown option (with a suggestion), a missing value, a
    ///   value given to a flag, or a non-repeatable option given twice.
    public static func parse(_ arguments: [String], options: [OptionSpec]) throws(ArgumentError) -> ParsedArguments {
        var state = State(arguments: arguments, options: options)
        while let arg = state.next() {
            if state.onlyPositionals || arg == "-" || !arg.hasPrefix("-") || isNegativeNumber(arg) {
                state.result.positionals.append(arg)
            } else if arg == "--" {
                state.onlyPositionals = true
            } else if arg == "-h" || arg == "--help" {
                state.result.wantsHelp = true
            } else if arg.hasPrefix("--") {
                try state.readLong(arg)
            } else {
                try state.readShort(arg)
            }
        }
        return state.result
    }

    /// Whether `s` is a negative number (`-1`, `-0.5`): a positional, not an option.
    public static func isNegativeNumber(_ s: String) -> Bool {
        s.count > 1 && s.hasPrefix("-") && Double(s) != nil
    }

    /// `unknown option '--fsp'; did you mean '--fps'?`
    static func unknownOption(_ written: String, _ options: [OptionSpec]) -> String {
        var message = "unknown option '\(written)'"
        let name = written.hasPrefix("--") ? String(written.dropFirst(2)) : String(written.dropFirst())
        if let near = Suggestion.nearest(to: name, in: options.map(\.long)) {
            message += "; did you mean '--\(near)'?"
        }
        return message
    }

    /// The arguments still to read and what has been read.
    private struct State {
        let arguments: [String]
        let options: [OptionSpec]
        var index = 0
        var onlyPositionals = false
        var result = ParsedArguments()

        init(arguments: [String], options: [OptionSpec]) {
            self.arguments = arguments
            self.options = options
        }

        mutating func next() -> String? {
            guard index < arguments.count else { return nil }
            defer { index += 1 }
            return arguments[index]
        }

        /// `--name`, `--name value` or `--name=value`.
        mutating func readLong(_ arg: String) throws(ArgumentError) {
            // Split at the first `=` scalar, not Character: `=` followed by a combining
            // mark (`--output=\u{20E9}x`) is one Character (found by fuzz/SceneFuzz/SceneFuzz.swift).
            let body = arg.unicodeScalars.dropFirst(2)
            var name = String(String.UnicodeScalarView(body))
            var value: String?
            if let eq = body.firstIndex(of: "=") {
                name = String(String.UnicodeScalarView(body[..<eq]))
                value = String(String.UnicodeScalarView(body[body.index(after: eq)...]))
            }
            guard let option = options.first(where: { $0.long == name }) else {
                throw ArgumentError(unknownOption("--" + name, options))
            }
            if option.takesValue && value == nil { value = try nextValue(for: "--" + name, option) }
            try store(option, value, "--" + name)
        }

        /// `-o`, `-o value` or `-ovalue`.
        mutating func readShort(_ arg: String) throws(ArgumentError) {
            // The letter is one scalar: in `-o\u{20E9}x` the value starts with the mark.
            let scalars = arg.unicodeScalars.dropFirst()
            let letter = Character(scalars.first!)
            guard let option = options.first(where: { $0.short == letter }) else {
                throw ArgumentError(unknownOption(String(arg.prefix(2)), options))
            }
            var value: String? = scalars.count > 1 ? String(String.UnicodeScalarView(scalars.dropFirst())) : nil
            if option.takesValue && value == nil {
                value = try nextValue(for: "-\(letter)", option)
            } else if !option.takesValue && value != nil {
                throw ArgumentError("'-\(letter)' takes no value")
            }
            try store(option, value, "-\(letter)")
        }

        /// The argument after an option that takes a value.
        mutating func nextValue(for written: String, _ option: OptionSpec) throws(ArgumentError) -> String {
            guard let value = next() else {
                throw ArgumentError("missing value for '\(written)'; expected \(option.valueName!)")
            }
            return value
        }

        mutating func store(_ o: OptionSpec, _ value: String?, _ written: String) throws(ArgumentError) {
            if o.takesValue {
                guard let value else { throw ArgumentError("missing value for '\(written)'; expected \(o.valueName!)") }
                if !o.repeatable, result.values[o.long] != nil {
                    throw ArgumentError("'--\(o.long)' given more than once")
                }
                result.values[o.long, default: []].append(value)
            } else {
                if value != nil { throw ArgumentError("'--\(o.long)' takes no value") }
                result.flags.insert(o.long)
            }
        }
    }
}
