import CCairo
import Foundation
import Shaders

/// A decoded image: premultiplied BGRA pixels (Cairo `ARGB32`), immutable after decoding.
///
/// Shared by every thread that draws it: each draw wraps the pixels in its own short-lived
/// Cairo surface (`makeSurface()`), so no Cairo object is ever shared between threads.
public final class DecodedImage: @unchecked Sendable {
    // @unchecked Sendable: `pixels` is written only in `init` (before the object is shared) and
    // freed only in `deinit`; afterwards it is only read. Cairo reads, never writes, a surface
    // used as a source, so concurrent draws from several threads are safe. `sprites` is read
    // and written only under `spriteLock`.

    /// Width in pixels (drawn as this many points: contents scale 1).
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes per row (Cairo's stride for `ARGB32`, which is `width * 4`).
    let stride: Int
    private let pixels: UnsafeMutableRawPointer
    /// Particle sprite levels built so far (`sprite(level:)`), read and written under `spriteLock`.
    private var sprites: [ParticleSprite] = []
    private let spriteLock = NSLock()

    /// Copies premultiplied BGRA rows (`sourceStride` bytes apart) into a new image.
    init(width: Int, height: Int, copying source: UnsafeRawPointer, sourceStride: Int) {
        self.width = width
        self.height = height
        self.stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let byteCount = max(stride * height, 1)
        pixels = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: 16)
        for y in 0..<height {
            (pixels + y * stride).copyMemory(from: source + y * sourceStride, byteCount: width * 4)
        }
        isWhite = Self.isWhite(pixels, width: width, height: height, stride: stride)
    }

    private static func isWhite(_ pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = (pixels + y * stride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width
            where row[4 * x] != row[4 * x + 3] || row[4 * x + 1] != row[4 * x + 3]
                || row[4 * x + 2] != row[4 * x + 3]
            {
                return false
            }
        }
        return true
    }

    deinit { pixels.deallocate() }

    /// A Cairo surface reading this image's pixels, for one draw on one thread.
    func makeSurface() throws(RenderError) -> ImageSurface {
        try ImageSurface(data: pixels, format: CAIRO_FORMAT_ARGB32, width: width, height: height, stride: stride)
    }

    /// Whether every pixel is white or transparent (colour channels equal to alpha), so that
    /// a colour multiplying the image is the same as the image's alpha masking that colour.
    /// (Computed once when decoding.)
    public let isWhite: Bool

    /// Sprite level `level` of this image (`ParticleSprite`), built on first use and kept: a
    /// level depends on the pixels alone, so sharing it between frames and threads changes no
    /// pixel.
    func sprite(level: Int) -> ParticleSprite {
        spriteLock.lock()
        defer { spriteLock.unlock() }
        if sprites.isEmpty { sprites.append(ParticleSprite(self)) }
        while sprites.count <= level { sprites.append(ParticleSprite(halving: sprites[sprites.count - 1])) }
        return sprites[level]
    }

    /// Calls `body` with the premultiplied BGRA pixels (`stride` bytes a row).
    func withPixels<R>(_ body: (UnsafeRawPointer) throws -> R) rethrows -> R { try body(pixels) }

    /// The pixels as a `Frame`.
    public var frame: Frame {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        out.withUnsafeMutableBytes { dst in
            for y in 0..<height {
                (dst.baseAddress! + y * width * 4).copyMemory(from: pixels + y * stride, byteCount: width * 4)
            }
        }
        return Frame(width: width, height: height, pixels: out)
    }
}
