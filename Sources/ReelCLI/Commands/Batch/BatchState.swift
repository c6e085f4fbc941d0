import Foundation
import Reel
import ReelEncode
import ReelRender
import ReelScene

/// The rows handed out and the results gathered, shared by the batch's worker threads.
final class BatchState: @unchecked Sendable {
    // @unchecked Sendable: every field is touched only under `lock`.
    private let lock = NSLock()
    private var nextSlot = 0
    private var done = 0
    private let total: Int
    private var slots: [Int: BatchCommand.Result] = [:]
    private var owners: [String: Int] = [:]

    init(total: Int) { self.total = total }

    func next(_ rows: [BatchManifest.Row]) -> (Int, BatchManifest.Row)? {
        lock.withLock {
            guard nextSlot < rows.count else { return nil }
            nextSlot += 1
            return (nextSlot - 1, rows[nextSlot - 1])
        }
    }

    func finish(_ slot: Int, _ result: BatchCommand.Result) -> (done: Int, total: Int) {
        lock.withLock {
            slots[slot] = result
            done += 1
            return (done, total)
        }
    }

    /// Records that `row` writes `outputs`.
    /// - Throws: 65 when another row writes one of them.
    func claim(_ outputs: [String], row: Int) throws(CommandLineError) {
        let keys = outputs.map(OutputFiles.canonicalPath)
        let clash: (String, Int)? = lock.withLock {
            for (key, output) in zip(keys, outputs) {
                if let other = owners[key], other != row { return (output, other) }
            }
            for key in keys { owners[key] = row }
            return nil
        }
        if let (output, other) = clash {
            throw CommandLineError(
                "'\(output)' is also row \(other)'s output; make the template unique per row", exitCode: .dataError)
        }
    }

    func results() -> [BatchCommand.Result] { lock.withLock { slots.keys.sorted().compactMap { slots[$0] } } }
}
