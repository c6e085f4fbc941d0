/// ProRes's options (`prores_ks` in QuickTime).
public struct ProResOptions: Hashable, Sendable {
    /// The profile; nil (default): 4444 when the scene's background is transparent (the only
    /// profiles with alpha), HQ when it is opaque (what editors ask for as a master).
    public var profile: ProResProfile? = nil

    /// The defaults.
    public init() {}
}
