import CFFmpeg
import Foundation
import ReelEncode
import Testing

/// OpenSSL's SHA-256 (what frame hashes are computed with) against known digests and against
/// libavutil's, which computed them before (the goldens were recorded with it).
@Suite struct SHA256HasherTests {
    @Test func sha256OfKnownBytes() throws {
        // FIPS 180-4's examples.
        #expect(
            try SHA256Hasher.hex(of: Array("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(try SHA256Hasher.hex(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    /// libavutil's SHA-256, which computed frame hashes before OpenSSL did (the goldens were
    /// recorded with it).
    static func libavutilHex(_ bytes: [UInt8]) -> String {
        var context: OpaquePointer?
        guard av_hash_alloc(&context, "SHA256") >= 0 else { return "no libavutil SHA256" }
        defer { av_hash_freep(&context) }
        av_hash_init(context)
        bytes.withUnsafeBufferPointer { if let base = $0.baseAddress { av_hash_update(context, base, $0.count) } }
        var out = [UInt8](repeating: 0, count: 65)
        av_hash_final_hex(context, &out, Int32(out.count))
        return String(decoding: out.prefix(64), as: UTF8.self)
    }

    @Test func openSSLAgreesWithLibavutil() throws {
        // Lengths around SHA-256's 64-byte block and its 55/56-byte padding boundary, and a
        // frame-sized buffer fed in uneven pieces.
        var generator = SystemRandomNumberGenerator()
        for length in [1, 55, 56, 63, 64, 65, 119, 120, 1000, 750 * 4 * 3 + 1] {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(try SHA256Hasher.hex(of: bytes) == Self.libavutilHex(bytes), "length \(length)")
        }
        let big = (0..<100_003).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
        let hasher = try SHA256Hasher()
        let raw = UnsafeMutableRawBufferPointer.allocate(byteCount: big.count, alignment: 1)
        defer { raw.deallocate() }
        raw.copyBytes(from: big)
        var offset = 0
        for piece in [1, 63, 4096, 17, 95_000] {
            try hasher.update(UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + piece)]))
            offset += piece
        }
        try hasher.update(UnsafeRawBufferPointer(rebasing: raw[offset...]))
        #expect(try hasher.finalHex() == Self.libavutilHex(big))
        #expect(try hasher.finalHex() == Self.libavutilHex([]), "a finished hasher starts over")
    }

}
