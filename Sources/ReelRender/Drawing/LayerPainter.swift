import CCairo
import ReelCore
import Shaders

/// Draws a layer tree on one Cairo context, the way Core Animation composites it.
///
/// Per layer, bottom to top:
/// ```
/// backdrop: what is drawn beneath, blurred, saturated, tinted — only with a backdrop effect
///   (in the rounded bounds; LayerPainter+Backdrop.swift)
/// shadow (blurred alpha of everything below, offset)        — only when shadowOpacity > 0
/// (all of it drawn offscreen and blurred when the layer has a `gaussianBlur`)
/// backgroundColor, filling bounds with cornerRadius
/// ┌ clip to the rounded bounds                                — only when masksToBounds
/// │ contents image (contentsGravity)
/// │ the path (ShapeLayer: fill, then stroke) or text (TextLayer, clipped to bounds)
/// │ sublayers, in order
/// └
/// border, inside the bounds, above contents and sublayers
/// ```
/// `opacity` applies to the layer, its shadow and its sublayers together: when more than one
/// part is drawn, they are drawn into a group (`cairo_push_group`) painted with the opacity, so
/// overlapping parts do not darken each other; a layer with a single part multiplies its
/// colour instead (same pixels, no offscreen buffer).
///
/// Layers that cannot be placed are skipped with their sublayers, never crashing: hidden
/// layers, opacity ≤ 0 or NaN, any NaN or infinite position, bounds, anchor point or transform,
/// and transforms that collapse the layer (determinant 0). Within a drawable layer, a path
/// with a non-finite point, a non-finite line width, corner radius, font size or shadow value
/// skips just that part.
///
/// One painter serves one render on one thread (it holds the Cairo context).
final class LayerPainter {
    let cr: CairoContext
    let images: [String: DecodedImage]
    /// The surface's pixels, in device coordinates.
    let canvas: PixelRect
    /// What drawing a layer may touch (sizes groups and offscreen passes; culls).
    let extents: LayerExtents
    /// Records the offscreen passes masks make, when a test asks (nil otherwise).
    let passLog: OffscreenPassLog?
    /// The render's own font files (nil: installed fonts only).
    let fonts: FontLibrary?
    /// Whether the layers being drawn sit in a flipped space (an odd number of superlayers with
    /// `isGeometryFlipped`): their text and images are then flipped back to read upright.
    var contentFlipped = false

    /// The offscreen passes of layers drawn through a projective transform, for checks of
    /// their cost (see `drawProjected`).
    var projectedPasses: [ProjectedPass] = []

    /// The opacity of translucent superlayers that draw nothing themselves, handed down to the
    /// one sublayer they hold (see `passesOpacityDown`); taken, and reset, by the next `drawFlat`.
    var carriedOpacity = 1.0

    /// The damage rectangle being redrawn (``IncrementalRenderer``), this context's clip: a
    /// layer whose extent does not meet it is skipped (nil: everything is drawn).
    var cullRect: PixelRect?
    /// How many layers ``cullRect`` skipped.
    var culled = 0

    init(
        context: CairoContext, images: [String: DecodedImage], canvas: PixelRect, passLog: OffscreenPassLog? = nil,
        fonts: FontLibrary? = nil
    ) {
        self.cr = context
        self.images = images
        self.canvas = canvas
        self.extents = LayerExtents(images: images, canvas: canvas)
        self.passLog = passLog
        self.fonts = fonts
    }

    // MARK: - Layers

    /// Draws `layer` (the root of what is drawn) and its sublayers; `parent` maps the
    /// superlayer's coordinates to pixels.
    func draw(_ layer: LayerSnapshot, parent: AffineTransform) {
        drawLayer(layer, toDevice: layer.state.transformToSuperlayer3D.flattened.concatenating(Transform3D(parent)))
    }

    /// Draws `layer` and its sublayers; `m4` maps the layer's coordinates to pixels (its plane
    /// picture: see `Transform3D.project`). Layers whose picture is affine take the plain Cairo
    /// path; the others are drawn flat offscreen and projected (`drawProjected`).
    func drawLayer(_ layer: LayerSnapshot, toDevice m4: Transform3D) {
        let layer = Self.drawnForm(layer)
        let s = layer.state
        guard Self.isDrawable(s), m4.isFinite else { return }
        if let cull = cullRect {
            guard extents.mayTouch(cull, layer, toDevice: m4) else {
                culled += 1
                return
            }
            // Groups and offscreen passes draw in their own coordinates: not culled inside.
            if DamageAnalysis.partialRedraw(layer, toDevice: m4) != nil {
                cullRect = nil
                defer { cullRect = cull }
                drawLayer(layer, toDevice: m4)
                return
            }
        }
        if s.kind == .transformLayer {
            drawTransformLayer(layer, toDevice: m4)
            return
        }
        if Self.drawsInDepth(layer) {
            drawInstancesInDepth(layer, toDevice: m4)
            return
        }
        guard m4.isPlanarAffine else {
            if !s.isDoubleSided && m4.planeDeterminant < 0 { return }
            drawProjected(layer, toDevice: m4)
            return
        }
        drawFlat(layer, transform: m4.affine)
    }

    /// Draws `layer` through the affine transform `m` (layer coordinates to pixels).
    func drawFlat(_ layer: LayerSnapshot, transform m: AffineTransform) {
        let s = layer.state
        let carried = carriedOpacity
        carriedOpacity = 1
        guard Self.isUsable(m) else { return }
        let opacity = min(s.opacity, 1) * carried

        if let backdrop = BackdropSpec(state: s, transform: m) {
            drawBackdrop(layer, transform: m, opacity: opacity, spec: backdrop)
            carriedOpacity = carried
            drawFlat(Self.withoutBackdrop(layer), transform: m)
            return
        }
        if let mask = layer.mask {
            if !drawClipMasked(layer, mask: mask, transform: m, carried: carried) {
                drawMasked(layer, mask: mask, transform: m, carried: carried)
            }
            return
        }
        if let blur = BlurSpec(state: s, transform: m) {
            drawWithBlur(layer, transform: m, opacity: opacity, blur: blur)
            return
        }
        if let shadow = ShadowSpec(state: s, transform: m) {
            drawWithShadow(layer, transform: m, opacity: opacity, shadow: shadow)
            return
        }
        let needsGroup = opacity < 1 && Self.partCount(layer) > 1
        if needsGroup, Self.passesOpacityDown(layer) != nil {
            carriedOpacity = opacity
            drawBody(layer, transform: m, alpha: 1)
            carriedOpacity = 1
        } else if needsGroup {
            guard
                let extent = extents.deviceExtent(of: layer, transform: m)?
                    .intersection(canvas)
            else { return }
            passLog?.groups.append(extent)
            cairo_save(cr.pointer)
            cairo_identity_matrix(cr.pointer)
            cairo_rectangle(cr.pointer, Double(extent.x), Double(extent.y), Double(extent.width), Double(extent.height))
            cairo_clip(cr.pointer)
            cairo_push_group(cr.pointer)
            drawBody(layer, transform: m, alpha: 1)
            cairo_pop_group_to_source(cr.pointer)
            cairo_identity_matrix(cr.pointer)
            cairo_paint_with_alpha(cr.pointer, opacity)
            cairo_restore(cr.pointer)
        } else {
            drawBody(layer, transform: m, alpha: opacity)
        }
    }

    /// Everything of a layer but its shadow, with colours multiplied by `alpha` (used only when
    /// the layer has at most one part, or 1 inside a group).
    func drawBody(_ layer: LayerSnapshot, transform m: AffineTransform, alpha: Double) {
        if let transition = layer.transition {
            drawTransition(layer, transition, transform: m, alpha: alpha)
            return
        }
        let s = layer.state
        let bounds = s.bounds.standardized
        cr.setMatrix(m)

        if let background = s.backgroundColor, background.alpha > 0, !bounds.isEmpty {
            cairo_new_path(cr.pointer)
            cr.addRoundedBounds(of: s)
            cr.setSource(background, alpha: alpha)
            cairo_fill(cr.pointer)
        }

        if s.masksToBounds {
            cairo_save(cr.pointer)
            cairo_new_path(cr.pointer)
            cr.addRoundedBounds(of: s)
            cairo_clip(cr.pointer)
        }

        drawOwnContent(layer, transform: m, alpha: alpha)
        if !layer.sublayers.isEmpty { drawSublayers(of: layer, transform: m) }

        if s.masksToBounds {
            cairo_restore(cr.pointer)
        }

        if s.borderWidth > 0, s.borderWidth.isFinite, s.borderColor.alpha > 0, !bounds.isEmpty {
            cr.setMatrix(m)
            drawBorder(
                bounds: bounds, cornerRadius: s.cornerRadius, width: s.borderWidth, color: s.borderColor, alpha: alpha,
                curve: s.cornerCurve, corners: s.maskedCorners)
        }
    }

    /// The layer's contents image, then what its kind draws (path, text, gradient, particles),
    /// inside its bounds clip; the context's matrix is `m` before and after.
    func drawOwnContent(_ layer: LayerSnapshot, transform m: AffineTransform, alpha: Double) {
        let s = layer.state
        // Content (images, text) reads upright in a flipped space: flip it about the bounds.
        let content = contentFlipped ? Self.verticalFlip(of: s.bounds.standardized).concatenating(m) : m
        if let image = s.contents, let decoded = images[image.renderKey] {
            if contentFlipped { cr.setMatrix(content) }
            drawContents(decoded, state: s, transform: content, alpha: alpha)
            if contentFlipped { cr.setMatrix(m) }
        }
        switch s.kind {
        case .shape: drawShape(s, alpha: alpha)
        case .text:
            if contentFlipped { cr.setMatrix(content) }
            TextPainter.draw(s, on: cr, alpha: alpha, fonts: fonts)
            if contentFlipped { cr.setMatrix(m) }
        case .gradient: drawGradient(s, transform: m, alpha: alpha)
        case .emitter: drawParticles(layer, transform: m, alpha: alpha)
        case .plain, .transformLayer, .replicator: break
        }
    }

    /// The layer's sublayers (a replicator's instances of them), in drawing order, in the
    /// flipped space its `isGeometryFlipped` makes.
    func drawSublayers(of layer: LayerSnapshot, transform m: AffineTransform) {
        let s = layer.state
        let toDevice = Transform3D(m)
        let outer = contentFlipped
        if s.isGeometryFlipped { contentFlipped.toggle() }
        if s.kind == .replicator {
            drawInstances(layer, toDevice: toDevice)
        } else {
            for sublayer in Self.drawingOrder(layer.sublayers) {
                drawLayer(sublayer, toDevice: s.sublayerToSelf(sublayer.state).concatenating(toDevice))
            }
        }
        contentFlipped = outer
    }

    /// The flip `y ↦ minY + maxY − y` of `bounds`, which maps it onto itself.
    static func verticalFlip(of bounds: Rect) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * bounds.minY + bounds.height)
    }

    // MARK: - Parts

    /// The border: the ring between the rounded bounds and the bounds inset by the border
    /// width (inner corner radius `cornerRadius − borderWidth`), filled even-odd.
    func drawBorder(
        bounds: Rect, cornerRadius: Double, width: Double, color: Color, alpha: Double,
        curve: CornerCurve = .circular, corners: CornerMask = .all
    ) {
        cairo_new_path(cr.pointer)
        cr.addRoundedRect(bounds, radius: cornerRadius, curve: curve, corners: corners)
        let inner = bounds.insetBy(dx: width, dy: width)
        if inner.width > 0, inner.height > 0 {
            let outerRadius =
                cornerRadius.isFinite
                ? min(max(cornerRadius, 0), min(bounds.width, bounds.height) / 2 / Self.cornerExtent(curve)) : 0
            cr.addRoundedRect(inner, radius: outerRadius - width, curve: curve, corners: corners)
        }
        cairo_set_fill_rule(cr.pointer, CAIRO_FILL_RULE_EVEN_ODD)
        cr.setSource(color, alpha: alpha)
        cairo_fill(cr.pointer)
        cairo_set_fill_rule(cr.pointer, CAIRO_FILL_RULE_WINDING)
    }

    /// How far along an edge a corner of radius 1 reaches.
    static func cornerExtent(_ curve: CornerCurve) -> Double {
        curve == .continuous ? BezierPath.continuousCornerExtent : 1
    }

    /// The layer's image placed by `contentsGravity` (one image pixel per point).
    func drawContents(_ image: DecodedImage, state s: LayerState, transform m: AffineTransform, alpha: Double) {
        guard Self.hasPlainContents(s) else {
            drawContentsParts(image, state: s, transform: m, alpha: alpha)
            return
        }
        guard let dest = Self.contentsRect(imageWidth: image.width, imageHeight: image.height, state: s),
            let surface = try? image.makeSurface()
        else { return }
        let sx = Double(image.width) / dest.width
        let sy = Double(image.height) / dest.height
        let pattern = CairoPattern.image(surface)
        pattern.setMatrix(cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -dest.minX * sx, y0: -dest.minY * sy))
        pattern.setExtend(CAIRO_EXTEND_PAD)
        pattern.setFilter(
            Self.imageFilter(
                imageToDevice: AffineTransform(
                    a: 1 / sx, b: 0, c: 0, d: 1 / sy, tx: dest.minX, ty: dest.minY
                ).concatenating(m)))
        cr.setSource(pattern)
        cr.fillRectangle(dest, alpha: alpha)
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)  // drop the pattern's reference to the surface
    }

    /// Nearest-neighbour when image pixels land exactly on device pixels (same result as any
    /// filter, and fastest); Cairo's GOOD filter otherwise (bilinear near 1:1, a box-filtered
    /// convolution when shrinking by more than about 1.33, which FAST and BILINEAR would alias).
    ///
    /// For UI-sized images the filter is not where the time goes (docs/benchmarks.md), and
    /// GOOD keeps downscaled photos smooth.
    static func imageFilter(imageToDevice t: AffineTransform) -> cairo_filter_t {
        func isInteger(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-9 }
        if abs(t.a - 1) < 1e-9, abs(t.d - 1) < 1e-9, abs(t.b) < 1e-12, abs(t.c) < 1e-12, isInteger(t.tx),
            isInteger(t.ty)
        {
            return CAIRO_FILTER_NEAREST
        }
        return CAIRO_FILTER_GOOD
    }

    /// Where `contentsGravity` puts an image of the given size (points) inside the bounds.
    static func contentsRect(imageWidth: Int, imageHeight: Int, state s: LayerState) -> Rect? {
        let b = s.bounds.standardized
        let iw = Double(imageWidth)
        let ih = Double(imageHeight)
        guard iw > 0, ih > 0, b.width > 0, b.height > 0 else { return nil }
        let size: Size
        switch s.contentsGravity {
        case .resize: return b
        case .resizeAspect:
            let k = min(b.width / iw, b.height / ih)
            size = Size(width: iw * k, height: ih * k)
        case .resizeAspectFill:
            let k = max(b.width / iw, b.height / ih)
            size = Size(width: iw * k, height: ih * k)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            size = Size(width: iw, height: ih)
        }
        return s.contentsGravity.place(size, in: b)
    }

    // MARK: - Checks

    /// Whether a layer is shown and placed with finite numbers.
    static func isDrawable(_ s: LayerState) -> Bool {
        !s.isHidden && s.opacity > 0 && s.position.isFinite && s.bounds.isFinite && s.anchorPoint.isFinite
            && s.transform.isFinite && s.zPosition.isFinite && s.sublayerTransform.isFinite
    }

    /// Sublayers in drawing order: by `zPosition` (higher on top), keeping their order among
    /// equal ones, as Core Animation draws siblings.
    static func drawingOrder(_ sublayers: [LayerSnapshot]) -> [LayerSnapshot] {
        guard sublayers.contains(where: { $0.state.zPosition != 0 }) else { return sublayers }
        return sublayers.enumerated().sorted {
            $0.element.state.zPosition != $1.element.state.zPosition
                ? $0.element.state.zPosition < $1.element.state.zPosition : $0.offset < $1.offset
        }.map(\.element)
    }

    /// Whether Cairo can use `m` (finite and invertible, with room to spare).
    static func isUsable(_ m: AffineTransform) -> Bool {
        let det = m.determinant
        return m.isFinite && det.isFinite && abs(det) > 1e-12
    }

    /// How many separately drawn parts a layer has (sublayers count as two: they may overlap).
    static func partCount(_ layer: LayerSnapshot) -> Int {
        let s = layer.state
        var n = 0
        if let bg = s.backgroundColor, bg.alpha > 0 { n += 1 }
        if s.contents != nil { n += 1 }
        switch s.kind {
        case .shape:
            if s.path != nil {
                if let fill = s.fillColor, fill.alpha > 0 { n += 1 }
                if let stroke = s.strokeColor, stroke.alpha > 0, s.lineWidth > 0 { n += 1 }
            }
        case .text:
            if !s.string.isEmpty { n += 1 }
        case .gradient:
            if let colors = s.colors, !colors.isEmpty { n += 1 }
        case .emitter:
            if !s.emitterCells.isEmpty { n += 2 }  // particles may overlap
        case .plain, .transformLayer, .replicator: break
        }
        if s.borderWidth > 0, s.borderColor.alpha > 0 { n += 1 }
        if !layer.sublayers.isEmpty { n += 2 }
        if layer.transition != nil { n += 2 }  // the old and the new rendering
        return n
    }
}
