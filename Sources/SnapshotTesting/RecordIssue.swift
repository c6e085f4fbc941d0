import Testing
import XCTest

/// Fails the running test with `message`: an `Issue` under Swift Testing (`Test.current` set),
/// `XCTFail` otherwise, as upstream reports.
func recordIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    if Test.current != nil {
        let location = SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
