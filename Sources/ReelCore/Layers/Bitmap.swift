/// Pixels drawn in memory (what a `CGContext` makes, in the façade): premultiplied BGRA, four
/// bytes a pixel, rows top first with no padding, the byte order of Cairo's `ARGB32` on a
/// little-endian machine. Shown as a layer's contents through `Image(bitmap:)`.
///
/// Immutable; equal bitmaps are equal byte for byte, and `digest` (a 64-bit FNV-1a hash of the
/// size and the bytes) names them in caches and in file names.
public final class Bitmap: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: premultiplied blue, green, red, alpha.
    public let pixels: [UInt8]
    /// A hash of the size and the bytes, as 16 hexadecimal digits.
    public let digest: String

    /// A bitmap of `pixels` (premultiplied BGRA, `width × 4` bytes a row).
    /// - Precondition: `pixels.count == width × height × 4`; widths and heights are not negative.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "a bitmap's bytes fit its size")
        self.width = width
        self.height = height
        self.pixels = pixels
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(width)x\(height)".utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        for byte in pixels { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        digest = String(repeating: "0", count: 16 - hex.count) + hex
    }

    public static func == (a: Bitmap, b: Bitmap) -> Bool {
        a === b || (a.digest == b.digest && a.width == b.width && a.height == b.height && a.pixels == b.pixels)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    public var description: String { "bitmap \(width)×\(height) \(digest)" }
}

extension Image {
    /// Drawn pixels as contents (a `CGImage` a `CGContext` made). The path, `drawn:<digest>`,
    /// names the pixels in renderers' caches; a scene document cannot hold the pixels, so its
    /// exporters write them to PNG files first (ReelRender's `Timeline.writingDrawnImages(into:)`).
    public init(bitmap: Bitmap) {
        self.init(path: "drawn:" + bitmap.digest)
        self.bitmap = bitmap
    }
}
