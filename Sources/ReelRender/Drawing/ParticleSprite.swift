import Foundation

/// A particle image prepared for `ParticleCanvas`: each premultiplied BGRA texel spread into
/// a `UInt64` as four 16-bit lanes (`0x00AA_00RR_00GG_00BB`), so that one multiplication
/// weighs all four channels, surrounded by a one-texel transparent border so that a bilinear
/// lookup anywhere the image can reach needs no bounds checks.
///
/// Level `n` halves level `n − 1` by averaging 2 × 2 texels (rounded; an odd last row or
/// column is averaged with the transparent pixels beyond the image, as the image is
/// transparent there), so a particle drawn small reads about one texel per pixel instead of
/// skipping texels. A level is a function of the image's pixels alone: which frame or thread
/// builds it first makes no difference to any pixel.
final class ParticleSprite: Sendable {
    /// Texels in a row and in a column, without the border.
    let width: Int
    let height: Int
    /// Image pixels per texel (2 to the power of the level).
    let pixelsPerTexel: Double
    /// `(width + 2) × (height + 2)` texels, row by row, the border included.
    let texels: [UInt64]
    /// Whether every texel's colour channels equal its alpha (a white image), so that a sample
    /// times a colour is the colour's lanes times the sample's alpha: one multiplication.
    let isWhite: Bool

    var paddedWidth: Int { width + 2 }

    /// The lanes of a spread texel.
    static let laneMask: UInt64 = 0x00FF_00FF_00FF_00FF

    /// Spreads a BGRA pixel (B in the low byte) into four 16-bit lanes.
    static func spread(_ b: UInt8, _ g: UInt8, _ r: UInt8, _ a: UInt8) -> UInt64 {
        UInt64(b) | UInt64(g) << 16 | UInt64(r) << 32 | UInt64(a) << 48
    }

    /// Level 0: the image's own pixels.
    init(_ image: DecodedImage) {
        let width = image.width
        let height = image.height
        var texels = [UInt64](repeating: 0, count: (width + 2) * (height + 2))
        image.withPixels { raw in
            for y in 0..<height {
                let row = (raw + y * image.stride).assumingMemoryBound(to: UInt8.self)
                for x in 0..<width {
                    texels[(y + 1) * (width + 2) + x + 1] = Self.spread(
                        row[4 * x], row[4 * x + 1], row[4 * x + 2], row[4 * x + 3])
                }
            }
        }
        self.width = width
        self.height = height
        pixelsPerTexel = 1
        self.texels = texels
        isWhite = image.isWhite
    }

    /// The next level: half as many texels each way (rounded up).
    init(halving finer: ParticleSprite) {
        width = (finer.width + 1) / 2
        height = (finer.height + 1) / 2
        pixelsPerTexel = finer.pixelsPerTexel * 2
        isWhite = finer.isWhite  // equal lanes average to equal lanes
        var texels = [UInt64](repeating: 0, count: (width + 2) * (height + 2))
        let fw = finer.paddedWidth
        for y in 0..<height {
            for x in 0..<width {
                // The finer texels 2x, 2x + 1 (rows 2y, 2y + 1), border offset 1; the one past
                // an odd edge is the finer level's transparent border. Lanes sum to ≤ 1020.
                let i = (2 * y + 1) * fw + 2 * x + 1
                let sum = finer.texels[i] + finer.texels[i + 1] + finer.texels[i + fw] + finer.texels[i + fw + 1]
                texels[(y + 1) * (width + 2) + x + 1] = ((sum + 0x0002_0002_0002_0002) >> 2) & Self.laneMask
            }
        }
        self.texels = texels
    }
}

extension DecodedImage {
    /// The sprite level to draw this image with when one image pixel covers
    /// `devicePixelsPerImagePixel` device pixels (the square root of the area ratio): the first
    /// level with at most 1.5 texels a device pixel, or the coarsest (one texel high or wide).
    func particleSprite(devicePixelsPerImagePixel k: Double) -> ParticleSprite {
        var level = 0
        var texelsPerPixel = 1 / k
        var w = width
        var h = height
        while texelsPerPixel > 1.5, w > 1 || h > 1 {
            level += 1
            texelsPerPixel /= 2
            w = (w + 1) / 2
            h = (h + 1) / 2
        }
        return sprite(level: level)
    }
}
