import Foundation
import Shaders

/// The shared state of a pipeline run: which frames are claimed, which are done, and the
/// reorder buffer. Every field is read and written only under `condition`'s lock, which
/// is what makes the `@unchecked Sendable` safe.
final class PipelineState: @unchecked Sendable {
    private let condition = NSCondition()
    private let range: ClosedRange<Int>
    private let window: Int
    private var nextToClaim: Int
    private var nextToWrite: Int
    private var done: [Int: Result<Frame, Error>] = [:]
    /// Whether frame `index` is rendered; the others are claimed by nobody and come out of
    /// ``next()`` as ``Item/skipped``.
    private let needed: @Sendable (Int) -> Bool

    /// What ``next()`` gives: a rendered frame, or a frame no writer uses.
    enum Item {
        case frame(Frame)
        case skipped
    }
    private var stopped = false
    private var signal: Int32? = nil

    init(range: ClosedRange<Int>, window: Int, needed: @escaping @Sendable (Int) -> Bool = { _ in true }) {
        self.range = range
        self.window = window
        self.needed = needed
        nextToClaim = range.lowerBound
        nextToWrite = range.lowerBound
    }

    /// The next frame for a worker to render, waiting while the workers are `window` frames
    /// ahead of the writers; nil when there is nothing left or the run stopped.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && nextToClaim <= range.upperBound && nextToClaim - nextToWrite >= window {
            condition.wait()
        }
        while nextToClaim <= range.upperBound && !needed(nextToClaim) { nextToClaim += 1 }
        guard !stopped, nextToClaim <= range.upperBound else { return nil }
        let index = nextToClaim
        nextToClaim += 1
        return index
    }

    /// A worker's result for frame `index`.
    func deliver(_ index: Int, _ result: Result<Frame, Error>) {
        condition.lock()
        done[index] = result
        condition.broadcast()
        condition.unlock()
    }

    /// The next frame in order, waiting for it; nil after the last one.
    /// - Throws: the render error of that frame, or ``PipelineError/interrupted(signal:)``.
    func next() throws -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let signal { throw PipelineError.interrupted(signal: signal) }
            if nextToWrite > range.upperBound { return nil }
            if !needed(nextToWrite) {
                nextToWrite += 1
                condition.broadcast()
                return .skipped
            }
            if let result = done.removeValue(forKey: nextToWrite) {
                nextToWrite += 1
                condition.broadcast()
                return .frame(try result.get())
            }
            condition.wait()
        }
    }

    /// Throws if a signal arrived.
    func checkInterrupted() throws {
        condition.lock()
        defer { condition.unlock() }
        if let signal { throw PipelineError.interrupted(signal: signal) }
    }

    /// Records a signal and wakes everyone; workers stop claiming frames.
    func interrupt(_ signal: Int32) {
        condition.lock()
        if self.signal == nil { self.signal = signal }
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Stops the workers after their current frame.
    func stop() {
        condition.lock()
        stopped = true
        done.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
