import Foundation
import Reel
import ReelEncode
import ReelScene

/// `reel render … -o a.gif --max-bytes 2MB`: a GIF no larger than a budget, as chat apps and
/// ad networks require. The clip is rendered as asked; while the file is over the budget it
/// is rendered again one step smaller, each step giving up the least a viewer notices first:
/// ```
/// 1. as asked                   4. half the frame rate, ¾ the size
/// 2. a looser palette           5. half the frame rate, ½ the size
/// 3. half the frame rate        6. a third of the frame rate, ½ the size, loosest palette
/// ```
/// A looser palette lets the writer choose fewer colours (its mean-squared-error bound raised
/// from 0.3 to 4, then 16 levels², the SSIM floor lowered); the frame rate is never halved
/// below 10 fps, nor changed when `--frames` names frame numbers. The first try within the
/// budget is written and a note says what was chosen and what was tried; if none fits,
/// nothing is written and the error gives the smallest size reached.
enum GIFBudget {
    /// One try: the frame rate's divisor, the size's factor, and the palette's bounds.
    struct Step {
        var rateDivisor: Double
        var scale: Double
        var paletteError: Double
        var similarity: Double
    }

    static let steps = [
        Step(
            rateDivisor: 1, scale: 1, paletteError: GIFOptions().paletteError,
            similarity: GIFOptions().paletteSimilarity),
        Step(rateDivisor: 1, scale: 1, paletteError: 4, similarity: 0.99),
        Step(rateDivisor: 2, scale: 1, paletteError: 4, similarity: 0.99),
        Step(rateDivisor: 2, scale: 0.75, paletteError: 4, similarity: 0.99),
        Step(rateDivisor: 2, scale: 0.5, paletteError: 4, similarity: 0.99),
        Step(rateDivisor: 3, scale: 0.5, paletteError: 16, similarity: 0),
    ]

    /// Parses `2MB`, `1.5MiB`, `500kB`, `800KiB` or a number of bytes (MB = 1,000,000 bytes,
    /// MiB = 1,048,576); nil for anything else or less than 1 KB.
    static func parseBytes(_ text: String) -> Int? {
        let units: [(String, Double)] = [
            ("mib", 1_048_576), ("kib", 1024), ("mb", 1_000_000), ("kb", 1000), ("m", 1_000_000), ("k", 1000),
            ("b", 1),
        ]
        let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
        let (number, factor) =
            units.first { lower.hasSuffix($0.0) }.map { (String(lower.dropLast($0.0.count)), $0.1) } ?? (lower, 1)
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        let bytes = value * factor
        return bytes >= 1000 && bytes < 1e12 ? Int(bytes.rounded()) : nil
    }

    /// `bytes` as people read file sizes: `1.84 MB`, `640 kB`.
    static func describe(_ bytes: Int) -> String {
        bytes >= 1_000_000
            ? String(format: "%.2f MB", Double(bytes) / 1e6) : String(format: "%.0f kB", Double(bytes) / 1e3)
    }

    // Longer than 60 lines: the tries, each rendered, measured and described, read best in one piece.
    static func render(
        _ scene: String, loaded: (document: SceneDocument, baseDirectory: String, fps: Double?), to outputs: [String],
        budget: Int, options: RenderOptions, io: CommandIO, interruption: Interruption
    ) throws {
        guard outputs.count == 1, let destination = outputs.first,
            (options.format ?? OutputFormat(path: destination)) == .gif
        else {
            throw CommandLineError("--max-bytes fits one GIF output; give a single -o file.gif", exitCode: .usage)
        }
        try RenderCommand.prepareFolders(for: outputs, options: options)
        let folder = NSTemporaryDirectory() + "reel-max-bytes-\(UUID().uuidString)"
        try OutputFiles.createFolder(folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try RenderCommand.prepare(
            scene, loaded: loaded, options: options, io: io, interruption: interruption)
        let rate = first.clip.timeline.fps
        let framesByNumber = options.frames.map { $0.marker == nil } ?? false
        var tried: [String] = []
        var smallest = Int.max
        for (index, step) in steps.enumerated() {
            let divisor = framesByNumber || rate / step.rateDivisor < 10 ? 1 : step.rateDivisor
            if index > 0, divisor == 1, step.rateDivisor > 1, step.scale == 1 { continue }  // the same as a try before
            // The first try is the clip as asked, already prepared.
            var job =
                index == 0
                ? first
                : try RenderCommand.prepare(
                    scene, loaded: loaded, options: options, io: io, interruption: interruption,
                    fps: divisor == 1 ? nil : rate / divisor, scaleFactor: step.scale)
            job.settings.gif.paletteError = step.paletteError
            job.settings.gif.paletteSimilarity = step.similarity
            let attempt = folder + "/try\(index).gif"
            let result = try job.clip.render(to: [attempt], format: .gif, settings: job.settings, options: job.pipeline)
            let bytes = (try? FileManager.default.attributesOfItem(atPath: attempt)[.size] as? Int) ?? Int.max
            smallest = min(smallest, bytes)
            let pixels = try job.clip.pixelSize()
            let what =
                "\(JSONWriter.format((job.clip.timeline.fps * 100).rounded() / 100)) fps, "
                + "\(pixels.width)×\(pixels.height), palette error ≤ \(JSONWriter.format(step.paletteError))"
            guard bytes <= budget else {
                tried.append("\(what): \(describe(bytes))")
                continue
            }
            try OutputFiles.writeAtomically(to: destination, interruption: interruption) { temp in
                try FileManager.default.copyItem(atPath: attempt, toPath: temp)
            }
            for note in result.notes { io.error("note: \(note)\n") }
            let before = tried.isEmpty ? "" : " (over it: " + tried.joined(separator: "; ") + ")"
            io.error(
                "note: \(destination): \(describe(bytes)), within --max-bytes \(describe(budget)), "
                    + "at \(what)\(before)\n"
            )
            if !options.quiet {
                io.output(result.summary.line(destinations: [destination]) + "\n")
            }
            return
        }
        throw CommandLineError(
            """
            cannot fit '\(destination)' in \(describe(budget)): the smallest try was \(describe(smallest)) (\
            \(tried.last ?? "")); render fewer frames (--frames), a smaller --size, or allow more --max-bytes
            """,
            exitCode: .failure)
    }
}
