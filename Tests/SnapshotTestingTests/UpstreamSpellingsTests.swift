import Foundation
import SnapshotTesting
import Testing
import UIKit
import XCTest

// The call forms real suites use, compiled as written (docs on the contract in this module's
// README). References go to scratch folders through `verifySnapshot(snapshotDirectory:)`.

/// An XCTest case in the documented idiom: every test in `withSnapshotTesting`.
final class UpstreamIdiomTests: XCTestCase {
    let folder = NSTemporaryDirectory() + "snapshot-idiom-\(UUID().uuidString)"

    override func invokeTest() {
        withSnapshotTesting(record: .never, diffTool: .ksdiff) {
            super.invokeTest()
        }
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
        super.tearDown()
    }

    func testTheScopeSetsTheModeAndTheDiffTool() throws {
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        XCTAssertEqual(
            verifySnapshot(of: view, as: .image, named: "a", snapshotDirectory: folder),
            "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        // `record: true` (the Bool overload) records in spite of the scope.
        let recorded = verifySnapshot(of: view, as: .image, named: "a", record: true, snapshotDirectory: folder)
        XCTAssertEqual(recorded?.hasPrefix("Record mode is on."), true)
        view.badge.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        let message = try XCTUnwrap(verifySnapshot(of: view, as: .image, named: "a", snapshotDirectory: folder))
        let reference = folder + "/testTheScopeSetsTheModeAndTheDiffTool.a.png"
        XCTAssertTrue(message.contains("\n\nksdiff \(reference) "), message)
    }
}

@Suite struct UpstreamSpellingsTests {
    let folder = NSTemporaryDirectory() + "snapshot-spellings-\(UUID().uuidString)"

    /// A custom strategy as lottie-ios writes them: a pullback of `SimplySnapshotting.image`.
    static func imageOfBadge() -> Snapshotting<CardView, UIImage> {
        Snapshotting<UIView, UIImage>.image(precision: 0.99, perceptualPrecision: 0.98).pullback { $0.badge }
    }

    @Test func legacyAndCustomSpellings() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        let strategies: [String: Snapshotting<UIView, String>] = ["tree": .recursiveDescription, "text": .description]
        for (name, strategy) in strategies {
            _ = verifySnapshot(of: view, as: strategy, named: name, snapshotDirectory: folder)
        }
        #expect(
            verifySnapshot(matching: view, as: .recursiveDescription, named: "tree", snapshotDirectory: folder) == nil)
        let badge = verifySnapshot(of: view, as: Self.imageOfBadge(), named: "badge", snapshotDirectory: folder)
        #expect(badge?.hasPrefix("No reference was found on disk.") == true)
        // The badge alone: 20 × 20 points.
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/legacyAndCustomSpellings.badge.png")).count > 0)
        let waited = Snapshotting<UIView, UIImage>.wait(for: 0, on: .image)
        #expect(verifySnapshot(of: view, as: waited, named: "w", record: .never, snapshotDirectory: folder) != nil)
        let async = Snapshotting<Int, String>(
            pathExtension: "txt", diffing: .lines, asyncSnapshot: { n in Async(value: "\(n)").map { $0 + "!" } })
        _ = verifySnapshot(of: 7, as: async, named: "n", snapshotDirectory: folder)
        #expect(try String(contentsOfFile: folder + "/legacyAndCustomSpellings.n.txt", encoding: .utf8) == "7!")
    }

    @Test func aSnapshotThatNeverArrivesTimesOut() {
        let never = Snapshotting<Int, String>(
            pathExtension: "txt", diffing: .lines, asyncSnapshot: { _ in Async { _ in } })
        let message = verifySnapshot(of: 1, as: never, named: "t", snapshotDirectory: folder, timeout: 0.05)
        #expect(message?.hasPrefix("Exceeded timeout of 0.05 seconds waiting for snapshot.") == true)
    }
}
