import Foundation

/// Where references and artifacts go, as upstream names them.
enum SnapshotFiles {
    /// `\W+` replaced by `-`, with `-` trimmed at both ends (`testFoo()` → `testFoo`,
    /// `9squares (0%)` → `9squares-0`).
    static func sanitize(_ component: String) -> String {
        var result = ""
        var inRun = false
        for character in component {
            if character.isLetter || character.isNumber || character == "_" {
                result.append(character)
                inRun = false
            } else if !inRun {
                result.append("-")
                inRun = true
            }
        }
        return String(result.drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed())
    }

    /// `__Snapshots__/<file name>` beside the test file, or `snapshotDirectory` when given.
    /// `REEL_SNAPSHOTS_FOLDER` names another folder than `__Snapshots__` (a name, no `/`), so
    /// that Linux references can live beside iOS ones (`__Snapshots_Linux__`).
    static func directory(
        filePath: String, snapshotDirectory: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let snapshotDirectory { return URL(fileURLWithPath: snapshotDirectory, isDirectory: true) }
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
            .appendingPathComponent(folderName(environment), isDirectory: true)
        if usesPlatformFolder(environment) { folder.appendPathComponent(platformFolder, isDirectory: true) }
        return folder.appendingPathComponent(fileName(filePath), isDirectory: true)
    }

    /// The platform's folder under `__Snapshots__` when `SNAPSHOT_TESTING_PLATFORM_FOLDER` asks
    /// for one.
    static let platformFolder = "linux"

    /// Whether `SNAPSHOT_TESTING_PLATFORM_FOLDER` is `1`, `true` or `yes` (any case): references
    /// then go to `__Snapshots__/linux/<test file>/`, beside iOS ones in `__Snapshots__/<test
    /// file>/`. Unset (or anything else), the folder is upstream's.
    static func usesPlatformFolder(_ environment: [String: String]) -> Bool {
        ["1", "true", "yes"].contains(environment["SNAPSHOT_TESTING_PLATFORM_FOLDER"]?.lowercased() ?? "")
    }

    /// `REEL_SNAPSHOTS_FOLDER` when it is a plain name, else `__Snapshots__` (upstream's).
    static func folderName(_ environment: [String: String]) -> String {
        guard let name = environment["REEL_SNAPSHOTS_FOLDER"], !name.isEmpty,
            !name.contains("/"), name != ".", name != ".."
        else { return "__Snapshots__" }
        return name
    }

    /// The test file's name without `.swift`.
    static func fileName(_ filePath: String) -> String {
        URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    }

    /// Where a failed run's new snapshots go: `$SNAPSHOT_ARTIFACTS`, else the temporary folder,
    /// then the test file's name.
    static func artifactsDirectory(filePath: String) -> URL {
        URL(fileURLWithPath: artifactsRoot(), isDirectory: true).appendingPathComponent(
            fileName(filePath), isDirectory: true)
    }

    /// `$SNAPSHOT_ARTIFACTS`, else the temporary folder.
    static func artifactsRoot() -> String {
        artifactsOverride ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
    }

    /// Replaces `$SNAPSHOT_ARTIFACTS` within a task (tests running side by side cannot share
    /// the process's environment).
    @TaskLocal static var artifactsOverride: String?
}
