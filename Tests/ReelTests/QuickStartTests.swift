import Foundation
import Reel
import ReelCore
import Testing
import _ReelTestSupport

/// The README's quick start in Reel's own API is this code, compiled and run here: the lines
/// between the markers in ``QuickStartTests/readmeExample()`` are the README's Swift block that
/// imports Reel, its imports left out, character for character. (The quick start's `reel run`
/// and command lines are run as written by scripts/install-tests.sh.)
@Suite struct QuickStartTests {
    /// The README's example; it writes `fly.mp4` and `fly.gif` into the working folder.
    static func readmeExample() throws {
        // README begin
        let stage = Stage(size: Size(width: 375, height: 667), fps: 60, duration: 2)
        let badge = Layer()
        badge.frame = Rect(x: 50, y: 290, width: 20, height: 20)
        badge.backgroundColor = Color(red: 1, green: 0.3, blue: 0.2)
        stage.rootLayer.addSublayer(badge)
        stage.at(0.2) {
            var path = BezierPath()
            path.move(to: Point(x: 60, y: 300))
            path.addQuadCurve(to: Point(x: 340, y: 630), controlPoint: Point(x: 153, y: 65))
            var fly = KeyframeAnimation(keyPath: "position")
            fly.path = path
            fly.duration = 0.8
            badge.add(fly, forKey: "fly")
        }
        try Clip(timeline: stage.run(), scale: 2, backgroundColor: .white).render(to: ["fly.mp4", "fly.gif"])
        // README end
    }

    /// The README's Swift blocks of its quick start, in order.
    static func quickStartSwiftBlocks() throws -> [String] {
        let readme = try String(contentsOfFile: Repository.path("README.md"), encoding: .utf8)
        guard let start = readme.range(of: "\n## Quick start\n") else { return [] }
        let section = readme[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        return section.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "\n```").first ?? ""
        }
    }

    @Test func theReadmesReelExampleIsThisCode() throws {
        let blocks = try Self.quickStartSwiftBlocks()
        #expect(blocks.count == 2, "\(blocks)")
        #expect(blocks.first?.contains("import UIKit") == true, "the iOS names come first")
        let readme = try #require(blocks.first { $0.contains("import Reel\n") })
        let example = readme.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }.joined(separator: "\n")
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let begin = try #require(source.range(of: "// README begin\n"))
        let end = try #require(source.range(of: "\n        // README end"))
        let here = source[begin.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.dropFirst(8) }.joined(separator: "\n")
        #expect(example == here)
    }

    @Test func theReadmesReelExampleRenders() throws {
        let folder = FileManager.default.currentDirectoryPath
        defer {
            for name in ["fly.mp4", "fly.gif"] { try? FileManager.default.removeItem(atPath: folder + "/" + name) }
        }
        try Self.readmeExample()
        let mp4 = try CLI.tool(
            "/usr/bin/ffprobe",
            [
                "-v", "error", "-count_frames", "-show_entries", "stream=width,height,nb_read_frames", "-of", "csv=p=0",
                folder + "/fly.mp4",
            ])
        #expect(mp4.trimmingCharacters(in: .whitespacesAndNewlines) == "750,1334,120")
        #expect(FileManager.default.fileExists(atPath: folder + "/fly.gif"))
    }
}
