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

/// What `reel render --stats` prints: one JSON object.
public struct RenderStats: Sendable, Equatable {
    /// One writer's CPU seconds.
    public struct WriterCPU: Sendable, Equatable {
        public var destination: String
        public var seconds: Double
    }

    public var frames: Int
    public var wallSeconds: Double
    /// CPU seconds per stage (see ``StageClock``).
    public var evaluate: Double, draw: Double, hash: Double
    /// CPU seconds per writer, in output order.
    public var writers: [WriterCPU]
    /// The process's user + system CPU seconds since it started (`getrusage`).
    public var processCPU: Double
    /// The process's peak resident set size (`getrusage`'s `ru_maxrss`).
    public var peakRSSBytes: Int
    /// Rows redrawn and rows drawn in all (frames × height): how much drawing only what
    /// changed saved; frames equal to the worker's previous one, which cost no drawing.
    public var rowsRedrawn: Int, rowsTotal: Int, framesReused: Int

    /// One line of JSON:
    /// `{"frames":…,"wallSeconds":…,"cpuSeconds":{"evaluate":…,"draw":…,"hash":…,"writers":{"a.mp4":…},
    /// "other":…,"total":…},"peakRSSBytes":…,"rowsRedrawn":…,"rowsTotal":…,"framesReused":…}`,
    /// seconds to the microsecond. `other` is the process's CPU time not in any stage: start-up,
    /// scene loading, and the threads libraries run themselves (x264's encoder threads).
    public var json: String {
        func n(_ v: Double) -> String { String(format: "%.6f", v) }
        let writerFields = writers.map { "\(Self.quoted($0.destination)):\(n($0.seconds))" }.joined(separator: ",")
        let staged = evaluate + draw + hash + writers.reduce(0) { $0 + $1.seconds }
        return "{\"frames\":\(frames),\"wallSeconds\":\(n(wallSeconds)),\"cpuSeconds\":{\"evaluate\":\(n(evaluate)),"
            + "\"draw\":\(n(draw)),\"hash\":\(n(hash)),\"writers\":{\(writerFields)},"
            + "\"other\":\(n(max(0, processCPU - staged))),\"total\":\(n(processCPU))},"
            + "\"peakRSSBytes\":\(peakRSSBytes),\"rowsRedrawn\":\(rowsRedrawn),\"rowsTotal\":\(rowsTotal),"
            + "\"framesReused\":\(framesReused)}"
    }

    /// A JSON string literal.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where u.value < 0x20: out += String(format: "\\u%04x", u.value)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}

/// A writer whose `append` and `finish` are timed into a ``StageClock``.
final class MeasuredWriter: VideoWriter {
    let inner: any VideoWriter
    let clock: StageClock
    let stage: String

    init(_ inner: any VideoWriter, clock: StageClock, stage: String) {
        self.inner = inner
        self.clock = clock
        self.stage = stage
    }

    var destination: String { inner.destination }
    var format: OutputFormat { inner.format }
    var notes: [String] { inner.notes }
    func append(_ frame: Frame) throws(EncodeError) {
        try clock.measure(stage) { () throws(EncodeError) in try inner.append(frame) }
    }
    func finish() throws(EncodeError) { try clock.measure(stage) { () throws(EncodeError) in try inner.finish() } }
    func cancel() { inner.cancel() }
    var frameStep: Int { inner.frameStep }
    func skipFrame() throws(EncodeError) { try inner.skipFrame() }
}

/// A writer that drops every frame: `reel render --discard` renders through the real pipeline
/// and writes nothing.
public final class DiscardWriter: VideoWriter {
    public let destination = "(discarded)"
    public let format = OutputFormat.png
    public let notes: [String] = []
    public init() {}
    public func append(_ frame: Frame) throws(EncodeError) {}
    public func finish() throws(EncodeError) {}
    public func cancel() {}
}
