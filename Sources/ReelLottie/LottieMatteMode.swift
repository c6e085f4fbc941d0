import ReelCore

/// How a layer uses its track matte (`tt`): the matte's alpha or luminance, straight or inverted.
enum LottieMatteMode: Int, Sendable {
    case unmatted = 0
    case alpha, alphaInverted, luma, lumaInverted

    /// The layer's `maskMode` for the matte; nil for a plain alpha matte (the default).
    var sceneMaskMode: MaskMode? {
        switch self {
        case .unmatted, .alpha: nil
        case .alphaInverted: .alphaInverted
        case .luma: .luminance
        case .lumaInverted: .luminanceInverted
        }
    }
}
