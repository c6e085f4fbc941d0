import CCairo
import Glibc
import ReelCore

extension LayerPainter {
    /// How many colours per unit of radius the radial gradient's table holds: the location of a
    /// pixel is rounded to 1/4096, which moves its colour by at most 1/8192 of the stops'
    /// difference (under 1/32 of an 8-bit step), so the table gives the colour at the exact
    /// location rounded to 8 bits, but for the rare pixel exactly between two rounding steps.
    static let radialTableSize = 4096

    /// A radial gradient (`kCAGradientLayerRadial`), computed per device pixel: the colour at the
    /// centre of pixel (x, y) is the gradient's at location `t = |((p − c) / (rx, ry))|`, where p
    /// is the pixel centre mapped back into layer coordinates, padded beyond 1 with the last
    /// colour — what Cairo's radial pattern from radius 0 to the unit circle gives, without
    /// pixman's general two-circle solution per pixel (a square root and a table look-up
    /// instead). The pixels are written over the part of the current path's device extent
    /// that the clip lets through (a gradient masked by a shape is clipped to it: only the
    /// shape's box is computed), and the path is filled with them, so its outline is
    /// antialiased by Cairo as with the pattern.
    func drawRadialGradient(
        stops: [GradientStop], center c: Point, radii rx: Double, _ ry: Double, transform m: AffineTransform,
        alpha: Double
    ) {
        guard
            let area = PixelRect(enclosing: cr.deviceExtent(of: cairo_fill_extents))?
                .intersection(canvas)?.intersection(clipExtent()),
            area.width * area.height <= 64 << 20
        else {
            cairo_new_path(cr.pointer)
            return
        }
        // Device pixel centre → unit space: (x, y) ↦ inverse(m), then ((x − cx) / rx, (y − cy) / ry).
        let inverse = m.inverted()
        let toUnit = AffineTransform(
            a: inverse.a / rx, b: inverse.b / ry, c: inverse.c / rx, d: inverse.d / ry, tx: (inverse.tx - c.x) / rx,
            ty: (inverse.ty - c.y) / ry)
        let stride = area.width * 4
        let buffer = ScratchPixels.shared.take(bytes: stride * area.height)
        defer { ScratchPixels.shared.give(buffer) }
        let pixels = buffer.pointer.assumingMemoryBound(to: UInt32.self)
        Self.fillRadial(pixels, area: area, toUnit: toUnit, lookup: Self.radialLookup(stops, alpha: alpha))
        guard
            let surface = try? ImageSurface(
                data: UnsafeMutableRawPointer(pixels), format: CAIRO_FORMAT_ARGB32, width: area.width,
                height: area.height, stride: stride)
        else {
            cairo_new_path(cr.pointer)
            return
        }
        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_set_source_surface(cr.pointer, surface.pointer, Double(area.x), Double(area.y))
        cairo_fill(cr.pointer)
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)  // drop the pattern's reference to the surface
        cairo_restore(cr.pointer)
        surface.finish()
    }

    /// The premultiplied colour for each 1/65536 of t² (no square root per pixel): bin k holds
    /// the colour at t = √((k + ½) / 65536), from a table of ``radialTableSize`` colours per
    /// unit of radius; and the colour at t ≥ 1.
    static func radialLookup(_ stops: [GradientStop], alpha: Double) -> (bins: [UInt32], last: UInt32) {
        let n = Self.radialTableSize
        var table = [UInt32](repeating: 0, count: n + 1)
        for i in 0...n {
            table[i] = Self.premultipliedPixel(Self.gradientColor(at: Double(i) / Double(n), stops), alpha: alpha)
        }
        let bins = 1 << 16
        var squared = [UInt32](repeating: 0, count: bins)
        for k in 0..<bins {
            squared[k] = table[Int(((Double(k) + 0.5) / Double(bins)).squareRoot() * Double(n) + 0.5)]
        }
        return (squared, table[n])
    }

    /// Writes the gradient's colour for each pixel of `area` (rows of `area.width` pixels from
    /// `pixels`): the pixel centre mapped by `toUnit` into the unit space, looked up by t².
    static func fillRadial(
        _ pixels: UnsafeMutablePointer<UInt32>, area: PixelRect, toUnit: AffineTransform,
        lookup: (bins: [UInt32], last: UInt32)
    ) {
        let (ua, ub, uc, ud, ue, uf) = (toUnit.a, toUnit.b, toUnit.c, toUnit.d, toUnit.tx, toUnit.ty)
        let binScale = Double(lookup.bins.count)
        let last = lookup.last
        lookup.bins.withUnsafeBufferPointer { lut in
            for row in 0..<area.height {
                let y = Double(area.y + row) + 0.5
                let u0 = uc * y + ue
                let v0 = ud * y + uf
                let line = pixels + row * area.width
                for col in 0..<area.width {
                    let x = Double(area.x + col) + 0.5
                    let u = ua * x + u0
                    let v = ub * x + v0
                    let t2 = u * u + v * v
                    line[col] = t2 >= 1 ? last : lut[Int(t2 * binScale)]
                }
            }
        }
    }
}
