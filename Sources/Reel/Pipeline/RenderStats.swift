import Foundation
import Glibc
import ReelEncode
import Shaders

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
