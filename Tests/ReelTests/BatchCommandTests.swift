import Foundation
import Testing
import _ReelTestSupport

@testable import ReelCLI

/// `reel batch`: a manifest of variants rendered in parallel, resumable after a real SIGINT,
/// and the same files when sharded.
@Suite struct BatchCommandTests {
    /// A 16 × 8 point clip of 2 frames whose dot's colour and position are params.
    static let scene = """
        { "reel": 1, "size": [16, 8], "fps": 10, "duration": 0.2, "background": "#ffffff",
          "params": {"color": "#ff0000", "x": 4},
          "layers": [ { "name": "dot", "bounds": [0, 0, 4, 4], "position": ["$x", 4], "backgroundColor": "$color" } ] }
        """

    let dir: String
    init() throws {
        dir = try CLI.temporaryDirectory()
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: dir + "/scene.json"))
    }

    func write(_ text: String, _ name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
    }

    func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir + "/" + folder)) ?? []).sorted()
    }

    /// The statuses of a JSON Lines report, in row order.
    func statuses(_ report: String) throws -> [String] {
        try String(contentsOfFile: dir + "/" + report, encoding: .utf8).split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["status"] as? String ?? "?"
        }
    }

    @Test func twoHundredRowsSurviveASignalResumeWithoutRedoingRowsAndShardToTheSameBytes() throws {
        var csv = "sku,color,x\n"
        for i in 0..<200 { csv += String(format: "P%03d,#%02x%02x80,%d\n", i, i, 255 - i, 2 + i % 12) }
        try write(csv, "m.csv")
        // A real SIGINT to a child reel once some rows are done.
        let shell = try ChildShell(
            script: "exec \"$1\" batch scene.json m.csv -o 'out/{sku}.gif' -j 2 -q --report first.jsonl 2> err.txt",
            in: dir)
        defer { shell.killIfRunning() }
        var waited = 0
        while files("out").filter({ $0.hasSuffix(".reel-digest") }).count < 10, waited < 6000 {
            usleep(10_000)
            waited += 1
        }
        try shell.signalGroup(SIGINT)
        let status = shell.wait()
        #expect(status == .signaled(SIGINT) || status == .exited(130), "\(status)")
        let afterSignal = files("out")
        #expect(!afterSignal.contains { $0.contains(".reel-tmp") }, "a temporary file was left: \(afterSignal)")
        let gifs = afterSignal.filter { $0.hasSuffix(".gif") && !$0.hasPrefix(".") }
        // Every output left behind is whole: it has its digest, written after it.
        #expect(Set(gifs.map { ".\($0).reel-digest" }) == Set(afterSignal.filter { $0.hasPrefix(".") }))
        #expect(gifs.count >= 10 && gifs.count < 200, "the signal did not land mid-batch: \(gifs.count) rows done")
        let first = try statuses("first.jsonl")
        #expect(first.filter { $0 == "rendered" }.count == gifs.count)
        #expect(first.filter { $0 == "interrupted" }.count == 200 - gifs.count)

        // Resume: the finished rows are skipped, the others rendered.
        let resumed = CLI.run([
            "batch", dir + "/scene.json", dir + "/m.csv", "-o", dir + "/out/{sku}.gif",
            "--report", dir + "/second.jsonl",
        ])
        #expect(resumed.status == 0, "\(resumed)")
        let second = try statuses("second.jsonl")
        #expect(second.filter { $0 == "skipped" }.count == gifs.count)
        #expect(second.filter { $0 == "rendered" }.count == 200 - gifs.count)
        #expect(files("out").filter { $0.hasSuffix(".gif") && !$0.hasPrefix(".") }.count == 200)

        // Sharded four ways: the same 200 files, byte for byte.
        for i in 0..<4 {
            let r = CLI.run([
                "batch", dir + "/scene.json", dir + "/m.csv", "-o", dir + "/sharded/{sku}.gif",
                "--shard", "\(i)/4", "-q",
            ])
            #expect(r.status == 0, "\(r)")
        }
        let names = files("out").filter { $0.hasSuffix(".gif") && !$0.hasPrefix(".") }
        #expect(files("sharded").filter { $0.hasSuffix(".gif") && !$0.hasPrefix(".") } == names)
        for name in names {
            #expect(
                FileManager.default.contents(atPath: dir + "/out/" + name)
                    == FileManager.default.contents(atPath: dir + "/sharded/" + name), "\(name)")
        }
        // A changed input is not up to date: the row whose colour changes is rendered again.
        try write(csv.replacingOccurrences(of: "P007,#07f880", with: "P007,#000000"), "m.csv")
        let changed = CLI.run(["batch", dir + "/scene.json", dir + "/m.csv", "-o", dir + "/out/{sku}.gif"])
        #expect(changed.stdout.hasPrefix("200 rows: 1 rendered, 199 skipped, 0 failed"), "\(changed)")
    }

    @Test func aBadRowFailsAloneNamingItsRowAndField() throws {
        try write("sku,lang,x\nA,en,3\nB,de,wide\nC,fr,5\n", "m.csv")
        try write(#"{"sku": "J", "x": 6}"# + "\n" + #"{"sku": "K/L", "x": 7}"# + "\n", "m.jsonl")
        let r = CLI.run([
            "batch", dir + "/scene.json", dir + "/m.csv", "-o", dir + "/out/{sku}-{lang}.gif",
            "--report", dir + "/r.jsonl",
        ])
        #expect(r.status == 65, "\(r)")
        #expect(r.stderr.contains("Error: row 2 (line 3): "), "\(r)")
        #expect(r.stderr.contains("params.x: --set x=wide: expected a number"), "\(r)")
        #expect(files("out") == [".A-en.gif.reel-digest", ".C-fr.gif.reel-digest", "A-en.gif", "C-fr.gif"])
        #expect(try statuses("r.jsonl") == ["rendered", "failed", "rendered"])
        #expect(r.stdout.hasPrefix("3 rows: 2 rendered, 0 skipped, 1 failed in "))

        let j = CLI.run(["batch", dir + "/scene.json", dir + "/m.jsonl", "-o", dir + "/j/{sku}.png"])
        #expect(j.status == 65)
        #expect(j.stderr.contains("row 2 (line 2): field 'sku' is 'K/L', which cannot be part of a file name"), "\(j)")
        let unknown = CLI.run(["batch", dir + "/scene.json", dir + "/m.jsonl", "-o", dir + "/j/{name}.png"])
        #expect(unknown.stderr.contains("names the column 'name', which the manifest does not have"), "\(unknown)")
    }
}
