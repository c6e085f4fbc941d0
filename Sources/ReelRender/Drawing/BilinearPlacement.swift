import CCairo

/// An A8 mask resampled at a sub-pixel offset with the arithmetic of Cairo's bilinear filter
/// (pixman's `bilinear_interpolation`), computed directly instead of through pixman's generic
/// bilinear fetch, which was most of a frame whose drop shadow changes every frame.
///
/// What Cairo does when an A8 surface is painted (operator SOURCE) at (fx, fy), each in [0, 1),
/// under an identity matrix: the pattern's translation becomes 16.16 fixed point, rounded to
/// nearest (`F = round(f · 2¹⁶)`, ties to even, as `_cairo_fixed_16_16_from_double`); output
/// pixel i samples at `X = i · 2¹⁶ − F` (its centre, less the half pixel pixman's bilinear
/// fetch takes away), i.e. between source pixels `X >> 16` and the next, with a 7-bit weight
/// `d = (X >> 9) & 127` doubled to 8 bits; samples outside the mask are 0. The four products
/// `a · (256 − 2dx or 2dx) · (256 − 2dy or 2dy)` are summed and the sum shifted right by 16
/// (pixman's 64-bit `bilinear_interpolation` on the alpha byte). One exception: when both
/// translations are whole in Cairo's own 24.8 fixed point (each fraction within 1/512 of 0 or
/// 1), Cairo takes the painting as pixel-exact and copies the mask at the nearest whole pixel
/// without filtering. `BilinearPlacementTests` checks the bytes against Cairo's own painting
/// over a grid of fractions.
enum BilinearPlacement {
    /// One axis of the resampling: output pixel i takes `near` parts of source pixel
    /// `i + shift` and `far` parts of the next (near + far = 256).
    struct Axis: Equatable {
        var shift: Int, near: Int32, far: Int32
    }

    /// `mask` (A8) resampled at (`fractionX`, `fractionY`) into a new A8 surface one pixel wider
    /// and taller, or nil when one cannot be made.
    static func placed(_ mask: ImageSurface, fractionX: Double, fractionY: Double) -> ImageSurface? {
        let (w, h) = (mask.width, mask.height)
        guard let surface = try? ImageSurface(format: CAIRO_FORMAT_A8, width: w + 1, height: h + 1),
            let source = mask.data, let target = surface.data
        else { return nil }
        let exact = Axis.isPixelExact(fractionX) && Axis.isPixelExact(fractionY)
        resample(
            source, width: w, height: h, stride: mask.stride, into: target, stride: surface.stride,
            x: exact ? Axis(nearest: fractionX) : Axis(fraction: fractionX),
            y: exact ? Axis(nearest: fractionY) : Axis(fraction: fractionY))
        surface.markDirty()
        return surface
    }

    /// Writes the `(width + 1) × (height + 1)` resampled pixels of a `width × height` A8 plane.
    static func resample(
        _ source: UnsafePointer<UInt8>, width w: Int, height h: Int, stride: Int,
        into target: UnsafeMutablePointer<UInt8>,
        stride targetStride: Int, x: Axis, y: Axis
    ) {
        // Source rows as Int32, one zero on each side and beyond them (index 0 is pixel −1).
        let padded = w + 4
        let rows = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * padded)
        defer { rows.deallocate() }
        func load(_ row: UnsafeMutablePointer<Int32>, _ sy: Int) {
            row.update(repeating: 0, count: padded)
            guard sy >= 0 && sy < h else { return }
            let src = source + sy * stride
            for i in 0..<w { row[i + 1] = Int32(src[i]) }
        }
        rows.initialize(repeating: 0, count: 2 * padded)
        var (upper, lower) = (rows, rows + padded)
        load(lower, y.shift)
        // Output pixel i reads padded indices i + shift + 1 and i + shift + 2 (shift is −1 or 0).
        let first = x.shift + 1
        let (xn, xf, yn, yf) = (x.near, x.far, y.near, y.far)
        for j in 0...h {
            // Row j reads source rows j + shift and the next: the lower row becomes the upper one.
            swap(&upper, &lower)
            load(lower, j + y.shift + 1)
            let a = upper + first
            let b = lower + first
            let dst = target + j * targetStride
            for i in 0...w {
                let top = a[i] &* xn &+ a[i + 1] &* xf
                let bottom = b[i] &* xn &+ b[i + 1] &* xf
                dst[i] = UInt8(truncatingIfNeeded: (top &* yn &+ bottom &* yf) >> 16)
            }
        }
    }
}

extension BilinearPlacement.Axis {
    /// The axis for a fraction in [0, 1] of a pixel.
    init(fraction: Double) {
        let offset = Int((fraction * 65536).rounded(.toNearestOrEven))
        // Output pixel 0 samples at −offset (16.16); every other pixel a whole step on.
        let x = -offset
        shift = x >> 16
        far = Int32(((x >> 9) & 127) << 1)
        near = 256 - far
    }

    /// Whether Cairo takes a translation by `fraction` as a whole number of pixels: it is whole
    /// in Cairo's 24.8 fixed point (`_cairo_fixed_from_double` rounds to nearest, ties to even).
    static func isPixelExact(_ fraction: Double) -> Bool {
        let fixed = (fraction * 256).rounded(.toNearestOrEven)
        return fixed == 0 || fixed == 256
    }

    /// The axis of a pixel-exact translation: the mask copied at the nearest whole pixel (a
    /// fraction that rounds to 1 moves it one pixel on).
    init(nearest fraction: Double) {
        shift = fraction > 0.5 ? -1 : 0
        near = 256
        far = 0
    }
}
