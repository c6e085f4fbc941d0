import Shaders

@testable import ReelEncode

/// Small pictures for the GIF writer's parts.
enum GIFParts {
    /// An RGBA colour, 0…255 each (alpha 0: transparent).
    typealias Colour = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    static let opaqueWhite: Colour = (255, 255, 255, 255)
    static let clear: Colour = (0, 0, 0, 0)

    /// A frame of `width` × `height` whose pixel (x, y) is `colour(x, y)`; opaque or fully
    /// transparent colours only (so premultiplied and straight agree).
    static func frame(width: Int, height: Int, _ colour: (Int, Int) -> Colour) -> Frame {
        var f = Frame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let c = colour(x, y)
                let i = (y * width + x) * 4
                (f.pixels[i], f.pixels[i + 1], f.pixels[i + 2], f.pixels[i + 3]) = (c.b, c.g, c.r, c.a)
            }
        }
        return f
    }

    /// The same picture as thresholded straight RGBA (what the masker stores).
    static func rgba(width: Int, height: Int, _ colour: (Int, Int) -> Colour) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let c = colour(x, y)
                out += c.a == 0 ? [0, 0, 0, 0] : [c.r, c.g, c.b, 255]
            }
        }
        return out
    }

    /// A stored frame of `region` holding `pixels`.
    static func stored(
        _ index: Int, _ region: Region, _ pixels: [UInt8], afterClear: Bool = false, clearsAfter: Bool = false
    ) -> StoredFrame {
        StoredFrame(index: index, region: region, pixels: pixels, afterClear: afterClear, clearsAfter: clearsAfter)
    }
}
