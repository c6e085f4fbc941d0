/// One rendered frame: premultiplied BGRA pixels (Cairo's `ARGB32` on little-endian machines),
/// rows top to bottom with no padding between them.
public struct Frame: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: B, G, R, A per pixel, colour premultiplied by alpha.
    public var pixels: [UInt8]

    /// A frame of transparent black pixels.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "frame size must not be negative")
        self.width = width
        self.height = height
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A frame around existing pixels.
    /// - Precondition: `pixels.count == width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel count does not match the frame size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Bytes per row (no padding).
    public var bytesPerRow: Int { width * 4 }

    /// The pixel at (x, y) as premultiplied (b, g, r, a).
    public subscript(x: Int, y: Int) -> (b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
