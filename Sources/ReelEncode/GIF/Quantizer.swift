import CImageQuant
import Foundation

/// libimagequant's OpenMP threads, limited to one on each thread that quantizes: the GIF
/// writer already quantizes frames in parallel (one per core), and with more OpenMP threads
/// than free cores, libgomp's spinning barriers burned ~14 % of a flat clip's CPU time while
/// the render workers held the cores. One thread also keeps the palettes independent of the
/// machine's core count (libimagequant's k-means sums per-thread partial averages).
/// `omp_set_num_threads` acts on the calling thread; it is looked up at run time in the
/// libgomp that libimagequant loads (nil when it is built without OpenMP).
enum OpenMPThreads {
    private static let setNumThreads: (@convention(c) (Int32) -> Void)? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "omp_set_num_threads") else {
            return nil
        }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Void).self)
    }()

    /// Makes libimagequant's calls on this thread use one OpenMP thread.
    static func limitThisThread() { setNumThreads?(1) }
}

/// A palette and the image's pixels as indices into it.
struct IndexedImage {
    /// Straight-alpha colours; at most 256. Entries with alpha < 128 are transparent.
    var palette: [RGBA8]
    /// One palette index per pixel, rows packed.
    var indices: [UInt8]
}

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
        defer { liq_result_destroy(result) }
        return try remap(image, with: result)
    }

    func remap(_ image: LiqImage, with result: OpaquePointer) throws(EncodeError) -> IndexedImage {
        try Self.check(liq_set_dithering_level(result, dithering), "setting the GIF dithering level")
        var indices = [UInt8](repeating: 0, count: image.width * image.height)
        let e = indices.withUnsafeMutableBytes {
            liq_write_remapped_image(result, image.pointer, $0.baseAddress!, $0.count)
        }
        try Self.check(e, "mapping a frame onto its GIF palette")
        let p = liq_get_palette(result)!.pointee
        let palette: [RGBA8] = withUnsafeBytes(of: p.entries) { raw in
            let colors = raw.bindMemory(to: liq_color.self)
            return (0..<Int(p.count)).map {
                RGBA8(red: colors[$0].r, green: colors[$0].g, blue: colors[$0].b, alpha: colors[$0].a)
            }
        }
        return IndexedImage(palette: palette, indices: indices)
    }
}

/// Owns a `liq_image` around a caller's RGBA buffer (kept alive here); `deinit` frees it.
final class LiqImage {
    let pointer: OpaquePointer
    let width: Int
    let height: Int
    private let pixels: UnsafeMutableBufferPointer<UInt8>

    /// The corresponding C function is `liq_image_create_rgba`.
    init(_ quantizer: Quantizer, _ rgba: [UInt8], width: Int, height: Int) throws(EncodeError) {
        pixels = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: rgba.count)
        _ = pixels.initialize(from: rgba)
        guard let img = liq_image_create_rgba(quantizer.attributes, pixels.baseAddress!, Int32(width), Int32(height), 0)
        else {
            pixels.deallocate()
            throw EncodeError(.quantization, "libimagequant rejected a \(width)×\(height) frame")
        }
        pointer = img
        self.width = width
        self.height = height
    }

    deinit {
        liq_image_destroy(pointer)
        pixels.deallocate()
    }
}

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
        defer { liq_result_destroy(result) }
        let p = liq_get_palette(result)!.pointee
        let palette: [RGBA8] = withUnsafeBytes(of: p.entries) { raw in
            let colors = raw.bindMemory(to: liq_color.self)
            return (0..<Int(p.count)).map {
                RGBA8(red: colors[$0].r, green: colors[$0].g, blue: colors[$0].b, alpha: colors[$0].a)
            }
        }
        return (palette, Int(liq_get_quantization_quality(result)), liq_get_quantization_error(result))
    }
}
