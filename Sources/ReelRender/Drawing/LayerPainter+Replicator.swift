import CCairo
import ReelCore

extension LayerPainter {
    /// A replicator's sublayers, once per instance (`ReplicatorLayer`): instance `i` drawn
    /// through `instanceTransform`ⁱ about the centre of the bounds, showing its own delayed
    /// sublayers (`LayerSnapshot.instanceSublayers`), its colours multiplied by
    /// `instanceMultiplier(i)`.
    ///
    /// A multiplier other than opaque white draws the instance into a group the size of its
    /// extent: RGB below 1 multiplies the group's pixels, alpha is the group's paint alpha.
    func drawInstances(_ layer: LayerSnapshot, transform m: AffineTransform) {
        let s = layer.state
        let count = s.drawnInstanceCount
        guard count > 0, s.instanceTransform.isFinite else { return }
        let b = s.bounds.standardized
        let toCentre = AffineTransform(translationX: -b.midX, y: -b.midY)
        let fromCentre = AffineTransform(translationX: b.midX, y: b.midY)
        var power = AffineTransform.identity
        for i in 0..<count {
            if i > 0 { power = power.concatenating(s.instanceTransform) }
            let placed = toCentre.concatenating(power).concatenating(fromCentre).concatenating(m)
            guard Self.isUsable(placed) else { continue }
            let sublayers =
                i == 0 || i > layer.instanceSublayers.count ? layer.sublayers : layer.instanceSublayers[i - 1]
            drawInstance(sublayers, of: s, transform: placed, tint: s.instanceMultiplier(i))
        }
    }

    private func drawInstance(_ sublayers: [LayerSnapshot], of s: LayerState, transform m: AffineTransform, tint: Color) {
        guard tint.alpha > 0, !sublayers.isEmpty else { return }
        if tint == .white {
            for sublayer in sublayers { draw(sublayer, parent: m) }
            return
        }
        let local = sublayersExtent(sublayers, in: s)
        guard !local.isNull, let extent = PixelRect(enclosing: local.applying(m))?.outset(by: 2).intersection(canvas)
        else { return }
        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_rectangle(cr.pointer, Double(extent.x), Double(extent.y), Double(extent.width), Double(extent.height))
        cairo_clip(cr.pointer)
        cairo_push_group(cr.pointer)
        for sublayer in sublayers { draw(sublayer, parent: m) }
        let group = cairo_pop_group(cr.pointer)!
        defer { cairo_pattern_destroy(group) }
        if tint.red < 1 || tint.green < 1 || tint.blue < 1 {
            Self.multiplyColours(of: group, red: tint.red, green: tint.green, blue: tint.blue)
        }
        cairo_set_source(cr.pointer, group)
        cairo_identity_matrix(cr.pointer)
        cairo_paint_with_alpha(cr.pointer, tint.alpha)
        cairo_restore(cr.pointer)
    }

    /// Multiplies the colour channels of a group's premultiplied pixels (alpha unchanged).
    static func multiplyColours(of group: OpaquePointer, red: Double, green: Double, blue: Double) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Fixed point: channel · factor / 256 with factor in 0…256.
        let fb = UInt32((blue * 256).rounded())
        let fg = UInt32((green * 256).rounded())
        let fr = UInt32((red * 256).rounded())
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let p = row + 4 * x
                p[0] = UInt8((UInt32(p[0]) * fb + 128) >> 8)
                p[1] = UInt8((UInt32(p[1]) * fg + 128) >> 8)
                p[2] = UInt8((UInt32(p[2]) * fr + 128) >> 8)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// The extent of a replicator's instances (in its coordinates), given its sublayers'
    /// extent; the sublayers' extent itself for other layers.
    func replicatedExtent(of layer: LayerSnapshot, sublayersExtent: Rect) -> Rect {
        let s = layer.state
        guard s.kind == .replicator else { return sublayersExtent }
        let count = s.drawnInstanceCount
        guard count > 0, s.instanceTransform.isFinite else { return .null }
        var extent = Rect.null
        let b = s.bounds.standardized
        let toCentre = AffineTransform(translationX: -b.midX, y: -b.midY)
        let fromCentre = AffineTransform(translationX: b.midX, y: b.midY)
        var power = AffineTransform.identity
        for i in 0..<count {
            if i > 0 { power = power.concatenating(s.instanceTransform) }
            let own =
                i == 0 || i > layer.instanceSublayers.count
                ? sublayersExtent : self.sublayersExtent(layer.instanceSublayers[i - 1], in: s)
            guard !own.isNull else { continue }
            extent = extent.union(own.applying(toCentre.concatenating(power).concatenating(fromCentre)))
        }
        return extent
    }
}
