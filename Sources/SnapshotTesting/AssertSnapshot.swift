import Foundation

/// Asserts that `value`, snapshotted `as` a strategy, matches its reference file (recording it
/// when missing): a failure reports through Swift Testing's `Issue.record` inside a `@Test`, else
/// `XCTFail`.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID,
        file: filePath, testName: testName, line: line, column: column)
    guard let failure else { return }
    recordIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertSnapshot` once per strategy, each named by its key.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [String: Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for (name, strategy) in strategies {
        assertSnapshot(
            of: try value(), as: strategy, named: name, record: record, timeout: timeout, fileID: fileID,
            file: filePath, testName: testName, line: line, column: column)
    }
}

/// `assertSnapshot` once per strategy, each numbered.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as strategies: [Snapshotting<Value, Format>],
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(
            of: try value(), as: strategy, record: record, timeout: timeout, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}

/// The record mode in force: the argument, then `withSnapshotTesting`, then the innermost
/// `.snapshots` trait, then the global (`SNAPSHOT_TESTING_RECORD` or `isRecording`).
func resolvedRecord(_ argument: SnapshotTestingConfiguration.Record?) -> SnapshotTestingConfiguration.Record {
    argument ?? SnapshotTestingConfiguration.current?.record ?? traitConfiguration()?.record
        ?? GlobalSettings.record.withLock { $0 }
}

/// The diff tool in force: `withSnapshotTesting`, the innermost `.snapshots` trait, the global.
func resolvedDiffTool() -> SnapshotTestingConfiguration.DiffTool {
    SnapshotTestingConfiguration.current?.diffTool ?? traitConfiguration()?.diffTool
        ?? GlobalSettings.diffTool.withLock { $0 }
}
