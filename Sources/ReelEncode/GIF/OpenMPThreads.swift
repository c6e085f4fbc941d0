import CImageQuant
import Foundation

/// libimagequant's OpenMP threads, limited to one on each thread that quantizes: the GIF
/// writer already quantizes frames in parallel (one per core), and with more OpenMP threads
/// than free cores, libgomp's spinning barriers burn CPU time the render workers need. One
/// thread also keeps the palettes independent of the machine's core count (libimagequant's
/// k-means sums per-thread partial averages).
/// `omp_set_num_threads` acts on the calling thread; it is looked up at run time in the
/// libgomp that libimagequant loads (nil when it is built without OpenMP).
enum OpenMPThreads {
    private static let setNumThreads: (@convention(c) (Int32) -> Void)? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "omp_set_num_threads") else {
            return nil
        }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Void).self)
    }()

    /// Makes libimagequant's calls on this thread use one OpenMP thread.
    static func limitThisThread() { setNumThreads?(1) }
}
