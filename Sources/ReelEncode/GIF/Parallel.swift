import Dispatch

/// Independent jobs run on all cores, their results gathered in order.
enum Parallel {
    /// `body(0)` … `body(count - 1)`, run concurrently (Dispatch's `concurrentPerform`); the
    /// results in index order. When jobs fail, the error of the lowest index is thrown, so the
    /// outcome does not depend on which job finished first.
    static func map<T>(_ count: Int, _ body: (Int) throws(EncodeError) -> T) throws(EncodeError) -> [T] {
        var results = [Result<T, EncodeError>?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot, so the writes never overlap.
            nonisolated(unsafe) let slots = buffer
            withoutActuallyEscaping(body) { body in
                nonisolated(unsafe) let work = body
                DispatchQueue.concurrentPerform(iterations: count) { i in
                    do throws(EncodeError) { slots[i] = .success(try work(i)) } catch { slots[i] = .failure(error) }
                }
            }
        }
        return try results.map { r throws(EncodeError) in try r!.get() }
    }
}
