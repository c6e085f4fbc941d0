import CCairo
import ReelCore
import Shaders

/// A layer's backdrop effect (`LayerState.backdropBlur`, `backdropSaturation`, `backdropTint`)
/// in device pixels.
struct BackdropSpec {
    /// The blur of the backdrop (σ 0: not blurred).
    var blur: GaussianBlur
    /// The saturation after the blur (1: unchanged).
    var saturation: Double
    /// The colour laid over the result.
    var tint: Color

    /// The effect a layer asks for through `m` (σ in points times √|det m|, as its own blur's),
    /// or nil when it asks for none.
    init?(state s: LayerState, transform m: AffineTransform) {
        guard s.hasBackdrop else { return nil }
        let scale = abs(m.determinant).squareRoot()
        blur = GaussianBlur(sigma: s.backdropBlur.isFinite && s.backdropBlur > 0 ? s.backdropBlur * scale : 0)
        saturation = s.backdropSaturation.isFinite ? max(s.backdropSaturation, 0) : 1
        tint = s.backdropTint
    }

    /// The Rec. 709 luma weights in 16.16 fixed point (0.2126, 0.7152, 0.0722; they sum to 2¹⁶).
    static let lumaWeights = (red: 13_933, green: 46_871, blue: 4_732)

    /// Changes the saturation of premultiplied BGRA pixels in place, as CSS's `saturate(s)`
    /// (W3C Filter Effects, `feColorMatrix type="saturate"`) does: each channel becomes
    /// `L + s · (c − L)`, `L` the pixel's Rec. 709 luma, in 16.16 fixed point (the same bytes on
    /// every machine), clamped to 0…alpha so the pixel stays premultiplied.
    func saturate(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
        guard saturation != 1 else { return }
        let s = Int64((min(saturation, 100) * 65_536).rounded())
        let w = Self.lumaWeights
        for i in 0..<count {
            let p = pixels + 4 * i  // B, G, R, A in memory (little-endian ARGB32)
            let (b, g, r, a) = (Int64(p[0]), Int64(p[1]), Int64(p[2]), Int64(p[3]))
            let luma = Int64(w.red) * r + Int64(w.green) * g + Int64(w.blue) * b
            func channel(_ c: Int64) -> UInt8 {
                let v = (luma * 65_536 + s * (c * 65_536 - luma) + (1 << 31)) >> 32
                return UInt8(min(max(v, 0), a))
            }
            (p[0], p[1], p[2]) = (channel(b), channel(g), channel(r))
        }
    }
}

extension LayerPainter {
    /// Draws a layer's backdrop effect, before (beneath) the rest of the layer.
    ///
    /// 1. What the context's current target already holds within the layer's bounds and the
    ///    blur's reach (``LayerExtents/backdropSource(of:transform:)``, cut to the canvas) is
    ///    copied into an ARGB buffer: everything drawn before this layer, as a `CABackdropLayer`
    ///    samples what lies behind it. Inside a group or an offscreen pass (opacity group, mask,
    ///    own blur, projection) the target is that pass's surface, so the backdrop sees only
    ///    what the pass has drawn so far (transparent elsewhere).
    /// 2. The premultiplied buffer is blurred with `Shaders.GaussianBlur` (integer weights: the
    ///    same bytes on every thread count) reading beyond it as its edge pixels (`.clamp`), so
    ///    at the canvas's edges there is no dark fringe, as on iOS; then saturated
    ///    (`BackdropSpec.saturate`), then the tint is laid over it.
    /// 3. The result replaces what is beneath (`CAIRO_OPERATOR_SOURCE`) inside the rounded
    ///    bounds (`cornerRadius`, `cornerCurve`, `maskedCorners`, whatever `masksToBounds`, as a
    ///    background is drawn), faded in by `opacity` (a mix of the sharp and the filtered
    ///    backdrop). The layer's own parts and sublayers are drawn over it by the caller.
    func drawBackdrop(_ layer: LayerSnapshot, transform m: AffineTransform, opacity: Double, spec: BackdropSpec) {
        let s = layer.state
        guard !s.bounds.standardized.isEmpty,
            let area = extents.backdropSource(of: layer, transform: m)?.intersection(canvas),
            area.width * area.height <= 64 << 20,
            let surface = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: area.width, height: area.height),
            let context = try? CairoContext(surface: surface)
        else { return }
        passLog?.groups.append(area)
        // 1. The backdrop, in the target's device pixels.
        cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context.pointer, cairo_get_group_target(cr.pointer), Double(-area.x), Double(-area.y))
        cairo_paint(context.pointer)
        cairo_set_source_rgb(context.pointer, 0, 0, 0)
        guard let pixels = surface.data, surface.stride == area.width * 4 else { return }
        // 2. Blurred, saturated, tinted.
        let plane = UnsafeMutableBufferPointer(start: pixels, count: area.width * area.height * 4)
        spec.blur.apply(to: plane, width: area.width, height: area.height, channels: 4, edge: .clamp)
        spec.saturate(pixels, count: area.width * area.height)
        surface.markDirty()
        if spec.tint.alpha > 0 {
            cairo_set_operator(context.pointer, CAIRO_OPERATOR_OVER)
            context.setSource(spec.tint)
            cairo_paint(context.pointer)
        }
        // 3. In the rounded bounds, replacing what is beneath.
        cairo_save(cr.pointer)
        cr.setMatrix(m)
        cairo_new_path(cr.pointer)
        cr.addRoundedBounds(of: s)
        cairo_clip(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_set_operator(cr.pointer, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr.pointer, surface.pointer, Double(area.x), Double(area.y))
        cairo_paint_with_alpha(cr.pointer, opacity)
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)
        cairo_restore(cr.pointer)
    }

    /// `layer` without its backdrop effect: what is drawn over the backdrop.
    static func withoutBackdrop(_ layer: LayerSnapshot) -> LayerSnapshot {
        var rest = layer
        rest.state.backdropBlur = 0
        rest.state.backdropSaturation = 1
        rest.state.backdropTint = .clear
        return rest
    }
}

extension LayerExtents {
    /// The device pixels a layer's backdrop effect reads: its bounds through `m`, outset by
    /// the blur's kernel radius and 2 pixels for the rounded edge's anti-aliasing; nil without
    /// a backdrop effect. ``DamageAnalysis`` redraws a frame whole when a change meets it.
    func backdropSource(of layer: LayerSnapshot, transform m: AffineTransform) -> PixelRect? {
        guard let spec = BackdropSpec(state: layer.state, transform: m),
            let box = PixelRect(enclosing: layer.state.bounds.standardized.applying(m))
        else { return nil }
        return box.outset(by: spec.blur.radius + 2)
    }
}
