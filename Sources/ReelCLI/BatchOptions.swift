import Foundation
import Reel
import ReelArguments
import ReelEncode
import ReelLottie
import ReelRender
import ReelScene

/// `reel batch SCENE MANIFEST`: one render of the scene per manifest row, rows in parallel.
public struct BatchOptions: Hashable, Sendable {
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
        options: [output, jobs, shard, force, report, CommonOptions.set] + CommonOptions.lottie + [quiet])

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
