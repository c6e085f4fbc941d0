import ReelCore

extension SceneDocument {
    /// Checks a document made in code as a document read from a file is checked: every value in
    /// its range, the canvas within the pixel limits, timed changes naming layers that exist,
    /// and, with `baseDirectory`, every file it names present there. Returns the document
    /// itself with what decoding would report besides errors: its `warnings` (values Core
    /// Animation ignores or clamps) and where it names images, fonts and sound.
    ///
    /// The checks are the decoder's own, run on the document's JSON (`jsonValue()`), so that a
    /// document made in code and one read from a file cannot be checked differently; the
    /// values returned are this document's, bindings included.
    /// - Throws: `SceneValidationError` with one diagnostic per problem, at the JSON paths
    ///   `jsonValue()` writes (with no line and column: the document has no text).
    public func validated(baseDirectory: String? = nil) throws(SceneValidationError) -> SceneDocument {
        let decoded: SceneDocument
        do {
            decoded = try SceneDocument(
                jsonValue: jsonValue(), options: SceneDecodingOptions(baseDirectory: baseDirectory))
        } catch {
            throw SceneValidationError(diagnostics: error.diagnostics.map(\.outsideText))
        }
        var document = self
        document.warnings += decoded.warnings.map(\.outsideText)
        document.imageReferences = decoded.imageReferences
        document.fontReferences = decoded.fontReferences
        document.audioReference = decoded.audioReference
        return document
    }
}
