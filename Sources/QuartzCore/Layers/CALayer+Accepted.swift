import ReelCore

/// What a layer stores beside ReelCore's values: its `style` and the values of the members
/// Reel accepts without effect (rendering hints: they change no pixel Reel draws).
struct LayerSettings {
    var style: [AnyHashable: Any]?
    var allowsEdgeAntialiasing = false
    var filters: [Any]?
    var compositingFilter: Any?
    var backgroundFilters: [Any]?
    var minificationFilterBias: Float = 0
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
        .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
    ]
    var shouldRasterize = false
    var rasterizationScale: CGFloat = 1
    var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    var wantsExtendedDynamicRangeContent = false
}

/// Rendering hints Core Animation takes and Reel accepts: each is stored and read back, and
/// its first use writes one warning (`AcceptedMember`); docs/animation.md says why each draws
/// the same pixels in Reel.
extension CALayer {
    /// Whether the edges named by `edgeAntialiasingMask` are antialiased (false by default).
    /// Reel: accepted; Reel antialiases every layer edge, as `true` does (docs/animation.md).
    public var allowsEdgeAntialiasing: Bool {
        get { settings.allowsEdgeAntialiasing }
        set { accept("allowsEdgeAntialiasing") { $0.allowsEdgeAntialiasing = newValue } }
    }
    /// Which edges are antialiased when `allowsEdgeAntialiasing` is on (all four by default).
    /// Reel: accepted; Reel antialiases every layer edge (docs/animation.md).
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { settings.edgeAntialiasingMask }
        set { accept("edgeAntialiasingMask") { $0.edgeAntialiasingMask = newValue } }
    }
    /// Core Image filters applied to the layer and its sublayers.
    /// Reel: accepted; layers on iOS do not support filters ("This property is not supported on
    /// layers in iOS"), so they draw nothing there either.
    public var filters: [Any]? {
        get { settings.filters }
        set { accept("filters") { $0.filters = newValue } }
    }
    /// A Core Image filter that composites the layer with what lies behind it.
    /// Reel: accepted; not supported on iOS layers (see `filters`).
    public var compositingFilter: Any? {
        get { settings.compositingFilter }
        set { accept("compositingFilter") { $0.compositingFilter = newValue } }
    }
    /// Core Image filters applied to what lies behind the layer.
    /// Reel: accepted; not supported on iOS layers (see `filters`).
    public var backgroundFilters: [Any]? {
        get { settings.backgroundFilters }
        set { accept("backgroundFilters") { $0.backgroundFilters = newValue } }
    }
    /// The level-of-detail bias of `trilinear` minification (0 by default).
    /// Reel: accepted; Reel draws no mipmaps (`trilinear` samples as `linear`).
    public var minificationFilterBias: Float {
        get { settings.minificationFilterBias }
        set { accept("minificationFilterBias") { $0.minificationFilterBias = newValue } }
    }
    /// Whether the layer is drawn once into a cached bitmap and composited from it.
    /// Reel: accepted; Reel draws the layer directly each frame, the pixels a rasterization at the
    /// screen's scale gives (docs/animation.md).
    public var shouldRasterize: Bool {
        get { settings.shouldRasterize }
        set { accept("shouldRasterize") { $0.shouldRasterize = newValue } }
    }
    /// The scale of the cached bitmap `shouldRasterize` draws (1 by default).
    /// Reel: accepted; Reel draws at the clip's scale whatever this is (docs/animation.md).
    public var rasterizationScale: CGFloat {
        get { settings.rasterizationScale }
        set { accept("rasterizationScale") { $0.rasterizationScale = newValue } }
    }
    /// The storage format asked for drawn contents (`.RGBA8Uint` by default).
    /// Reel: accepted; drawn contents are always 8-bit RGBA (docs/animation.md).
    public var contentsFormat: CALayerContentsFormat {
        get { settings.contentsFormat }
        set { accept("contentsFormat") { $0.contentsFormat = newValue } }
    }
    /// Whether the layer shows colours brighter than white on an HDR screen.
    /// Reel: accepted; video frames are standard dynamic range.
    public var wantsExtendedDynamicRangeContent: Bool {
        get { settings.wantsExtendedDynamicRangeContent }
        set { accept("wantsExtendedDynamicRangeContent") { $0.wantsExtendedDynamicRangeContent = newValue } }
    }

    /// Stores an accepted member's value and notes its use (`CALayer.<member>`).
    private func accept(_ member: String, _ change: (inout LayerSettings) -> Void) {
        AcceptedMember.note("CALayer." + member)
        change(&settings)
    }
}
