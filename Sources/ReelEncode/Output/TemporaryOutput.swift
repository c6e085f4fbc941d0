import Foundation

/// A temporary file or folder beside a destination, renamed onto it only on success.
///
/// The temporary name is hidden and names the process: `clip.mp4` is written as
/// `.clip.mp4.reel-tmp-<pid>` in the same folder, so the final rename is atomic and an
/// interrupted write never leaves a half-written `clip.mp4` (an existing one stays untouched).
final class TemporaryOutput {
    /// The final path.
    let destination: String
    /// The path being written.
    let temporary: String
    /// Whether the temporary is a folder (PNG sequences).
    let isFolder: Bool
    private var settled = false
    private var discarded = false

    /// Reserves a temporary path beside `destination` and checks that the destination can be
    /// created there.
    /// - Throws: ``EncodeError/Kind/cannotCreateOutput`` when the folder is missing or not
    ///   writable, or when a folder (for a file) or a file (for a folder) is in the way.
    init(destination: String, isFolder: Bool) throws(EncodeError) {
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
                "cannot create '\(destination)': the folder '\(folder)' does not exist; create it first or choose another output path"
            )
        }
        if FileManager.default.fileExists(atPath: self.destination, isDirectory: &isDirectory),
            isDirectory.boolValue != isFolder
        {
            throw EncodeError(
                .cannotCreateOutput,
                isFolder
                    ? "cannot write a PNG sequence to '\(destination)': a file is in the way; remove it or choose another path"
                    : "cannot write '\(destination)': it is a folder; choose a file name such as '\(destination)/clip.mp4'"
            )
        }
        guard access(folder, W_OK) == 0 else {
            throw EncodeError(
                .cannotCreateOutput,
                "cannot create '\(destination)': the folder '\(folder)' is not writable (\(String(cString: strerror(errno)))); choose another output path"
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

    /// Moves the finished temporary onto the destination (replacing an existing one).
    func commit() throws(EncodeError) {
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
    func discard() {
        guard !settled else { return }
        settled = true
        discarded = true
        try? FileManager.default.removeItem(atPath: temporary)
    }

    deinit { discard() }
}
