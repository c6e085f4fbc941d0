/// Every property of a layer, as plain values: the model a `Layer` holds, and the
/// presentation values a snapshot shows at one time.
///
/// The properties of `ShapeLayer` and `TextLayer` live here too (used only when `kind` says so),
/// so that one typed key path (`\LayerState.strokeEnd`) reaches any animatable property.
public struct LayerState: Hashable, Sendable {
    public var kind: LayerKind = .plain
    public var name: String?

    // MARK: Geometry
    public var position: Point = .zero
    /// The layer's own coordinate space: `origin` is the scroll offset of its sublayers.
    public var bounds: Rect = .zero
    public var anchorPoint: Point = Point(x: 0.5, y: 0.5)
    /// The anchor point's z (`CALayer.anchorPointZ`, "the anchor point for the layer's position
    /// along the z axis"): `(position, zPosition)` places the point `(anchorPoint, anchorPointZ)`
    /// and `transform` turns the layer about it, so a rotation about y swings the layer around a
    /// point in front of (or behind) its plane, as a cube's faces turn about its centre.
    public var anchorPointZ: Double = 0
    /// The layer's 3-D transform about its anchor point (`CALayer.transform`).
    public var transform: Transform3D = .identity
    /// The layer's position on the z axis (toward the viewer), like `CALayer.zPosition`; it
    /// also orders sibling layers (higher on top).
    public var zPosition: Double = 0
    /// The transform applied to the sublayers, about the anchor point, before they are
    /// flattened into this layer (`CALayer.sublayerTransform`; its `m34` gives them perspective).
    public var sublayerTransform: Transform3D = .identity
    /// Whether the layer's back is drawn when it faces away from the viewer
    /// (`CALayer.isDoubleSided`).
    public var isDoubleSided: Bool = true

    // MARK: Timing (CAMediaTiming on layers)
    /// The rate of this layer's local time relative to its superlayer's (0 freezes it).
    public var speed: Double = 1
    /// An offset added to this layer's local time.
    public var timeOffset: Double = 0
    /// When this layer's local time starts, in its superlayer's time.
    public var beginTime: Double = 0

    // MARK: Appearance
    public var opacity: Double = 1
    public var isHidden: Bool = false
    public var backgroundColor: Color? = nil
    public var cornerRadius: Double = 0
    /// The curve of the rounded corners (`CALayer.cornerCurve`).
    public var cornerCurve: CornerCurve = .circular
    /// The corners `cornerRadius` rounds (`CALayer.maskedCorners`).
    public var maskedCorners: CornerMask = .all
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    public var masksToBounds: Bool = false
    /// What of `mask` keeps the layer (Reel's addition; Core Animation masks by alpha only).
    public var maskMode: MaskMode = .alpha
    /// Whether the sublayers' coordinate system is flipped vertically (y from the bottom of the
    /// bounds), like `CALayer.isGeometryFlipped`.
    public var isGeometryFlipped: Bool = false
    public var contents: Image? = nil
    public var contentsGravity: ContentsGravity = .resize
    /// The part of the image shown, in unit coordinates of the image (`CALayer.contentsRect`);
    /// beyond 0…1 the edge pixels extend outwards.
    public var contentsRect: Rect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// The stretchable middle of a nine-part image, in unit coordinates of the shown part
    /// (`CALayer.contentsCenter`); the default stretches the whole image.
    public var contentsCenter: Rect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// How the image is sampled when drawn smaller than its pixels.
    public var minificationFilter: ContentsFilter = .linear
    /// How the image is sampled when drawn larger than its pixels.
    public var magnificationFilter: ContentsFilter = .linear
    public var shadowColor: Color = .black
    public var shadowOpacity: Double = 0
    public var shadowOffset: Size = Size(width: 0, height: -3)
    public var shadowRadius: Double = 3
    /// The shadow's shape, in the layer's coordinates, instead of the layer's alpha
    /// (`CALayer.shadowPath`; filled with the non-zero rule).
    public var shadowPath: BezierPath? = nil
    /// Reel's own blur of the layer and its sublayers (Gaussian σ in points across, down; docs/animation.md).
    public var gaussianBlur: Size = .zero
    /// Reel's backdrop effect (what `UIVisualEffectView` draws; Core Animation's private
    /// `CABackdropLayer`): the Gaussian σ, in points, of the blur of what is drawn beneath the
    /// layer, shown inside its rounded bounds under its own content (0: not blurred).
    /// docs/animation.md says how it nests in groups.
    public var backdropBlur: Double = 0
    /// The saturation of the backdrop after its blur (1 unchanged, 0 grey, above 1 more vivid).
    public var backdropSaturation: Double = 1
    /// A colour laid over the blurred backdrop (source-over); transparent: none.
    public var backdropTint: Color = .clear

    /// Whether the layer draws a backdrop effect: a blur, a saturation other than 1, or a tint.
    public var hasBackdrop: Bool {
        (backdropBlur.isFinite && backdropBlur > 0) || (backdropSaturation.isFinite && backdropSaturation != 1)
            || backdropTint.alpha > 0
    }

    // MARK: Shape (ShapeLayer)
    public var path: BezierPath? = nil
    public var fillColor: Color? = .black
    public var fillRule: FillRule = .nonZero
    public var strokeColor: Color? = nil
    public var lineWidth: Double = 1
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var lineDashPattern: [Double]? = nil
    public var lineDashPhase: Double = 0
    public var strokeStart: Double = 0
    public var strokeEnd: Double = 1

    // MARK: Text (TextLayer)
    public var string: String = ""
    /// A fontconfig family name; CJK text falls back to an installed CJK font.
    public var fontFamily: String = "Sans"
    public var fontSize: Double = 36
    public var isBold: Bool = false
    /// The font weight on the OpenType/CSS scale (100 thin, 300 light, 400 regular, 500 medium,
    /// 600 semibold, 700 bold, 800 extra bold, 900 black), for families with more faces than
    /// regular and bold; nil: `isBold` decides (700 or 400). Fontconfig picks the family's face
    /// nearest the weight.
    public var fontWeight: Int? = nil
    public var foregroundColor: Color = .white
    public var alignmentMode: TextAlignment = .natural
    public var isWrapped: Bool = false
    /// How a string that does not fit is shortened, like `CATextLayer.truncationMode`
    /// (default `.none`: clipped). Unwrapped text is shortened to the bounds' width; wrapped
    /// text to the lines that fit the bounds' height, the last of them ellipsized.
    public var truncationMode: TextTruncation = .none
    /// The text as Pango markup (what an attributed string becomes: spans with font, colours,
    /// letter spacing, underline, strikethrough, line height); when not empty it is drawn in
    /// place of `string`, the layer's font and `foregroundColor` applying where no span says.
    public var markup: String = ""
    /// Extra space between lines, in points (`NSParagraphStyle.lineSpacing`).
    public var lineSpacing: Double = 0
    /// The most lines drawn (`UILabel.numberOfLines`); 0 for as many as the bounds hold. With a
    /// truncation mode the last line drawn is shortened.
    public var maximumLines: Int = 0
    /// Whether the text block is centred vertically in the bounds, as `UILabel` draws (false:
    /// at the top, as `CATextLayer` draws).
    public var isVerticallyCentered: Bool = false
    /// An outline around the glyphs, in percent of the font size (`.strokeWidth`): positive
    /// draws the outline alone, negative fills the glyphs and outlines them; 0 none.
    public var textStrokeWidth: Double = 0
    /// The outline's colour (`.strokeColor`; nil: `foregroundColor`).
    public var textStrokeColor: Color? = nil

    // MARK: Custom keys
    /// Values under keys of the code's own (`CALayer.setValue(_:forKey:)`), not drawn.
    public var customValues = CustomLayerValues()

    // MARK: Replicator (ReplicatorLayer)
    /// How many copies of the sublayers are drawn, the sublayers themselves included (0: none).
    public var instanceCount: Int = 1
    /// The transform from instance i − 1 to instance i, about the centre of the bounds.
    public var instanceTransform: Transform3D = .identity
    /// Instance i shows its sublayers `i · instanceDelay` seconds earlier in their time.
    public var instanceDelay: Double = 0
    /// The colour instance 0 is multiplied by (straight alpha).
    public var instanceColor: Color = .white
    /// Added to the multiplier's components once per instance past the first.
    public var instanceRedOffset: Double = 0
    public var instanceGreenOffset: Double = 0
    public var instanceBlueOffset: Double = 0
    public var instanceAlphaOffset: Double = 0
    /// Whether the sublayers keep their depth (replicator and emitter); kept for 3-D, drawn flat.
    public var preservesDepth: Bool = false

    // MARK: Emitter (EmitterLayer)
    /// The centre of the emitter shape, in the layer's coordinates.
    public var emitterPosition: Point = .zero
    public var emitterZPosition: Double = 0
    public var emitterSize: Size = .zero
    public var emitterDepth: Double = 0
    public var emitterShape: EmitterShape = .point
    public var emitterMode: EmitterMode = .volume
    public var renderMode: EmitterRenderMode = .unordered
    /// Multipliers of every cell's values.
    public var birthRate: Double = 1
    /// Multiplies every cell's `lifetime`.
    public var lifetime: Double = 1
    /// Multiplies every cell's `velocity`.
    public var velocity: Double = 1
    /// Multiplies every cell's `scale`.
    public var scale: Double = 1
    /// Multiplies every cell's `spin`.
    public var spin: Double = 1
    /// The seed of the particles' random numbers.
    public var seed: Int = 0
    public var emitterCells: EmitterCells = []
    // MARK: Gradient (GradientLayer)
    /// `CAGradientLayer.type` (the document and key path spell it `gradientType`, since a
    /// layer's `type` there is its kind).
    public var gradientType: GradientType = .axial
    /// The stop colours; nil or empty draws nothing, as Core Animation.
    public var colors: [Color]? = nil
    /// The stop locations in 0…1, one per colour; nil (or a count that differs from the
    /// colours') spreads the stops evenly.
    public var locations: [Double]? = nil
    /// In the unit coordinate space of the bounds ((0, 0) top left, (1, 1) bottom right).
    public var startPoint: Point = Point(x: 0.5, y: 0)
    /// Where location 1 lies, in the unit coordinate space of the bounds (default (0.5, 1)).
    public var endPoint: Point = Point(x: 0.5, y: 1)

    public init(kind: LayerKind = .plain) { self.kind = kind }
}

// MARK: - The properties

extension LayerProperty {
    /// Every whole layer property under its primary name (Core Animation's key: `"hidden"` for
    /// `isHidden`), in the order scene documents write them. With its field in `LayerState`,
    /// an entry here is the whole declaration of a property: the layer's accessor
    /// (`Layer`'s dynamic members), the animation key path, the scene document's key (read,
    /// checked against `domain`, written and applied by `SceneLayerKey`) and the façade's
    /// storage all follow from it. docs/architecture.md says how to add one.
    public static let all: [LayerProperty] = common + shape + text + gradient + replicator + emitter

    static let common: [LayerProperty] = [
        LayerProperty("name", \.name, .nonEmptyText("a non-empty name")),
        LayerProperty("position", \.position),
        LayerProperty("bounds", \.bounds),
        LayerProperty("anchorPoint", \.anchorPoint),
        LayerProperty("anchorPointZ", \.anchorPointZ, .coordinate),
        LayerProperty("transform", \.transform),
        LayerProperty("zPosition", \.zPosition, .coordinate),
        LayerProperty("sublayerTransform", \.sublayerTransform),
        LayerProperty("doubleSided", \.isDoubleSided),
        LayerProperty("speed", \.speed, .between(-1000, 1000)),
        LayerProperty("timeOffset", \.timeOffset, .time),
        LayerProperty("beginTime", \.beginTime, .time),
        LayerProperty("opacity", \.opacity, .unit),
        LayerProperty("hidden", \.isHidden),
        LayerProperty("backgroundColor", \.backgroundColor),
        LayerProperty("cornerRadius", \.cornerRadius, .length),
        LayerProperty("cornerCurve", \.cornerCurve),
        LayerProperty("maskedCorners", \.maskedCorners),
        LayerProperty("borderWidth", \.borderWidth, .length),
        LayerProperty("borderColor", \.borderColor),
        LayerProperty("masksToBounds", \.masksToBounds),
        LayerProperty("maskMode", \.maskMode),
        LayerProperty("geometryFlipped", \.isGeometryFlipped),
        LayerProperty("contents", \.contents),
        LayerProperty("contentsGravity", \.contentsGravity),
        LayerProperty("contentsRect", \.contentsRect),
        LayerProperty("contentsCenter", \.contentsCenter),
        LayerProperty("minificationFilter", \.minificationFilter),
        LayerProperty("magnificationFilter", \.magnificationFilter),
        LayerProperty("shadowColor", \.shadowColor),
        LayerProperty("shadowOpacity", \.shadowOpacity, .unit),
        LayerProperty("shadowOffset", \.shadowOffset, .coordinate),
        LayerProperty("shadowRadius", \.shadowRadius, .length),
        LayerProperty("shadowPath", \.shadowPath),
        LayerProperty("gaussianBlur", \.gaussianBlur),
        LayerProperty("backdropBlur", \.backdropBlur, .length),
        LayerProperty("backdropSaturation", \.backdropSaturation, .between(0, 100)),
        LayerProperty("backdropTint", \.backdropTint),
    ]

    static let shape: [LayerProperty] = [
        LayerProperty("path", \.path),
        LayerProperty("fillColor", \.fillColor),
        LayerProperty("fillRule", \.fillRule),
        LayerProperty("strokeColor", \.strokeColor),
        LayerProperty("lineWidth", \.lineWidth, .length),
        LayerProperty("lineCap", \.lineCap),
        LayerProperty("lineJoin", \.lineJoin),
        LayerProperty("miterLimit", \.miterLimit, .length),
        LayerProperty("lineDashPattern", \.lineDashPattern, .dashes),
        LayerProperty("lineDashPhase", \.lineDashPhase, .coordinate),
        LayerProperty("strokeStart", \.strokeStart, .strokeFraction),
        LayerProperty("strokeEnd", \.strokeEnd, .strokeFraction),
    ].map { $0.only(.shape) }

    static let text: [LayerProperty] = [
        LayerProperty("string", \.string),
        LayerProperty("fontFamily", \.fontFamily, .nonEmptyText("a font family name")),
        LayerProperty("fontSize", \.fontSize, .positive(atMost: 10_000)),
        LayerProperty("bold", \.isBold),
        LayerProperty("fontWeight", \.fontWeight),
        LayerProperty("foregroundColor", \.foregroundColor),
        LayerProperty("alignmentMode", \.alignmentMode),
        LayerProperty("wrapped", \.isWrapped),
        LayerProperty("truncationMode", \.truncationMode),
        LayerProperty("markup", \.markup),
        LayerProperty("lineSpacing", \.lineSpacing, .length),
        LayerProperty("maximumLines", \.maximumLines, .wholeNumber(0...100_000)),
        LayerProperty("verticallyCentered", \.isVerticallyCentered),
        LayerProperty("textStrokeWidth", \.textStrokeWidth, .between(-100, 100)),
        LayerProperty("textStrokeColor", \.textStrokeColor),
    ].map { $0.only(.text) }

    /// `CAGradientLayer`'s; `type` is written `gradientType`, since a layer's `type` is its kind.
    static let gradient: [LayerProperty] = [
        LayerProperty("gradientType", \.gradientType),
        LayerProperty("colors", \.colors),
        LayerProperty("locations", \.locations),
        LayerProperty("startPoint", \.startPoint),
        LayerProperty("endPoint", \.endPoint),
    ].map { $0.only(.gradient) }

    static let replicator: [LayerProperty] =
        [
            LayerProperty("instanceCount", \.instanceCount, .wholeNumber(0...ReplicatorLayer.maximumInstanceCount)),
            LayerProperty("instanceTransform", \.instanceTransform),
            LayerProperty("instanceDelay", \.instanceDelay, .time),
            LayerProperty("instanceColor", \.instanceColor),
            LayerProperty("instanceRedOffset", \.instanceRedOffset, .between(-1, 1)),
            LayerProperty("instanceGreenOffset", \.instanceGreenOffset, .between(-1, 1)),
            LayerProperty("instanceBlueOffset", \.instanceBlueOffset, .between(-1, 1)),
            LayerProperty("instanceAlphaOffset", \.instanceAlphaOffset, .between(-1, 1)),
        ].map { $0.only(.replicator) } + [LayerProperty("preservesDepth", \.preservesDepth).only(.depth)]

    static let emitter: [LayerProperty] = [
        LayerProperty("emitterCells", \.emitterCells),
        LayerProperty("emitterPosition", \.emitterPosition),
        LayerProperty("emitterZPosition", \.emitterZPosition, .coordinate),
        LayerProperty("emitterSize", \.emitterSize),
        LayerProperty("emitterDepth", \.emitterDepth, .length),
        LayerProperty("emitterShape", \.emitterShape),
        LayerProperty("emitterMode", \.emitterMode),
        LayerProperty("renderMode", \.renderMode),
        LayerProperty("birthRate", \.birthRate, .between(0, 1000)),
        LayerProperty("lifetime", \.lifetime, .between(0, 1000)),
        LayerProperty("velocity", \.velocity, .between(-1000, 1000)),
        LayerProperty("scale", \.scale, .between(0, 1000)),
        LayerProperty("spin", \.spin, .between(-1000, 1000)),
        LayerProperty("seed", \.seed, .wholeNumber(0...Int(UInt32.max))),
    ].map { $0.only(.emitter) }
}
