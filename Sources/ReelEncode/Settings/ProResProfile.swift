/// Apple ProRes profiles, from the smallest files to the largest (FFmpeg's `prores_ks`
/// numbering). Only the 4444 profiles carry alpha.
public enum ProResProfile: String, Hashable, Sendable, CaseIterable {
    case proxy, lt, standard, hq
    case p4444 = "4444"
    case p4444xq = "4444xq"

    /// `prores_ks`'s `profile` value.
    var encoderValue: String { rawValue }

    /// The profile's name in messages, as Apple names it (`422 HQ`, `4444 XQ`).
    var label: String {
        switch self {
        case .proxy: "422 Proxy"
        case .lt: "422 LT"
        case .standard: "422"
        case .hq: "422 HQ"
        case .p4444: "4444"
        case .p4444xq: "4444 XQ"
        }
    }

    /// Whether the profile stores 4:4:4 chroma and may carry an alpha plane.
    public var is4444: Bool { self == .p4444 || self == .p4444xq }
}
