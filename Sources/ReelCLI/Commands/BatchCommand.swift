import Foundation
import Reel
import ReelArguments
import ReelEncode
import ReelLottie
import ReelRender
import ReelScene

/// `reel batch SCENE MANIFEST`: one render of the scene per manifest row, rows in parallel.
public struct BatchOptions: CommandOptions, Hashable, Sendable {
    public var scene: String
    public var manifest: String
    /// Output templates (`out/{sku}-{lang}.gif`), besides each row's `output` column.
    public var outputs: [String] = []
    /// Rows rendered at once (default: one per core).
    public var jobs: Int?
    /// Only rows whose 0-based index ≡ `shard.index` (mod `shard.count`).
    public var shard: (index: Int, count: Int)?
    /// Re-render rows whose outputs are up to date.
    public var force = false
    /// Where to write the JSON Lines report.
    public var report: String?
    public var overrides: [SceneOverride] = []
    /// `--animation` / `--theme`: the animation and theme of a dotLottie file.
    public var lottie = LottieSelection()
    public var quiet = false

    public static func == (a: BatchOptions, b: BatchOptions) -> Bool {
        a.scene == b.scene && a.manifest == b.manifest && a.outputs == b.outputs && a.jobs == b.jobs
            && a.shard?.index == b.shard?.index && a.shard?.count == b.shard?.count && a.force == b.force
            && a.report == b.report && a.overrides == b.overrides && a.quiet == b.quiet
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(scene)
        hasher.combine(manifest)
    }

    static let output = Option.texts(
        "output", short: "o", valueName: "<template>",
        help: "An output for every row, with {column} templates (repeatable).")
    static let jobs = CommonOptions.jobs.help("Rows rendered at once (default: one per core).")
    static let shard = Option.single(
        "shard", valueName: "<i>/<n>", help: "Only the rows whose index (from 0) is i modulo n.",
        expected: "<i>/<n> with 0 ≤ i < n, such as 0/4"
    ) { text -> (index: Int, count: Int)? in
        let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let i = parts[0], let n = parts[1], n >= 1, i >= 0, i < n else { return nil }
        return (i, n)
    }
    static let force = Option.flag("force", help: "Render every row, even those that are up to date.")
    static let report = Option.text(
        "report", valueName: "<file>", help: "Write a JSON Lines report, one line per row.")
    static let quiet = CommonOptions.quiet.help("Show no progress and no summary.")

    public init(scene: String, manifest: String) {
        self.scene = scene
        self.manifest = manifest
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        guard p.positionals.count == 2 else {
            throw .usage("reel batch takes a scene and a manifest; got \(p.positionals.count) arguments")
        }
        self.init(scene: p.positionals[0], manifest: p.positionals[1])
        outputs = try p.read(Self.output)
        jobs = try p.read(Self.jobs)
        shard = try p.read(Self.shard)
        force = try p.read(Self.force)
        report = try p.read(Self.report)
        overrides = try p.read(CommonOptions.set)
        lottie = p.lottieSelection
        quiet = try p.read(Self.quiet)
    }
}

/// `reel batch`: one render of a scene per manifest row, rows in parallel, each skipped when its
/// outputs are up to date. A row's render and digest are in Batch/BatchCommand+Row.swift, the
/// manifest's reader in Batch/BatchManifest.swift.
enum BatchCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "batch",
        abstract: "Render one scene once per manifest row (CSV with a header row, or JSON Lines), rows in parallel.",
        discussion: """
            Every column is a scene parameter except 'output' (outputs separated by ';'); outputs and -o \
            templates name columns in braces: -o 'out/{sku}-{lang}.gif'. A row whose outputs exist and whose \
            recorded input digest (scene, params, asset and font files, Reel and library versions, settings) \
            matches is skipped, so an interrupted batch resumes where it stopped. A bad row fails alone; the \
            exit code is 0 only when every row succeeded.
            """,
        usage:
            "reel batch <scene> <manifest> [-o <template> ...] [--shard <i>/<n>] [--force] [--report <file>] "
            + "[<options>]",
        arguments: [("<scene>", "The scene document (JSON)."), ("<manifest>", "Rows of parameters: .csv or .jsonl.")],
        options: [
            BatchOptions.output, BatchOptions.jobs, BatchOptions.shard, BatchOptions.force, BatchOptions.report,
            CommonOptions.set,
        ] + CommonOptions.lottie + [BatchOptions.quiet],
        writesFiles: true)

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
            let (document, _) = try SceneInput.load(
                options.scene, overrides: options.overrides, lottie: options.lottie)
            paramNames = Set(document.params.map(\.name))
        } catch {
            return io.report(error)
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
        return results.reduce(.success) { $0.combined(with: $1.exitCode) }
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
            try OutputFiles.writeAtomically(to: report) { try Data(text.utf8).write(to: URL(fileURLWithPath: $0)) }
        } catch {
            io.report(CommandLineError("cannot write the report '\(report)': \(error)", exitCode: .cannotCreate))
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
