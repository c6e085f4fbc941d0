import CImageQuant
import Foundation

/// Owns a `liq_histogram` collecting the colours of many frames for one shared palette;
/// `deinit` frees it.
final class Histogram {
    let pointer: OpaquePointer
    let quantizer: Quantizer

    /// The corresponding C function is `liq_histogram_create`.
    init(_ quantizer: Quantizer) throws(EncodeError) {
        guard let h = liq_histogram_create(quantizer.attributes) else {
            throw EncodeError(.quantization, "libimagequant could not start a histogram (out of memory)")
        }
        pointer = h
        self.quantizer = quantizer
        try Quantizer.check(
            liq_histogram_add_fixed_color(h, liq_color(r: 0, g: 0, b: 0, a: 0), 0), "reserving the transparent colour")
    }

    deinit { liq_histogram_destroy(pointer) }

    /// Adds counted colours. The corresponding C function is `liq_histogram_add_colors`.
    func add(_ colors: [(color: RGBA8, count: UInt32)]) throws(EncodeError) {
        guard !colors.isEmpty else { return }
        let entries = colors.map {
            liq_histogram_entry(
                color: liq_color(r: $0.color.red, g: $0.color.green, b: $0.color.blue, a: $0.color.alpha),
                count: $0.count)
        }
        try Quantizer.check(
            liq_histogram_add_colors(pointer, quantizer.attributes, entries, Int32(entries.count), 0),
            "counting the clip's colours")
    }

    /// The palette for every colour counted, libimagequant's quality for it (0…100) and its
    /// mean squared error (per channel, levels of 255 squared), or nil when the palette cannot
    /// reach the quantizer's minimum quality. libimagequant uses the histogram up: quantize it
    /// once. The corresponding C functions are `liq_histogram_quantize`, `liq_get_palette`,
    /// `liq_get_quantization_quality` and `liq_get_quantization_error`.
    func quantize() throws(EncodeError) -> (palette: [RGBA8], quality: Int, error: Double)? {
        var result: OpaquePointer? = nil
        let e = liq_histogram_quantize(pointer, quantizer.attributes, &result)
        if e == LIQ_QUALITY_TOO_LOW { return nil }
        try Quantizer.check(e, "making the shared GIF palette")
        guard let result else { throw EncodeError(.quantization, "libimagequant made no shared palette") }
        let quantized = LiqResult(owning: result)
        return (quantized.palette, quantized.quality, quantized.error)
    }

    /// A palette for `colors` (each counted once per frame it is on screen), its libimagequant
    /// quality (100: the colours themselves, when there are at most 255 besides transparency)
    /// and mean squared error, or nil when `minimumQuality` cannot be reached.
    static func palette(
        for colors: [(color: RGBA8, count: UInt32)], speed: Int, minimumQuality: Int, maximumColors: Int = 256
    ) throws(EncodeError) -> (palette: [RGBA8], quality: Int, error: Double)? {
        if colors.count <= 255 { return ([RGBA8.clear] + colors.map(\.color), 100, 0) }
        let histogram = try Histogram(
            Quantizer(speed: speed, dithering: 0, minimumQuality: minimumQuality, maximumColors: maximumColors))
        try histogram.add(colors)
        return try histogram.quantize()
    }
}
