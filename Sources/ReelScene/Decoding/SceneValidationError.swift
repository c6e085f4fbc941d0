/// Every problem found in a scene document, in document order.
///
/// A document with any diagnostic is rejected as a whole: nothing is rendered from it.
public struct SceneValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems, sorted by position in the text.
    public var diagnostics: [SceneDiagnostic]
    /// The document's file name, when it was read from a file.
    public var file: String?

    public init(diagnostics: [SceneDiagnostic], file: String? = nil) {
        self.diagnostics = diagnostics
        self.file = file
    }

    /// Whether every problem is a file that is missing (exit code 66 rather than 65).
    public var isOnlyMissingFiles: Bool {
        !diagnostics.isEmpty && diagnostics.allSatisfy { $0.kind == .missingAsset }
    }

    /// One line per problem, each prefixed with the file name when known.
    public var description: String {
        let prefix = file.map { "\($0): " } ?? ""
        return diagnostics.map { prefix + $0.description }.joined(separator: "\n")
    }
}
