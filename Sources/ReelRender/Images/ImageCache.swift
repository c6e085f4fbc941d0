import Foundation
import ReelCore

/// Decoded images by path, safe to use from many threads at once.
///
/// A lookup holds the lock only to read or insert; decoding happens outside it, so two
/// threads asking for a new path at once may both decode it, and the first result stored wins
/// (decoding is deterministic, so both results are the same). Failures are cached too: a file
/// that was missing stays an error for this cache's lifetime, so every frame of a render
/// agrees.
///
/// The lock is an `NSLock` (a pthread mutex) rather than `Synchronization.Mutex`: on Linux the
/// latter waits on a futex ThreadSanitizer cannot see, so `make sanitize` reported the
/// correctly locked dictionary as a race.
public final class ImageCache: @unchecked Sendable {
    // @unchecked Sendable: `cache` is read and written only inside `withLock`.
    private let lock = NSLock()
    private var cache: [String: Result<DecodedImage, RenderError>] = [:]

    private func withLock<T>(_ body: (inout [String: Result<DecodedImage, RenderError>]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&cache)
    }

    /// The frames of videos drawn as contents.
    public let videoFrames = VideoFrameCache()

    public init() {}

    /// The pixels `image` shows: the decoded file, or a video's frame at its presented time.
    public func image(for image: Image) throws(RenderError) -> DecodedImage {
        if let bitmap = image.bitmap { return self.image(of: bitmap, key: image.path) }
        return image.video == nil ? try self.image(at: image.path) : try videoFrames.frame(for: image)
    }

    /// Drawn pixels as a decoded image, kept under `key` (`drawn:<digest>`) like a file.
    func image(of bitmap: Bitmap, key: String) -> DecodedImage {
        if let cached = withLock({ $0[key] }), case .success(let image) = cached { return image }
        let pixels = bitmap.pixels.isEmpty ? [0, 0, 0, 0] : bitmap.pixels  // a 0 × 0 bitmap: no row is read
        let decoded = pixels.withUnsafeBytes { bytes in
            DecodedImage(
                width: bitmap.width, height: bitmap.height, copying: bytes.baseAddress!, sourceStride: bitmap.width * 4)
        }
        return withLock { cache in
            if case .success(let existing) = cache[key] { return existing }
            cache[key] = .success(decoded)
            return decoded
        }
    }

    /// The decoded image at `path`, decoding it on first use.
    /// - Throws: `RenderError.imageNotFound` or `.imageUnreadable`, naming the path.
    public func image(at path: String) throws(RenderError) -> DecodedImage {
        if let cached = withLock({ $0[path] }) { return try cached.get() }
        let result: Result<DecodedImage, RenderError>
        do throws(RenderError) {
            result = .success(try ImageDecoder.decode(path: path))
        } catch {
            result = .failure(error)
        }
        let stored = withLock { cache in
            if let existing = cache[path] { return existing }
            cache[path] = result
            return result
        }
        return try stored.get()
    }

    /// How many paths are cached (decoded or failed).
    public var count: Int { withLock { $0.count } }

    /// Forgets every cached image.
    public func removeAll() { withLock { $0.removeAll() } }
}
