import Synchronization

/// Decoded images by path, safe to use from many threads at once.
///
/// A lookup holds the lock only to read or insert; decoding happens outside it, so two
/// threads asking for a new path at once may both decode it, and the first result stored wins
/// (decoding is deterministic, so both results are the same). Failures are cached too: a file
/// that was missing stays an error for this cache's lifetime, so every frame of a render
/// agrees.
public final class ImageCache: Sendable {
    private let entries = Mutex<[String: Result<DecodedImage, RenderError>]>([:])

    public init() {}

    /// The decoded image at `path`, decoding it on first use.
    /// - Throws: `RenderError.imageNotFound` or `.imageUnreadable`, naming the path.
    public func image(at path: String) throws(RenderError) -> DecodedImage {
        if let cached = entries.withLock({ $0[path] }) { return try cached.get() }
        let result: Result<DecodedImage, RenderError>
        do throws(RenderError) {
            result = .success(try ImageDecoder.decode(path: path))
        } catch {
            result = .failure(error)
        }
        let stored = entries.withLock { cache in
            if let existing = cache[path] { return existing }
            cache[path] = result
            return result
        }
        return try stored.get()
    }

    /// How many paths are cached (decoded or failed).
    public var count: Int { entries.withLock { $0.count } }

    /// Forgets every cached image.
    public func removeAll() { entries.withLock { $0.removeAll() } }
}
