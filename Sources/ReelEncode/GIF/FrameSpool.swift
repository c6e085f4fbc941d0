import Foundation

/// Stored frames waiting on disk for the clip's shared palette, which is known only once
/// every frame has been counted: a file beside the output, written in order, then read back
/// from the start (once to measure the first frame, once to map every frame).
///
/// The file format is private to one writer and lives as long as it: per frame a header of
/// ``headerFields`` little-endian `Int32`s (index, x, y, width, height, flags, packed byte
/// count), then the pixels packed (``GIFPixels/pack(_:)``: runs of transparent words
/// shortened). Flags: bit 0 ``StoredFrame/afterClear``, bit 1 ``StoredFrame/clearsAfter``.
final class FrameSpool {
    /// The `Int32` fields of each frame's header.
    static let headerFields = 7

    /// The spool file.
    let path: String
    /// The frames written.
    private(set) var count = 0
    private var handle: FileHandle?
    /// The output the spool belongs to, named in errors.
    private let destination: String

    /// Creates the spool file `path` for the GIF `destination`.
    /// - Throws: ``EncodeError`` (cannot create output) when the file cannot be made.
    init(path: String, destination: String) throws(EncodeError) {
        self.path = path
        self.destination = destination
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let h = FileHandle(forUpdatingAtPath: path)
        else {
            throw EncodeError(.cannotCreateOutput, "cannot create the frame spool '\(path)' beside '\(destination)'")
        }
        handle = h
    }

    deinit { discard() }

    /// Appends `frame`.
    func write(_ frame: StoredFrame) throws(EncodeError) {
        guard let handle else { throw EncodeError(.cancelled, "the GIF writer for '\(destination)' was cancelled") }
        let packed = GIFPixels.pack(frame.pixels)
        let flags = (frame.afterClear ? 1 : 0) | (frame.clearsAfter ? 2 : 0)
        let r = frame.region
        var header = [UInt8]()
        for v in [frame.index, r.x, r.y, r.width, r.height, flags, packed.count] {
            withUnsafeBytes(of: Int32(v).littleEndian) { header += $0 }
        }
        do {
            try handle.write(contentsOf: header + packed)
        } catch {
            throw EncodeError(
                .cannotCreateOutput,
                "cannot write the frame spool '\(path)': \(error.localizedDescription); check the disk space")
        }
        count += 1
    }

    /// Goes back to the first frame.
    func rewind() throws(EncodeError) {
        do { try handle?.seek(toOffset: 0) } catch {
            throw EncodeError(
                .cannotCreateOutput, "cannot read back the frame spool '\(path)': \(error.localizedDescription)")
        }
    }

    /// The next frame.
    /// - Throws: ``EncodeError`` when the file cannot be read or is shorter or other than written.
    func read() throws(EncodeError) -> StoredFrame {
        let header = try read(4 * Self.headerFields)
        let v = (0..<Self.headerFields).map { i in
            Int(Int32(littleEndian: header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 4 * i, as: Int32.self) }))
        }
        let region = Region(x: v[1], y: v[2], width: v[3], height: v[4])
        guard let pixels = GIFPixels.unpack(try read(v[6]), count: region.width * region.height) else {
            throw EncodeError(.cannotCreateOutput, "the frame spool '\(path)' is damaged")
        }
        return StoredFrame(
            index: v[0], region: region, pixels: pixels, afterClear: v[5] & 1 != 0, clearsAfter: v[5] & 2 != 0)
    }

    /// Closes and deletes the file (the spool takes no more frames). Safe to call more than once.
    func discard() {
        try? handle?.close()
        handle = nil
        try? FileManager.default.removeItem(atPath: path)
    }

    private func read(_ count: Int) throws(EncodeError) -> [UInt8] {
        let data: Data?
        do { data = try handle?.read(upToCount: count) } catch {
            throw EncodeError(
                .cannotCreateOutput, "cannot read back the frame spool '\(path)': \(error.localizedDescription)")
        }
        guard let data, data.count == count else {
            throw EncodeError(.cannotCreateOutput, "the frame spool '\(path)' is shorter than expected")
        }
        return [UInt8](data)
    }
}
