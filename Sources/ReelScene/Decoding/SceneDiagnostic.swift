/// One problem found in a scene document, with where it is.
///
/// Its description reads
/// `layers[2].animations[0].duration (line 41, column 19): expected a number ≥ 0, got "fast"`.
public struct SceneDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public enum Kind: String, Hashable, Sendable {
        /// The text is not JSON.
        case syntax
        /// A value has the wrong JSON type or form (a string where a number belongs).
        case type
        /// A value is out of its allowed range (negative size, canvas over the pixel limit).
        case range
        /// A key the format does not have.
        case unknownKey
        /// A required key is absent.
        case missingKey
        /// The same key twice in one object, or two sibling layers with one name.
        case duplicate
        /// A file the document refers to does not exist or cannot be read.
        case missingAsset
        /// A file the document refers to exists but does not decode (a corrupt PNG).
        case unreadableAsset
        /// A `$param` or layer name that is not declared.
        case reference
        /// A `"reel"` version this build does not read.
        case version
    }

    public var kind: Kind
    /// Where in the document (`document` for the root).
    public var path: JSONPath
    /// Where in the text; nil for values that did not come from a text (command-line overrides).
    public var location: SourceLocation?
    /// What is wrong and, where it helps, what to write instead.
    public var message: String

    public init(_ kind: Kind, path: JSONPath, location: SourceLocation?, message: String) {
        self.kind = kind
        self.path = path
        self.location = location
        self.message = message
    }

    /// `path (line L, column C): message`; syntax errors read `line L, column C: message`.
    public var description: String {
        if kind == .syntax, let location { return "\(location): \(message)" }
        if let location { return "\(path) (\(location)): \(message)" }
        return "\(path): \(message)"
    }
}
