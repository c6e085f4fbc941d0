import Testing

/// The Swift Testing trait behind `.snapshots(record:diffTool:)`: on a `@Test` or a `@Suite`
/// (and everything in it), assertions record and report as configured, and each test counts its
/// unnamed snapshots from 1.
public struct _SnapshotsTestTrait: TestTrait, SuiteTrait, TestScoping {
    /// What the trait sets.
    public let configuration: SnapshotTestingConfiguration

    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SnapshotCounter.$current.withValue(SnapshotCounter()) {
            try await function()
        }
    }
}

extension Trait where Self == _SnapshotsTestTrait {
    /// Snapshot assertions with the enclosing configuration and a counter per test.
    public static var snapshots: Self { .snapshots(record: nil, diffTool: nil) }

    /// Snapshot assertions with `record` and `diffTool` (nil: the enclosing ones).
    public static func snapshots(
        record: SnapshotTestingConfiguration.Record? = nil, diffTool: SnapshotTestingConfiguration.DiffTool? = nil
    ) -> Self {
        _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record, diffTool: diffTool))
    }

    /// Snapshot assertions with `configuration`.
    public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
        _SnapshotsTestTrait(configuration: configuration)
    }
}

/// The configuration of the innermost `.snapshots` trait on the running test or its suites.
func traitConfiguration() -> SnapshotTestingConfiguration? {
    guard let test = Test.current else { return nil }
    return test.traits.compactMap { ($0 as? _SnapshotsTestTrait)?.configuration }.last
}
