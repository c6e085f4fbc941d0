import Foundation

/// A temporary file or folder beside a destination, renamed onto it only on success.
///
/// The temporary name is hidden and names the process: `clip.mp4` is written as
/// `.clip.mp4.reel-tmp-<pid>` in the same folder, so the final rename is atomic and an
/// interrupted write never leaves a half-written `clip.mp4` (an existing one stays untouched).
///
/// Reel's one atomic-output type: every writer, `reel frame`'s PNG, the batch report, recorded
/// goldens and their reference frames, and the preview's exports go through it
/// (`write(to:isFolder:_:)` for a file written in one go).
public final class TemporaryOutput {
    /// The final path.
    public let destination: String
    /// The path being written.
    public let temporary: String
    /// Whether the temporary is a folder (PNG sequences).
    public let isFolder: Bool
    private var settled = false
    private var discarded = false

    /// Reserves a temporary path beside `destination` and checks that the destination can be
    /// created there.
    /// - Throws: ``EncodeError/Kind/cannotCreateOutput`` when the folder is missing or not
    ///   writable, or when a folder (for a file) or a file (for a folder) is in the way.
    public init(destination: String, isFolder: Bool = false) throws(EncodeError) {
        let url = URL(fileURLWithPath: destination)
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        self.destination = url.path
        self.temporary = folder + "/." + name + ".reel-tmp-\(getpid())"
        self.isFolder = isFolder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw EncodeError(
                .cannotCreateOutput,
                "cannot create '\(destination)': the folder '\(folder)' does not exist; create it first or choose "
                    + "another output path"
            )
        }
        if FileManager.default.fileExists(atPath: self.destination, isDirectory: &isDirectory),
            isDirectory.boolValue != isFolder
        {
            throw EncodeError(
                .cannotCreateOutput,
                isFolder
                    ? "cannot write a PNG sequence to '\(destination)': a file is in the way; remove it or choose "
                        + "another path"
                    : "cannot write '\(destination)': it is a folder; choose a file name such as "
                        + "'\(destination)/clip.mp4'"
            )
        }
        guard access(folder, W_OK) == 0 else {
            throw EncodeError(
                .cannotCreateOutput,
                "cannot create '\(destination)': the folder '\(folder)' is not writable "
                    + "(\(String(cString: strerror(errno)))); choose another output path"
            )
        }
        if isFolder {
            try? FileManager.default.removeItem(atPath: temporary)
            guard mkdir(temporary, 0o755) == 0 else {
                throw EncodeError(
                    .cannotCreateOutput, "cannot create the folder '\(temporary)': \(String(cString: strerror(errno)))")
            }
        }
    }

    /// Writes `destination` through a temporary path: `body` writes the path it is given, and
    /// only when it returns is the result renamed onto `destination`. When `body` throws (or
    /// the rename fails) the temporary is removed and an existing destination is left as it was.
    /// - Throws: what `body` throws, or ``EncodeError/Kind/cannotCreateOutput``.
    @discardableResult
    public static func write<Result>(
        to destination: String, isFolder: Bool = false, _ body: (_ temporary: String) throws -> Result
    ) throws -> Result {
        let output = try TemporaryOutput(destination: destination, isFolder: isFolder)
        do {
            let result = try body(output.temporary)
            try output.commit()
            return result
        } catch {
            output.discard()
            throw error
        }
    }

    /// Moves the finished temporary onto the destination (replacing an existing one).
    public func commit() throws(EncodeError) {
        guard !discarded else {
            throw EncodeError(
                .cancelled, "'\(destination)' was not written: its writer was cancelled before it finished")
        }
        guard !settled else { return }
        settled = true
        if isFolder, FileManager.default.fileExists(atPath: destination) {
            // rename(2) cannot replace a non-empty folder: move the old one aside first.
            let old = temporary + "-old"
            guard rename(destination, old) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                throw EncodeError(.cannotCreateOutput, "cannot replace the folder '\(destination)': \(reason)")
            }
            if rename(temporary, destination) != 0 {
                let reason = String(cString: strerror(errno))
                _ = rename(old, destination)
                try? FileManager.default.removeItem(atPath: temporary)
                throw EncodeError(.cannotCreateOutput, "cannot move the PNG sequence onto '\(destination)': \(reason)")
            }
            try? FileManager.default.removeItem(atPath: old)
            return
        }
        if rename(temporary, destination) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw EncodeError(.cannotCreateOutput, "cannot move the finished file onto '\(destination)': \(reason)")
        }
    }

    /// Removes the temporary; the destination is left as it was.
    public func discard() {
        guard !settled else { return }
        settled = true
        discarded = true
        try? FileManager.default.removeItem(atPath: temporary)
    }

    deinit { discard() }
}
