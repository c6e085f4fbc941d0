import ReelEncode
import Shaders

/// A `FrameSink` that hands each frame, in order, to a closure instead of encoding it: how
/// hashing and verification ride on the render pipeline. It fails with the closure's errors.
final class OrderedFrameSink: FrameSink {
    typealias Failure = any Error
    let body: (Int, Frame) throws -> Void
    private var next = 0

    init(_ body: @escaping (Int, Frame) throws -> Void) { self.body = body }

    func append(_ frame: Frame) throws {
        defer { next += 1 }
        try body(next, frame)
    }

    func finish() throws {}
    func cancel() {}
}
