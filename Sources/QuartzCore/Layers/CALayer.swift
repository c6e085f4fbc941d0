import ReelCore

/// A rectangle of content in a layer tree, like Core Animation's `CALayer`: a façade over
/// ReelCore's `Layer` (`reel`), which holds every value; this object keeps the tree of façade
/// layers beside it (a layer holds its sublayers strongly, its superlayer weakly, as ReelCore's
/// do).
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

    public override init() {
        reel = Layer()
        super.init()
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
        get { CGRect(reel.bounds) }
        set { reel.bounds = newValue.reel }
    }
    open var position: CGPoint {
        get { CGPoint(reel.position) }
        set { reel.position = newValue.reel }
    }
    open var frame: CGRect {
        get { CGRect(reel.frame) }
        set { reel.frame = newValue.reel }
    }
    open var anchorPoint: CGPoint {
        get { CGPoint(reel.anchorPoint) }
        set { reel.anchorPoint = newValue.reel }
    }
    open var zPosition: CGFloat {
        get { CGFloat(reel.zPosition) }
        set { reel.zPosition = Double(newValue) }
    }
    open var transform: CATransform3D {
        get { CATransform3D(reel.transform) }
        set { reel.transform = newValue.reel }
    }
    open var sublayerTransform: CATransform3D {
        get { CATransform3D(reel.sublayerTransform) }
        set { reel.sublayerTransform = newValue.reel }
    }
    open func affineTransform() -> CGAffineTransform { CGAffineTransform(reel.affineTransform) }
    open func setAffineTransform(_ m: CGAffineTransform) { reel.affineTransform = m.reel }
    open var isDoubleSided: Bool {
        get { reel.isDoubleSided }
        set { reel.isDoubleSided = newValue }
    }
    open var isGeometryFlipped: Bool {
        get { reel.isGeometryFlipped }
        set { reel.isGeometryFlipped = newValue }
    }
    /// Pixels per point of the layer's content: Reel draws every layer at the clip's scale, so
    /// this is kept only to be read back.
    open var contentsScale: CGFloat = 1

    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { CGPoint(reel.convert(p.reel, from: l?.reel)) }
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { CGPoint(reel.convert(p.reel, to: l?.reel)) }
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { CGRect(reel.convert(r.reel, from: l?.reel)) }
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { CGRect(reel.convert(r.reel, to: l?.reel)) }

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

    /// Reel draws layer content from its properties, never with `draw(in:)`: this only records the request.
    open func setNeedsDisplay() { needsDisplayFlag = true }
    open func needsDisplay() -> Bool { needsDisplayFlag }
    open func displayIfNeeded() { needsDisplayFlag = false }
    private var needsDisplayFlag = false
}
