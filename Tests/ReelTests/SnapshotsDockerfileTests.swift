import Foundation
import Testing
import _ReelTestSupport

/// deploy/snapshots.Dockerfile, checked without Docker (the test machines have no daemon): every
/// instruction is one Dockerfile knows, the base is Swift 6.3, what it copies exists, and it
/// installs Reel's packages through scripts/deps.sh.
@Suite struct SnapshotsDockerfileTests {
    static let path = Repository.path("deploy/snapshots.Dockerfile")

    /// The instructions: comments dropped, `\`-continued lines joined.
    static func instructions() throws -> [(keyword: String, arguments: String)] {
        var result: [(String, String)] = []
        var pending = ""
        for raw in try String(contentsOfFile: path, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if pending.isEmpty && (line.isEmpty || line.hasPrefix("#")) { continue }
            pending += (pending.isEmpty ? "" : " ") + line
            if pending.hasSuffix("\\") {
                pending.removeLast()
                continue
            }
            let parts = pending.split(separator: " ", maxSplits: 1)
            result.append((String(parts[0]), parts.count > 1 ? String(parts[1]) : ""))
            pending = ""
        }
        #expect(pending.isEmpty, "the file ends inside a continued line")
        return result
    }

    @Test func everyInstructionIsADockerfileInstruction() throws {
        let known: Set = [
            "FROM", "RUN", "CMD", "LABEL", "EXPOSE", "ENV", "ADD", "COPY", "ENTRYPOINT", "VOLUME", "USER", "WORKDIR",
            "ARG", "ONBUILD", "STOPSIGNAL", "HEALTHCHECK", "SHELL",
        ]
        let instructions = try Self.instructions()
        #expect(instructions.count >= 6)
        for (keyword, arguments) in instructions {
            #expect(known.contains(keyword), "unknown instruction \(keyword)")
            #expect(!arguments.isEmpty, "\(keyword) without arguments")
        }
        // Only ARG may come before the first FROM.
        let first = try #require(instructions.firstIndex { $0.keyword == "FROM" })
        #expect(instructions[..<first].allSatisfy { $0.keyword == "ARG" })
        // CMD in exec form is a JSON array.
        let cmd = try #require(instructions.last { $0.keyword == "CMD" }).arguments
        #expect((try? JSONSerialization.jsonObject(with: Data(cmd.utf8))) as? [String] == ["swift", "test"])
    }

    @Test func itIsSwift63WithReelsPackages() throws {
        let instructions = try Self.instructions()
        let arg = try #require(instructions.first { $0.keyword == "ARG" }).arguments
        #expect(arg == "SWIFT_IMAGE=swift:6.3-bookworm")
        #expect(instructions.contains { $0.keyword == "FROM" && $0.arguments == "${SWIFT_IMAGE}" })
        #expect(instructions.contains { $0.keyword == "RUN" && $0.arguments.hasPrefix("bash /tmp/deps.sh") })
        for copy in instructions where copy.keyword == "COPY" {
            let source = String(copy.arguments.split(separator: " ")[0])
            #expect(FileManager.default.fileExists(atPath: Repository.path(source)), "COPY \(source): no such path")
        }
        let env = try #require(instructions.first { $0.keyword == "ENV" }).arguments
        #expect(env.contains("SNAPSHOT_ARTIFACTS=/artifacts") && env.contains("SNAPSHOT_TESTING_RECORD=never"))
    }
}
