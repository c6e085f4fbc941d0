import Foundation
import ReelRegression
import Testing
import _ReelTestSupport

/// `reel snapshots accept`: the report's new snapshots copied over their references, with its
/// exit codes.
@Suite struct SnapshotsCommandTests {
    let dir: String

    init() throws { dir = try CLI.temporaryDirectory() }

    /// Two failures in a report: a new snapshot beside each, the references holding old bytes.
    func failures(run: String = "r") throws -> [SnapshotFailure] {
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/artifacts/CardTests", withIntermediateDirectories: true)
        var made: [SnapshotFailure] = []
        for name in ["a", "b"] {
            let actual = dir + "/artifacts/CardTests/test.\(name).txt"
            try Data("new \(name)".utf8).write(to: URL(fileURLWithPath: actual))
            let reference = dir + "/refs/CardTests/test.\(name).txt"
            let failure = SnapshotFailure(
                test: "CardTests/test", message: "m", reference: reference, actual: actual, difference: nil)
            _ = try SnapshotFailureReport.append(failure, artifacts: dir + "/artifacts", run: run)
            made.append(failure)
        }
        return made
    }

    func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    @Test func acceptCopiesEachNewSnapshotOverItsReference() throws {
        let made = try failures()
        try FileManager.default.createDirectory(atPath: dir + "/refs/CardTests", withIntermediateDirectories: true)
        try Data("old a".utf8).write(to: URL(fileURLWithPath: made[0].reference))
        let r = CLI.run(["snapshots", "accept", dir + "/artifacts"])
        #expect(r.status == 0, "\(r)")
        #expect(text(made[0].reference) == "new a")
        #expect(text(made[1].reference) == "new b")
        #expect(r.stdout.contains("accepted CardTests/test: \(made[0].actual) → \(made[0].reference)\n"))
        #expect(r.stdout.hasSuffix("2 snapshots of 2 accepted\n"))
        // The report folder itself is accepted too.
        try Data("newer a".utf8).write(to: URL(fileURLWithPath: made[0].actual))
        #expect(CLI.run(["snapshots", "accept", dir + "/artifacts/snapshot-report", "-q"]).stdout == "")
        #expect(text(made[0].reference) == "newer a")
    }

    @Test func aMissingNewSnapshotIs66AndTheOthersAreStillAccepted() throws {
        let made = try failures()
        try FileManager.default.removeItem(atPath: made[0].actual)
        let r = CLI.run(["snapshots", "accept", dir + "/artifacts"])
        #expect(r.status == 66, "\(r)")
        #expect(r.stderr.contains("the new snapshot '\(made[0].actual)' for '\(made[0].reference)' is gone"))
        #expect(text(made[0].reference) == nil)
        #expect(text(made[1].reference) == "new b")
        #expect(r.stdout.hasSuffix("1 snapshot of 2 accepted\n"))
    }

    @Test func noReportIs66AndABrokenOneIs65() throws {
        let none = CLI.run(["snapshots", "accept", dir])
        #expect(none.status == 66, "\(none)")
        #expect(none.stderr.contains("no snapshot report in '\(dir)'"))
        try FileManager.default.createDirectory(atPath: dir + "/snapshot-report", withIntermediateDirectories: true)
        try Data("{".utf8).write(to: URL(fileURLWithPath: dir + "/snapshot-report/failures.json"))
        let broken = CLI.run(["snapshots", "accept", dir])
        #expect(broken.status == 65, "\(broken)")
        #expect(broken.stderr.contains("cannot read the snapshot report"))
    }

    @Test func anUnwritableReferenceIs73() throws {
        let made = try failures()
        // A file where the reference's folder should be.
        try FileManager.default.createDirectory(atPath: dir + "/refs", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: dir + "/refs/CardTests"))
        let r = CLI.run(["snapshots", "accept", dir + "/artifacts"])
        #expect(r.status == 73, "\(r)")
        #expect(r.stderr.contains("cannot write the reference '\(made[0].reference)'"))
    }

    @Test(arguments: [[], ["reject", "x"], ["accept"], ["accept", "a", "b"]])
    func usageErrorsAre64(arguments: [String]) {
        let r = CLI.run(["snapshots"] + arguments)
        #expect(r.status == 64, "\(r)")
    }
}
