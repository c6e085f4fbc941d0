import Foundation

/// A request to stop a run, with the signal that asked for it: a ``SignalTrap`` sets it on
/// SIGINT or SIGTERM, and code (a test, a host application) can set it directly.
///
/// A pipeline given one in ``RenderPipeline/Options/interruption`` stops claiming frames when
/// it is set, cancels every writer (their temporary files are removed, existing outputs stay
/// untouched) and throws ``PipelineError/interrupted(signal:)``. Setting it never ends the
/// process: only the `reel` executable turns an interruption into death by the signal.
public final class Interruption: @unchecked Sendable {
    // @unchecked Sendable: every field is read and written only under `lock`.
    private let lock = NSLock()
    private var received: Int32?
    private var observers: [Int: @Sendable (Int32) -> Void] = [:]
    private var nextID = 0

    public init() {}

    /// The first signal that asked to stop (2 = SIGINT, 15 = SIGTERM); nil while none has.
    public var signal: Int32? { lock.withLock { received } }

    /// Asks every observer to stop. Only the first call's signal is kept; later calls do nothing.
    public func interrupt(signal: Int32) {
        let targets: [@Sendable (Int32) -> Void] = lock.withLock {
            guard received == nil else { return [] }
            received = signal
            return Array(observers.values)
        }
        for t in targets { t(signal) }
    }

    /// Calls `handler` when the run is interrupted: at once when it already is.
    /// - Returns: a token for ``stopObserving(_:)``.
    public func observe(_ handler: @escaping @Sendable (Int32) -> Void) -> Int {
        let (id, already): (Int, Int32?) = lock.withLock {
            nextID += 1
            observers[nextID] = handler
            return (nextID, received)
        }
        if let already { handler(already) }
        return id
    }

    public func stopObserving(_ id: Int) {
        lock.withLock { observers[id] = nil }
    }
}
