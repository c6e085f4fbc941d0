/// What a command line said, before values are typed: read typed values with ``value(_:)``.
public struct ParsedArguments: Sendable {
    /// Option values by long name, in the order given.
    public var values: [String: [String]] = [:]
    /// Flags given.
    public var flags: Set<String> = []
    public var positionals: [String] = []
    /// Whether `-h` / `--help` was given.
    public var wantsHelp = false

    public init() {}

    /// The last value given for the option `long`, nil when absent.
    public func last(_ long: String) -> String? { values[long]?.last }
    /// Every value given for the option `long`, in order.
    public func all(_ long: String) -> [String] { values[long] ?? [] }
    /// Whether the flag or option `long` was given.
    public func has(_ long: String) -> Bool { flags.contains(long) || values[long] != nil }

    /// The typed value of `option`: what its reader makes of the text given, or its default.
    /// - Throws: ``ArgumentError`` naming the option and what it expects.
    public func value<Value>(_ option: Option<Value>) throws(ArgumentError) -> Value {
        try option.read(self)
    }
}
