import Foundation
import Synchronization

/// The process-wide settings behind the deprecated globals: the record mode read from
/// `SNAPSHOT_TESTING_RECORD` (an unknown value, such as `1`, means `.missing`, as upstream) until
/// `isRecording` sets it, and the diff tool.
enum GlobalSettings {
    static let record = Mutex<SnapshotTestingConfiguration.Record>(
        ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap { .init(rawValue: $0) } ?? .missing)
    static let diffTool = Mutex<SnapshotTestingConfiguration.DiffTool>(.default)
}

/// Whether assertions record every snapshot (`.all`); setting false means `.missing`.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode.")
public var isRecording: Bool {
    get { GlobalSettings.record.withLock { $0 } == .all }
    set { GlobalSettings.record.withLock { $0 = newValue ? .all : .missing } }
}

/// `isRecording`, by its older name.
@available(*, deprecated, renamed: "isRecording")
public var record: Bool {
    get { GlobalSettings.record.withLock { $0 } == .all }
    set { GlobalSettings.record.withLock { $0 = newValue ? .all : .missing } }
}

/// The diff tool of assertions outside any `withSnapshotTesting(diffTool:)`.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the diff tool.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
    get { GlobalSettings.diffTool.withLock { $0 } }
    set { GlobalSettings.diffTool.withLock { $0 = newValue } }
}
