import COpenSSL

/// A failure inside OpenSSL's libcrypto while hashing (in practice: out of memory).
public struct HashError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What Reel was doing and OpenSSL's own reason.
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }

    /// An error for the failed call `doing`, with the reason OpenSSL queued (`ERR_get_error`).
    static func openSSL(_ doing: String) -> HashError {
        let code = ERR_get_error()
        guard code != 0 else { return HashError("\(doing) failed in OpenSSL's libcrypto (no reason given)") }
        var buffer = [CChar](repeating: 0, count: 256)
        ERR_error_string_n(code, &buffer, buffer.count)
        let reason = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return HashError("\(doing) failed in OpenSSL's libcrypto: \(reason)")
    }
}
