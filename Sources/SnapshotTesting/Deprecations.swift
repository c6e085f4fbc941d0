import Foundation
import XCTest

// The spellings real suites still use: `record: Bool` (true is `.all`, false `.missing`, nil the
// enclosing mode) and the `matching:` label of releases before 1.12, whose `record: false`
// default leaves the enclosing mode (so `isRecording = true` in `setUp` still records).

/// The record mode of a `record: Bool?` argument.
func recordMode(_ recording: Bool?) -> SnapshotTestingConfiguration.Record? {
    recording.map { $0 ? .all : .missing }
}

@_disfavoredOverload
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool?, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: recordMode(recording), timeout: timeout,
        fileID: fileID, file: filePath, testName: testName, line: line, column: column)
}

@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool?, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recordMode(recording), timeout: timeout, fileID: fileID,
        file: filePath, testName: testName, line: line, column: column)
}

@_disfavoredOverload
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>], record recording: Bool?,
    timeout: TimeInterval = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recordMode(recording), timeout: timeout, fileID: fileID,
        file: filePath, testName: testName, line: line, column: column)
}

@_disfavoredOverload
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
    record recording: Bool?, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: recordMode(recording),
        snapshotDirectory: snapshotDirectory, timeout: timeout, fileID: fileID, file: filePath, testName: testName,
        line: line, column: column)
}

@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool = false, timeout: TimeInterval = 5,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: recording ? .all : nil, timeout: timeout,
        file: file, testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool = false, timeout: TimeInterval = 5, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recording ? .all : nil, timeout: timeout, file: file,
        testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool = false, timeout: TimeInterval = 5, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recording ? .all : nil, timeout: timeout, file: file,
        testName: testName, line: line)
}

@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:line:)")
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool = false, snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: recording ? .all : nil,
        snapshotDirectory: snapshotDirectory, timeout: timeout, file: file, testName: testName, line: line)
}

/// The test case class of releases before 1.8.
@available(*, deprecated, renamed: "XCTestCase")
public typealias SnapshotTestCase = XCTestCase
