import Foundation

/// glibc's allocator tuned for a process that allocates and frees frames of megabytes, over
/// and over: by default glibc serves each block over its mmap threshold (128 KiB, raised as
/// blocks are freed, up to 32 MiB) with a fresh mapping and unmaps it when freed, so every
/// frame buffer, mask and index array is new memory that the kernel faults in and zeroes
/// page by page. With the threshold at 64 MiB and freed memory kept (trim threshold 512 MiB,
/// top pad 64 MiB), the same blocks are reused from the heap: a GIF render spends a fraction
/// of the system time, for a somewhat higher peak RSS (docs/benchmarks.md).
///
/// `mallopt` (glibc's, not exported to Swift) is looked up at run time; where it is missing
/// (another C library) nothing changes. Settings only: the output does not depend on them.
public enum LargeAllocations {
    /// glibc's `M_TRIM_THRESHOLD`, `M_TOP_PAD` and `M_MMAP_THRESHOLD` (malloc.h).
    private static let trimThreshold: Int32 = -1
    private static let topPad: Int32 = -2
    private static let mmapThreshold: Int32 = -3

    /// glibc's `mallopt`, or nil where the C library has none.
    static let mallopt: (@convention(c) (Int32, Int32) -> Int32)? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "mallopt") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
    }()

    /// Applies the settings; call once at process start-up, before frames are allocated.
    /// Returns whether the allocator took them (the sanitizers' allocators refuse them).
    @discardableResult
    public static func keepInTheHeap() -> Bool {
        guard let mallopt else { return false }
        return mallopt(mmapThreshold, 64 << 20) == 1 && mallopt(trimThreshold, 512 << 20) == 1
            && mallopt(topPad, 64 << 20) == 1
    }
}
