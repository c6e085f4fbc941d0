import ReelCore

extension SceneDocument {
    /// The document with `overrides` (`--set name=value`) applied to `params`, and every
    /// bound property (`SceneLayer.parameterBindings`, in layers, their masks and sublayers,
    /// and the layers that changes insert or set as masks) set to its parameter's value.
    ///
    /// This is what decoding does for a document that says `"fillColor": "$name"`, for a
    /// document built in code: the overrides are checked as decoding checks them (an unknown
    /// name, a number or `true`/`false` parameter given another value), and each value is read
    /// as that key's reader reads `"$name"` (a colour parameter set to `notacolor` fails, a
    /// binding to a parameter the document does not declare is reported), with the same
    /// messages and JSON paths (those of `jsonValue()`), and no text location. Parameters not
    /// overridden keep their current value. The bindings are kept, so that the result still
    /// writes `"$name"`; warnings a bound value gives (a `strokeEnd` above 1) are added to
    /// `warnings`.
    /// - Throws: `SceneValidationError` with every problem: the bound properties' in document
    ///   order, then the overrides', as decoding orders them.
    public func resolvingParameters(overrides: [SceneOverride]) throws(SceneValidationError) -> SceneDocument {
        var document = self
        let overriding = DecodingContext()
        SceneDecoder(context: overriding, options: SceneDecodingOptions(overrides: overrides))
            .applyOverrides(&document.params)
        let context = DecodingContext()
        context.declare(document.params)
        let decoder = SceneDecoder(context: context, options: SceneDecodingOptions())
        for i in document.layers.indices {
            decoder.resolveBindings(&document.layers[i], JSONPath.root.appending("layers").appending(i))
        }
        for i in document.changes.indices {
            decoder.resolveBindings(&document.changes[i], JSONPath.root.appending("changes").appending(i))
        }
        let diagnostics = (context.diagnostics + overriding.diagnostics).map(\.outsideText)
        guard diagnostics.isEmpty else { throw SceneValidationError(diagnostics: diagnostics) }
        document.warnings += context.warnings.map(\.outsideText)
        return document
    }
}

extension SceneDiagnostic {
    /// The diagnostic without a text location, for a document that was built, not read.
    var outsideText: SceneDiagnostic {
        SceneDiagnostic(kind, path: path, location: nil, message: message)
    }
}
