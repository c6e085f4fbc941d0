/// libx265's own options (HEVC in MP4 or QuickTime).
public struct HEVCOptions: Hashable, Sendable {
    /// x265's preset (`ultrafast` … `placebo`): slower presets give smaller files at the same
    /// quality. Default `medium`, x265's own.
    public var preset: String = "medium"

    /// The defaults.
    public init() {}
}
