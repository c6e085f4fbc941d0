import Foundation

/// Progress of a render on stderr: one updating line (`\r`) with frames done / total,
/// frames per second and time left when stderr is a terminal; nothing otherwise, and nothing
/// when quiet. (What a finished run did is a result: see ``RenderPipeline/Summary``.)
public final class ProgressReporter: @unchecked Sendable {
    /// How progress is shown.
    public enum Mode: Sendable, Equatable {
        /// A live line when stderr is a terminal, nothing otherwise.
        case automatic
        /// Nothing (`--quiet`).
        case quiet
    }

    // Used only from the pipeline's writer thread.
    private let live: Bool
    private let total: Int
    private let start = Date()
    private var lastDraw = Date.distantPast

    init(mode: Mode, total: Int) {
        live = mode != .quiet && isatty(STDERR_FILENO) == 1
        self.total = total
    }

    /// Seconds since the run started.
    var elapsed: Double { Date().timeIntervalSince(start) }

    /// Reports `done` frames written.
    func update(done: Int) {
        guard live else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        FileHandle.standardError.write(
            Data(("\r" + Self.line(done: done, total: total, seconds: elapsed) + "\u{1B}[K").utf8))
    }

    /// Ends the live line; nothing otherwise.
    func end() {
        if live { FileHandle.standardError.write(Data("\n".utf8)) }
    }

    /// `frame 120/600 (20%)  45.2 frames/s  0:10 left`.
    public static func line(done: Int, total: Int, seconds: Double) -> String {
        let fps = seconds > 0 ? Double(done) / seconds : 0
        let percent = total > 0 ? done * 100 / total : 100
        var text = "frame \(done)/\(total) (\(percent)%)  " + String(format: "%.1f", fps) + " frames/s"
        if fps > 0 && done < total {
            let left = Int((Double(total - done) / fps).rounded(.up))
            text += "  " + String(format: "%d:%02d", left / 60, left % 60) + " left"
        }
        return text
    }
}
