import Foundation
import ReelCore

/// A `--set name=value` override of a document parameter.
public struct SceneOverride: Hashable, Sendable {
    public var name: String
    /// The value as typed; read as a number or `true`/`false` when the parameter's default is one.
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Parses `name=value` (the value may contain `=`); nil when there is no `=` or no name.
    public init?(parsing text: String) {
        // The first `=` scalar: `=` followed by a combining mark is one Character.
        let scalars = text.unicodeScalars
        guard let eq = scalars.firstIndex(of: "="), eq != scalars.startIndex else { return nil }
        self.init(
            name: String(String.UnicodeScalarView(scalars[..<eq])),
            value: String(String.UnicodeScalarView(scalars[scalars.index(after: eq)...])))
    }
}
