import CCairo
import ReelCore

extension LayerPainter {
    /// An emitter's particles (`ParticleEvaluator`) at the snapshot's local time, in the
    /// emitter's coordinates: each cell's image centred on the particle, `scale / contentsScale`
    /// points per image pixel, turned by its angle, its colours multiplied by the particle's
    /// colour and `alpha`. `additive` adds the particles (Cairo's ADD operator); the other
    /// modes draw them over each other in their order.
    ///
    /// A white image (every pixel's colour equal to its alpha) is drawn as a mask of the
    /// particle's colour; another image is tinted pixel by pixel into a scratch image first
    /// (unless the colour is white).
    func drawParticles(_ layer: LayerSnapshot, transform m: AffineTransform, alpha: Double) {
        let particles = ParticleEvaluator.particles(of: layer.state, at: layer.localTime)
        guard !particles.isEmpty else { return }
        var sources: [String: ParticleSource] = [:]
        defer { for source in sources.values { cairo_pattern_destroy(source.pattern) } }
        cairo_save(cr.pointer)
        if layer.state.renderMode == .additive { cairo_set_operator(cr.pointer, CAIRO_OPERATOR_ADD) }
        for p in particles {
            guard let path = p.contents?.path, let image = images[path] else { continue }
            let a = p.color.alpha * alpha
            let k = p.scale / (p.contentsScale.isFinite && p.contentsScale > 0 ? p.contentsScale : 1)
            guard a > 0, k > 0, k.isFinite else { continue }
            let w = Double(image.width)
            let h = Double(image.height)
            let placed = AffineTransform(translationX: -w / 2, y: -h / 2)
                .concatenating(AffineTransform(scaleX: k, y: k))
                .concatenating(AffineTransform(rotationAngle: p.angle))
                .concatenating(AffineTransform(translationX: p.position.x, y: p.position.y))
                .concatenating(m)
            guard Self.isUsable(placed) else { continue }
            if sources[path] == nil {
                guard let source = ParticleSource(image) else { continue }
                sources[path] = source
            }
            let source = sources[path]!
            cr.setMatrix(placed)
            cairo_pattern_set_filter(source.pattern, Self.imageFilter(imageToDevice: placed))
            let tint = p.color
            if tint.red >= 1, tint.green >= 1, tint.blue >= 1 {
                cairo_set_source(cr.pointer, source.pattern)
                cairo_paint_with_alpha(cr.pointer, a)
            } else if image.isWhite {
                cairo_set_source_rgba(cr.pointer, tint.red, tint.green, tint.blue, a)
                cairo_mask(cr.pointer, source.pattern)
            } else {
                drawTinted(image, tint: tint, alpha: a, filter: Self.imageFilter(imageToDevice: placed))
            }
        }
        cairo_restore(cr.pointer)
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)  // drop the patterns' references
    }

    /// A coloured image times `tint`, through a scratch copy, at the current matrix.
    private func drawTinted(_ image: DecodedImage, tint: Color, alpha: Double, filter: cairo_filter_t) {
        let fb = UInt32((tint.blue * 256).rounded())
        let fg = UInt32((tint.green * 256).rounded())
        let fr = UInt32((tint.red * 256).rounded())
        var scratch = [UInt8](repeating: 0, count: image.stride * image.height)
        image.withPixels { src in
            let s = src.assumingMemoryBound(to: UInt8.self)
            for i in Swift.stride(from: 0, to: scratch.count, by: 4) {
                scratch[i] = UInt8((UInt32(s[i]) * fb + 128) >> 8)
                scratch[i + 1] = UInt8((UInt32(s[i + 1]) * fg + 128) >> 8)
                scratch[i + 2] = UInt8((UInt32(s[i + 2]) * fr + 128) >> 8)
                scratch[i + 3] = s[i + 3]
            }
        }
        scratch.withUnsafeMutableBytes { buffer in
            guard
                let surface = try? ImageSurface(
                    data: buffer.baseAddress!, format: CAIRO_FORMAT_ARGB32, width: image.width, height: image.height,
                    stride: image.stride)
            else { return }
            let pattern = cairo_pattern_create_for_surface(surface.pointer)!
            cairo_pattern_set_filter(pattern, filter)
            cairo_set_source(cr.pointer, pattern)
            cairo_paint_with_alpha(cr.pointer, alpha)
            cairo_set_source_rgb(cr.pointer, 0, 0, 0)
            cairo_pattern_destroy(pattern)
            surface.finish()
        }
    }

    /// A box (emitter coordinates) around the particles drawn at the snapshot's time.
    func particleExtent(of layer: LayerSnapshot) -> Rect? {
        var extent = Rect.null
        for p in ParticleEvaluator.particles(of: layer.state, at: layer.localTime) {
            guard let path = p.contents?.path, let image = images[path] else { continue }
            let k = p.scale / (p.contentsScale.isFinite && p.contentsScale > 0 ? p.contentsScale : 1)
            let r = k * (Double(image.width * image.width + image.height * image.height)).squareRoot() / 2
            guard r > 0, r.isFinite else { continue }
            extent = extent.union(Rect(x: p.position.x - r, y: p.position.y - r, width: 2 * r, height: 2 * r))
        }
        return extent.isNull ? nil : extent
    }
}

/// One particle image as a Cairo pattern, for one emitter's draw.
private struct ParticleSource {
    let surface: ImageSurface
    let pattern: OpaquePointer

    init?(_ image: DecodedImage) {
        guard let surface = try? image.makeSurface() else { return nil }
        self.surface = surface
        pattern = cairo_pattern_create_for_surface(surface.pointer)!
    }
}
