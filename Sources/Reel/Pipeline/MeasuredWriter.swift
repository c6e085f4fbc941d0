import Foundation
import Glibc
import ReelEncode
import Shaders

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
