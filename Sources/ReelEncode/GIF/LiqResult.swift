import CImageQuant

/// Owns a libimagequant result (`liq_result`: a palette made for an image or a histogram);
/// `deinit` frees it (`liq_result_destroy`).
final class LiqResult {
    private let pointer: OpaquePointer

    /// Takes over `pointer` (from `liq_image_quantize` or `liq_histogram_quantize`).
    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { liq_result_destroy(pointer) }

    /// The palette. The corresponding C function is `liq_get_palette`.
    var palette: [RGBA8] {
        let p = liq_get_palette(pointer)!.pointee
        return withUnsafeBytes(of: p.entries) { raw in
            let colors = raw.bindMemory(to: liq_color.self)
            return (0..<Int(p.count)).map {
                RGBA8(red: colors[$0].r, green: colors[$0].g, blue: colors[$0].b, alpha: colors[$0].a)
            }
        }
    }

    /// libimagequant's quality of the palette, 0…100 (`liq_get_quantization_quality`).
    var quality: Int { Int(liq_get_quantization_quality(pointer)) }

    /// The mean squared error per channel, in levels of 255 squared (`liq_get_quantization_error`).
    var error: Double { liq_get_quantization_error(pointer) }

    /// `image` mapped onto the palette, dithered at `dithering` (0…1). The corresponding C
    /// functions are `liq_set_dithering_level` and `liq_write_remapped_image`.
    func remap(_ image: LiqImage, dithering: Float) throws(EncodeError) -> IndexedImage {
        try Quantizer.check(liq_set_dithering_level(pointer, dithering), "setting the GIF dithering level")
        var indices = [UInt8](repeating: 0, count: image.width * image.height)
        let e = indices.withUnsafeMutableBytes {
            liq_write_remapped_image(pointer, image.pointer, $0.baseAddress!, $0.count)
        }
        try Quantizer.check(e, "mapping a frame onto its GIF palette")
        return IndexedImage(palette: palette, indices: indices)
    }
}
