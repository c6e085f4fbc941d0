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
    func drawInstances(_ layer: LayerSnapshot, toDevice: Transform3D) {
        let s = layer.state
        let count = s.drawnInstanceCount
        guard count > 0, s.instanceTransform.isFinite else { return }
        var placement = InstancePlacement(s)
        for i in 0..<count {
            let instance = placement.next()
            let sublayers =
                i == 0 || i > layer.instanceSublayers.count ? layer.sublayers : layer.instanceSublayers[i - 1]
            drawInstance(sublayers, of: s, instance: instance, toDevice: toDevice, tint: s.instanceMultiplier(i))
        }
    }

    private func drawInstance(
        _ sublayers: [LayerSnapshot], of s: LayerState, instance: Transform3D, toDevice: Transform3D, tint: Color
    ) {
        guard tint.alpha > 0, !sublayers.isEmpty else { return }
        func drawSublayers() {
            for sublayer in Self.drawingOrder(sublayers) {
                let t = s.sublayerToSelf(sublayer.state).concatenating(instance)
                drawLayer(sublayer, toDevice: t.flattened.concatenating(toDevice))
            }
        }
        if tint == .white {
            drawSublayers()
            return
        }
        let local = Self.bounds(
            of: extents.sublayersExtent(sublayers, in: s), through: instance.concatenating(toDevice))
        guard let local else { return }
        drawTinted(tint, over: local, drawSublayers)
    }

    /// Draws `body` into a group clipped to the device box `local` (outset for antialiasing),
    /// its colours multiplied by `tint`'s RGB, painted with `tint`'s alpha.
    func drawTinted(_ tint: Color, over local: Rect, _ body: () -> Void) {
        guard let extent = PixelRect(enclosing: local)?.outset(by: 2).intersection(canvas) else { return }
        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_rectangle(cr.pointer, Double(extent.x), Double(extent.y), Double(extent.width), Double(extent.height))
        cairo_clip(cr.pointer)
        cairo_push_group(cr.pointer)
        body()
        let group = cr.popGroup()
        if tint.red < 1 || tint.green < 1 || tint.blue < 1 {
            Self.multiplyColours(of: group, red: tint.red, green: tint.green, blue: tint.blue)
        }
        cr.setSource(group)
        cairo_identity_matrix(cr.pointer)
        cairo_paint_with_alpha(cr.pointer, tint.alpha)
        cairo_restore(cr.pointer)
    }

    /// `rect` through `t` (its bounding box; projected when `t` has perspective), or nil.
    static func bounds(of rect: Rect, through t: Transform3D) -> Rect? {
        guard !rect.isNull else { return nil }
        if t.isPlanarAffine { return rect.applying(t.affine) }
        return t.projectedBounds(of: rect)
    }

    /// Multiplies the colour channels of a group's premultiplied pixels (alpha unchanged).
    static func multiplyColours(of group: CairoPattern, red: Double, green: Double, blue: Double) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group.pointer, &surface) == CAIRO_STATUS_SUCCESS, let surface,
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

}

/// The instance transforms of a replicator in order: `instanceTransform`ⁱ about the centre of
/// its bounds (accumulated, one multiplication per instance).
struct InstancePlacement {
    private let toCentre: Transform3D, fromCentre: Transform3D, step: Transform3D
    private var power: Transform3D?

    init(_ s: LayerState) {
        let b = s.bounds.standardized
        toCentre = Transform3D(translationX: -b.midX, y: -b.midY, z: 0)
        fromCentre = Transform3D(translationX: b.midX, y: b.midY, z: 0)
        step = s.instanceTransform
    }

    /// The next instance's transform (the first call gives instance 0's, the identity).
    mutating func next() -> Transform3D {
        let p = power.map { $0.concatenating(step) } ?? .identity
        power = p
        return toCentre.concatenating(p).concatenating(fromCentre)
    }
}
