import Foundation

/// How snapshot assertions record and report, like swift-snapshot-testing's
/// `SnapshotTestingConfiguration`: set for a scope with `withSnapshotTesting(record:diffTool:operation:)`
/// or a Swift Testing `.snapshots(record:diffTool:)` trait.
public struct SnapshotTestingConfiguration: Sendable {
    /// The configuration of the running scope (innermost `withSnapshotTesting`).
    @TaskLocal public static var current: Self?

    /// The diff tool's text in failure messages, or nil for the enclosing one.
    public var diffTool: DiffTool?
    /// The record mode, or nil for the enclosing one.
    public var record: Record?

    public init(record: Record?, diffTool: DiffTool?) {
        self.record = record
        self.diffTool = diffTool
    }

    /// When assertions write reference files.
    public struct Record: Equatable, Sendable {
        private let mode: String

        /// Always record: every assertion writes its reference and fails.
        public static let all = Record(mode: "all")
        /// Record a reference that does not exist (failing); compare the others.
        public static let missing = Record(mode: "missing")
        /// Never record: a missing reference fails without being written.
        public static let never = Record(mode: "never")
        /// Record missing references and replace those that do not match (still failing).
        public static let failed = Record(mode: "failed")

        private init(mode: String) {
            self.mode = mode
        }

        /// `all`, `failed`, `missing` or `never` (what `SNAPSHOT_TESTING_RECORD` holds); nil otherwise.
        public init?(rawValue: String) {
            switch rawValue {
            case "all": self = .all
            case "failed": self = .failed
            case "missing": self = .missing
            case "never": self = .never
            default: return nil
            }
        }
    }

    /// The text a failure prints to compare a reference with the new snapshot: a command for a
    /// diff tool, or any text made from the two file paths.
    public struct DiffTool: Sendable, ExpressibleByStringLiteral {
        private let tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

        public init(_ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
            self.tool = tool
        }

        /// A command run with the two paths after it.
        public init(stringLiteral value: String) {
            self.tool = { "\(value) \($0) \($1)" }
        }

        /// The text for a reference at `currentFilePath` and a new snapshot at `failedFilePath`.
        public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
            tool(currentFilePath, failedFilePath)
        }

        /// Kaleidoscope's command line.
        public static let ksdiff: Self = "ksdiff"

        /// Both files as URLs, and how to configure a tool.
        public static let `default` = Self { current, failed in
            """
            @\u{2212}
            "file://\(current)"
            @+
            "file://\(failed)"

            To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

                withSnapshotTesting(diffTool: .ksdiff) {
                  // ...
                }
            """
        }
    }
}

/// Runs `operation` with `record` and `diffTool` (each nil: the enclosing scope's).
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    operation: () throws -> R
) rethrows -> R {
    try SnapshotTestingConfiguration.$current.withValue(
        merged(record: record, diffTool: diffTool), operation: operation)
}

/// Runs `operation` with `record` and `diffTool` (each nil: the enclosing scope's).
public func withSnapshotTesting<R>(
    record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
    isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
    try await SnapshotTestingConfiguration.$current.withValue(
        merged(record: record, diffTool: diffTool), operation: operation, isolation: isolation)
}

private func merged(
    record: SnapshotTestingConfiguration.Record?, diffTool: SnapshotTestingConfiguration.DiffTool?
) -> SnapshotTestingConfiguration {
    let current = SnapshotTestingConfiguration.current
    return SnapshotTestingConfiguration(
        record: record ?? current?.record, diffTool: diffTool ?? current?.diffTool)
}
