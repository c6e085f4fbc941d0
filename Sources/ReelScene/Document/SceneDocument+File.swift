import Foundation
import ReelCore

/// Why a scene file could not be loaded.
public enum SceneLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not exist, is a folder, or cannot be read.
    case cannotRead(path: String, reason: String)
    /// The file was read but the document is not valid.
    case invalid(SceneValidationError)

    public var description: String {
        switch self {
        case .cannotRead(let path, let reason): "cannot open scene '\(path)': \(reason)"
        case .invalid(let error): error.description
        }
    }
}

extension SceneDocument {
    /// Reads and decodes a scene file; asset paths are checked relative to its folder.
    /// - Parameters:
    ///   - path: The document's path.
    ///   - overrides: `--set` parameter overrides.
    /// - Returns: The document and the folder its asset paths are relative to.
    /// - Throws: `SceneLoadError.cannotRead` when the file cannot be read,
    ///   `.invalid` with every problem when it is not a valid document.
    public static func load(contentsOfFile path: String, overrides: [SceneOverride] = []) throws(SceneLoadError)
        -> (document: SceneDocument, baseDirectory: String)
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .cannotRead(path: path, reason: "no such file")
        }
        if isDirectory.boolValue { throw .cannotRead(path: path, reason: "it is a folder, not a JSON file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .cannotRead(path: path, reason: "permission denied or unreadable")
        }
        let base = PathText.folder(of: path)
        let options = SceneDecodingOptions(baseDirectory: base.isEmpty ? "." : base, overrides: overrides)
        do {
            let document = try SceneDocument(jsonBytes: [UInt8](data), options: options)
            return (document, options.baseDirectory!)
        } catch {
            var e = error
            e.file = path
            throw .invalid(e)
        }
    }
}
