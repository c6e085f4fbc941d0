/// libx264's own options (H.264 in MP4).
public struct H264Options: Hashable, Sendable {
    /// x264's preset (`ultrafast` … `veryslow`): slower presets give smaller files at the same
    /// quality. Default `medium`, x264's own.
    public var preset: String = "medium"
    /// x264's tune (`animation` suits flat, cartoon-like content); nil (default) for none.
    public var tune: String? = nil

    /// The defaults.
    public init() {}
}
