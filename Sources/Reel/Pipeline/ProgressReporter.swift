import Foundation

/// Progress of a render: one updating line (`\r`) with frames done / total, frames per second
/// and time left, written to the sink the caller gives, or nothing. The library never decides
/// where progress goes: the front end does (`reel` shows it when its standard error is a
/// terminal, `CommandIO.errorIsTerminal`). (What a finished run did is a result: see
/// ``RenderPipeline/Summary``.)
public final class ProgressReporter: @unchecked Sendable {
    // @unchecked Sendable: used only from the pipeline's writer thread (the caller's).

    /// How progress is shown.
    public enum Mode: Sendable {
        /// Nothing (`--quiet`, or output that is not a terminal).
        case quiet
        /// A live line for a terminal: each update is written to `write` as `"\r" + line +
        /// "\u{1B}[K"` (at most ten a second, and the last), then `"\n"` when the run ends.
        /// `write` is called on the thread that runs the pipeline.
        case live(_ write: @Sendable (String) -> Void)
    }

    private let write: (@Sendable (String) -> Void)?
    private let total: Int
    private let start = Date()
    private var lastDraw = Date.distantPast

    init(mode: Mode, total: Int) {
        if case .live(let write) = mode { self.write = write } else { write = nil }
        self.total = total
    }

    /// Seconds since the run started.
    var elapsed: Double { Date().timeIntervalSince(start) }

    /// Reports `done` frames written.
    func update(done: Int) {
        guard let write else { return }
        let now = Date()
        guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
        lastDraw = now
        write("\r" + Self.line(done: done, total: total, seconds: elapsed) + "\u{1B}[K")
    }

    /// Ends the live line; nothing otherwise.
    func end() {
        write?("\n")
    }

    /// Live progress on the process's standard error when it is a terminal, else `.quiet`: for
    /// a program's own front end (a sample's `main`), which knows where its output goes.
    public static func standardErrorIfTerminal() -> Mode {
        isatty(STDERR_FILENO) == 1 ? .live { FileHandle.standardError.write(Data($0.utf8)) } : .quiet
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
