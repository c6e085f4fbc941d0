import Foundation
import Reel
import ReelArguments
import ReelRegression

/// `reel snapshots accept <artifacts>`: a snapshot test run's new snapshots made references.
public struct SnapshotsOptions: CommandOptions, Hashable, Sendable {
    /// The folder `SNAPSHOT_ARTIFACTS` named (holding `snapshot-report/`), or the report folder.
    public var artifacts: String
    /// No line per accepted snapshot.
    public var quiet = false

    public init(artifacts: String) {
        self.artifacts = artifacts
    }

    static let quiet = CommonOptions.quiet.help("Print only errors.")

    init(_ p: ParsedArguments) throws(CommandLineError) {
        guard let action = p.positionals.first else {
            throw .usage("missing action; the one action is 'accept': reel snapshots accept <artifacts-folder>")
        }
        guard action == "accept" else {
            throw .usage(
                "unknown action '\(action)'; the one action is 'accept': reel snapshots accept <artifacts-folder>")
        }
        guard p.positionals.count == 2 else {
            throw .usage("reel snapshots accept takes one folder, the one SNAPSHOT_ARTIFACTS named")
        }
        self.init(artifacts: p.positionals[1])
        quiet = try p.read(Self.quiet)
    }
}

/// `reel snapshots accept`: copies each failed snapshot of the last test run (the report's
/// `failures.json`, written by SnapshotTesting) over the reference it was compared with.
enum SnapshotsCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "snapshots",
        abstract: "Accept a snapshot test run's failed snapshots as the new references.",
        discussion: """
            accept reads <artifacts-folder>/snapshot-report/failures.json, which SnapshotTesting writes \
            beside its report of failed snapshots (the folder SNAPSHOT_ARTIFACTS named; else the temporary \
            folder), and copies each new snapshot over the reference it was compared with, creating the \
            reference's folder if needed. It prints one line per snapshot accepted. Exit 0 when every \
            snapshot was accepted; 66 when there is no report there, or a new snapshot has gone (the others \
            are still accepted); 65 when failures.json cannot be read; 73 when a reference cannot be written; \
            64 for a usage error.
            """,
        usage: "reel snapshots accept <artifacts-folder>",
        arguments: [("accept <artifacts-folder>", "The folder SNAPSHOT_ARTIFACTS named (or its snapshot-report/).")],
        options: [SnapshotsOptions.quiet], writesFiles: true)

    static func run(_ options: SnapshotsOptions, io: CommandIO, interruption: Interruption)
        -> ReelCommandLine.ExitCode
    {
        let manifest: SnapshotFailureReport.Manifest
        let report = (options.artifacts as NSString).appendingPathComponent(SnapshotFailureReport.folderName)
        let fm = FileManager.default
        guard
            fm.fileExists(atPath: report + "/" + SnapshotFailureReport.manifestName)
                || fm.fileExists(atPath: (options.artifacts as NSString).appendingPathComponent("failures.json"))
        else {
            return io.report(
                CommandLineError(
                    "no snapshot report in '\(options.artifacts)' (no \(SnapshotFailureReport.folderName)/"
                        + "\(SnapshotFailureReport.manifestName)); name the folder SNAPSHOT_ARTIFACTS named when "
                        + "the tests failed", exitCode: .noInput))
        }
        do {
            manifest = try SnapshotFailureReport.read(artifacts: options.artifacts)
        } catch {
            return io.report(
                CommandLineError(
                    "cannot read the snapshot report in '\(options.artifacts)' (\(error)); run the tests again",
                    exitCode: .dataError))
        }
        var code = ReelCommandLine.ExitCode.success
        var accepted = 0
        for failure in manifest.failures {
            if interruption.signal != nil { break }
            guard fm.fileExists(atPath: failure.actual) else {
                code = code.combined(
                    with: io.report(
                        CommandLineError(
                            "the new snapshot '\(failure.actual)' for '\(failure.reference)' is gone; "
                                + "run the tests again",
                            exitCode: .noInput)))
                continue
            }
            do {
                let folder = (failure.reference as NSString).deletingLastPathComponent
                try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
                let data = try Data(contentsOf: URL(fileURLWithPath: failure.actual))
                try OutputFiles.writeAtomically(to: failure.reference, interruption: interruption) {
                    try data.write(to: URL(fileURLWithPath: $0))
                }
                accepted += 1
                if !options.quiet { io.output("accepted \(failure.test): \(failure.actual) → \(failure.reference)\n") }
            } catch {
                code = code.combined(
                    with: io.report(
                        CommandLineError(
                            "cannot write the reference '\(failure.reference)' (\(error)); "
                                + "check the folder's permissions",
                            exitCode: .cannotCreate)))
            }
        }
        if !options.quiet {
            io.output("\(plural(accepted, "snapshot")) of \(manifest.failures.count) accepted\n")
        }
        return code
    }
}
