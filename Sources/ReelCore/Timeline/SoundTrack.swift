/// A sound file under a clip: where in the file the clip starts, how loud, and how it fades.
///
/// The clip's sound at clip time `t` (0 … duration) is the file's sound at `offset + t`,
/// multiplied by `volume` and by the fades:
///
/// ```
///  gain  volume ┤      ┌────────────────────────┐
///               │     ╱                          ╲
///             0 ┼────┘                            └───
///               0   fadeIn                 duration − fadeOut   duration
/// ```
///
/// A file shorter than `offset + duration` is followed by silence; a longer one is cut at the
/// clip's end. MP4 and QuickTime outputs carry it as AAC, WebM as Opus; GIF, WebP, APNG and PNG
/// frames have no sound.
public struct SoundTrack: Hashable, Sendable {
    /// The sound file (any format FFmpeg reads: WAV, MP3, AAC/M4A, FLAC, Ogg …).
    public var path: String
    /// Seconds of the file skipped before the clip's time 0 (≥ 0).
    public var offset: Double
    /// Linear gain (1: as recorded; 0 … 10).
    public var volume: Double
    /// Seconds over which the sound rises from silence at the clip's start (≥ 0).
    public var fadeIn: Double
    /// Seconds over which the sound falls to silence at the clip's end (≥ 0).
    public var fadeOut: Double
    /// More sound files played at the same time, each with its own offset, volume and fades,
    /// summed with this one (a video's own sound under a scene's music, `reel render --over`).
    public var mixedWith: [SoundTrack] = []

    public init(path: String, offset: Double = 0, volume: Double = 1, fadeIn: Double = 0, fadeOut: Double = 0) {
        self.path = path
        self.offset = offset
        self.volume = volume
        self.fadeIn = fadeIn
        self.fadeOut = fadeOut
    }

    /// The gain at clip time `t` of a clip `duration` seconds long: `volume` times the fades
    /// (each linear; where they overlap, the smaller).
    public func gain(at t: Double, duration: Double) -> Double {
        var g = volume
        if fadeIn > 0 && t < fadeIn { g *= max(0, t / fadeIn) }
        if fadeOut > 0 && t > duration - fadeOut { g *= max(0, (duration - t) / fadeOut) }
        return g
    }
}
