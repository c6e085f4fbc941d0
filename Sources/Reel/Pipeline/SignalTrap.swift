import Dispatch
import Foundation

/// Turns SIGINT/SIGTERM into a call on a dispatch queue for the duration of a run, then
/// restores the previous actions. A signal that is ignored when the trap starts (a background
/// job's SIGINT, `nohup`'s SIGHUP) is left ignored: the trap installs no handler for it.
///
/// The trap installs a tiny async-signal-safe C handler that writes the signal number into a
/// pipe, and a dispatch read source on the pipe calls the Swift handlers outside signal
/// context. (`DispatchSource.makeSignalSource` after `signal(s, SIG_IGN)`, the macOS idiom,
/// depends on how libdispatch sees signals on each platform: on Linux it may never see a signal
/// that the kernel hands to a thread where it is ignored. The pipe works whichever thread
/// takes the signal.)
package final class SignalTrap: @unchecked Sendable {
    private let id: Int

    /// Starts handling `signals` with `handler` (called with the signal number).
    package init(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        id = SignalRelay.shared.register(signals: signals, handler: handler)
    }

    /// Stops handling; the previous actions come back when no trap is left. A signal that
    /// arrived before the call reaches the handler first, so none is lost in between.
    package func release() {
        SignalRelay.shared.drain()
        SignalRelay.shared.unregister(id)
    }
}

/// The write end of the relay's pipe, read by the C signal handler (an `Int32` read is
/// async-signal-safe; it is set before any handler is installed and never changes after).
nonisolated(unsafe) private var relayWriteFD: Int32 = -1

/// The C signal handler: writes the signal number to the pipe. Only async-signal-safe calls.
private func relaySignal(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(relayWriteFD, &byte, 1)
}

/// One pipe and one read source for the process; handlers registered by traps. All mutable
/// state is guarded by `lock`, which makes `@unchecked Sendable` safe.
private final class SignalRelay: @unchecked Sendable {
    static let shared = SignalRelay()
    private let lock = NSLock()
    private var handlers: [Int: (signals: [Int32], handler: @Sendable (Int32) -> Void)] = [:]
    private var previous: [Int32: __sighandler_t?] = [:]
    private var nextID = 0
    private let queue = DispatchQueue(label: "reel.signals")
    private var source: DispatchSourceRead?
    /// Set once, under `lock`, before the read source starts; only read after that.
    private var readFD: Int32 = -1

    func register(signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if source == nil {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { return -1 }
            _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
            relayWriteFD = fds[1]
            readFD = fds[0]
            let s = DispatchSource.makeReadSource(fileDescriptor: readFD, queue: queue)
            s.setEventHandler { [weak self] in self?.readPending() }
            _ = fcntl(readFD, F_SETFL, O_NONBLOCK)
            s.resume()
            source = s
        }
        nextID += 1
        handlers[nextID] = (signals, handler)
        for s in signals where previous[s] == nil && !Self.isIgnored(s) {
            previous[s] = signal(s, relaySignal)
        }
        return nextID
    }

    func unregister(_ id: Int) {
        lock.lock()
        defer { lock.unlock() }
        handlers[id] = nil
        let stillWanted = Set(handlers.values.flatMap(\.signals))
        for (s, old) in previous where !stillWanted.contains(s) {
            signal(s, old)
            previous[s] = nil
        }
    }

    /// Whether `signal` is ignored (`SIG_IGN`), as it is for a background job of a
    /// non-interactive shell or under `nohup`: such a signal stays ignored, so no handler is
    /// installed for it. Reads the action without changing it.
    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
            == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Hands every signal number waiting in the pipe to the handlers (on `queue`).
    private func readPending() {
        var byte: UInt8 = 0
        while read(readFD, &byte, 1) == 1 { dispatch(Int32(byte)) }
    }

    /// Runs the handlers for signals already written to the pipe, before returning.
    func drain() {
        guard lock.withLock({ source != nil }) else { return }
        queue.sync { readPending() }
    }

    private func dispatch(_ signal: Int32) {
        let targets = lock.withLock { handlers.values.filter { $0.signals.contains(signal) }.map(\.handler) }
        for t in targets { t(signal) }
    }
}
