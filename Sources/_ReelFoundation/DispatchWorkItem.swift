import Dispatch

/// A block to run on a queue, like Dispatch's `DispatchWorkItem`, which it wraps: Reel's own, so
/// that `DispatchQueue.main.asyncAfter(deadline: .now() + d, execute: item)` in a file that
/// imports UIKit (or QuartzCore, CoreGraphics) runs the item on the current recording's clock
/// (see `DispatchQueue`'s overloads) and `cancel()` stops it there. A file that also imports
/// Foundation or Dispatch itself sees two `DispatchWorkItem`s and must name one (docs/swift.md).
public final class DispatchWorkItem {
    /// Dispatch's item: what runs, and what other queues get.
    let item: Dispatch.DispatchWorkItem

    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping () -> Void) {
        item = Dispatch.DispatchWorkItem(qos: qos, flags: flags, block: block)
    }

    /// Runs the block now, on this thread (nothing if the item was cancelled).
    public func perform() {
        item.perform()
    }

    /// Waits until the block has run.
    public func wait() {
        item.wait()
    }

    /// Waits until the block has run or `timeout` (Dispatch's real time) has passed.
    public func wait(timeout: DispatchTime) -> DispatchTimeoutResult {
        item.wait(timeout: timeout)
    }

    /// Waits until the block has run or the wall-clock `wallTimeout` has passed.
    public func wait(wallTimeout: DispatchWallTime) -> DispatchTimeoutResult {
        item.wait(wallTimeout: wallTimeout)
    }

    /// Submits `execute` to Dispatch's `queue` once the block has run (Dispatch's queue: real
    /// time, never a recording's).
    public func notify(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue,
        execute: @escaping () -> Void
    ) {
        item.notify(qos: qos, flags: flags, queue: queue, execute: execute)
    }

    /// Cancels the item: if it has not started, it will not run.
    public func cancel() {
        item.cancel()
    }

    /// Whether the item was cancelled.
    public var isCancelled: Bool { item.isCancelled }
}
