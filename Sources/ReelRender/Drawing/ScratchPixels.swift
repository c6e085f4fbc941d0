import Foundation

/// Pixel buffers for passes a renderer computes per pixel and then composites (the radial
/// gradient), kept between frames instead of freed.
///
/// Why: a 1080 × 1080 pass is 4.7 MB, and glibc gives a freed block that size back to the
/// kernel, so the next frame's pass would take a page fault per 4 KiB page again
/// (docs/benchmarks.md).
/// A buffer taken here is the caller's alone until `give` returns it; at most `limit` bytes
/// wait here (the largest buffers beyond that are freed), so the pool never holds more than a
/// few frames' worth. Thread-safe (an `NSLock`, as `ImageCache`).
final class ScratchPixels: @unchecked Sendable {
    // @unchecked Sendable: `free` is read and written only inside `lock`.
    static let shared = ScratchPixels(limit: 64 << 20)

    private let lock = NSLock()
    private var free: [(pointer: UnsafeMutableRawPointer, bytes: Int)] = []
    let limit: Int

    init(limit: Int) { self.limit = limit }

    /// A buffer of at least `bytes` bytes, 16-byte aligned, with unspecified contents.
    func take(bytes: Int) -> (pointer: UnsafeMutableRawPointer, bytes: Int) {
        lock.lock()
        let found = free.indices.filter { free[$0].bytes >= bytes }.min { free[$0].bytes < free[$1].bytes }
        let taken = found.map { free.remove(at: $0) }
        lock.unlock()
        if let taken { return taken }
        return (UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16), bytes)
    }

    /// Returns a buffer `take` gave; the caller uses it no more.
    func give(_ buffer: (pointer: UnsafeMutableRawPointer, bytes: Int)) {
        lock.lock()
        free.append(buffer)
        free.sort { $0.bytes < $1.bytes }
        var held = free.reduce(0) { $0 + $1.bytes }
        var dropped: [UnsafeMutableRawPointer] = []
        while held > limit, let last = free.popLast() {
            held -= last.bytes
            dropped.append(last.pointer)
        }
        lock.unlock()
        for pointer in dropped { pointer.deallocate() }
    }

    /// How many bytes wait to be taken.
    var heldBytes: Int {
        lock.lock()
        defer { lock.unlock() }
        return free.reduce(0) { $0 + $1.bytes }
    }

    deinit { for buffer in free { buffer.pointer.deallocate() } }
}
