import Reel
import ReelEncode
import Shaders

/// Hashes a sequence of frames (``FrameHash``, the same digests), resuming each from where
/// it stops sharing rows with the frame hashed before: SHA-256 reads its input in order, so
/// the digest's state after the first rows of a frame depends only on those rows' bytes.
/// The hasher keeps a copy of that state every ``checkpointRows`` rows of the frame it hashed
/// last; when the caller says how many top rows of the next frame are byte for byte the last
/// frame's (``IncrementalRenderer/unchangedTopRows``), hashing starts from the last copy at or
/// above the first changed row. Only the rows from there to the bottom are read.
///
/// ```
/// frame n-1:  rows 0 … 15 │ 16 … 31 │ 32 … 47 │ …        (state copied at 0, 16, 32, …)
/// frame n:    same        │ same    │ changed from row 40 →  resumes from the copy at 32
/// ```
/// One hasher serves one thread (a render worker) and follows the frames that thread drew.
public final class ResumableFrameHasher {
    /// Rows between two saved states: a copy costs about as much as hashing a few hundred
    /// bytes, and up to this many unchanged rows are hashed again.
    public static let checkpointRows = 16
    /// `states[i]`: the digest state before row `i * checkpointRows` of the last frame.
    private var states: [SHA256Hasher] = []
    /// How many of `states` are valid for the last frame.
    private var valid = 0
    private var lastSize: (width: Int, height: Int)?
    /// Rows hashed, over all frames (for measurements).
    public private(set) var rowsHashed = 0

    public init() {}

    /// The hash of `frame`, whose first `unchangedTopRows` rows are byte for byte the rows of
    /// the frame this hasher hashed last (0 when unknown or unrelated).
    /// - Throws: ``HashError`` when OpenSSL fails (out of memory).
    public func hash(_ frame: Frame, unchangedTopRows: Int) throws(HashError) -> FrameHash {
        let stride = Self.checkpointRows
        let sameSize = lastSize.map { $0 == (frame.width, frame.height) } ?? false
        var resumeAt = sameSize ? min(unchangedTopRows / stride, valid - 1) : 0
        if resumeAt < 0 { resumeAt = 0 }
        lastSize = (frame.width, frame.height)
        let checkpoints = (frame.height + stride - 1) / stride
        while states.count < max(checkpoints, 1) { states.append(try SHA256Hasher()) }
        let hasher = try SHA256Hasher()
        if resumeAt > 0 { try hasher.copyState(from: states[resumeAt]) }
        valid = resumeAt  // states above `resumeAt` are rewritten below
        let rowBytes = frame.bytesPerRow
        var failure: HashError?
        frame.pixels.withUnsafeBytes { src in
            do throws(HashError) {
                let row = UnsafeMutableRawBufferPointer.allocate(byteCount: rowBytes, alignment: 16)
                defer { row.deallocate() }
                var y = resumeAt * stride
                while y < frame.height {
                    if y % stride == 0 {
                        try states[y / stride].copyState(from: hasher)
                        valid = y / stride + 1
                    }
                    // Runs of opaque rows up to the next checkpoint go to OpenSSL in one call.
                    let end = min(frame.height, (y / stride + 1) * stride)
                    try FrameHash.feed(
                        rows: y..<end, of: UnsafeRawBufferPointer(src), rowBytes: rowBytes, to: hasher, scratch: row)
                    rowsHashed += end - y
                    y = end
                }
            } catch {
                failure = error
            }
        }
        if let failure {
            valid = 0
            throw failure
        }
        return FrameHash(uncheckedHex: try hasher.finalHex())
    }

    /// Forgets the last frame: the next one is hashed from its first row.
    public func reset() { valid = 0 }
}
