import ReelCore

/// A rectangle of content in a layer tree, like Core Animation's `CALayer`: a façade over
/// ReelCore's `Layer` (`reel`), which holds every value; this object keeps the tree of façade
/// layers beside it (sublayers held strongly, the superlayer weakly, as ReelCore's are).
///
/// Subclasses (`CAShapeLayer`, `CAReplicatorLayer`, …) wrap the matching ReelCore class.
open class CALayer: NSObject, @unchecked Sendable {
    // @unchecked Sendable: a layer tree is used by one thread at a time, as ReelCore's.
    /// The ReelCore layer that holds this layer's values.
    package let reel: Layer
    private var storedSublayers: [CALayer] = []
    private var storedMask: CALayer?
    /// Animations added under keys, as they were added (see `animation(forKey:)`).
    var addedAnimations: [String: CAAnimation] = [:]

    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: CALayer?

    /// The object asked for actions, like `CALayer.delegate` (a view is its layer's delegate).
    open weak var delegate: CALayerDelegate? {
        didSet { reel.delegate = delegate.map { _ in delegateBridge } }
    }
    private lazy var delegateBridge = LayerDelegateBridge(owner: self)

    /// Actions by property key, like `CALayer.actions`: a `CAAnimation` to add, `NSNull()` for none.
    open var actions: [String: CAAction]? {
        didSet {
            reel.actions = actions?.compactMapValues { action -> Action? in
                guard let animation = action as? CAAnimation else { return .null }
                return animation.makeReelAnimation().map { .animation($0) }
            }
        }
    }

    /// Values under keys of the code's own, as they were set (`setValue(_:forKey:)`).
    var keyedValues: [String: Any] = [:]
    /// The presented values while `draw(in:)` runs: what `value(forKey:)` reads then.
    var drawingState: LayerState?
    /// The presented values of the `needsDisplay(forKey:)` keys the contents were drawn with.
    var drawnKeyValues: [String: AnyHashable] = [:]

    public override init() {
        reel = Layer()
        super.init()
    }

    /// A copy of `layer`'s values (not its sublayers or animations), of its nearest Reel class:
    /// what `presentation()` and `model()` create. Override to copy your subclass's properties.
    public init(layer: Any) {
        let source = layer as? CALayer
        reel = Self.makeBackingLayer().reel
        super.init()
        if let source { copyValues(of: source) }
    }

    /// A new layer, like `init()`, decoding nothing: how a view creates your `layerClass` (docs/swift.md).
    public required init?(coder: NSCoder) {
        let source = (coder as? CALayerBackingCoder)?.source
        reel = Self.makeBackingLayer().reel
        super.init()
        if let source { copyValues(of: source) }
    }

    /// A façade over `reel` (what the subclasses create theirs with).
    package init(reel: Layer) {
        self.reel = reel
        super.init()
    }

    /// The layer a `UIView` of `layerClass` gets: a new layer of the nearest façade class.
    open class func makeBackingLayer() -> CALayer { CALayer() }

    // MARK: - Tree

    /// The sublayers in drawing order (nil when there are none, as in Core Animation); setting
    /// replaces them all.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(storedSublayers.count - (layer.superlayer === self ? 1 : 0)))
    }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        layer.removeFromSuperlayer()
        let index = min(Int(idx), storedSublayers.count)
        storedSublayers.insert(layer, at: index)
        layer.superlayer = self
        reel.insertSublayer(layer.reel, at: index)
    }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s }.map { $0 + 1 } }
        insertSublayer(layer, at: UInt32(index ?? storedSublayers.count))
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        superlayer = nil
        reel.removeFromSuperlayer()
    }

    /// A layer whose alpha masks this one, like `CALayer.mask`.
    open var mask: CALayer? {
        get { storedMask }
        set {
            storedMask = newValue
            reel.mask = newValue?.reel
        }
    }

    // MARK: - Geometry

    open var bounds: CGRect {
        get { self[\.bounds] }
        set { redisplayingOnResize { self[\.bounds] = newValue } }
    }
    open var position: CGPoint {
        get { self[\.position] }
        set { self[\.position] = newValue }
    }
    open var frame: CGRect {
        get { CGRect(reel.frame) }
        set { redisplayingOnResize { reel.frame = newValue.reel } }
    }
    open var anchorPoint: CGPoint {
        get { self[\.anchorPoint] }
        set { self[\.anchorPoint] = newValue }
    }
    open var anchorPointZ: CGFloat {
        get { self[\.anchorPointZ] }
        set { self[\.anchorPointZ] = newValue }
    }
    open var zPosition: CGFloat {
        get { self[\.zPosition] }
        set { self[\.zPosition] = newValue }
    }
    open var transform: CATransform3D {
        get { self[\.transform] }
        set { self[\.transform] = newValue }
    }
    open var sublayerTransform: CATransform3D {
        get { self[\.sublayerTransform] }
        set { self[\.sublayerTransform] = newValue }
    }
    open func affineTransform() -> CGAffineTransform { CGAffineTransform(reel.affineTransform) }
    open func setAffineTransform(_ m: CGAffineTransform) { reel.affineTransform = m.reel }
    open var isDoubleSided: Bool {
        get { self[\.isDoubleSided] }
        set { self[\.isDoubleSided] = newValue }
    }
    open var isGeometryFlipped: Bool {
        get { self[\.isGeometryFlipped] }
        set { self[\.isGeometryFlipped] = newValue }
    }
    /// Pixels per point of drawn contents (`draw(in:)`): 1 by default, as in Core Animation
    /// (set `UIScreen.main.scale` for sharp drawing; a view's layer has the screen's). Reel draws
    /// every other kind of layer at the clip's scale.
    open var contentsScale: CGFloat = 1

    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { CGPoint(reel.convert(p.reel, from: l?.reel)) }
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { CGPoint(reel.convert(p.reel, to: l?.reel)) }
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { CGRect(reel.convert(r.reel, from: l?.reel)) }
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { CGRect(reel.convert(r.reel, to: l?.reel)) }

    // MARK: - Appearance and timing

    open var opacity: Float {
        get { self[\.opacity] }
        set { self[\.opacity] = newValue }
    }
    open var isHidden: Bool {
        get { self[\.isHidden] }
        set { self[\.isHidden] = newValue }
    }
    open var masksToBounds: Bool {
        get { self[\.masksToBounds] }
        set { self[\.masksToBounds] = newValue }
    }
    open var backgroundColor: CGColor? {
        get { self[\.backgroundColor] }
        set { self[\.backgroundColor] = newValue }
    }
    open var cornerRadius: CGFloat {
        get { self[\.cornerRadius] }
        set { self[\.cornerRadius] = newValue }
    }
    /// The curve of the rounded corners (`.circular` by default).
    open var cornerCurve: CALayerCornerCurve {
        get { self[\.cornerCurve] }
        set { self[\.cornerCurve] = newValue }
    }
    /// The corners `cornerRadius` rounds (all four by default).
    open var maskedCorners: CACornerMask {
        get { self[\.maskedCorners] }
        set { self[\.maskedCorners] = newValue }
    }
    open var borderWidth: CGFloat {
        get { self[\.borderWidth] }
        set { self[\.borderWidth] = newValue }
    }
    /// The border's colour (nil draws no border, as a clear colour).
    open var borderColor: CGColor? {
        get { CGColor(reel.borderColor) }
        set { reel.borderColor = newValue?.reel ?? .clear }
    }
    /// The shadow's colour (nil draws no shadow, as a clear colour).
    open var shadowColor: CGColor? {
        get { CGColor(reel.shadowColor) }
        set { reel.shadowColor = newValue?.reel ?? .clear }
    }
    open var shadowOpacity: Float {
        get { self[\.shadowOpacity] }
        set { self[\.shadowOpacity] = newValue }
    }
    open var shadowOffset: CGSize {
        get { self[\.shadowOffset] }
        set { self[\.shadowOffset] = newValue }
    }
    open var shadowRadius: CGFloat {
        get { self[\.shadowRadius] }
        set { self[\.shadowRadius] = newValue }
    }
    open var shadowPath: CGPath? {
        get { self[\.shadowPath] }
        set { self[\.shadowPath] = newValue }
    }
    /// The layer's image: a `CGImage` (anything else shows nothing, as in Core Animation), or
    /// what `display()` drew.
    open var contents: Any? {
        get { reel.contents.map(CGImage.init) }
        set {
            reel.contents = (newValue as? CGImage)?.reel
            hasDrawnContents = false
        }
    }
    /// How the contents fill the bounds (`.resize` by default); the vertical edges are named
    /// y-up, as in Core Animation (CALayerContentsGravity.swift).
    open var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(reel.contentsGravity) }
        set { reel.contentsGravity = newValue.reel }
    }
    /// The part of the image shown, in unit coordinates of the image.
    open var contentsRect: CGRect {
        get { self[\.contentsRect] }
        set { self[\.contentsRect] = newValue }
    }
    /// The stretchable middle of a nine-part image, in unit coordinates.
    open var contentsCenter: CGRect {
        get { self[\.contentsCenter] }
        set { self[\.contentsCenter] = newValue }
    }
    open var name: String? {
        get { self[\.name] }
        set { self[\.name] = newValue }
    }
    open var speed: Float {
        get { self[\.speed] }
        set { self[\.speed] = newValue }
    }
    open var timeOffset: CFTimeInterval {
        get { self[\.timeOffset] }
        set { self[\.timeOffset] = newValue }
    }
    open var beginTime: CFTimeInterval {
        get { self[\.beginTime] }
        set { self[\.beginTime] = newValue }
    }

    /// How the contents are sampled when drawn larger than their pixels (`.linear` by default).
    open var magnificationFilter: CALayerContentsFilter {
        get { self[\.magnificationFilter] }
        set { self[\.magnificationFilter] = newValue }
    }
    /// How the contents are sampled when drawn smaller than their pixels (`.linear` by default).
    open var minificationFilter: CALayerContentsFilter {
        get { self[\.minificationFilter] }
        set { self[\.minificationFilter] = newValue }
    }

    // MARK: - Keys (CALayer+KeyValueCoding.swift)

    /// Whether a change of `key` redraws the layer (each frame while it animates). False.
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// The value of `key` before one is set: the layer's own default for its properties, else nil.
    open class func defaultValue(forKey key: String) -> Any? { builtInDefault(forKey: key) }
    /// The action of `key`: the delegate's, then `actions`', then none (`NSNull` stops the search).
    open func action(forKey event: String) -> CAAction? { lookUpAction(forKey: event) }
    open func value(forKey key: String) -> Any? { keyedValue(forKeyPath: key) }
    open func setValue(_ value: Any?, forKey key: String) { setKeyedValue(value, forKeyPath: key) }
    open func value(forKeyPath keyPath: String) -> Any? { keyedValue(forKeyPath: keyPath) }
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyedValue(value, forKeyPath: keyPath) }

    // MARK: - Layout and display

    /// Marks the layer for layout; Reel lays out when the recording host asks (see `layoutIfNeeded`).
    open func setNeedsLayout() { needsLayoutFlag = true }
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Lays out now when marked: calls `layoutSublayers()`.
    open func layoutIfNeeded() {
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }
    /// Lays out the sublayers: asks the delegate (`layoutSublayers(of:)`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    private var needsLayoutFlag = false

    /// Marks the layer for display: before the next frame the recording host calls `display()`
    /// (CALayer+Display.swift), which draws `draw(in:)` into new contents. Until then the drawn
    /// contents stay as they are (cached, as Core Animation's).
    open func setNeedsDisplay() { needsDisplayFlag = true }
    /// Marks the layer for display; Reel redraws the whole layer (`draw(in:)` gets the whole context).
    open func setNeedsDisplay(_ r: CGRect) { needsDisplayFlag = true }
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Displays now when marked.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }
    package var needsDisplayFlag = false
    /// Whether the contents are what `display()` drew (not an image the code set).
    package var hasDrawnContents = false
    /// Whether a change of the bounds' size marks the layer for display.
    open var needsDisplayOnBoundsChange = false
    /// Whether the drawn contents are fully opaque, a hint.
    /// Reel: accepted; drawn contents keep their alpha (docs/animation.md).
    open var isOpaque = false {
        didSet { AcceptedMember.note("CALayer.isOpaque") }
    }
    /// Whether drawing commands are queued to run in the background.
    /// Reel: accepted; Reel draws when the host displays, on the recording's thread, with the same pixels.
    open var drawsAsynchronously = false {
        didSet { AcceptedMember.note("CALayer.drawsAsynchronously") }
    }

    /// Sets the contents: asks the delegate (`display(_:)`), whose default draws `draw(in:)`
    /// into a context of the bounds at `contentsScale` and makes that the contents.
    open func display() {
        if let delegate = delegate ?? viewDelegate { delegate.display(self) } else { drawContents() }
    }

    /// Draws the layer's content into `ctx` (y-down, the bounds' origin at its top left):
    /// asks the delegate (`draw(_:in:)`) by default. Override to draw.
    open func draw(in ctx: CGContext) { (delegate ?? viewDelegate)?.draw(self, in: ctx) }
    /// The view whose layer this is: asked to display and draw as a delegate would be (UIKit's
    /// views are their layers' delegates; here `delegate` stays free, as ReelCore's view answers
    /// the layer's actions).
    package weak var viewDelegate: CALayerDelegate?

    // MARK: - Animations (CALayer+Animations.swift)

    open func add(_ anim: CAAnimation, forKey key: String?) { attach(anim, forKey: key) }
    open func animation(forKey key: String) -> CAAnimation? { attachedAnimation(forKey: key) }
    open func animationKeys() -> [String]? { reel.animationKeys() }
    open func removeAnimation(forKey key: String) { detachAnimation(forKey: key) }
    open func removeAllAnimations() { detachAllAnimations() }

    // MARK: - Hit testing and size (CALayer+HitTesting.swift)

    /// The farthest descendant (or this layer) that contains `p`, a point in the superlayer's
    /// coordinates; sublayers are searched front to back. Hidden layers are skipped.
    open func hitTest(_ p: CGPoint) -> CALayer? { deepestLayer(containing: p) }
    /// Whether the bounds contain `p` (in this layer's coordinates).
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }
    /// The bounds' size as it appears in the superlayer (through `transform`).
    open func preferredFrameSize() -> CGSize { sizeInSuperlayer() }
    /// The implicit animation of `event`: a `CABasicAnimation` of an animatable layer property
    /// (a `CATransition` fade for `contents`), nil for anything else.
    open class func defaultAction(forKey event: String) -> CAAction? { implicitAction(forKey: event) }

    /// `style` and the values of the members Reel accepts without effect (CALayer+Style.swift,
    /// CALayer+Accepted.swift).
    var settings = LayerSettings()
}
