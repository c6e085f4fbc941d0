import Foundation
import Glibc
import ReelEncode
import Shaders

/// CPU time spent in each stage of a run, measured on the threads that do the work
/// (`CLOCK_THREAD_CPUTIME_ID`), for `reel render --stats`. Thread-safe: render workers and
/// writers add to it at once.
///
/// Stages: `evaluate` (the timeline evaluated into a presentation tree), `draw` (Cairo
/// drawing, including the copy of unchanged rows), `hash` (frame hashes, for `reel hash` and
/// `reel verify`), and one entry per writer (its `append` and `finish` calls on the pipeline's
/// writer thread). Work that libraries do on threads of their own — libx264's encoder threads,
/// libimagequant's — is not on those threads; it shows in ``RenderStats/cpu`` `total` and so
/// in `other`.
public final class StageClock: @unchecked Sendable {
    // @unchecked Sendable: every field is read and written under `lock`.
    private let lock = NSLock()
    private var seconds: [String: Double] = [:]
    private var writerNames: [String] = []
    private var redrawn = (rows: 0, total: 0, reused: 0, frames: 0)

    public init() {}

    /// The CPU seconds this thread has used so far.
    public static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Runs `body`, adding the CPU time it takes on this thread to `stage`.
    public func measure<T, E: Error>(_ stage: String, _ body: () throws(E) -> T) throws(E) -> T {
        let start = Self.threadCPUSeconds()
        defer { add(stage, Self.threadCPUSeconds() - start) }
        return try body()
    }

    /// Adds `seconds` of CPU time to `stage`.
    public func add(_ stage: String, _ seconds: Double) {
        lock.withLock { self.seconds[stage, default: 0] += seconds }
    }

    /// Counts one drawn frame: `rows` of its `total` rows redrawn (`total` when drawn whole,
    /// 0 when it equals the worker's previous frame).
    public func countRows(redrawn rows: Int, of total: Int) {
        lock.withLock {
            redrawn.rows += rows
            redrawn.total += total
            redrawn.frames += 1
            if rows == 0 { redrawn.reused += 1 }
        }
    }

    /// CPU seconds of `stage` so far.
    public func seconds(of stage: String) -> Double { lock.withLock { seconds[stage] ?? 0 } }

    /// Wraps each writer so that its `append` and `finish` calls are timed under `names`
    /// (the outputs as the user gave them; default: each writer's destination).
    public func measuring(_ writers: [any VideoWriter], names: [String]? = nil) -> [any VideoWriter] {
        let names = names?.count == writers.count ? names! : writers.map(\.destination)
        lock.withLock { writerNames = names }
        return writers.enumerated().map { MeasuredWriter($0.element, clock: self, stage: "writer \($0.offset)") }
    }

    /// The stats of a finished run of `frames` frames that took `wallSeconds`.
    public func stats(frames: Int, wallSeconds: Double) -> RenderStats {
        lock.withLock {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            let total =
                Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
                + Double(usage.ru_stime.tv_usec) / 1e6
            let writers = writerNames.enumerated().map {
                RenderStats.WriterCPU(destination: $0.element, seconds: seconds["writer \($0.offset)"] ?? 0)
            }
            return RenderStats(
                frames: frames, wallSeconds: wallSeconds, evaluate: seconds["evaluate"] ?? 0,
                draw: seconds["draw"] ?? 0, hash: seconds["hash"] ?? 0, writers: writers, processCPU: total,
                peakRSSBytes: Int(usage.ru_maxrss) * 1024, rowsRedrawn: redrawn.rows, rowsTotal: redrawn.total,
                framesReused: redrawn.reused)
        }
    }
}
