import Foundation
import ReelRender
import Shaders
import Testing
import UIKit

@testable import SnapshotTesting

/// The life of a reference: recorded on the first run (failing with upstream's message),
/// matched on the second, and a changed colour failing with the new image and its difference
/// left under `SNAPSHOT_ARTIFACTS`. References go to a scratch folder (`snapshotDirectory:`).
@Suite(.serialized)
final class SnapshotFlowTests {
    let scratch = NSTemporaryDirectory() + "snapshot-flow-\(UUID().uuidString)"

    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    /// (r, g, b, a) of the PNG at `path`, at pixel (x, y), straight alpha.
    static func pixel(_ path: String, _ x: Int, _ y: Int) throws -> [Int] {
        let frame = try loadFrame(from: path)
        let i = (y * frame.width + x) * 4
        let p = frame.unpremultipliedPixels()
        return [Int(p[i + 2]), Int(p[i + 1]), Int(p[i]), Int(p[i + 3])]
    }

    @Test func recordsThenMatchesThenFailsWithArtifacts() throws {
        let references = scratch + "/refs"
        let artifacts = scratch + "/artifacts"
        try SnapshotFiles.$artifactsOverride.withValue(artifacts) {
            let view = CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            func verify() -> String? {
                verifySnapshot(
                    of: view, as: .image, named: "card", record: .missing, snapshotDirectory: references,
                    testName: "testCard()")
            }
            let reference = references + "/testCard.card.png"
            #expect(
                verify() == """
                    No reference was found on disk. Automatically recorded snapshot: …

                    open "file://\(reference)"

                    Re-run "testCard" to assert against the newly-recorded snapshot.
                    """)
            // 120 × 80 points at 2 pixels per point; the badge (10…30 pt) red, the bar
            // (y 60…70 pt, x 10…110) blue, the rest of the card white, the rounded corner clear.
            #expect(try loadFrame(from: reference).width == 240)
            #expect(try Self.pixel(reference, 40, 40) == [255, 0, 0, 255])
            #expect(try Self.pixel(reference, 120, 130) == [0, 0, 255, 255])
            #expect(try Self.pixel(reference, 160, 60) == [255, 255, 255, 255])
            #expect(try Self.pixel(reference, 0, 0)[3] == 0)
            #expect(verify() == nil)

            view.badge.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            let failed = artifacts + "/SnapshotFlowTests/testCard.card.png"
            let message = try #require(verify())
            #expect(
                message.hasPrefix("Snapshot \"card\" does not match reference.\n\n@−\n\"file://\(reference)\"\n@+\n"))
            #expect(message.contains("\"file://\(failed)\""))
            #expect(message.contains("\n\nNewly-taken snapshot does not match reference.\n\nDifference: "))
            #expect(try Self.pixel(failed, 40, 40) == [0, 255, 0, 255])
            #expect(try Self.pixel(reference, 40, 40) == [255, 0, 0, 255])
            // |new − old| per channel: red against green is yellow; unchanged pixels are black.
            let difference = artifacts + "/SnapshotFlowTests/testCard.card.diff.png"
            #expect(
                message.contains(
                    "Difference: " + difference + "\n\nReport: " + artifacts + "/snapshot-report/index.html"))
            #expect(try Self.pixel(difference, 40, 40) == [255, 255, 0, 255])
            #expect(try Self.pixel(difference, 160, 60) == [0, 0, 0, 255])
        }
    }

    /// A reference at 3 pixels per point (recorded on a 3× device) makes the new snapshot 3×.
    @Test func theReferenceDecidesTheScale() throws {
        let references = scratch + "/scale"
        let artifacts = scratch + "/scale-artifacts"
        try SnapshotFiles.$artifactsOverride.withValue(artifacts) {
            try FileManager.default.createDirectory(atPath: references, withIntermediateDirectories: true)
            try writePNG(Frame(width: 360, height: 240), to: references + "/scaled.s.png")
            let view = CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            let message = try #require(
                verifySnapshot(of: view, as: .image, named: "s", snapshotDirectory: references, testName: "scaled()"))
            #expect(
                message.contains(
                    "Newly-taken snapshot does not match reference.\n\nDifference: "
                        + artifacts + "/SnapshotFlowTests/scaled.s.diff.png\n\nReport: "))
            #expect(try loadFrame(from: artifacts + "/SnapshotFlowTests/scaled.s.png").width == 360)
            // A reference whose size is no whole multiple of the view's: the default 2× and a size mismatch.
            try writePNG(Frame(width: 250, height: 160), to: references + "/scaled.s.png")
            #expect(
                verifySnapshot(of: view, as: .image, named: "s", snapshotDirectory: references, testName: "scaled()")
                    == "Snapshot \"s\" does not match reference.\n\n"
                    + SnapshotTestingConfiguration.DiffTool.default(
                        currentFilePath: references + "/scaled.s.png",
                        failedFilePath: artifacts + "/SnapshotFlowTests/scaled.s.png")
                    + "\n\nNewly-taken snapshot@(120.0, 80.0) does not match reference@(125.0, 80.0)."
                    + "\n\nReport: \(artifacts)/snapshot-report/index.html")
        }
    }

    /// Recording keeps the drawing libraries' versions beside the references; a mismatch under
    /// other versions says so first, naming them.
    @Test func theEnvironmentIsRecordedAndAMismatchUnderAnotherNamesIt() throws {
        let references = scratch + "/environment"
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        func verify() -> String? {
            verifySnapshot(of: view, as: .image, named: "e", snapshotDirectory: references, testName: "env()")
        }
        _ = verify()
        let file = references + "/.reel-environment"
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == EnvironmentRecord.current && lines.contains { $0.hasPrefix("cairo=") })
        let cairo = try #require(lines.first { $0.hasPrefix("cairo=") })
        let others = lines.filter { $0 != cairo }
        try ((others + ["cairo=0.0.1"]).joined(separator: "\n") + "\n").write(
            toFile: file, atomically: true, encoding: .utf8)
        #expect(verify() == nil)  // equal images pass whatever the environment
        view.badge.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        let message = try #require(verify())
        #expect(
            message.hasPrefix(
                "These references were recorded with other drawing libraries (.reel-environment in \(references)): "
                    + "cairo=0.0.1 when recorded, \(cairo) here. "))
        #expect(message.contains("\n\nSnapshot \"e\" does not match reference.\n\n"))
    }

    @Test(arguments: [
        ("__Snapshots_Linux__", "__Snapshots_Linux__"), ("", "__Snapshots__"), ("a/b", "__Snapshots__"),
        ("..", "__Snapshots__"),
    ])
    func aPerPlatformFolder(setting: String, folder: String) {
        let directory = SnapshotFiles.directory(
            filePath: "/p/Tests/AppTests/CardTests.swift", snapshotDirectory: nil,
            environment: ["REEL_SNAPSHOTS_FOLDER": setting])
        #expect(directory.path == "/p/Tests/AppTests/\(folder)/CardTests")
    }

    @Test(arguments: [
        (["SNAPSHOT_TESTING_PLATFORM_FOLDER": "1"], "__Snapshots__/linux"),
        (["SNAPSHOT_TESTING_PLATFORM_FOLDER": "TRUE"], "__Snapshots__/linux"),
        (["SNAPSHOT_TESTING_PLATFORM_FOLDER": "0"], "__Snapshots__"),
        ([:], "__Snapshots__"),
        (["SNAPSHOT_TESTING_PLATFORM_FOLDER": "yes", "REEL_SNAPSHOTS_FOLDER": "Refs"], "Refs/linux"),
    ])
    func aPlatformSubfolder(environment: [String: String], folder: String) {
        let directory = SnapshotFiles.directory(
            filePath: "/p/Tests/AppTests/CardTests.swift", snapshotDirectory: nil, environment: environment)
        #expect(directory.path == "/p/Tests/AppTests/\(folder)/CardTests")
    }

    /// `snapshotDirectory:` is the folder itself, platform folder or not.
    @Test func anExplicitDirectoryIgnoresThePlatformFolder() {
        let directory = SnapshotFiles.directory(
            filePath: "/p/T.swift", snapshotDirectory: "/refs", environment: ["SNAPSHOT_TESTING_PLATFORM_FOLDER": "1"])
        #expect(directory.path == "/refs")
    }

    @Test func recordModes() throws {
        let references = scratch + "/modes"
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        func verify(_ mode: SnapshotTestingConfiguration.Record?) -> String? {
            verifySnapshot(
                of: view, as: .image, named: "m", record: mode, snapshotDirectory: references, testName: "modes()")
        }
        let path = references + "/modes.m.png"
        #expect(
            verify(.never)
                == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(
            verify(.all) == """
                Record mode is on. Automatically recorded snapshot: …

                open "file://\(path)"

                Turn record mode off and re-run "modes" to assert against the newly-recorded snapshot
                """)
        #expect(verify(.never) == nil)
        view.badge.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(verify(.missing)?.hasPrefix("Snapshot \"m\" does not match reference.\n\n") == true)
        let failed = try #require(verify(.failed))
        #expect(failed.hasPrefix("Snapshot \"m\" does not match reference. A new snapshot was automatically recorded."))
        #expect(verify(.never) == nil)
    }

    @Test func precedenceOfRecordModes() {
        let references = scratch + "/precedence"
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        withSnapshotTesting(record: .all) {
            let scoped = verifySnapshot(
                of: view, as: .image, named: "p", snapshotDirectory: references, testName: "precedence()")
            #expect(scoped?.hasPrefix("Record mode is on.") == true)
            let argument = verifySnapshot(
                of: view, as: .image, named: "p", record: .never, snapshotDirectory: references,
                testName: "precedence()")
            #expect(argument == nil)
            withSnapshotTesting(record: .never) {
                #expect(resolvedRecord(nil) == .never)
            }
        }
        #expect(SnapshotTestingConfiguration.Record(rawValue: "1") == nil)
        #expect(SnapshotTestingConfiguration.Record(rawValue: "failed") == .failed)
        #expect(recordMode(true) == .all && recordMode(false) == .missing && recordMode(nil) == nil)
    }

    @Test(.snapshots(record: .never)) func theTraitSetsTheModeBelowWithSnapshotTesting() {
        let references = scratch + "/trait"
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(
            verifySnapshot(of: view, as: .image, named: "t", snapshotDirectory: references, testName: "trait()")
                == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        withSnapshotTesting(record: .all) {
            #expect(resolvedRecord(nil) == .all)
        }
    }

    @Test func unnamedSnapshotsAreCountedPerTest() {
        let references = scratch + "/count"
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for _ in 0..<2 {
            _ = verifySnapshot(of: view, as: .image, snapshotDirectory: references, testName: "counted()")
        }
        #expect(FileManager.default.fileExists(atPath: references + "/counted.1.png"))
        #expect(FileManager.default.fileExists(atPath: references + "/counted.2.png"))
    }

    @Test(arguments: [
        ("testFoo()", "testFoo"), ("9squares_AlBoardman (0%)", "9squares_AlBoardman-0"),
        ("light & dark, iPhone 13", "light-dark-iPhone-13"), ("--x--", "x"),
    ])
    func namesAreSanitised(name: String, expected: String) {
        #expect(SnapshotFiles.sanitize(name) == expected)
    }

    @Test func failuresGoToSwiftTestingIssues() {
        withKnownIssue {
            assertSnapshot(of: CardView(), as: .image, named: "never-recorded", record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "No reference was found on disk. New snapshot was not recorded because recording is disabled"
            ]
        }
    }
}
