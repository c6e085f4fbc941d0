import CCairo
import ReelCore
import Shaders

/// A layer's own Gaussian blur (`LayerState.gaussianBlur`) in device pixels.
struct BlurSpec {
    /// The blur across device rows and down device columns (σ 0: that direction is not blurred).
    var horizontal: GaussianBlur, vertical: GaussianBlur

    /// The blur a layer asks for through `m` (its σ in points times √|det m|, as a shadow's),
    /// or nil when it asks for none (both σ zero, negative or not finite).
    init?(state s: LayerState, transform m: AffineTransform) {
        let scale = abs(m.determinant).squareRoot()
        func sigma(_ v: Double) -> Double { v.isFinite && v > 0 ? v * scale : 0 }
        horizontal = GaussianBlur(sigma: sigma(s.gaussianBlur.width))
        vertical = GaussianBlur(sigma: sigma(s.gaussianBlur.height))
        guard horizontal.radius > 0 || vertical.radius > 0 else { return nil }
    }

    /// How far the blur spreads a pixel, in device pixels, across and down.
    var reach: (x: Int, y: Int) { (horizontal.radius, vertical.radius) }

    /// Blurs premultiplied ARGB32 pixels in place (transparent beyond the picture).
    func apply(to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
        let plane = UnsafeMutableBufferPointer(start: pixels, count: width * height * 4)
        if horizontal == vertical {
            horizontal.apply(to: plane, width: width, height: height, channels: 4, edge: .transparent, axes: .both)
            return
        }
        horizontal.apply(to: plane, width: width, height: height, channels: 4, edge: .transparent, axes: .horizontal)
        vertical.apply(to: plane, width: width, height: height, channels: 4, edge: .transparent, axes: .vertical)
    }
}

extension LayerPainter {
    /// Draws a layer that blurs itself: everything it draws (its shadow included, its opacity
    /// not) goes into an offscreen ARGB surface covering its pixels and the blur's reach, whose
    /// premultiplied channels are blurred with `Shaders.GaussianBlur` (integer weights: the
    /// same bytes on every machine and thread), then painted with the layer's opacity.
    /// Premultiplied channels blur colour and coverage together, as SVG's `feGaussianBlur` and
    /// ThorVG's software renderer do, so an edge fades to transparent without a dark fringe.
    func drawWithBlur(_ layer: LayerSnapshot, transform m: AffineTransform, opacity: Double, blur: BlurSpec) {
        let reach = blur.reach
        guard
            let drawn = extents.deviceExtent(of: layer, transform: m),
            let area = PixelRect(
                x: drawn.x - reach.x, y: drawn.y - reach.y, width: drawn.width + 2 * reach.x,
                height: drawn.height + 2 * reach.y
            )
            .intersection(canvas.outset(by: 2 * max(reach.x, reach.y) + 2)),
            area.width * area.height <= 64 << 20,
            let surface = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: area.width, height: area.height),
            let context = try? CairoContext(surface: surface)
        else { return }
        passLog?.groups.append(area)

        // 1. The layer without its blur and opacity, offscreen, on whole device pixels.
        var sharp = layer
        sharp.state.gaussianBlur = .zero
        sharp.state.opacity = 1
        let offscreen = LayerPainter(
            context: context, images: images, canvas: canvas.offsetBy(dx: -area.x, dy: -area.y), passLog: passLog,
            fonts: fonts)
        offscreen.contentFlipped = contentFlipped
        offscreen.drawFlat(
            sharp, transform: m.concatenating(AffineTransform(translationX: Double(-area.x), y: Double(-area.y))))
        guard let pixels = surface.data, surface.stride == area.width * 4 else { return }

        // 2. Blurred in place, then painted with the layer's opacity.
        blur.apply(to: pixels, width: area.width, height: area.height)
        surface.markDirty()
        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_set_source_surface(cr.pointer, surface.pointer, Double(area.x), Double(area.y))
        cairo_paint_with_alpha(cr.pointer, opacity)
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)
        cairo_restore(cr.pointer)
    }
}
