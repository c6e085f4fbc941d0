/// A hand-written parser with swift-argument-parser's conventions: `--opt value`,
/// `--opt=value`, `-o value`, `-ovalue`, repeated options, flags, and `--` to end options.
enum ArgumentParser {
    /// Parses `arguments` against `options`.
    /// - Throws: a usage error for an unknown option (with a suggestion), a missing value, a
    ///   value given to a flag, or a non-repeatable option given twice.
    static func parse(_ arguments: [String], options: [OptionSpec]) throws(CommandLineError) -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var onlyPositionals = false
        func spec(long: String) -> OptionSpec? { options.first { $0.long == long } }
        func spec(short: Character) -> OptionSpec? { options.first { $0.short == short } }

        func store(_ o: OptionSpec, _ value: String?, _ written: String) throws(CommandLineError) {
            if o.takesValue {
                guard let value else { throw .usage("missing value for '\(written)'; expected \(o.valueName!)") }
                if !o.repeatable, result.values[o.long] != nil {
                    throw .usage("'--\(o.long)' given more than once")
                }
                result.values[o.long, default: []].append(value)
            } else {
                if value != nil { throw .usage("'--\(o.long)' takes no value") }
                result.flags.insert(o.long)
            }
        }

        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || arg == "-" || !arg.hasPrefix("-") || isNegativeNumber(arg) {
                result.positionals.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositionals = true
                continue
            }
            if arg == "-h" || arg == "--help" {
                result.wantsHelp = true
                continue
            }
            if arg.hasPrefix("--") {
                // Split at the first `=` scalar, not Character: `=` followed by a combining
                // mark (`--output=\u{20E9}x`) is one Character (found by fuzz/SceneFuzz/SceneFuzz.swift).
                let body = arg.unicodeScalars.dropFirst(2)
                let name: String
                let inline: String?
                if let eq = body.firstIndex(of: "=") {
                    name = String(String.UnicodeScalarView(body[..<eq]))
                    inline = String(String.UnicodeScalarView(body[body.index(after: eq)...]))
                } else {
                    name = String(String.UnicodeScalarView(body))
                    inline = nil
                }
                guard let o = spec(long: name) else {
                    throw .usage(unknownOption("--" + name, options))
                }
                var value = inline
                if o.takesValue && value == nil {
                    guard i < arguments.count else {
                        throw .usage("missing value for '--\(name)'; expected \(o.valueName!)")
                    }
                    value = arguments[i]
                    i += 1
                }
                try store(o, value, "--" + name)
            } else {
                // -o value, -ovalue
                // The letter is one scalar: in `-o\u{20E9}x` the value starts with the mark.
                let scalars = arg.unicodeScalars.dropFirst()
                let letters = [Character(scalars.first!)]
                guard let o = spec(short: letters[0]) else {
                    throw .usage(unknownOption(String(arg.prefix(2)), options))
                }
                var value: String? =
                    scalars.count > 1 ? String(String.UnicodeScalarView(scalars.dropFirst())) : nil
                if o.takesValue && value == nil {
                    guard i < arguments.count else {
                        throw .usage("missing value for '-\(letters[0])'; expected \(o.valueName!)")
                    }
                    value = arguments[i]
                    i += 1
                } else if !o.takesValue && value != nil {
                    throw .usage("'-\(letters[0])' takes no value")
                }
                try store(o, value, "-" + String(letters[0]))
            }
        }
        return result
    }

    static func isNegativeNumber(_ s: String) -> Bool {
        s.count > 1 && s.hasPrefix("-") && Double(s) != nil
    }

    static func unknownOption(_ written: String, _ options: [OptionSpec]) -> String {
        var message = "unknown option '\(written)'"
        let name = written.hasPrefix("--") ? String(written.dropFirst(2)) : String(written.dropFirst())
        if let near = nearest(name, options.map(\.long)) {
            message += "; did you mean '--\(near)'?"
        }
        return message
    }

    /// The candidate within two edits of `word`, if any.
    static func nearest(_ word: String, _ candidates: [String]) -> String? {
        var best: (String, Int)?
        for c in candidates {
            let d = levenshtein(word, c)
            if d <= max(2, word.count / 3), d < (best?.1 ?? .max) { best = (c, d) }
        }
        return best?.0
    }

    static func levenshtein(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var previous = Array(0...y.count)
        for i in 1...x.count {
            var current = [i] + [Int](repeating: 0, count: y.count)
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[y.count]
    }
}
