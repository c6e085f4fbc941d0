import CCairo
import Testing

@testable import ReelRender

/// A shadow mask at a sub-pixel offset is resampled once (`ShadowMaskCache.placed`) and painted
/// at whole pixels; the frame must be byte for byte the one Cairo paints from the mask itself
/// at the sub-pixel offset (its bilinear filter), over any destination.
@Suite struct ShadowPlacementTests {
    /// A 37 × 23 A8 mask with every alpha value somewhere: a ramp times a bump.
    static func mask() throws -> ImageSurface {
        let surface = try ImageSurface(format: CAIRO_FORMAT_A8, width: 37, height: 23)
        let data = try #require(surface.data)
        for y in 0..<23 {
            for x in 0..<37 {
                let bump = 1 - abs(Double(y) - 11) / 12
                data[y * surface.stride + x] = UInt8((Double(x * 7 % 256) * bump).rounded())
            }
        }
        surface.markDirty()
        return surface
    }

    /// A 60 × 40 frame: a translucent and an opaque band under the shadow.
    static func destination() throws -> ImageSurface {
        let surface = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: 60, height: 40)
        let context = try CairoContext(surface: surface)
        cairo_set_source_rgba(context.pointer, 0.2, 0.6, 0.9, 0.5)
        cairo_rectangle(context.pointer, 0, 0, 60, 20)
        cairo_fill(context.pointer)
        cairo_set_source_rgba(context.pointer, 0.9, 0.8, 0.1, 1)
        cairo_rectangle(context.pointer, 0, 20, 60, 20)
        cairo_fill(context.pointer)
        cairo_surface_flush(surface.pointer)
        return surface
    }

    static func bytes(of surface: ImageSurface) -> [UInt8] {
        cairo_surface_flush(surface.pointer)
        return Array(UnsafeBufferPointer(start: surface.data, count: surface.stride * surface.height))
    }

    @Test(arguments: [(0.25, 0.0), (0.0, 0.5), (0.7, 0.3), (1.0 / 3, 0.9999)])
    func placedMaskPaintsTheBytesOfTheBilinearMask(fractionX: Double, fractionY: Double) throws {
        let mask = try Self.mask()
        let direct = try Self.destination()
        let directContext = try CairoContext(surface: direct)
        cairo_set_source_rgba(directContext.pointer, 0.1, 0, 0.3, 0.6)
        cairo_mask_surface(directContext.pointer, mask.pointer, 11 + fractionX, 7 + fractionY)

        let placedFrame = try Self.destination()
        let placedContext = try CairoContext(surface: placedFrame)
        let placed = try #require(ShadowMaskCache.current.placed(mask, fractionX: fractionX, fractionY: fractionY))
        #expect(placed.width == 38 && placed.height == 24)
        cairo_set_source_rgba(placedContext.pointer, 0.1, 0, 0.3, 0.6)
        cairo_mask_surface(placedContext.pointer, placed.pointer, 11, 7)

        let expected = Self.bytes(of: direct)
        let got = Self.bytes(of: placedFrame)
        #expect(got == expected, "the resampled mask changed the frame")
        #expect(expected != Self.bytes(of: try Self.destination()), "the shadow must show")
    }
}
