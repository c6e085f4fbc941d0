import CCairo
import Glibc
import ReelCore

/// One colour stop of a gradient, at a location in 0…1.
struct GradientStop: Equatable {
    var location: Double
    var color: Color
}

extension LayerPainter {
    /// A gradient layer's fill (`CAGradientLayer`), over the bounds rounded by `cornerRadius`.
    ///
    /// The unit points are placed in the bounds (`bounds.origin + point × bounds.size`).
    /// - axial: a Cairo linear pattern from the start to the end point, padded beyond them;
    /// - radial: the ellipse centred at the start point with radii |end − start| in x and y,
    ///   padded beyond it, computed per device pixel (see `drawRadialGradient`);
    /// - conic: computed per device pixel (see `drawConicGradient`).
    /// A degenerate gradient (start = end; a radial ellipse with a zero radius) fills the
    /// bounds with the colour at location 1, the limit of the shrinking gradient.
    func drawGradient(_ s: LayerState, transform m: AffineTransform, alpha: Double) {
        let b = s.bounds.standardized
        guard let colors = s.colors, !colors.isEmpty, !b.isEmpty, s.startPoint.isFinite, s.endPoint.isFinite,
            colors.allSatisfy({ $0.red.isFinite && $0.green.isFinite && $0.blue.isFinite && $0.alpha.isFinite })
        else { return }
        let stops = Self.gradientStops(colors: colors, locations: s.locations)
        let p0 = Point(x: b.minX + s.startPoint.x * b.width, y: b.minY + s.startPoint.y * b.height)
        let p1 = Point(x: b.minX + s.endPoint.x * b.width, y: b.minY + s.endPoint.y * b.height)
        cr.setMatrix(m)
        cairo_new_path(cr.pointer)
        cr.addRoundedRect(b, radius: s.cornerRadius)

        let pattern: CairoPattern
        switch s.gradientType {
        case .axial:
            guard p0 != p1 else { return fillSolid(Self.gradientColor(at: 1, stops), alpha: alpha) }
            pattern = CairoPattern.linear(from: p0, to: p1)
        case .radial:
            let rx = abs(p1.x - p0.x)
            let ry = abs(p1.y - p0.y)
            guard rx > 0, ry > 0 else { return fillSolid(Self.gradientColor(at: 1, stops), alpha: alpha) }
            drawRadialGradient(stops: stops, center: p0, radii: rx, ry, transform: m, alpha: alpha)
            return
        case .conic:
            drawConicGradient(stops: stops, center: p0, toward: p1, transform: m, alpha: alpha)
            return
        }
        for stop in stops {
            let c = stop.color
            pattern.addColorStop(
                at: stop.location, red: c.red.clamped01, green: c.green.clamped01, blue: c.blue.clamped01,
                alpha: (c.alpha * alpha).clamped01)
        }
        pattern.setExtend(CAIRO_EXTEND_PAD)
        cr.setSource(pattern)
        cairo_fill(cr.pointer)
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)
    }

    private func fillSolid(_ color: Color, alpha: Double) {
        cr.setSource(color, alpha: alpha)
        cairo_fill(cr.pointer)
    }

    /// A conic gradient, computed per device pixel: the colour at the centre of pixel (x, y) is
    /// the gradient's at location `θ / 2π`, where θ ∈ [0, 2π) is the angle from the direction
    /// `center → toward` to the pixel centre (mapped back into layer coordinates), growing from
    /// +x towards +y, as `kCAGradientLayerConic`. The pixels are written into an ARGB surface
    /// over the layer's device extent and filled through the current (rounded-bounds) path, so
    /// the outline is antialiased by Cairo and every inner pixel is an exact, deterministic
    /// function of its position (no seams between sectors or mesh patches; the one edge where
    /// the last stop meets the first is a hard edge, as in Core Animation).
    func drawConicGradient(
        stops: [GradientStop], center c: Point, toward e: Point, transform m: AffineTransform, alpha: Double
    ) {
        guard
            let area = PixelRect(enclosing: cr.deviceExtent(of: cairo_fill_extents))?
                .intersection(canvas)?.intersection(clipExtent()),
            area.width * area.height <= 64 << 20,
            let surface = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: area.width, height: area.height),
            let data = surface.data
        else {
            cairo_new_path(cr.pointer)
            return
        }
        let inverse = m.inverted()
        let start = (e.x == c.x && e.y == c.y) ? 0 : atan2(e.y - c.y, e.x - c.x)
        let stride = surface.stride
        // A table of 4096 premultiplied colours per turn would do, but exact evaluation costs
        // little more and keeps every pixel a direct function of its angle.
        for row in 0..<area.height {
            let line = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            for col in 0..<area.width {
                let p = Point(x: Double(area.x + col) + 0.5, y: Double(area.y + row) + 0.5).applying(inverse)
                var theta = atan2(p.y - c.y, p.x - c.x) - start
                if theta < 0 { theta += 2 * .pi }
                if theta >= 2 * .pi { theta -= 2 * .pi }
                line[col] = Self.premultipliedPixel(Self.gradientColor(at: theta / (2 * .pi), stops), alpha: alpha)
            }
        }
        surface.markDirty()
        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_set_source_surface(cr.pointer, surface.pointer, Double(area.x), Double(area.y))
        cairo_fill(cr.pointer)
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)
        cairo_restore(cr.pointer)
    }

    /// A straight colour times `alpha` as a premultiplied ARGB32 pixel (native endian).
    static func premultipliedPixel(_ color: Color, alpha: Double) -> UInt32 {
        let a = (color.alpha * alpha).clamped01
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return byte(a) << 24 | byte(color.red.clamped01 * a) << 16 | byte(color.green.clamped01 * a) << 8
            | byte(color.blue.clamped01 * a)
    }

    /// The stops of a gradient in 0…1, in order: `locations` when there is one per colour
    /// (else evenly spread: 0, 1/(n−1), …, 1, as Core Animation's nil locations), sorted
    /// stably, and cut to 0…1 with the colours the gradient has at 0 and at 1 (so locations
    /// outside 0…1, as the shimmer animates, move the colours in from beyond the ends).
    static func gradientStops(colors: [Color], locations: [Double]?) -> [GradientStop] {
        let n = colors.count
        let places: [Double]
        if let locations, locations.count == n, locations.allSatisfy(\.isFinite) {
            places = locations
        } else {
            places = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
        }
        let all = zip(places, colors).enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { GradientStop(location: $0.element.0, color: $0.element.1) }
        var out = [GradientStop(location: 0, color: gradientColor(at: 0, all))]
        out += all.filter { $0.location > 0 && $0.location < 1 }
        out.append(GradientStop(location: 1, color: gradientColor(at: 1, all)))
        return out
    }

    /// The colour of sorted `stops` at location `t`: straight sRGB blended between the stops
    /// around `t`, the first colour before them and the last after them; at a location shared
    /// by several stops, the last of them.
    static func gradientColor(at t: Double, _ stops: [GradientStop]) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t < first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 0
        while i + 1 < stops.count, stops[i + 1].location <= t { i += 1 }
        let a = stops[i]
        let b = stops[i + 1]
        let span = b.location - a.location
        return span > 0 ? a.color.interpolated(to: b.color, amount: (t - a.location) / span) : b.color
    }
}
