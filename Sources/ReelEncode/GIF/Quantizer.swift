import CImageQuant
import Foundation

/// Owns libimagequant's settings (`liq_attr`); `deinit` frees them. Makes 256-colour
/// palettes from straight-alpha RGBA pixels and remaps images onto them with dithering.
///
/// Not `Sendable`: each thread quantizing frames makes its own.
final class Quantizer {
    let attributes: OpaquePointer
    let dithering: Float

    /// - Parameters:
    ///   - speed: 1 (slowest, best) … 10 (fastest).
    ///   - dithering: 0 … 1.
    /// The corresponding C functions are `liq_attr_create`, `liq_set_speed` and `liq_set_max_colors`.
    ///   - minimumQuality: 0…100; a shared palette that cannot reach it is refused
    ///     (``Histogram/quantize()`` returns nil), which is how the automatic palette mode
    ///     tells a clip whose colours do not fit one palette.
    ///   - maximumColors: 2…256, the palette's size at most.
    init(speed: Int, dithering: Double, minimumQuality: Int = 0, maximumColors: Int = 256) throws(EncodeError) {
        OpenMPThreads.limitThisThread()
        guard let attr = liq_attr_create() else {
            throw EncodeError(.quantization, "libimagequant could not start (out of memory)")
        }
        attributes = attr
        self.dithering = Float(min(max(dithering, 0), 1))
        try Self.check(liq_set_speed(attr, Int32(min(max(speed, 1), 10))), "setting the GIF quantizer speed")
        try Self.check(liq_set_max_colors(attr, Int32(min(max(maximumColors, 2), 256))), "setting the GIF palette size")
        if minimumQuality > 0 {
            try Self.check(liq_set_quality(attr, Int32(minimumQuality), 100), "setting the GIF palette quality")
        }
    }

    deinit { liq_attr_destroy(attributes) }

    static func check(_ e: liq_error, _ doing: String) throws(EncodeError) {
        guard e == LIQ_OK else {
            throw EncodeError(.quantization, "libimagequant failed while \(doing) (error \(e.rawValue))")
        }
    }

    /// A palette made for `rgba` alone, and `rgba` remapped onto it.
    /// The corresponding C functions are `liq_image_quantize` and `liq_write_remapped_image`.
    func quantize(_ rgba: [UInt8], width: Int, height: Int) throws(EncodeError) -> IndexedImage {
        let image = try LiqImage(self, rgba, width: width, height: height)
        var result: OpaquePointer? = nil
        try Self.check(liq_image_quantize(image.pointer, attributes, &result), "making a GIF palette")
        guard let result else { throw EncodeError(.quantization, "libimagequant made no palette") }
        return try LiqResult(owning: result).remap(image, dithering: dithering)
    }
}
