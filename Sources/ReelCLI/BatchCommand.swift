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
        let state = BatchState(total: selected.count)
        let jobs = max(1, min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, max(selected.count, 1)))
        let progress = !options.quiet && io.errorIsTerminal
        let sceneDigest = (try? SHA256Hasher.hex(of: [UInt8](sceneBytes))) ?? ""
        let errors = LockedErrorOutput(io)
        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let (slot, row) = state.next(selected) {
                let result: Result
                if let signal = interruption.signal {
                    _ = signal
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
        let results = state.results()
        let seconds = Date().timeIntervalSince(start)
        if let report = options.report {
            let text = results.map { $0.jsonLine + "\n" }.joined()
            do {
                try ReelCommands.writeAtomically(to: report) { try Data(text.utf8).write(to: URL(fileURLWithPath: $0)) }
            } catch {
                ReelCommands.report(
                    CommandLineError("cannot write the report '\(report)': \(error)", exitCode: .cannotCreate), io: io)
            }
        }
        func count(_ s: Result.Status) -> Int { results.filter { $0.status == s }.count }
        if !options.quiet {
            let shard = options.shard.map { " (shard \($0.index)/\($0.count) of \(manifest.rows.count))" } ?? ""
            var line =
                "\(plural(results.count, "row"))\(shard): \(count(.rendered)) rendered, \(count(.skipped)) skipped, "
                + "\(count(.failed)) failed"
            if count(.interrupted) > 0 { line += ", \(count(.interrupted)) interrupted" }
            line += String(format: " in %.1f s", seconds)
            if let report = options.report { line += " → \(report)" }
            io.output(line + "\n")
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

    /// Expands `{column}` in `template` with the row's values.
    static func expand(_ template: String, _ row: BatchManifest.Row) throws(CommandLineError) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw CommandLineError("output '\(template)': '{' without '}'", exitCode: .dataError)
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = row.value(name) else {
                let columns = row.values.map(\.column).joined(separator: ", ")
                throw CommandLineError(
                    "output '\(template)' names the column '\(name)', which the manifest does not have (columns: "
                        + "\(columns))",
                    exitCode: .dataError)
            }
            guard !value.isEmpty, !value.contains("/"), value != ".", value != "..", !value.contains("\0") else {
                throw CommandLineError(
                    "field '\(name)' is '\(value)', which cannot be part of a file name in '\(template)'",
                    exitCode: .dataError)
            }
            out += value
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// Renders one row (or finds it up to date).
    static func render(
        _ row: BatchManifest.Row, options: BatchOptions, paramNames: Set<String>, sceneDigest: String,
        state: BatchState,
        interruption: Interruption
    ) -> Result {
        let start = Date()
        var outputs: [String] = []
        do {
            var templates = options.outputs
            if let column = row.value("output") {
                templates += column.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                    !$0.isEmpty
                }
            }
            guard !templates.isEmpty else {
                throw CommandLineError(
                    "no outputs: give -o with a template such as 'out/{sku}.gif', or an 'output' column",
                    exitCode: .usage)
            }
            outputs = try templates.map { t throws(CommandLineError) in try expand(t, row) }
            try state.claim(outputs, row: row.number)
            // Columns the scene declares are parameters; the others only name parts of outputs.
            for (column, _) in row.values where column != "output" && !paramNames.contains(column) {
                guard templates.contains(where: { $0.contains("{\(column)}") }) else {
                    throw CommandLineError(
                        "column '\(column)' is neither a parameter of \(options.scene) (it declares "
                            + "\(paramNames.sorted().joined(separator: ", "))) nor used in an output",
                        exitCode: .dataError)
                }
            }
            let rowOverrides = row.values.filter { paramNames.contains($0.column) }.map {
                SceneOverride(name: $0.column, value: $0.value)
            }
            let (document, base) = try SceneCommand.load(
                options.scene, overrides: options.overrides + rowOverrides, lottie: options.lottie)
            let clip = try ReelCommands.makeClip(
                document, base: base, fps: nil, size: nil, scale: nil, scene: options.scene)
            let settings = try clip.encodeSettings()
            // The inputs: what decides the outputs' bytes.
            var inputs = ["reel \(ReelVersion.current)", "scene \(sceneDigest)"]
            inputs += RenderEnvironment.libraryVersions.map { "library \($0.name)=\($0.version)" }
            inputs.append("libavutil=\(EncodeLibraries.avutilVersion)")
            inputs += document.params.map { "param \($0.name)=\($0.text)" }
            var files = Set(document.imageReferences.map(\.file))
            files.formUnion(document.assets.fonts)
            if let audio = document.audio {
                files.insert(audio.path)
                inputs.append(
                    "audio offset \(audio.offset) volume \(audio.volume) fades \(audio.fadeIn) \(audio.fadeOut)")
            }
            for file in files.sorted() {
                let path = SceneDocument.resolve(file, relativeTo: base)
                let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
                inputs.append("file \(file) \(try SHA256Hasher.hex(of: bytes))")
            }
            inputs.append(
                "settings \(settings.width)x\(settings.height) \(settings.frameRate) crf \(settings.video.crf)")
            // Each output's format (its extension), not its path: the same row written to another
            // folder or under another spelling of the path is the same bytes.
            inputs += outputs.map { "output format \((($0 as NSString).pathExtension).lowercased())" }
            let digest = try SHA256Hasher.hex(of: [UInt8](inputs.joined(separator: "\n").utf8))
            if !options.force,
                outputs.allSatisfy({ output in
                    FileManager.default.fileExists(atPath: output)
                        && (try? String(contentsOfFile: digestFile(of: output), encoding: .utf8)) == digest + "\n"
                })
            {
                return Result(
                    row: row.number, line: row.line, status: .skipped, outputs: outputs,
                    seconds: Date().timeIntervalSince(start))
            }
            for output in outputs {
                unlink(digestFile(of: output))
                let dir = (output as NSString).deletingLastPathComponent
                if !dir.isEmpty { try ReelCommands.createFolder(dir) }
            }
            let pipeline = ReelCommands.pipelineOptions(jobs: 1, quiet: true, io: nil, interruption: interruption)
            _ = try clip.render(to: outputs, settings: settings, options: pipeline)
            for output in outputs {
                try ReelCommands.writeAtomically(to: digestFile(of: output)) {
                    try Data((digest + "\n").utf8).write(to: URL(fileURLWithPath: $0))
                }
            }
            return Result(
                row: row.number, line: row.line, status: .rendered, outputs: outputs,
                seconds: Date().timeIntervalSince(start))
        } catch {
            let e = ReelCommands.commandLineError(error)
            let status: Result.Status = e.exitCode == .interrupted || e.exitCode == .terminated ? .interrupted : .failed
            return Result(
                row: row.number, line: row.line, status: status, outputs: outputs,
                seconds: Date().timeIntervalSince(start), error: e.message, exitCode: e.exitCode)
        }
    }
}
