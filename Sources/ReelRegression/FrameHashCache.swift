import Foundation
import Reel
import ReelEncode
import Shaders

/// Remembers the last few frames hashed and their hashes, so that a frame whose bytes equal
/// one of them is not hashed again.
///
/// Animations hold still for long stretches, so many frames equal one just before them, and
/// comparing a frame's bytes with `memcmp` costs far less than hashing them (figures in
/// docs/benchmarks.md). The result is the same hash, by definition: equal bytes, equal SHA-256.
/// Render workers share one cache.
public final class FrameHashCache: @unchecked Sendable {
    // @unchecked Sendable: `entries` is read and written only under `lock`; the frames it holds
    // are immutable values.
    private let lock = NSLock()
    private var entries: [(frame: Frame, hash: FrameHash)] = []
    private let capacity: Int
    /// Frames answered from the cache (for measurements).
    public private(set) var hits = 0

    /// A cache of the last `capacity` distinct frames (at least 1).
    public init(capacity: Int = 4) { self.capacity = max(1, capacity) }

    /// The hash of `frame`: `FrameHash(of: frame)`, reused when an equal frame was hashed
    /// recently.
    /// - Throws: ``HashError`` when OpenSSL fails (out of memory).
    public func hash(of frame: Frame) throws(HashError) -> FrameHash {
        let recent = lock.withLock { entries }
        for entry in recent.reversed() where Self.equal(entry.frame, frame) {
            lock.withLock { hits += 1 }
            return entry.hash
        }
        let hash = try FrameHash(of: frame)
        lock.withLock {
            entries.append((frame, hash))
            if entries.count > capacity { entries.removeFirst() }
        }
        return hash
    }

    static func equal(_ a: Frame, _ b: Frame) -> Bool {
        guard a.width == b.width, a.height == b.height, a.pixels.count == b.pixels.count else { return false }
        return a.pixels.withUnsafeBytes { p in
            b.pixels.withUnsafeBytes { q in
                p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0
            }
        }
    }
}
