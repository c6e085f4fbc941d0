import Foundation
import Reel
import ReelArguments

/// `reel render --discard` and `--stats`: rendering measured, for profiling and benchmarks.
extension RenderOptions {
    static let discard = Option.flag(
        "discard", help: "Render every frame and write nothing (no -o needed); for timing with --stats.")
    static let stats = Option.flag(
        "stats",
        help: """
            Print one JSON object per scene on stdout instead of the summary line: frames, wall seconds, CPU \
            seconds per stage (evaluate, draw, hash, each writer), peak RSS.
            """)
    static let measuringOptions: [any OptionDeclaration] = [discard, stats]

    /// A clock for the run when `--stats` asks for one.
    func makeClock() -> StageClock? { stats ? StageClock() : nil }
}

extension ReelCommands {
    /// What `reel render` prints on stdout after a scene: the stats JSON with `--stats`, else
    /// the summary line (nothing with `--quiet`).
    static func renderReport(
        _ options: RenderOptions, clock: StageClock?, summary: RenderPipeline.Summary, outputs: [String]
    ) -> String? {
        if let clock { return clock.stats(frames: summary.frames, wallSeconds: summary.seconds).json + "\n" }
        if options.quiet { return nil }
        return summary.line(destinations: outputs.isEmpty ? ["(discarded)"] : outputs) + "\n"
    }
}
