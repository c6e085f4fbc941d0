import Foundation

/// Compares `value`, snapshotted `as` a strategy, with its reference file and returns the
/// failure message, or nil when it matches. Files and messages are upstream's
/// (docs in Sources/SnapshotTesting/README.md); beyond upstream, an image mismatch also leaves
/// `<name>.diff.png` beside the new image in the artifacts folder.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> String? {
    let mode = resolvedRecord(record)
    let directory = SnapshotFiles.directory(filePath: "\(filePath)", snapshotDirectory: snapshotDirectory)
    let identifier =
        name.map(SnapshotFiles.sanitize)
        ?? String(SnapshotCounter.forRunningTest.next(for: directory.path + "|" + testName))
    let testName = SnapshotFiles.sanitize(testName)
    var reference = directory.appendingPathComponent("\(testName).\(identifier)")
    if let ext = snapshotting.pathExtension { reference.appendPathExtension(ext) }
    do {
        let hint = snapshotting.pathExtension == "png" ? ReferenceHint.pngSize(at: reference) : nil
        let taken = try ReferenceHint.$pixelSize.withValue(hint) {
            try take(value, as: snapshotting, timeout: timeout)
        }
        guard let snapshot = taken else {
            return timeoutMessage(timeout)
        }
        // A view Reel could not draw: say why, and record nothing.
        if let failure = (snapshot as? SnapshotImage)?.failure ?? (snapshot as? AnimatedSnapshot)?.failure {
            return failure
        }
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if mode == .all || !exists {
            if mode == .never {
                return "No reference was found on disk. New snapshot was not recorded because recording is disabled"
            }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try snapshotting.diffing.toData(snapshot).write(to: reference)
            if snapshotting.pathExtension == "png" { try EnvironmentRecord.write(in: directory) }
            return recordedMessage(reference, testName: testName, recordMode: mode == .all)
        }
        let stored = snapshotting.diffing.fromData(try Data(contentsOf: reference))
        guard let (difference, attachments) = snapshotting.diffing.diff(stored, snapshot) else { return nil }
        return try mismatch(
            snapshot, difference: difference, attachments: attachments, diffing: snapshotting.diffing,
            reference: reference, directory: directory, name: name, mode: mode, filePath: "\(filePath)",
            testName: testName)
    } catch {
        return error.localizedDescription
    }
}

/// Upstream's message for a reference just written (record mode on, or no reference yet).
private func recordedMessage(_ reference: URL, testName: String, recordMode: Bool) -> String {
    if recordMode {
        return """
            Record mode is on. Automatically recorded snapshot: …

            open "\(reference.absoluteString)"

            Turn record mode off and re-run "\(testName)" to assert against the newly-recorded snapshot
            """
    }
    return """
        No reference was found on disk. Automatically recorded snapshot: …

        open "\(reference.absoluteString)"

        Re-run "\(testName)" to assert against the newly-recorded snapshot.
        """
}

/// Upstream's message when the snapshot did not arrive in time.
private func timeoutMessage(_ timeout: TimeInterval) -> String {
    """
    Exceeded timeout of \(timeout) seconds waiting for snapshot.

    This can happen when an asynchronously rendered view (like a web view) has not loaded. \
    Ensure that every subview of the view hierarchy has loaded to avoid timeouts, or, if a timeout \
    is unavoidable, consider setting the "timeout" parameter of "assertSnapshot" to a higher value.
    """
}

/// Writes the new snapshot (and its difference image) under the artifacts folder, replaces the
/// reference in `.failed` mode, and returns the message.
private func mismatch<Format>(
    _ snapshot: Format, difference: String, attachments: [XCTAttachment], diffing: Diffing<Format>, reference: URL,
    directory: URL, name: String?, mode: SnapshotTestingConfiguration.Record, filePath: String, testName: String
) throws -> String {
    let artifacts = SnapshotFiles.artifactsDirectory(filePath: filePath)
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let failed = artifacts.appendingPathComponent(reference.lastPathComponent)
    try diffing.toData(snapshot).write(to: failed)
    var extra = ""
    var diffFile: URL?
    if let image = attachments.first(where: { $0.name == "difference" }) {
        let file = failed.deletingPathExtension().appendingPathExtension("diff.png")
        try image.data.write(to: file)
        extra = "\n\nDifference: \(file.path)"
        diffFile = file
    }
    let warning = reference.pathExtension == "png" ? EnvironmentRecord.warning(in: directory) : ""
    var message = name.map { "Snapshot \"\($0)\" does not match reference." } ?? "Snapshot does not match reference."
    if mode == .failed { message += " A new snapshot was automatically recorded." }
    let tool = resolvedDiffTool()(currentFilePath: reference.path, failedFilePath: failed.path)
    message =
        warning + message + "\n\n" + tool + "\n\n" + difference.trimmingCharacters(in: .whitespacesAndNewlines) + extra
    // Before `.failed` replaces the reference: the report keeps the reference it was compared with.
    // The report is an extra: when it cannot be written, the message says why and the failure stands.
    let page: String
    do {
        page = try FailureReport.add(
            message: message, test: SnapshotFiles.fileName(filePath) + "/" + testName, reference: reference,
            actual: failed, difference: diffFile)
    } catch {
        page = "not written (\(error))"
    }
    if mode == .failed {
        try diffing.toData(snapshot).write(to: reference)
        if reference.pathExtension == "png" { try EnvironmentRecord.write(in: directory) }
    }
    return message + "\n\nReport: " + page
}

/// The snapshot of `value`, or nil when it did not arrive within `timeout` seconds.
private func take<Value, Format>(
    _ value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>, timeout: TimeInterval
)
    throws -> Format?
{
    let box = SnapshotBox<Format>()
    snapshotting.snapshot(try value()).run { format in
        box.value = format
        box.ready.signal()
    }
    guard box.ready.wait(timeout: .now() + timeout) == .success else { return nil }
    return box.value
}

/// Where a snapshot arrives.
private final class SnapshotBox<Format>: @unchecked Sendable {
    // @unchecked Sendable: written once before `ready` is signalled, read after.
    var value: Format?
    let ready = DispatchSemaphore(value: 0)
}
