import CZip
import Foundation

/// gzip streams (a Telegram sticker's `.tgs` is a gzipped Lottie file), inflated with zlib.
public enum Gzip {
    /// Whether `data` starts with gzip's magic bytes (`1f 8b`).
    public static func looksLikeGzip(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B
    }

    /// The inflated bytes of a whole gzip stream.
    /// - Parameter name: The stream's file name, used in errors.
    /// - Throws: `.damaged` when the stream is cut short or corrupt, `.tooLarge` as soon as the
    ///   inflated bytes pass `limits.uncompressedBytes`.
    public static func decompress(
        _ data: Data, name: String, limits: ArchiveLimits = .default
    ) throws(ArchiveError) -> Data {
        guard looksLikeGzip(data) else { throw ArchiveError(.notAnArchive, archive: name, reason: "not a gzip stream") }
        var input = [UInt8](data)
        var stream = z_stream()
        guard reel_inflate_init_gzip(&stream) == Z_OK else {
            throw ArchiveError(.damaged, archive: name, reason: "zlib could not start inflating")
        }
        defer { inflateEnd(&stream) }
        var out = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var status = Z_OK
        stream.avail_in = uInt(input.count)
        return try input.withUnsafeMutableBufferPointer { inBuffer throws(ArchiveError) -> Data in
            stream.next_in = inBuffer.baseAddress
            while status != Z_STREAM_END {
                let produced = chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    return buffer.count - Int(stream.avail_out)
                }
                guard status == Z_OK || status == Z_STREAM_END else {
                    let why = status == Z_BUF_ERROR ? "the stream is cut short" : "the stream is corrupt (\(status))"
                    throw ArchiveError(.damaged, archive: name, reason: "cannot inflate: \(why)")
                }
                if out.count + produced > limits.uncompressedBytes {
                    throw ArchiveError(
                        .tooLarge, archive: name,
                        reason: "it inflates to more than \(limits.uncompressedBytes >> 20) MiB; Reel reads no more")
                }
                out.append(contentsOf: chunk[0..<produced])
            }
            return out
        }
    }
}
