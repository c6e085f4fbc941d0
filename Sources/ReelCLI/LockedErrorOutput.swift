import Foundation
import Reel
import ReelEncode
import ReelRender
import ReelScene

/// Standard error for the batch's worker threads: one writer at a time.
final class LockedErrorOutput: @unchecked Sendable {
    // @unchecked Sendable: `io` is used only under `lock`.
    private let lock = NSLock()
    private let io: CommandIO

    init(_ io: CommandIO) { self.io = io }

    func write(_ text: String) { lock.withLock { io.error(text) } }
}
