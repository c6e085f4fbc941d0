/// One command-line option, declared once: its spelling and help (``spec``), its value when it
/// is not given (``defaultValue``) and the reader that turns its text into a `Value`.
///
/// A command lists its options' specs for the parser and for help, and reads each value with
/// ``ParsedArguments/value(_:)``; since all three come from the one declaration, help, parsing
/// and defaults cannot drift apart. A default shown in help is written from ``defaultValue``
/// (see ``defaulting(to:help:)``).
///
/// ```swift
/// static let port = Option.integer("port", valueName: "<p>", in: 0...65535)
///     .defaulting(to: 8470) { "The port on 127.0.0.1 (default \($0); 0 picks a free one)." }
/// let port = try parsed.value(Self.port)  // 8470 when --port is not given
/// ```
public struct Option<Value: Sendable>: Sendable {
    public private(set) var spec: OptionSpec
    /// The value when the option is not given.
    public let defaultValue: Value
    private let reader: @Sendable (ParsedArguments) throws(ArgumentError) -> Value?

    /// An option whose `reader` returns nil when the option is absent.
    public init(
        _ spec: OptionSpec, default defaultValue: Value,
        reader: @escaping @Sendable (ParsedArguments) throws(ArgumentError) -> Value?
    ) {
        self.spec = spec
        self.defaultValue = defaultValue
        self.reader = reader
    }

    func read(_ arguments: ParsedArguments) throws(ArgumentError) -> Value {
        try reader(arguments) ?? defaultValue
    }

    /// The same option with another help text.
    public func help(_ text: String) -> Option {
        var copy = self
        copy.spec.help = text
        return copy
    }

    /// The error for a value `text` that the option does not take.
    public static func invalid(_ text: String, for long: String, expected: String) -> ArgumentError {
        ArgumentError("invalid value '\(text)' for '--\(long)'; expected \(expected)")
    }
}

extension Option where Value == Bool {
    /// A flag: true when given.
    public static func flag(_ long: String, short: Character? = nil, help: String) -> Option {
        Option(OptionSpec(long: long, short: short, help: help), default: false) { $0.has(long) ? true : nil }
    }
}

extension Option {
    /// An option with one value (the last one given wins), nil when absent.
    /// - Parameters:
    ///   - expected: What a good value looks like, for the error when `parse` returns nil.
    ///   - parse: The typed value of the text, or nil when the text is not one.
    public static func single<T: Sendable>(
        _ long: String, short: Character? = nil, valueName: String, help: String = "", expected: String,
        parse: @escaping @Sendable (String) -> T?
    ) -> Option where Value == T? {
        let spec = OptionSpec(long: long, short: short, valueName: valueName, help: help)
        return Option(spec, default: nil) { arguments throws(ArgumentError) in
            guard let text = arguments.last(long) else { return nil }
            guard let value = parse(text) else { throw invalid(text, for: long, expected: expected) }
            return value
        }
    }

    /// A repeatable option: every value given, in order, each read by `parse`.
    public static func repeated<T: Sendable>(
        _ long: String, short: Character? = nil, valueName: String, help: String, expected: String,
        parse: @escaping @Sendable (String) -> T?
    ) -> Option where Value == [T] {
        let spec = OptionSpec(long: long, short: short, valueName: valueName, help: help, repeatable: true)
        return Option(spec, default: []) { arguments throws(ArgumentError) in
            var values: [T] = []
            for text in arguments.all(long) {
                guard let value = parse(text) else { throw invalid(text, for: long, expected: expected) }
                values.append(value)
            }
            return values
        }
    }

    /// The same option with `value` when it is not given, and help written from that value.
    public func defaulting<T: Sendable>(to value: T, help: (T) -> String) -> Option<T> where Value == T? {
        let reader = self.reader
        var spec = self.spec
        spec.help = help(value)
        return Option<T>(spec, default: value) { arguments throws(ArgumentError) in try reader(arguments) ?? nil }
    }
}

extension Option where Value == String? {
    /// An option whose value is any text (a path, a name), nil when absent.
    public static func text(_ long: String, short: Character? = nil, valueName: String, help: String) -> Option {
        single(long, short: short, valueName: valueName, help: help, expected: "") { $0 }
    }
}

extension Option where Value == [String] {
    /// A repeatable option whose values are any text.
    public static func texts(_ long: String, short: Character? = nil, valueName: String, help: String) -> Option {
        repeated(long, short: short, valueName: valueName, help: help, expected: "") { $0 }
    }
}

extension Option where Value == Int? {
    /// A whole number in `range`, nil when absent.
    public static func integer(
        _ long: String, short: Character? = nil, valueName: String = "<n>", in range: ClosedRange<Int>,
        help: String = ""
    ) -> Option {
        single(
            long, short: short, valueName: valueName, help: help,
            expected: "a whole number from \(range.lowerBound) to \(range.upperBound)"
        ) { Int($0).flatMap { range.contains($0) ? $0 : nil } }
    }
}

extension Option where Value == Double? {
    /// A finite number in `range`, nil when absent; `expected` words the range for errors.
    public static func number(
        _ long: String, short: Character? = nil, valueName: String, in range: ClosedRange<Double>, expected: String,
        help: String = ""
    ) -> Option {
        single(long, short: short, valueName: valueName, help: help, expected: expected) { text in
            Double(text).flatMap { $0.isFinite && range.contains($0) ? $0 : nil }
        }
    }
}

/// Any ``Option``, whatever its value: what a command lists for the parser and for help.
public protocol OptionDeclaration: Sendable {
    var spec: OptionSpec { get }
}

extension Option: OptionDeclaration {}
