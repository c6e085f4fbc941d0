// lottie-bench's Markdown: a row per file as it is measured, then the totals and, per peer,
// the median and worst ratio of Reel's speed to the peer's.
import Foundation

/// One peer's time on one file, or why there is none.
struct PeerResult {
    var seconds = 0.0
    /// A frame on which the peer drew no pixel at all (checked on the middle frame).
    var blankFrame: Int?
    var failure: String?

    init(seconds: Double, blankFrame: Int? = nil) {
        self.seconds = seconds
        self.blankFrame = blankFrame
    }

    init(failure: String) { self.failure = failure }

    /// Whether the time can be compared: the peer loaded the file, drew, and was timed.
    var comparable: Bool { failure == nil && blankFrame == nil && seconds > 0 }
}

/// Reel's and the peers' times on one file.
struct FileResult {
    let name: String
    let frames: Int
    let whole: Double
    let incremental: Double
    let evaluating: Double
    let peers: [PeerResult]
}

func rate(_ frames: Int, _ seconds: Double) -> String {
    seconds > 0 ? String(format: "%.1f", Double(frames) / seconds) : "–"
}

func ratio(_ value: Double) -> String { String(format: "%.2f", value) }

/// The median of `values` (the mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

struct Table {
    let peers: [String]
    var files: [FileResult] = []

    func printHeader() {
        // Ratio columns name the peer without the parenthesis (where its library came from).
        let short = peers.map { $0.components(separatedBy: " (")[0] }
        let names = peers.map { "\($0) frames/s" } + short.map { "Reel ÷ \($0)" }
        print(
            "| file | frames | Reel whole frames/s | Reel as `reel render` frames/s | "
                + names.joined(separator: " | ") + " | Reel evaluating | notes |")
        print("|---|" + String(repeating: "---:|", count: 3 + 2 * peers.count) + "---:|---|")
    }

    func printFailure(_ name: String, _ message: String) {
        print("| \(name) | \(message) |" + String(repeating: " |", count: 4 + 2 * peers.count))
    }

    /// Prints the file's row and keeps it for the totals.
    mutating func add(_ file: FileResult) {
        files.append(file)
        let speeds = file.peers.map { $0.failure == nil ? rate(file.frames, $0.seconds) : "–" }
        let ratios = file.peers.map {
            $0.comparable && file.incremental > 0 ? ratio($0.seconds / file.incremental) : "–"
        }
        let notes = zip(peers, file.peers).compactMap { name, result -> String? in
            if let failure = result.failure { return "\(name): \(failure)" }
            if let frame = result.blankFrame { return "\(name) draws nothing on frame \(frame)" }
            return nil
        }
        let evaluating = file.whole > 0 ? String(format: "%.0f %%", 100 * file.evaluating / file.whole) : "–"
        print(
            "| \(file.name) | \(file.frames) | \(rate(file.frames, file.whole)) | "
                + "\(rate(file.frames, file.incremental)) | " + (speeds + ratios).joined(separator: " | ")
                + " | \(evaluating) | \(notes.joined(separator: "; ")) |")
        fflush(nil)  // each row as soon as it is measured, also into a pipe
    }

    /// The `all` row (Reel over every frame of every file; each peer, and its ratio to Reel as
    /// `reel render` draws, over the files it drew) and a summary line per peer.
    func printTotals() {
        guard !files.isEmpty else { return }
        let frames = files.reduce(0) { $0 + $1.frames }
        let whole = files.reduce(0) { $0 + $1.whole }
        let incremental = files.reduce(0) { $0 + $1.incremental }
        let drawn = peers.indices.map { i in files.filter { $0.peers[i].comparable } }
        let speeds = peers.indices.map { i in
            rate(drawn[i].reduce(0) { $0 + $1.frames }, drawn[i].reduce(0) { $0 + $1.peers[i].seconds })
        }
        let ratios = peers.indices.map { i in
            let reel = drawn[i].reduce(0) { $0 + $1.incremental }
            return reel > 0 ? ratio(drawn[i].reduce(0) { $0 + $1.peers[i].seconds } / reel) : "–"
        }
        let left = peers.indices.filter { drawn[$0].count < files.count }.map {
            "\(peers[$0]): \(drawn[$0].count) files"
        }
        print(
            "| all | \(frames) | \(rate(frames, whole)) | \(rate(frames, incremental)) | "
                + (speeds + ratios).joined(separator: " | ") + " | | "
                + (left.isEmpty ? "" : "over the files each drew (\(left.joined(separator: ", ")))") + " |")
        print()
        for (i, name) in peers.enumerated() { printSummary(peer: i, name: name) }
    }

    /// "Reel ÷ PEER": median, worst and files ≥ 1 × over the files the peer drew, for both of
    /// Reel's ways of drawing.
    func printSummary(peer i: Int, name: String) {
        let drawn = files.filter { $0.peers[i].comparable && $0.whole > 0 && $0.incremental > 0 }
        let left = files.count - drawn.count
        guard !drawn.isEmpty else {
            print("- **Reel ÷ \(name)**: no file to compare (\(left) left out).")
            return
        }
        func line(_ ratios: [Double]) -> String {
            let (worst, slowest) = zip(ratios, drawn).min { $0.0 < $1.0 }!
            return "median **\(ratio(median(ratios))) ×**, worst \(ratio(worst)) × (\(slowest.name)), "
                + "\(ratios.filter { $0 >= 1 }.count) of \(drawn.count) files ≥ 1 ×"
        }
        let incremental = line(drawn.map { $0.peers[i].seconds / $0.incremental })
        let whole = line(drawn.map { $0.peers[i].seconds / $0.whole })
        print(
            "- **Reel ÷ \(name)** as `reel render` draws: \(incremental); frames drawn whole: \(whole)"
                + (left > 0 ? " (\(left) files left out: \(name) failed, drew nothing or was not timed)." : "."))
    }
}
