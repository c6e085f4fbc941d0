import Foundation
import Reel
import ReelEncode
import ReelRender
import ReelScene

enum BatchCommand {
    /// What became of one row.
    struct Result: Sendable {
        enum Status: String, Sendable { case rendered, skipped, failed, interrupted }
        var row: Int
        var line: Int
        var status: Status
        var outputs: [String]
        var seconds: Double
        var error: String?
        var exitCode: ReelCommandLine.ExitCode = .success

        /// `{"row":1,"line":2,"status":"rendered","outputs":["out/a.gif"],"seconds":0.12}` (with
        /// `"error"` for a failed row).
        var jsonLine: String {
            let q = JSONWriter.quote
            var line = "{\"row\":\(row),\"line\":\(line),\"status\":\(q(status.rawValue)),"
            line += "\"outputs\":[\(outputs.map(q).joined(separator: ","))],"
            line += "\"seconds\":\(JSONWriter.format((seconds * 1000).rounded() / 1000))"
            if let error { line += ",\"error\":\(q(error))" }
            return line + "}"
        }
    }

    /// The file beside `output` that records the digest of the inputs it was rendered from.
    static func digestFile(of output: String) -> String {
        var trimmed = output
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let url = URL(fileURLWithPath: trimmed)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).reel-digest").path
    }

    static func run(_ options: BatchOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        let manifest: BatchManifest
        let sceneBytes: Data
        let paramNames: Set<String>
        do {
            manifest = try BatchManifest(path: options.manifest)
            guard let data = FileManager.default.contents(atPath: options.scene) else {
                throw CommandLineError("cannot read the scene '\(options.scene)'; check the path", exitCode: .noInput)
            }
            sceneBytes = data
            let (document, _) = try SceneCommand.load(
                options.scene, overrides: options.overrides, lottie: options.lottie)
            paramNames = Set(document.params.map(\.name))
        } catch {
            return ReelCommands.report(error, io: io)
        }
        let selected = manifest.rows.enumerated().filter { i, _ in
            options.shard.map { i % $0.count == $0.index } ?? true
        }.map(\.element)
        let start = Date()
        let sceneDigest = (try? SHA256Hasher.hex(of: [UInt8](sceneBytes))) ?? ""
        let results = renderRows(
            selected, options: options, paramNames: paramNames, sceneDigest: sceneDigest, io: io,
            interruption: interruption)
        let seconds = Date().timeIntervalSince(start)
        if let report = options.report { writeReport(results, to: report, io: io) }
        if !options.quiet {
            io.output(summary(results, options: options, rowCount: manifest.rows.count, seconds: seconds) + "\n")
        }
        if let signal = interruption.signal {
            io.error(
                "Error: interrupted by \(signal == SIGTERM ? "SIGTERM" : "SIGINT"); finished rows are kept, run the "
                    + "same command again to resume\n"
            )
            return ReelCommandLine.ExitCode(signal: signal)
        }
        return results.reduce(.success) { SceneCommand.combine($0, $1.exitCode) }
    }

    /// Renders the rows on `options.jobs` threads, reporting failures and (on a terminal)
    /// progress on stderr as rows finish; the results in row order.
    static func renderRows(
        _ rows: [BatchManifest.Row], options: BatchOptions, paramNames: Set<String>, sceneDigest: String,
        io: CommandIO, interruption: Interruption
    ) -> [Result] {
        let start = Date()
        let state = BatchState(total: rows.count)
        let jobs = max(1, min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(rows.count, 1)))
        let progress = !options.quiet && io.errorIsTerminal
        let errors = LockedErrorOutput(io)
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let (slot, row) = state.next(rows) {
                let result: Result
                if interruption.signal != nil {
                    result = Result(row: row.number, line: row.line, status: .interrupted, outputs: [], seconds: 0)
                } else {
                    result = render(
                        row, options: options, paramNames: paramNames, sceneDigest: sceneDigest, state: state,
                        interruption: interruption)
                }
                let (done, total) = state.finish(slot, result)
                if result.status == .failed, let error = result.error {
                    errors.write("Error: row \(row.number) (line \(row.line)): \(error)\n")
                }
                if progress {
                    let elapsed = Date().timeIntervalSince(start)
                    let rate = elapsed > 0 ? Double(done) / elapsed : 0
                    let left = rate > 0 ? Double(total - done) / rate : 0
                    errors.write(String(format: "\r%d/%d rows, %.1f rows/s, %.0f s left ", done, total, rate, left))
                }
            }
        }
        if progress { io.error("\n") }
        return state.results()
    }

    /// `--report`: one JSON line per row, written atomically; a failure to write is reported
    /// (exit code unchanged: the rows' own decide it).
    static func writeReport(_ results: [Result], to report: String, io: CommandIO) {
        let text = results.map { $0.jsonLine + "\n" }.joined()
        do {
            try ReelCommands.writeAtomically(to: report) { try Data(text.utf8).write(to: URL(fileURLWithPath: $0)) }
        } catch {
            ReelCommands.report(
                CommandLineError("cannot write the report '\(report)': \(error)", exitCode: .cannotCreate), io: io)
        }
    }

    /// `3 rows (shard 0/2 of 5): 2 rendered, 1 skipped, 0 failed in 1.2 s → report.jsonl`
    static func summary(_ results: [Result], options: BatchOptions, rowCount: Int, seconds: Double) -> String {
        func count(_ s: Result.Status) -> Int { results.filter { $0.status == s }.count }
        let shard = options.shard.map { " (shard \($0.index)/\($0.count) of \(rowCount))" } ?? ""
        var line =
            "\(plural(results.count, "row"))\(shard): \(count(.rendered)) rendered, \(count(.skipped)) skipped, "
            + "\(count(.failed)) failed"
        if count(.interrupted) > 0 { line += ", \(count(.interrupted)) interrupted" }
        line += String(format: " in %.1f s", seconds)
        if let report = options.report { line += " → \(report)" }
        return line
    }
}
