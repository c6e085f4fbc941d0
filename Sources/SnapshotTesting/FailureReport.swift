import Foundation
import ReelRegression

/// The failed-snapshot report of this test run (ReelRegression's `SnapshotFailureReport`, in
/// `reel verify --report`'s format): `snapshot-report/` under `$SNAPSHOT_ARTIFACTS`, else the
/// temporary folder.
enum FailureReport {
    /// Adds a failure to the page and returns the page's path.
    static func add(message: String, test: String, reference: URL, actual: URL, difference: URL?) throws -> String {
        let failure = SnapshotFailure(
            test: test, message: message, reference: reference.standardizedFileURL.path,
            actual: actual.standardizedFileURL.path, difference: difference?.standardizedFileURL.path)
        return try SnapshotFailureReport.append(failure, artifacts: SnapshotFiles.artifactsRoot(), run: run)
    }

    /// This test run: the process that started the test process (`swift test`, which runs the
    /// XCTest and the Swift Testing halves as two processes) and when it started, from
    /// `/proc/<ppid>/stat`, so a later run from the same shell is another run.
    static let run: String = {
        let parent = getppid()
        let stat = (try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8)) ?? ""
        // Field 22 is the start time; the command name (field 2) may hold spaces, so count after ")".
        let fields = stat.split(separator: ")").last.map { $0.split(separator: " ") } ?? []
        let started = fields.count > 19 ? String(fields[19]) : "?"
        return "\(parent)-\(started)"
    }()
}
