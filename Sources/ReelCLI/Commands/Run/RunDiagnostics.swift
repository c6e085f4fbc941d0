import Foundation

/// What `reel run` shows of a build: the compiler's diagnostics against the user's own files,
/// with the copies' paths replaced by the files' paths, and nothing of SwiftPM's log or of
/// Reel's own sources; a hint after a name the façade lacks.
struct RunDiagnostics {
    /// The user's files (absolute paths).
    let files: [String]
    /// The folder the copies are compiled in (`…/Sources/reel-run-entry`).
    let copies: String
    /// Where the list of what the façade declares is, for the hints.
    let coverage: String

    /// The copy of `file` in the package.
    func copy(of file: String) -> String { copies + "/" + (file as NSString).lastPathComponent }

    /// The lines to show from a build's combined output. Each diagnostic that names a copy of a
    /// user's file (`Copy.swift:3:7: error: …`) is kept with the source excerpt the compiler prints
    /// under it, its path written as the user's; diagnostics in any other file and SwiftPM's
    /// progress lines are dropped. When the build failed and no diagnostic named a user's file
    /// (a link error: an `@NSManaged` property has no storage on Linux), the lines with
    /// `error:` are kept, so a failure is never silent.
    func filter(_ log: String, failed: Bool) -> String {
        var kept: [String] = []
        var keeping = false
        let byCopy = Dictionary(uniqueKeysWithValues: files.map { (copy(of: $0), $0) })
        for line in log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let path = Self.diagnosticPath(line) {
                keeping = byCopy[path] != nil
                if let file = byCopy[path] { kept.append(file + line.dropFirst(path.count)) }
            } else if Self.isProgress(line) {
                keeping = false
            } else if keeping {
                kept.append(line)
            }
        }
        if kept.isEmpty && failed {
            kept = log.split(separator: "\n").map(String.init).filter { $0.contains("error:") }
        }
        let hints = Self.missingNames(in: kept).map {
            "hint: Reel's iOS façade has no '\($0)' (yet): \(coverage) lists the Apple API it declares"
        }
        let text = (kept + hints).joined(separator: "\n")
        return text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
    }

    /// The file a diagnostic line names (`/path/File.swift:3:7: error: …`), else nil.
    static func diagnosticPath(_ line: String) -> String? {
        guard line.hasPrefix("/") else { return nil }
        for kind in [": error: ", ": warning: ", ": note: "] {
            guard let found = line.range(of: kind) else { continue }
            // `path:line:column` before the kind.
            let location = line[..<found.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, location.suffix(2).allSatisfy({ Int($0) != nil }) else { return nil }
            return location.dropLast(2).joined(separator: ":")
        }
        return nil
    }

    /// SwiftPM's own lines: `[12/40] Compiling …`, `Building for debugging...`, `Build complete!`,
    /// `Compiling`, `Write`, `Emitting`, `Linking`, the summary of a failed command.
    static func isProgress(_ line: String) -> Bool {
        let prefixes = [
            "[", "Building for", "Build complete", "Build of ", "Compiling ", "Write ", "Emitting ", "Linking ",
            "Planning build", "Fetching ", "Computing ", "Creating working copy", "Working copy",
            "error: emit-module command failed", "error: compile command failed", "warning: 'reel-run",
        ]
        return prefixes.contains { line.hasPrefix($0) }
    }

    /// The names the compiler could not find in the kept diagnostics, in order, once each:
    /// `cannot find 'X' in scope`, `cannot find type 'X' in scope`, `type 'T' has no member 'x'`,
    /// `value of type 'T' has no member 'x'` (as `T.x`).
    static func missingNames(in lines: [String]) -> [String] {
        var names: [String] = []
        for line in lines where line.contains("error: ") {
            let quoted = line.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            var name: String?
            if line.contains("error: cannot find type '") || line.contains("error: cannot find '") {
                name = quoted.first
            } else if line.contains("has no member '"), quoted.count >= 2 {
                let type = quoted[0].split(separator: "<").first.map(String.init) ?? quoted[0]
                name = type + "." + quoted[1]
            }
            if let name, !names.contains(name) { names.append(name) }
        }
        return names
    }
}
