import CFFmpeg
import ReelCore

/// Which stretch of a clip's sound an output carries: `length` seconds from clip time `start`,
/// with the fades of a clip `clipDuration` seconds long (a part of a clip fades where the
/// whole clip does).
public struct SoundSpan: Hashable, Sendable {
    /// The sound file and how it is played (its path as the file system finds it).
    public var track: SoundTrack
    /// The whole clip's length in seconds.
    public var clipDuration: Double
    /// Where in the clip this output's sound starts, in seconds.
    public var start: Double
    /// How many seconds of sound this output carries.
    public var length: Double

    public init(track: SoundTrack, clipDuration: Double, start: Double = 0, length: Double? = nil) {
        self.track = track
        self.clipDuration = clipDuration
        self.start = start
        self.length = length ?? clipDuration
    }
}
