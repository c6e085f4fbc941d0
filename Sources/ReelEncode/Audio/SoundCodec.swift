import CFFmpeg

/// The sound codec a video container carries: AAC-LC (FFmpeg's native `aac` encoder) in MP4 and
/// QuickTime, Opus (`libopus`) in WebM. Both run at 48 kHz, the one rate every container here
/// takes and Opus's own (libopus encodes 48 kHz and its divisors only; every source is resampled
/// to it), with the source's channels up to stereo and a bit rate per channel.
///
/// Each encoder delays its sound (AAC's 1024 priming samples, Opus's look-ahead of 312): its
/// first packet starts that many samples before 0, and the muxer records the delay (MP4's edit
/// list, WebM's `CodecDelay` and Opus's pre-skip in its header), so a player drops those samples
/// and the sound starts with the first frame.
enum SoundCodec: Sendable {
    case aac
    case opus

    /// FFmpeg's encoder.
    var encoderName: String {
        switch self {
        case .aac: "aac"
        case .opus: "libopus"
        }
    }

    /// The codec's name in messages.
    var label: String {
        switch self {
        case .aac: "AAC"
        case .opus: "Opus"
        }
    }

    /// The sample format the encoder takes: planar float (AAC), interleaved float (libopus).
    var sampleFormat: AVSampleFormat {
        switch self {
        case .aac: AV_SAMPLE_FMT_FLTP
        case .opus: AV_SAMPLE_FMT_FLT
        }
    }

    /// Bits per second per channel: AAC 96 kb/s (192 kb/s stereo), Opus 64 kb/s (128 kb/s
    /// stereo, transparent for music in listening tests).
    var bitRatePerChannel: Int {
        switch self {
        case .aac: 96_000
        case .opus: 64_000
        }
    }
}

extension OutputFormat {
    /// The sound codec this container carries; nil for formats without sound (GIF, WebP, APNG,
    /// PNG frames).
    var soundCodec: SoundCodec? {
        switch self {
        case .mp4, .mov: .aac
        case .webm: .opus
        case .gif, .webp, .apng, .png: nil
        }
    }

    /// Whether files of this format carry a clip's sound track: MP4 and QuickTime (AAC) and
    /// WebM (Opus) do; GIF, WebP, APNG and PNG frames have no sound.
    public var carriesSound: Bool { soundCodec != nil }

    /// The note for an output of this format that cannot carry `track`; nil when it carries it.
    public func soundNote(destination: String, track: String) -> String? {
        guard !carriesSound else { return nil }
        let what = self == .png ? "PNG frames have" : "\(containerLabel) has"
        return """
            '\(destination)': \(what) no sound, so the sound track '\(track)' is only in video outputs \
            (MP4, QuickTime, WebM)
            """
    }
}
