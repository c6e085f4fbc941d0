import CCairo
import ReelCore

/// A scratch image that particles are drawn into, then composited once onto the frame.
///
/// Drawing each particle through Cairo costs a pattern, a transformed pixman composite and
/// its set-up per particle. Here a particle is drawn by hand: for each device pixel whose
/// centre the particle's image can reach, the sprite (`ParticleSprite`) is sampled bilinearly
/// at the pixel centre mapped back into the image (texels outside the image are transparent,
/// as Cairo's `EXTEND_NONE` has them), multiplied by the particle's colour and alpha, and
/// composited over (or, for `additive`, added to) the scratch pixel. Only the rows and spans
/// the rotated image covers are visited, in integer arithmetic: positions in 16.16 fixed point
/// stepped along the row, 8-bit bilinear weights, the four channels of a texel weighed by one
/// multiplication (16-bit lanes of a `UInt64`), division by 255 rounded exactly.
///
/// Compositing over is associative, so drawing the particles into a transparent scratch image
/// in order and then the scratch over the frame gives the same result as drawing each over
/// the frame (saturating addition likewise, for `additive`); the scratch is composited through
/// whatever clip, group and target Cairo has. The scratch is one band of rows, moved down the
/// particles' extent (`y0`), small enough to stay in the processor's cache: each band draws
/// the particles that reach it, in their order, so every pixel sees the same particles in the
/// same order as with one scratch image the size of the extent. The result is a function of
/// the particles alone: the same frame has the same bytes however it is rendered.
struct ParticleCanvas {
    /// Where the scratch image lies, in device pixels of the current target.
    let x0: Int
    var y0: Int
    let width: Int
    let height: Int
    let surface: ImageSurface
    private let pixels: UnsafeMutablePointer<UInt8>
    private let stride: Int

    /// A transparent scratch image covering device pixels `x0 ..< x0 + width`, `y0 ..< y0 + height`.
    init?(x0: Int, y0: Int, width: Int, height: Int) {
        guard width > 0, height > 0,
            let surface = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height),
            let data = surface.data
        else { return nil }
        self.x0 = x0
        self.y0 = y0
        self.width = width
        self.height = height
        self.surface = surface
        pixels = data
        stride = surface.stride
    }

    /// One particle: `sprite` placed by `texelToDevice` (texel coordinates, not image pixels),
    /// its premultiplied BGRA texels multiplied channel by channel by `multiplier` (B, G, R,
    /// A; each 0…1).
    func draw(
        _ sprite: ParticleSprite, texelToDevice t: AffineTransform, multiplier: SIMD4<Float>, additive: Bool
    ) {
        let det = t.a * t.d - t.b * t.c
        guard det.isFinite, abs(det) > 1e-12 else { return }
        let inv = t.inverted()
        guard let box = pixelBox(of: sprite, texelToDevice: t, inverse: inv) else { return }
        let m = Multiplier(multiplier)
        sprite.texels.withUnsafeBufferPointer { texels in
            let tex = texels.baseAddress!
            for row in box.rows {
                drawRow(row, columns: box.columns, sprite, tex, inverse: inv, multiplier: m, additive: additive)
            }
        }
    }

    /// The scratch pixels (rows and columns) whose centres the particle's image can reach;
    /// nil when none, or when the mapping back to texels would overflow the fixed point.
    private func pixelBox(
        of sprite: ParticleSprite, texelToDevice t: AffineTransform, inverse inv: AffineTransform
    ) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
        let w = Double(sprite.width)
        let h = Double(sprite.height)
        // The sampling position (texel centres at integers) reaches the image while
        // −1 < fu < w and −1 < fv < h: the texel rectangle −0.5 … w + 0.5 (and h) maps there.
        var minX = Double.infinity
        var maxX = -Double.infinity
        var minY = Double.infinity
        var maxY = -Double.infinity
        for (u, v) in [(-0.5, -0.5), (w + 0.5, -0.5), (-0.5, h + 0.5), (w + 0.5, h + 0.5)] {
            let x = t.a * u + t.c * v + t.tx
            let y = t.b * u + t.d * v + t.ty
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        // Steps of more than a few thousand texels a pixel would overflow the fixed point.
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite,
            maxX > Double(x0), minX < Double(x0 + width), maxY > Double(y0), minY < Double(y0 + height),
            abs(inv.a) < 4096, abs(inv.b) < 4096, abs(inv.c) < 4096, abs(inv.d) < 4096,
            inv.tx.isFinite, inv.ty.isFinite
        else { return nil }
        // Pixel i has its centre at i + 0.5: the pixels whose centres lie in the box.
        let rowStart = Self.index(minY - Double(y0) - 0.5, .down, in: 0, height - 1)
        let rowEnd = Self.index(maxY - Double(y0) - 0.5, .up, in: 0, height - 1)
        let colStart = Self.index(minX - Double(x0) - 0.5, .down, in: 0, width - 1)
        let colEnd = Self.index(maxX - Double(x0) - 0.5, .up, in: 0, width - 1)
        guard rowStart <= rowEnd, colStart <= colEnd else { return nil }
        return (rowStart...rowEnd, colStart...colEnd)
    }

    /// The particle's pixels in scratch row `row`, within `columns`: the span where the pixel
    /// centre maps inside the image, stepped in 16.16 fixed point.
    @inline(__always)
    private func drawRow(
        _ row: Int, columns: ClosedRange<Int>, _ sprite: ParticleSprite, _ tex: UnsafePointer<UInt64>,
        inverse inv: AffineTransform, multiplier m: Multiplier, additive: Bool
    ) {
        let y = Double(y0 + row) + 0.5
        // fu(x) = inv.a·x + bu, fv(x) = inv.b·x + bv at the pixel centre x.
        let bu = inv.c * y + inv.tx - 0.5
        let bv = inv.d * y + inv.ty - 0.5
        guard let spanU = Self.span(slope: inv.a, offset: bu, below: Double(sprite.width)),
            let spanV = Self.span(slope: inv.b, offset: bv, below: Double(sprite.height))
        else { return }
        let lo = max(spanU.lo, spanV.lo)
        let hi = min(spanU.hi, spanV.hi)
        guard lo < hi else { return }
        let first = Self.index(lo - Double(x0) - 0.5, .down, in: columns.lowerBound, columns.upperBound)
        let last = Self.index(hi - Double(x0) - 0.5, .up, in: columns.lowerBound, columns.upperBound)
        guard first <= last else { return }
        let (white, pw, mask) = (sprite.isWhite, sprite.paddedWidth, ParticleSprite.laneMask)
        let (lastU, lastV) = (UInt64(sprite.width), UInt64(sprite.height))  // iu + 1 must lie in 0 … width
        let (du, dv) = (Int64((inv.a * 65536).rounded()), Int64((inv.b * 65536).rounded()))
        let x = Double(x0 + first) + 0.5
        var fu = Int64(((inv.a * x + bu) * 65536).rounded(.down))
        var fv = Int64(((inv.b * x + bv) * 65536).rounded(.down))
        let line = UnsafeMutableRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
        for col in first...last {
            defer {
                fu &+= du
                fv &+= dv
            }
            let iu = fu >> 16
            let iv = fv >> 16
            guard UInt64(bitPattern: iu &+ 1) <= lastU, UInt64(bitPattern: iv &+ 1) <= lastV else { continue }
            let wu = UInt64((fu >> 8) & 0xFF)
            let wv = UInt64((fv >> 8) & 0xFF)
            let t00 = tex + ((Int(iv) + 1) * pw + Int(iu) + 1)
            let top = ((t00[0] &* (256 - wu) &+ t00[1] &* wu) >> 8) & mask
            let bottom = ((t00[pw] &* (256 - wu) &+ t00[pw + 1] &* wu) >> 8) & mask
            let sample = ((top &* (256 - wv) &+ bottom &* wv) >> 8) & mask
            guard sample != 0 else { continue }
            let s = white ? m.applyToWhite(alpha: sample >> 48) : m.apply(sample)
            guard s != 0 else { continue }
            line[col] = Self.pack(Self.blend(s, onto: Self.spread(line[col]), additive: additive))
        }
    }

    /// Source lanes `s` over (or, for `additive`, added to, saturating) destination lanes `d`.
    @inline(__always)
    private static func blend(_ s: UInt64, onto d: UInt64, additive: Bool) -> UInt64 {
        let mask = ParticleSprite.laneMask
        if additive {
            let out = s &+ d  // lanes ≤ 510: saturate each at 255
            let over = out & 0x0100_0100_0100_0100
            return (out | (over &- (over >> 8))) & mask
        }
        return s &+ divideBy255(d &* (255 - (s >> 48)))
    }

    /// The particle's colour and alpha as 8.8 fixed-point multipliers of the lanes.
    private struct Multiplier {
        let b: UInt64, g: UInt64, r: UInt64, a: UInt64
        /// All four equal: one multiplication for all lanes.
        let uniform: UInt64?
        /// The four multipliers as lanes.
        let lanes: UInt64

        init(_ m: SIMD4<Float>) {
            func fixed(_ v: Float) -> UInt64 { UInt64(min(max((v * 256).rounded(), 0), 256)) }
            b = fixed(m.x)
            g = fixed(m.y)
            r = fixed(m.z)
            a = fixed(m.w)
            uniform = b == g && g == r && r == a ? a : nil
            lanes = b | g << 16 | r << 32 | a << 48
        }

        /// `apply` of a sample whose four lanes all equal `alpha` (a white image): the same
        /// products, in one multiplication.
        @inline(__always)
        func applyToWhite(alpha: UInt64) -> UInt64 {
            ((lanes &* alpha &+ 0x0080_0080_0080_0080) >> 8) & ParticleSprite.laneMask
        }

        /// Each lane times its multiplier / 256, rounded (lanes ≤ 255 · 256 + 128 before the shift).
        @inline(__always)
        func apply(_ s: UInt64) -> UInt64 {
            if let k = uniform {
                if k == 256 { return s }
                return ((s &* k &+ 0x0080_0080_0080_0080) >> 8) & ParticleSprite.laneMask
            }
            let sb = ((s & 0xFFFF) &* b &+ 128) >> 8
            let sg = (((s >> 16) & 0xFFFF) &* g &+ 128) >> 8
            let sr = (((s >> 32) & 0xFFFF) &* r &+ 128) >> 8
            let sa = ((s >> 48) &* a &+ 128) >> 8
            return sb | sg << 16 | sr << 32 | sa << 48
        }
    }

    /// A BGRA pixel (`0xAARRGGBB`) spread into four 16-bit lanes.
    @inline(__always)
    private static func spread(_ p: UInt32) -> UInt64 {
        let v = UInt64(p)
        return (v & 0xFF) | (v & 0xFF00) << 8 | (v & 0xFF_0000) << 16 | (v & 0xFF00_0000) << 24
    }

    /// Four lanes (each ≤ 255) packed back into a pixel.
    @inline(__always)
    private static func pack(_ v: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: (v & 0xFF) | (v >> 8) & 0xFF00 | (v >> 16) & 0xFF_0000 | (v >> 24) & 0xFF00_0000)
    }

    /// Each lane (≤ 255 · 255) divided by 255, rounded to nearest: exact for that range.
    @inline(__always)
    private static func divideBy255(_ x: UInt64) -> UInt64 {
        let t = x &+ 0x0080_0080_0080_0080
        return ((t &+ ((t >> 8) & ParticleSprite.laneMask)) >> 8) & ParticleSprite.laneMask
    }

    /// `v` rounded by `rule` and clamped to `lo … hi` (infinities included).
    private static func index(_ v: Double, _ rule: FloatingPointRoundingRule, in lo: Int, _ hi: Int) -> Int {
        let r = v.rounded(rule)
        return r <= Double(lo) ? lo : r >= Double(hi) ? hi : Int(r)
    }

    /// The open interval of x where `−1 < slope·x + offset < limit`; nil when empty.
    private static func span(slope: Double, offset: Double, below limit: Double) -> (lo: Double, hi: Double)? {
        if abs(slope) < 1e-12 {
            return offset > -1 && offset < limit ? (-Double.infinity, Double.infinity) : nil
        }
        let a = (-1 - offset) / slope
        let b = (limit - offset) / slope
        return a < b ? (a, b) : (b, a)
    }

    /// Makes the first `rows` rows transparent again.
    func clear(rows: Int) {
        pixels.update(repeating: 0, count: rows * stride)
    }

    /// Composites the first `rows` rows of the scratch image onto `cr`'s target at their
    /// device place (over, or added).
    func composite(rows: Int, on cr: OpaquePointer, additive: Bool) {
        surface.markDirty()
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, additive ? CAIRO_OPERATOR_ADD : CAIRO_OPERATOR_OVER)
        cairo_set_source_surface(cr, surface.pointer, Double(x0), Double(y0))
        cairo_rectangle(cr, Double(x0), Double(y0), Double(width), Double(rows))
        cairo_fill(cr)
        cairo_restore(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)  // drop the pattern's reference to the scratch surface
        cairo_surface_flush(surface.pointer)
    }
}
