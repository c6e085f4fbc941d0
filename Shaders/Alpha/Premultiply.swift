/// Conversions between straight and premultiplied alpha for BGRA pixels.
///
/// Rounding rules (both exact, integer-only, the same on every machine):
/// - **premultiply**: `c' = round(c · a / 255)`, computed as pixman's `MUL_UN8`
///   (`t = c·a + 128; c' = (t + (t >> 8)) >> 8`), which equals correctly rounded division for
///   every pair of 8-bit values (`c·a / 255` is never exactly halfway, 255 being odd).
/// - **unpremultiply**: `c = min(255, (c'·255 + a/2) / a)` with integer division, and all four
///   bytes 0 when `a == 0`. This is Cairo's `unpremultiply_data` (cairo-png.c) and pixman's
///   rule, so a frame written as PNG by Reel and by Cairo gives the same bytes. The `min`
///   only matters for invalid input whose colour exceeds its alpha.
///
/// Premultiplying and then unpremultiplying is lossy where `a < 255` (several colours share a
/// premultiplied value), as in every premultiplied pipeline.
public enum Premultiply {
    /// Premultiplies straight-alpha BGRA pixels in place (alpha unchanged).
    /// - Parameter pixels: B, G, R, A per pixel; a trailing partial pixel is left alone.
    /// - Complexity: O(n).
    public static func premultiply(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
        let count = pixels.count / 4
        guard count > 0, let base = pixels.baseAddress else { return }
        for i in 0..<count {
            let p = base + i * 4
            let a = UInt32(p[3])
            if a == 255 { continue }
            if a == 0 {
                p[0] = 0
                p[1] = 0
                p[2] = 0
                continue
            }
            p[0] = mulUN8(UInt32(p[0]), a)
            p[1] = mulUN8(UInt32(p[1]), a)
            p[2] = mulUN8(UInt32(p[2]), a)
        }
    }

    /// Premultiplies straight-alpha BGRA pixels in an array, in place.
    public static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { premultiply($0) }
    }

    /// Turns premultiplied BGRA pixels back into straight alpha, in place (Cairo's rule).
    /// - Complexity: O(n), one table look-up per colour byte.
    public static func unpremultiply(_ pixels: UnsafeMutableBufferPointer<UInt8>) {
        let count = pixels.count / 4
        guard count > 0, let base = pixels.baseAddress else { return }
        unpremultiplyTable.withUnsafeBufferPointer { table in
            let t = table.baseAddress!
            for i in 0..<count {
                let p = base + i * 4
                let a = Int(p[3])
                if a == 255 { continue }
                if a == 0 {
                    p[0] = 0
                    p[1] = 0
                    p[2] = 0
                    continue
                }
                let row = t + a << 8
                p[0] = row[Int(p[0])]
                p[1] = row[Int(p[1])]
                p[2] = row[Int(p[2])]
            }
        }
    }

    /// Turns premultiplied BGRA pixels in an array back into straight alpha, in place.
    public static func unpremultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { unpremultiply($0) }
    }

    /// `round(x · a / 255)` for 8-bit `x` and `a` (pixman's `MUL_UN8`).
    @inline(__always)
    static func mulUN8(_ x: UInt32, _ a: UInt32) -> UInt8 {
        let t = x &* a &+ 128
        return UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
    }

    /// One premultiplied colour channel `c` of a pixel with alpha `a` (1…255) as straight alpha:
    /// `min(255, (c·255 + a/2) / a)`, the rule above. For code that converts pixel by pixel
    /// while it does other work (the GIF writer's pass); whole buffers use `unpremultiply(_:)`.
    @inlinable
    public static func straight(_ c: UInt32, alpha a: UInt32) -> UInt32 {
        min(255, (c * 255 + a / 2) / a)
    }

    /// `table[a << 8 | c] = straight(c, alpha: a)`; row 0 is all zeros. 64 KiB, built once
    /// (Swift initializes globals and statics lazily and thread-safely).
    static let unpremultiplyTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 {
                table[a << 8 | c] = UInt8(straight(UInt32(c), alpha: UInt32(a)))
            }
        }
        return table
    }()
}
