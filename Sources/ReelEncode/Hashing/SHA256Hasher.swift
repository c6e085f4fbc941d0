import COpenSSL

/// SHA-256 through OpenSSL's EVP interface, fed in pieces.
///
/// libcrypto picks the CPU's SHA extensions where it has them (several times faster than
/// libavutil's portable C, docs/benchmarks.md); the digest is SHA-256 all the same
/// (FIPS 180-4), so hashes recorded with either agree. One hasher is used by one thread at a
/// time; make one per frame (creating one is cheap).
///
/// ```swift
/// let hasher = try SHA256Hasher()
/// try hasher.update(bytes)
/// let hex = try hasher.finalHex()   // 64 lowercase hex digits
/// ```
public final class SHA256Hasher {
    /// The `EVP_MD_CTX`.
    private let context: OpaquePointer

    /// A hasher with nothing hashed yet.
    /// - Throws: ``HashError`` when libcrypto cannot make or initialise a digest context.
    public init() throws(HashError) {
        guard let context = EVP_MD_CTX_new() else { throw .openSSL("making a SHA-256 context (EVP_MD_CTX_new)") }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            EVP_MD_CTX_free(context)
            throw .openSSL("starting a SHA-256 digest (EVP_DigestInit_ex)")
        }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    /// Makes this hasher's state a copy of `other`'s: everything `other` has hashed so far,
    /// so that both go on from the same point (`EVP_MD_CTX_copy_ex`). A digest of a long input
    /// whose first part is shared with another input can resume from a copy taken there.
    /// - Throws: ``HashError`` when libcrypto cannot copy the state (out of memory).
    public func copyState(from other: SHA256Hasher) throws(HashError) {
        guard EVP_MD_CTX_copy_ex(context, other.context) == 1 else {
            throw .openSSL("copying a SHA-256 state (EVP_MD_CTX_copy_ex)")
        }
    }

    /// Hashes more bytes. The corresponding C function is `EVP_DigestUpdate`.
    public func update(_ bytes: UnsafeRawBufferPointer) throws(HashError) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        guard EVP_DigestUpdate(context, base, bytes.count) == 1 else {
            throw .openSSL("hashing \(bytes.count) bytes (EVP_DigestUpdate)")
        }
    }

    /// Hashes more bytes.
    public func update(_ bytes: UnsafeBufferPointer<UInt8>) throws(HashError) {
        try update(UnsafeRawBufferPointer(bytes))
    }

    /// The 32-byte digest of everything hashed. The hasher starts over afterwards. The
    /// corresponding C function is `EVP_DigestFinal_ex`.
    public func finalDigest() throws(HashError) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        guard EVP_DigestFinal_ex(context, &digest, &length) == 1, length == 32 else {
            throw .openSSL("finishing a SHA-256 digest (EVP_DigestFinal_ex)")
        }
        guard EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            throw .openSSL("restarting a SHA-256 digest (EVP_DigestInit_ex)")
        }
        return digest
    }

    /// The digest as 64 lowercase hexadecimal digits; the hasher starts over afterwards.
    public func finalHex() throws(HashError) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in try finalDigest() {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 15)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The SHA-256 of `bytes` as lowercase hex.
    public static func hex(of bytes: [UInt8]) throws(HashError) -> String {
        let hasher = try SHA256Hasher()
        var failure: HashError?
        bytes.withUnsafeBytes { raw in
            do throws(HashError) { try hasher.update(raw) } catch { failure = error }
        }
        if let failure { throw failure }
        return try hasher.finalHex()
    }
}
