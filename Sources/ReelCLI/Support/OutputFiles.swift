import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelRender
import ReelScene

/// Where one rendered scene goes.
public struct OutputTarget: Hashable, Sendable {
    public var path: String
    public var format: OutputFormat

    public init(path: String, format: OutputFormat) {
        self.path = path
        self.format = format
    }
}

/// What commands share about the files they write: one spelling of a path, folders created,
/// files written atomically.
enum OutputFiles {
    /// `path` as one absolute spelling: the folders that exist resolved through symbolic links
    /// (as the system will resolve them when writing), `.` and `..` of the rest removed, no
    /// trailing `/`. The last component is kept as written: renaming onto a link replaces it.
    static func canonicalPath(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let absolute =
            trimmed.hasPrefix("/") ? trimmed : FileManager.default.currentDirectoryPath + "/" + trimmed
        let last = (absolute as NSString).lastPathComponent
        return join(resolvedFolder(PathText.folder(of: absolute)), last)
    }

    /// An absolute folder path with symbolic links resolved as far as the folders exist.
    private static func resolvedFolder(_ path: String) -> String {
        if path == "/" || path.isEmpty { return "/" }
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let last = (path as NSString).lastPathComponent
        return join(resolvedFolder(PathText.folder(of: path)), last)
    }

    /// `folder/name`, with `.` and `..` taken lexically (the folder does not exist yet).
    private static func join(_ folder: String, _ name: String) -> String {
        switch name {
        case ".": folder
        case "..": PathText.folder(of: folder)
        default: (folder == "/" ? "" : folder) + "/" + name
        }
    }

    /// Creates `dir` (and the folders above it) when a command is about to write into it.
    /// - Throws: 73 naming the folder.
    static func createFolder(_ dir: String) throws(CommandLineError) {
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw CommandLineError(
                "cannot create the folder '\(dir)': \((error as NSError).localizedDescription); check the path and "
                    + "permissions",
                exitCode: .cannotCreate)
        }
    }

    /// Writes through a `TemporaryOutput` beside `path`, renamed onto it only on success (and
    /// only when `interruption` has not been set: then the temporary is removed instead).
    static func writeAtomically(to path: String, interruption: Interruption? = nil, _ write: (String) throws -> Void)
        throws
    {
        do {
            try TemporaryOutput.write(to: path) { temp in
                try write(temp)
                if let signal = interruption?.signal { throw PipelineError.interrupted(signal: signal) }
            }
        } catch {
            if let e = error as? RenderError, case .cannotWrite = e {
                throw CommandLineError("cannot create '\(path)': \(e)", exitCode: .cannotCreate)
            }
            throw error
        }
    }
}
