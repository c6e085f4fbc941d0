import Foundation
import Testing
import UIKit

@testable import SnapshotTesting

/// The text strategies: the text each records, read back from its reference file.
struct TextStrategiesTests {
    struct User: Encodable {
        var name: String
        var tags: Set<String>
        var scores: [String: Int]
        var nickname: String?
    }

    static let user = User(name: "Blob", tags: ["b", "a"], scores: ["z": 1, "y": 2], nickname: nil)

    /// What `strategy` records for `value`.
    static func recorded<Value>(_ value: Value, as strategy: Snapshotting<Value, String>, ext: String) throws -> String
    {
        let folder = NSTemporaryDirectory() + "snapshot-text-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let message = verifySnapshot(of: value, as: strategy, named: "v", snapshotDirectory: folder, testName: "t()")
        #expect(message?.hasPrefix("No reference was found on disk.") == true)
        #expect(verifySnapshot(of: value, as: strategy, named: "v", snapshotDirectory: folder, testName: "t()") == nil)
        return try String(contentsOfFile: folder + "/t.v." + ext, encoding: .utf8)
    }

    @Test func jsonSortsKeys() throws {
        let text = try Self.recorded(Self.user, as: .json, ext: "json")
        #expect(text.contains("\"scores\" : {\n    \"y\" : 2,\n    \"z\" : 1\n  }"))
        #expect(text.hasPrefix("{\n  \"name\" : \"Blob\",\n"))
    }

    @Test func dumpIsStable() throws {
        let text = try Self.recorded(Self.user, as: .dump, ext: "txt")
        #expect(
            text == """
                ▿ User
                  - name: "Blob"
                  ▿ tags: 2 elements
                    - "a"
                    - "b"
                  ▿ scores: 2 elements
                    ▿ (2 elements)
                      - key: "y"
                      - value: 2
                    ▿ (2 elements)
                      - key: "z"
                      - value: 1
                  - nickname: nil

                """)
    }

    @Test func descriptionAndLines() throws {
        #expect(try Self.recorded(42, as: .description, ext: "txt") == "42")
        #expect(try Self.recorded("a\nb", as: .lines, ext: "txt") == "a\nb")
    }

    @Test func recursiveDescriptionHasFramesClassesAlphaAndHidden() throws {
        let view = CardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.bar.alpha = 0.5
        view.badge.isHidden = true
        let text = try Self.recorded(view, as: .recursiveDescription, ext: "txt")
        #expect(
            text == """
                <CardView; frame = (0 0; 120 80); layer = <CALayer>>
                   | <UIView; frame = (10 10; 20 20); hidden = YES; layer = <CALayer>>
                   | <UIView; frame = (10 60; 100 10); alpha = 0.5; layer = <CALayer>>
                """)
    }
}
