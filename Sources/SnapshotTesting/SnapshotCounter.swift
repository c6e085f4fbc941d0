import Foundation
import Synchronization
import XCTest

/// The numbers of unnamed snapshots: per test (and file), from 1. A `.snapshots` trait gives
/// each Swift Testing test its own counter; elsewhere the process-wide one is used, which an
/// XCTest observer empties after each test case, as upstream's does. Only names and numbers are
/// kept, never a snapshotted value.
final class SnapshotCounter: Sendable {
    @TaskLocal static var current: SnapshotCounter?
    static let shared = SnapshotCounter()

    private let counts = Mutex<[String: Int]>([:])

    /// The next number for `key` (1 first).
    func next(for key: String) -> Int {
        counts.withLock { counts in
            let n = (counts[key] ?? 0) + 1
            counts[key] = n
            return n
        }
    }

    func reset() {
        counts.withLock { $0.removeAll() }
    }

    /// The counter for the running test.
    static var forRunningTest: SnapshotCounter {
        if let current { return current }
        CounterResetObserver.registerOnce()
        return shared
    }
}

/// Empties the shared counter after each XCTest test case.
final class CounterResetObserver: NSObject, XCTestObservation, Sendable {
    private static let registered = Mutex(false)

    static func registerOnce() {
        let first = registered.withLock { done in
            defer { done = true }
            return !done
        }
        if first { XCTestObservationCenter.shared.addTestObserver(CounterResetObserver()) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SnapshotCounter.shared.reset()
    }
}
