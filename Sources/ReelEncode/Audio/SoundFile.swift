import CFFmpeg
import ReelCore

/// Checking sound files before a render, so that a file FFmpeg cannot decode is reported at
/// the document's `audio.path` (65) rather than half-way through writing.
public enum SoundFile {
    /// Opens `path` and decodes its first frame of sound.
    /// - Throws: ``EncodeError`` (``EncodeError/Kind/invalidInput``) saying why it cannot.
    public static func check(_ path: String) throws(EncodeError) { try SoundTrackEncoder.check(path) }
}
