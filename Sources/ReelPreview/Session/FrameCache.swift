import Foundation

/// Encoded frames (PNG bytes) kept under a memory bound: the least recently used go first
/// once the total passes ``limit``.
///
/// Safe to use from several threads at once: every access takes `lock`.
public final class FrameCache: @unchecked Sendable {
    /// The most bytes the cached frames may hold together.
    public let limit: Int
    private let lock = NSLock()
    private var entries: [String: (bytes: [UInt8], used: UInt64)] = [:]
    private var clock: UInt64 = 0
    private var total = 0

    public init(limit: Int) {
        self.limit = limit
    }

    /// The bytes all cached frames hold.
    public var byteCount: Int { lock.withLock { total } }

    /// How many frames are cached.
    public var count: Int { lock.withLock { entries.count } }

    /// The cached bytes for `key`, marked as just used; nil when absent.
    public func bytes(for key: String) -> [UInt8]? {
        lock.withLock {
            guard var entry = entries[key] else { return nil }
            clock += 1
            entry.used = clock
            entries[key] = entry
            return entry.bytes
        }
    }

    /// Caches `bytes` for `key`, then drops the least recently used frames until the total is
    /// within ``limit`` (a single frame larger than the limit is not kept).
    /// - Complexity: O(n) per eviction, n the cached frames (a few hundred at most).
    public func insert(_ bytes: [UInt8], for key: String) {
        lock.withLock {
            clock += 1
            if let old = entries[key] { total -= old.bytes.count }
            entries[key] = (bytes, clock)
            total += bytes.count
            while total > limit, let oldest = entries.min(by: { $0.value.used < $1.value.used }) {
                total -= oldest.value.bytes.count
                entries[oldest.key] = nil
            }
        }
    }

    /// Drops every frame.
    public func removeAll() {
        lock.withLock {
            entries = [:]
            total = 0
        }
    }
}
