import Reel
import ReelEncode
import Shaders

/// The SHA-256 of one frame, Reel's unit of visual regression.
///
/// **Definition (pinned; other tools rely on it):** SHA-256 over the frame's pixels as
/// *straight-alpha* BGRA bytes, rows top to bottom, no padding. Straight alpha is recovered
/// from Reel's premultiplied pixels with Cairo's rounding, `c' = (c · 255 + a / 2) / a`
/// (0 when a = 0, colour bytes then 0), which is also how Reel's PNG output stores them. For an
/// opaque clip this equals `ffmpeg -i frame_%05d.png -pix_fmt bgra -f framehash -hash sha256 -`.
/// The digest is computed with OpenSSL's libcrypto (``SHA256Hasher``).
public struct FrameHash: Hashable, Sendable, CustomStringConvertible {
    /// 64 lowercase hexadecimal digits.
    public let hex: String

    public init?(hex: String) {
        guard hex.count == 64, hex.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
        self.hex = hex
    }

    init(uncheckedHex: String) { self.hex = uncheckedHex }

    public var description: String { hex }

    /// The hash of `frame` (see the type's definition). Runs of opaque rows (the usual case)
    /// are hashed straight from the frame's storage in one call; only rows with a translucent
    /// pixel are converted to straight alpha first.
    /// - Throws: ``HashError`` when OpenSSL fails (out of memory).
    public init(of frame: Frame) throws(HashError) {
        let hasher = try SHA256Hasher()
        let rowBytes = frame.bytesPerRow
        var failure: HashError?
        frame.pixels.withUnsafeBytes { src in
            do throws(HashError) {
                let row = UnsafeMutableRawBufferPointer.allocate(byteCount: rowBytes, alignment: 16)
                defer { row.deallocate() }
                try Self.feed(rows: 0..<frame.height, of: src, rowBytes: rowBytes, to: hasher, scratch: row)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        self.hex = try hasher.finalHex()
    }

    /// Feeds `rows` of a frame's bytes `src` to `hasher` as the hash defines them: each run of
    /// opaque rows straight from `src` in one call, each row with a translucent pixel turned
    /// into straight alpha in `scratch` (one row long) first.
    static func feed(
        rows: Range<Int>, of src: UnsafeRawBufferPointer, rowBytes: Int, to hasher: SHA256Hasher,
        scratch: UnsafeMutableRawBufferPointer
    ) throws(HashError) {
        var runStart = rows.lowerBound  // first row of the opaque run not hashed yet
        for y in rows {
            let base = y * rowBytes
            let bytes = UnsafeRawBufferPointer(rebasing: src[base..<(base + rowBytes)])
            if isOpaque(bytes) { continue }
            try hasher.update(UnsafeRawBufferPointer(rebasing: src[(runStart * rowBytes)..<base]))
            runStart = y + 1
            straighten(bytes, into: scratch)
            try hasher.update(UnsafeRawBufferPointer(scratch))
        }
        try hasher.update(UnsafeRawBufferPointer(rebasing: src[(runStart * rowBytes)..<(rows.upperBound * rowBytes)]))
    }

    /// Whether every pixel of a BGRA row has alpha 255.
    static func isOpaque(_ row: UnsafeRawBufferPointer) -> Bool {
        var all: UInt32 = 0xFF00_0000
        let count = row.count / 4
        for i in 0..<count { all &= row.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self) }
        return all & 0xFF00_0000 == 0xFF00_0000
    }

    /// A premultiplied BGRA row as straight alpha, with Cairo's rounding (`Premultiply`, the one
    /// un-premultiply).
    static func straighten(_ src: UnsafeRawBufferPointer, into dst: UnsafeMutableRawBufferPointer) {
        dst.copyMemory(from: src)
        Premultiply.unpremultiply(dst.bindMemory(to: UInt8.self))
    }
}
