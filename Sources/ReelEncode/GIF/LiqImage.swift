import CImageQuant
import Foundation

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
