import CFFmpeg
import Reel
import Shaders

/// The SHA-256 of one frame, Reel's unit of visual regression.
///
/// **Definition (pinned; other tools rely on it):** SHA-256 over the frame's pixels as
/// *straight-alpha* BGRA bytes, rows top to bottom, no padding, computed with libavutil's hash
/// API. Straight alpha is recovered from Reel's premultiplied pixels with Cairo's rounding,
/// `c' = (c · 255 + a / 2) / a` (0 when a = 0, colour bytes then 0), which is also how Reel's
/// PNG output stores them. For an opaque clip this equals
/// `ffmpeg -i frame_%05d.png -pix_fmt bgra -f framehash -hash sha256 -`.
public struct FrameHash: Hashable, Sendable, CustomStringConvertible {
    /// 64 lowercase hexadecimal digits.
    public let hex: String

    public init?(hex: String) {
        guard hex.count == 64, hex.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
        self.hex = hex
    }

    init(uncheckedHex: String) { self.hex = uncheckedHex }

    public var description: String { hex }

    /// The hash of `frame` (see the type's definition).
    public init(of frame: Frame) {
        let hasher = SHA256Context()
        var row = [UInt8](repeating: 0, count: frame.bytesPerRow)
        frame.pixels.withUnsafeBufferPointer { src in
            row.withUnsafeMutableBufferPointer { dst in
                for y in 0..<frame.height {
                    let base = y * frame.bytesPerRow
                    var opaque = true
                    var x = 3
                    while x < frame.bytesPerRow {
                        if src[base + x] != 255 { opaque = false; break }
                        x += 4
                    }
                    if opaque {
                        hasher.update(UnsafeBufferPointer(rebasing: src[base..<(base + frame.bytesPerRow)]))
                        continue
                    }
                    for i in stride(from: 0, to: frame.bytesPerRow, by: 4) {
                        let a = Int(src[base + i + 3])
                        if a == 0 {
                            dst[i] = 0; dst[i + 1] = 0; dst[i + 2] = 0; dst[i + 3] = 0
                        } else {
                            for c in 0..<3 { dst[i + c] = UInt8(min(255, (Int(src[base + i + c]) * 255 + a / 2) / a)) }
                            dst[i + 3] = UInt8(a)
                        }
                    }
                    hasher.update(UnsafeBufferPointer(dst))
                }
            }
        }
        self.hex = hasher.finalHex()
    }
}

/// Owns a libavutil SHA-256 hash context.
final class SHA256Context {
    private var context: OpaquePointer?

    init() {
        let status = av_hash_alloc(&context, "SHA256")
        precondition(status >= 0 && context != nil, "libavutil has no SHA256 (av_hash_alloc: \(status))")
        av_hash_init(context)
    }

    deinit { av_hash_freep(&context) }

    /// Hashes more bytes. The corresponding C function is `av_hash_update`.
    func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        av_hash_update(context, base, bytes.count)
    }

    /// The digest as lowercase hex. The corresponding C function is `av_hash_final_hex`.
    func finalHex() -> String {
        var out = [UInt8](repeating: 0, count: 2 * 32 + 1)
        av_hash_final_hex(context, &out, Int32(out.count))
        return String(decoding: out.prefix(64), as: UTF8.self)
    }

    /// SHA-256 of a byte array as lowercase hex.
    static func hex(of bytes: [UInt8]) -> String {
        let h = SHA256Context()
        bytes.withUnsafeBufferPointer { h.update($0) }
        return h.finalHex()
    }
}
