import CCairo
import Testing

@testable import ReelRender

/// `BilinearPlacement` must give the bytes Cairo (pixman's bilinear filter) gives when it paints
/// the same A8 mask at the same sub-pixel offset, for any fraction.
@Suite struct BilinearPlacementTests {
    /// The mask painted by Cairo itself at (`fractionX`, `fractionY`) into a surface one pixel
    /// wider and taller (operator SOURCE), as `ShadowMaskCache.placed` painted it before.
    static func cairoPlaced(_ mask: ImageSurface, fractionX: Double, fractionY: Double) throws -> [UInt8] {
        let surface = try ImageSurface(format: CAIRO_FORMAT_A8, width: mask.width + 1, height: mask.height + 1)
        let context = try CairoContext(surface: surface)
        cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context.pointer, mask.pointer, fractionX, fractionY)
        cairo_paint(context.pointer)
        return ShadowPlacementTests.bytes(of: surface)
    }

    /// Fractions on a grid, at and around the 1/128 steps of pixman's weights, at the ties of
    /// 16.16 rounding, just under 1 (which rounds to a whole pixel), and at and around the
    /// 1/512 from a whole pixel within which Cairo paints without filtering (24.8 rounding).
    static let fractions: [Double] = {
        var f = (0..<16).map { Double($0) / 16 }
        for k in [1, 37, 64, 127] {
            let step = Double(k) / 128
            f += [step, step - 1e-9, step + 1e-9, step - 0.5 / 65536, step + 0.5 / 65536]
        }
        f += [0.5 / 256, 0.5 / 256 + 1e-7, 255.5 / 256, 255.5 / 256 - 1e-7]
        return f + [1.5 / 65536, 2.5 / 65536, 0.3, 0.7, 1 / 3, 0.999_999_9, 0.999_99]
    }()

    @Test(arguments: fractions)
    func resampledMaskIsCairosBilinearPainting(fractionX: Double) throws {
        let mask = try ShadowPlacementTests.mask()
        for fractionY in Self.fractions + [fractionX] {
            let ours = try #require(BilinearPlacement.placed(mask, fractionX: fractionX, fractionY: fractionY))
            #expect(ours.width == 38 && ours.height == 24)
            let expected = try Self.cairoPlaced(mask, fractionX: fractionX, fractionY: fractionY)
            #expect(ShadowPlacementTests.bytes(of: ours) == expected, "fractions \(fractionX), \(fractionY)")
        }
    }

    /// The weights themselves, against the formula: at a quarter pixel the near source pixel
    /// weighs 192/256 (7-bit weight 32, doubled), and a 255 between zeros spreads accordingly.
    @Test func quarterPixelWeights() throws {
        let axis = BilinearPlacement.Axis(fraction: 0.25)
        #expect(axis == BilinearPlacement.Axis(shift: -1, near: 64, far: 192))
        #expect(BilinearPlacement.Axis(fraction: 0) == BilinearPlacement.Axis(shift: 0, near: 256, far: 0))
        let mask = try ImageSurface(format: CAIRO_FORMAT_A8, width: 3, height: 1)
        let data = try #require(mask.data)
        (data[0], data[1], data[2]) = (0, 255, 0)
        mask.markDirty()
        let placed = try #require(BilinearPlacement.placed(mask, fractionX: 0.25, fractionY: 0))
        let bytes = ShadowPlacementTests.bytes(of: placed)
        // Output pixel i samples source i − 1 (weight 64) and i (weight 192); rows: 256 and 0.
        #expect(Array(bytes[0..<4]) == [0, UInt8((255 * 192 * 256) >> 16), UInt8((255 * 64 * 256) >> 16), 0])
    }
}
