import CFFmpeg

/// What a ``MovieWriter`` writes, decided once from the container and the settings: the codec
/// and its options, whether the file keeps alpha, the pixel format, the padded size and the
/// notes for the user.
///
/// Alpha is kept when the scene's background is transparent and the codec carries it in this
/// container (VP9 and VP8 in WebM, ProRes 4444 in QuickTime); an opaque background means every
/// frame is opaque, so the file gets no alpha plane. Where a transparent scene's alpha cannot be
/// kept (H.264, AV1, HEVC: Debian's libx265 has no alpha pixel formats; ProRes 422; VP9 in MP4),
/// the frames are composited over ``EncodeSettings/matte`` and one note says so.
struct MoviePlan {
    let format: OutputFormat
    let codec: VideoCodec
    let profile: ProResProfile?
    /// Whether frames keep their alpha (straight, in a `yuva` pixel format).
    let keepsAlpha: Bool
    let pixelFormat: AVPixelFormat
    /// The encoded size: the frame's, padded to what the chroma subsampling needs.
    let width: Int
    let height: Int
    /// The encoder's private options.
    let codecOptions: [(String, String)]
    /// The sound the file carries: the settings', in the container's codec (AAC in MP4 and
    /// QuickTime, Opus in WebM).
    let sound: SoundSpan?
    let soundCodec: SoundCodec
    private(set) var notes: [String] = []

    init(format: OutputFormat, settings: EncodeSettings, destination: String) throws(EncodeError) {
        self.format = format
        let codec = settings.video.codec ?? format.videoCodecs.first ?? .h264
        guard format.videoCodecs.contains(codec) else {
            let valid = format.videoCodecs.map(\.rawValue).joined(separator: ", ")
            throw EncodeError(
                .invalidInput,
                "\(format.containerLabel) cannot hold \(codec.label) ('\(destination)'); use one of: \(valid)")
        }
        self.codec = codec
        try settings.video.validate()
        try settings.av1.validate()
        try settings.vpx.validate()
        let transparent = settings.background.alpha < 255
        if codec == .av1 && (settings.width < 64 || settings.height < 64) {
            throw EncodeError(
                .invalidInput,
                """
                AV1 (SVT-AV1) needs frames of at least 64×64 pixels, and '\(destination)' is \
                \(settings.width)×\(settings.height); render larger (--size, --scale) or use another codec
                """
            )
        }
        profile = codec == .prores ? settings.prores.profile ?? (transparent ? .p4444 : .hq) : nil
        switch codec {
        case .vp9, .vp8: keepsAlpha = transparent && format == .webm
        case .prores: keepsAlpha = transparent && profile!.is4444
        case .h264, .hevc, .av1: keepsAlpha = false
        }
        pixelFormat = Self.pixelFormat(codec: codec, profile: profile, alpha: keepsAlpha)
        let (padX, padY) = Self.padding(pixelFormat)
        width = settings.width + (padX ? settings.width % 2 : 0)
        height = settings.height + (padY ? settings.height % 2 : 0)
        codecOptions = Self.options(codec: codec, profile: profile, alpha: keepsAlpha, settings: settings)
        sound = settings.sound
        soundCodec = format.soundCodec ?? .aac
        notes = Self.notes(
            self, settings: settings, transparent: transparent, destination: destination)
    }

    /// The pixel format the encoder is given.
    private static func pixelFormat(codec: VideoCodec, profile: ProResProfile?, alpha: Bool) -> AVPixelFormat {
        switch codec {
        case .prores:
            alpha ? AV_PIX_FMT_YUVA444P10LE : profile!.is4444 ? AV_PIX_FMT_YUV444P10LE : AV_PIX_FMT_YUV422P10LE
        case .vp9, .vp8: alpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P
        case .h264, .hevc, .av1: AV_PIX_FMT_YUV420P
        }
    }

    /// Whether the width and the height must be even (4:2:0 halves both, 4:2:2 the width).
    private static func padding(_ format: AVPixelFormat) -> (Bool, Bool) {
        switch format {
        case AV_PIX_FMT_YUV444P10LE, AV_PIX_FMT_YUVA444P10LE: (false, false)
        case AV_PIX_FMT_YUV422P10LE: (true, false)
        default: (true, true)
        }
    }

    /// The encoder's private options. x265 and SVT-AV1 get a fixed thread count (their pools
    /// otherwise follow the machine's cores, and x265's frame threads change its output).
    private static func options(
        codec: VideoCodec, profile: ProResProfile?, alpha: Bool, settings: EncodeSettings
    ) -> [(String, String)] {
        let quality = String(codec.nativeQuality(forCRF: settings.video.crf))
        let threads = max(1, settings.video.encoderThreads)
        switch codec {
        case .h264:
            var options = [("crf", quality), ("preset", settings.h264.preset)]
            if let tune = settings.h264.tune { options.append(("tune", tune)) }
            options.append(("x264-params", MovieWriter.x264Parameters))
            return options
        case .hevc:
            return [
                ("crf", quality), ("preset", settings.hevc.preset),
                ("x265-params", "log-level=error:pools=\(threads):frame-threads=\(min(threads, 4))"),
            ]
        case .av1:
            return [("crf", quality), ("preset", String(settings.av1.preset)), ("svtav1-params", "lp=\(threads)")]
        case .vp9:
            return [("crf", quality), ("deadline", "good"), ("cpu-used", String(settings.vpx.speed))]
        case .vp8:
            return [
                ("crf", quality), ("deadline", "good"), ("cpu-used", String(settings.vpx.speed)),
                ("auto-alt-ref", alpha ? "0" : "1"),
            ]
        case .prores:
            // `apl0` in each frame's header, the vendor Apple's own encoder writes.
            return [("profile", profile!.encoderValue), ("vendor", "apl0")]
        }
    }

    /// What the user should know about this file, one sentence each.
    private static func notes(
        _ plan: MoviePlan, settings: EncodeSettings, transparent: Bool, destination: String
    ) -> [String] {
        var notes: [String] = []
        if plan.width != settings.width || plan.height != settings.height {
            let needs = plan.pixelFormat == AV_PIX_FMT_YUV422P10LE ? "an even width" : "an even width and height"
            let fill = plan.keepsAlpha ? "transparent pixels" : "the background colour"
            notes.append(
                """
                '\(destination)': \(plan.codec.label) needs \(needs), so the \(settings.width)×\(settings.height) \
                frames are padded to \(plan.width)×\(plan.height) with \(fill)
                """
            )
        }
        if transparent && !plan.keepsAlpha {
            notes.append("'\(destination)': \(alphaNote(plan, matte: settings.compositingColor))")
        }
        return notes
    }

    /// Why a transparent scene's alpha is dropped, what it is composited over, and how to keep
    /// it: `H.264 has no alpha: composited over #000000; write .mov (ProRes 4444) or .webm (VP9)
    /// to keep it`.
    static func alphaNote(_ plan: MoviePlan, matte: RGBA8) -> String {
        let over = "composited over \(matte.hex)"
        switch plan.codec {
        case .prores:
            return "ProRes \(plan.profile!.label) has no alpha: \(over); use --quality 4444 to keep it"
        case .vp9, .vp8:
            let container = plan.format.containerLabel
            return "\(container) cannot carry \(plan.codec.label)'s alpha: \(over); write .webm to keep it"
        case .h264, .av1, .hevc:
            let name = plan.codec == .hevc ? "HEVC (libx265)" : plan.codec.label
            return "\(name) has no alpha: \(over); write .mov (ProRes 4444) or .webm (VP9) to keep it"
        }
    }
}

extension RGBA8 {
    /// `#rrggbb` (alpha left out), as scene documents write colours.
    var hex: String {
        "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

extension OutputFormat {
    /// The container's name in messages.
    var containerLabel: String {
        switch self {
        case .mp4: "MP4"
        case .mov: "QuickTime (.mov)"
        case .webm: "WebM"
        case .gif: "GIF"
        case .webp: "WebP"
        case .apng: "APNG"
        case .png: "a PNG folder"
        }
    }

    /// FFmpeg's muxer for a movie container.
    var muxerName: String {
        switch self {
        case .mov: "mov"
        case .webm: "webm"
        default: "mp4"
        }
    }
}
