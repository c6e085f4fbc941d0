import CCairo
import ReelCore

/// One offscreen pass of a projected layer: the size of the flat picture of the layer (its own
/// extent at about device resolution) and of the device rectangle it was projected into.
struct ProjectedPass: Hashable, Sendable {
    var sourceWidth: Int, sourceHeight: Int
    var destination: PixelRect
}

extension LayerPainter {
    /// The largest side of a projected layer's flat picture, in pixels.
    static let maxProjectedSide = 4096

    /// Draws a layer whose picture is not affine (perspective, or a rotation out of the plane):
    /// the layer and its sublayers (shadow and opacity included) are drawn flat, offscreen, at
    /// the size of the layer's own extent (scaled to about the device resolution the projection
    /// gives it), then that picture is resampled through the projective transform by pixman
    /// (bilinear, transparent outside, so the edges are antialiased over about one pixel) into
    /// a buffer the size of the projected extent on the canvas, which is painted in place.
    /// A layer part of which lies behind the eye (w ≤ 0) is not drawn.
    func drawProjected(_ layer: LayerSnapshot, toDevice m4: Transform3D) {
        guard let extent = extents.projectedSourceExtent(of: layer) else { return }
        let corners = [
            Point(x: extent.minX, y: extent.minY), Point(x: extent.maxX, y: extent.minY),
            Point(x: extent.maxX, y: extent.maxY), Point(x: extent.minX, y: extent.maxY),
        ]
        var projected: [Point] = []
        for c in corners {
            guard let p = m4.project(c), p.isFinite else { return }
            projected.append(p)
        }
        let pad = 2
        guard let k = Self.projectedResolution(corners: corners, projected: projected, extent: extent, pad: pad)
        else { return }
        let sw = Int((extent.width * k).rounded(.up)) + 2 * pad
        let sh = Int((extent.height * k).rounded(.up)) + 2 * pad
        let xs = projected.map(\.x)
        let ys = projected.map(\.y)
        guard
            let dest = PixelRect(
                enclosing: Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            )?.outset(by: 2).intersection(canvas), dest.width > 0, dest.height > 0,
            let source = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: sw, height: sh),
            let sourceContext = try? CairoContext(surface: source),
            let target = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: dest.width, height: dest.height)
        else { return }
        projectedPasses.append(ProjectedPass(sourceWidth: sw, sourceHeight: sh, destination: dest))

        // 1. The layer, flat: layer coordinates → source pixels.
        let toSource = AffineTransform(translationX: -extent.minX, y: -extent.minY)
            .concatenating(AffineTransform(scaleX: k, y: k))
            .concatenating(AffineTransform(translationX: Double(pad), y: Double(pad)))
        cairo_set_antialias(sourceContext.pointer, CAIRO_ANTIALIAS_DEFAULT)
        let flat = LayerPainter(
            context: sourceContext, images: images, canvas: PixelRect(x: 0, y: 0, width: sw, height: sh),
            passLog: passLog, fonts: fonts)
        flat.contentFlipped = contentFlipped
        flat.drawFlat(layer, transform: toSource)
        projectedPasses += flat.projectedPasses

        // 2. Target pixel → source pixel: target → device (shift), device → layer (the
        // projection inverted), layer → source.
        let targetToSource = Transform3D(translationX: Double(dest.x), y: Double(dest.y), z: 0)
            .concatenating(Self.deviceToLayer(m4)).concatenating(Transform3D(toSource))
        guard targetToSource.isFinite,
            Self.resample(source, into: target, homography: targetToSource.planeHomography)
        else { return }

        // 3. Paint it in place (through the current clip and group).
        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_set_source_surface(cr.pointer, target.pointer, Double(dest.x), Double(dest.y))
        cairo_paint(cr.pointer)
        cairo_restore(cr.pointer)
    }

    /// Source pixels per layer unit for a projected picture: the largest stretch of an edge of
    /// the extent, so the picture is never magnified by more than about one device pixel per
    /// source pixel, within ``maxProjectedSide`` (with `pad` on each side); nil when none.
    static func projectedResolution(corners: [Point], projected: [Point], extent: Rect, pad: Int) -> Double? {
        var k = 0.0
        for i in 0..<4 {
            let j = (i + 1) % 4
            let local = corners[i].distance(to: corners[j])
            if local > 0 { k = max(k, projected[i].distance(to: projected[j]) / local) }
        }
        guard k > 0, k.isFinite else { return nil }
        return min(k, Double(Self.maxProjectedSide - 2 * pad) / max(extent.width, extent.height))
    }

    /// Device → layer plane for `m4` (its plane picture, inverted).
    static func deviceToLayer(_ m4: Transform3D) -> Transform3D {
        Transform3D(
            m11: m4.m11, m12: m4.m12, m13: 0, m14: m4.m14, m21: m4.m21, m22: m4.m22, m23: 0, m24: m4.m24,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: m4.m41, m42: m4.m42, m43: 0, m44: m4.m44
        ).inverted()
    }

    /// Resamples `source` into `target` (both ARGB32) with pixman: `homography` (row-major,
    /// row vectors) maps target pixel coordinates to source pixel coordinates. Returns false
    /// when pixman cannot take the transform.
    static func resample(_ source: ImageSurface, into target: ImageSurface, homography h: [Double]) -> Bool {
        guard let sdata = source.data, let tdata = target.data else { return false }
        // pixman takes column vectors and 16.16 fixed-point entries, and keeps the product
        // [X, Y, W] of a pixel in 16.16 too (so each must stay below 32768 in magnitude). A
        // homography may be scaled freely: scale it as far as those limits allow, for the
        // most precise perspective terms.
        var largest = h.map(abs).max() ?? 0
        for x in [-1.0, Double(target.width) + 1] {
            for y in [-1.0, Double(target.height) + 1] {
                for c in 0..<3 { largest = max(largest, abs(x * h[c] + y * h[3 + c] + h[6 + c])) }
            }
        }
        guard largest > 0, largest.isFinite else { return false }
        let k = 16384 / largest
        var ft = pixman_f_transform()
        withUnsafeMutableBytes(of: &ft.m) { raw in
            let m = raw.bindMemory(to: Double.self)
            for row in 0..<3 { for col in 0..<3 { m[row * 3 + col] = h[col * 3 + row] * k } }
        }
        var t = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&t, &ft) != 0 else { return false }
        let src = sdata.withMemoryRebound(to: UInt32.self, capacity: source.stride / 4 * source.height) {
            pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height), $0, Int32(source.stride))
        }
        let dst = tdata.withMemoryRebound(to: UInt32.self, capacity: target.stride / 4 * target.height) {
            pixman_image_create_bits(
                PIXMAN_a8r8g8b8, Int32(target.width), Int32(target.height), $0, Int32(target.stride))
        }
        guard let src, let dst else {
            if let src { pixman_image_unref(src) }
            if let dst { pixman_image_unref(dst) }
            return false
        }
        defer {
            pixman_image_unref(src)
            pixman_image_unref(dst)
        }
        guard pixman_image_set_transform(src, &t) != 0 else { return false }
        pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(src, PIXMAN_REPEAT_NONE)
        pixman_image_composite32(
            PIXMAN_OP_SRC, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(target.width), Int32(target.height))
        clearOutsideSource(tdata, stride: target.stride, width: target.width, height: target.height, homography: h)
        target.markDirty()
        return true
    }

    /// Clears the target pixels whose source coordinates are below 1 on either axis (or whose
    /// w is not positive): what pixman fetched there is not to be trusted. Its general
    /// (projective) fetcher divides as unsigned 64-bit numbers (`x0 = ((uint64_t)x << 16) / w`
    /// in pixman-bits-image.c), so a negative source coordinate wraps round to an arbitrary
    /// place in the picture (streaks of the layer's colours above or left of it) instead of
    /// reading as transparent. Those pixels are transparent by construction: the flat
    /// picture has 2 transparent pixels of padding on every side, so any sample below 1.5 is.
    /// Along a row, X − W, Y − W and W are linear in x, so the pixels kept are one interval.
    static func clearOutsideSource(
        _ data: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int, homography h: [Double]
    ) {
        for row in 0..<height {
            let y = Double(row) + 0.5
            // Each condition as a·x + b ≥ 0 at the pixel centre x + 0.5.
            let conditions = [
                (a: h[2], b: h[5] * y + h[8]),  // W > 0
                (a: h[0] - h[2], b: (h[3] - h[5]) * y + h[6] - h[8]),  // X ≥ W: source x ≥ 1
                (a: h[1] - h[2], b: (h[4] - h[5]) * y + h[7] - h[8]),  // Y ≥ W: source y ≥ 1
            ]
            var lo = -Double.infinity
            var hi = Double.infinity
            for c in conditions {
                if c.a > 0 {
                    lo = max(lo, -c.b / c.a)
                } else if c.a < 0 {
                    hi = min(hi, -c.b / c.a)
                } else if c.b < 0 {
                    lo = .infinity
                }
            }
            // Pixels whose centre x + 0.5 lies in [lo, hi] are kept.
            // Clamped as Doubles first: a layer seen nearly edge-on gives bounds far beyond `Int`.
            let w = Double(width)
            let first = lo.isFinite ? Int(min(max((lo - 0.5).rounded(.up), 0), w)) : (lo < 0 ? 0 : width)
            let last = hi.isFinite ? Int(min(max((hi - 0.5).rounded(.down) + 1, 0), w)) : (hi > 0 ? width : 0)
            let line = data + row * stride
            if first >= last {
                line.update(repeating: 0, count: width * 4)
                continue
            }
            if first > 0 { line.update(repeating: 0, count: first * 4) }
            if last < width { (line + last * 4).update(repeating: 0, count: (width - last) * 4) }
        }
    }

    /// A transform layer: its sublayers (and those of transform layers inside it) share its
    /// 3-D space; each is drawn as a flattened layer, back to front by the depth (z / w) of its
    /// anchor point after the transform layer's own transform (farther first; equal depths
    /// keep their order). `m4` already holds the transform layer's transform, flattened only
    /// after it, so a sublayer's chain is its transform into the transform layer, then `m4`.
    func drawTransformLayer(_ layer: LayerSnapshot, toDevice m4: Transform3D) {
        var items: [(layer: LayerSnapshot, toLayer: Transform3D)] = []
        var depths: [Double] = []
        let own = layer.state.transformToSuperlayer3D
        func collect(_ tl: LayerSnapshot, toLayer: Transform3D) {
            for sub in tl.sublayers {
                let s = sub.state
                guard Self.isDrawable(s) else { continue }
                let t = tl.state.sublayerToSelf(s).concatenating(toLayer)
                if s.kind == .transformLayer {
                    collect(sub, toLayer: t)
                } else {
                    items.append((sub, t))
                    depths.append(s.sortingDepth(through: t.concatenating(own)))
                }
            }
        }
        collect(layer, toLayer: .identity)
        for i in DepthSort.backToFront(depths) {
            drawLayer(items[i].layer, toDevice: items[i].toLayer.concatenating(m4))
        }
    }
}
