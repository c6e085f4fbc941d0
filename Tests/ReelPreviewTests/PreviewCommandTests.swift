import Foundation
import Reel
import ReelCLI
import ReelPreview
import ReelScene
import Testing

/// `reel preview` as a subcommand: it prints the page's address, serves it, and stops on an
/// interruption (SIGINT or SIGTERM in the `reel` process) with 130 or 143.
@Suite struct PreviewCommandTests {
    @Test func servesUntilInterrupted() throws {
        let f = try PreviewFixture()
        let printed = DispatchSemaphore(value: 0)
        let output = ResultText()
        let io = CommandIO(
            output: {
                output.add($0)
                printed.signal()
            }, error: { output.add($0) })
        let interruption = Interruption()
        let code = ResultText()
        let done = DispatchSemaphore(value: 0)
        let scene = f.scene
        Thread.detachNewThread {
            let io = CommandIO(
                output: {
                    output.add($0)
                    printed.signal()
                }, error: { output.add($0) })
            let c = ReelCommandLine.run(
                arguments: ["preview", scene, "--port", "0"], io: io, interruption: interruption)
            code.add("\(c)")
            done.signal()
        }
        printed.wait()
        let line = output.text
        #expect(line.hasPrefix("Previewing \(scene) at http://127.0.0.1:"), "\(line)")
        let port = Int(line.split(separator: ":").last!.split(separator: "/").first!)!
        #expect(RawHTTP.get("/api/state", port: port, host: "127.0.0.1:\(port)").status == 200)
        interruption.interrupt(signal: SIGINT)
        done.wait()
        #expect(code.text == "130")
        #expect(RawHTTP.get("/api/state", port: port, host: "127.0.0.1:\(port)").status == nil)
    }

    static let badArguments: [([String], Int32)] = [
        (["preview"], 64), (["preview", "a.json", "b.json"], 64), (["preview", "a.json", "--port", "70000"], 64),
        (["preview", "/nonexistent/a.json"], 66),
    ]

    @Test(arguments: badArguments)
    func refusesBadArguments(arguments: [String], code: Int32) {
        let io = CommandIO(output: { _ in }, error: { _ in })
        #expect(ReelCommandLine.run(arguments: arguments, io: io) == code)
    }
}

final class ResultText: @unchecked Sendable {
    private let lock = NSLock()
    private var value = ""
    func add(_ s: String) { lock.withLock { value += s } }
    var text: String { lock.withLock { value } }
}

/// samples/templates/price-tag.json, the template made with `reel preview` (docs/preview.md): it
/// validates, and the preview serves its params and frames.
@Suite struct TemplateTests {
    @Test func priceTagPreviews() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples/templates/price-tag.json").path
        let session = try PreviewSession(scenePath: path)
        defer { session.close() }
        #expect(session.problems.isEmpty && session.generation == 1)
        let clip = try #require(try session.clip(values: [SceneOverride(name: "price", value: "19.90")]))
        #expect(clip.document.params.map(\.name) == ["product", "price", "accent", "badge"])
        #expect(clip.clip.frameCount == 60)
        #expect(clip.traceLine(frame: 30).contains("\"card/price\""))
    }
}
