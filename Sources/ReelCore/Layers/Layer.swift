/// A rectangle of content in a tree of layers, with `CALayer`'s properties and geometry.
///
/// A layer holds *model* values. Animations (see `Animation/`) never change them; they change
/// what `presentation()` shows at the stage's current time.
///
/// Geometry, as in Core Animation: a point `p` in this layer's coordinates appears in its
/// superlayer at `position + transform · (p − anchorInBounds)`, where `anchorInBounds` is the
/// anchor point placed in `bounds` (so `bounds.origin` scrolls the sublayers).
@dynamicMemberLookup
open class Layer: @unchecked Sendable {
    // @unchecked Sendable: a layer tree is mutable and used by one task at a time (the stage's);
    // rendering only ever sees immutable `LayerSnapshot` values.

    /// All model values.
    public internal(set) var model: LayerState

    /// The layers drawn above this one's contents, in order (last on top).
    public private(set) var sublayers: [Layer] = []

    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: Layer?

    public init() {
        model = LayerState(kind: .plain)
    }

    init(kind: LayerKind) {
        model = LayerState(kind: kind)
    }

    /// Creates a layer with the same model values (not sublayers or animations), like
    /// `CALayer(layer:)`.
    public init(copying other: Layer) {
        model = other.model
    }

    /// Changes the model. Every property setter goes through here, so a stage can record it.
    /// A change to a new value looks up the layer's action for the property first (see
    /// `action(forKey:)`, `Layer+Actions.swift`) and runs it after the change, as Core Animation
    /// does.
    func setModel<Value: Equatable>(_ keyPath: WritableKeyPath<LayerState, Value>, _ value: Value) {
        notePrior()
        let property = changeObserver != nil || delegate != nil ? LayerProperty.of(keyPath) : nil
        if let observer = changeObserver, let old = model[keyPath: keyPath] as? any AnimatableValue, let property {
            let now = observer.currentTime
            if previousValues[property]?.time != now { previousValues[property] = (now, old) }
        }
        let old = model[keyPath: keyPath]
        let animates = property != nil && old != value && !isNilValue(old) && !isNilValue(value)
        let action = animates ? lookUpAction(forKey: property!.name) : nil
        model[keyPath: keyPath] = value
        modelDidChange(keyPath)
        if let action, let property { run(action, forKey: property.name) }
    }

    /// Called after a model value changed; the stage's recorder overrides nothing here but
    /// observes through `Layer.changeObserver`.
    func modelDidChange(_ keyPath: PartialKeyPath<LayerState>) {
        changeObserver?.layer(self, didChange: keyPath)
    }

    /// The object asked first for the action of a changed property, like `CALayer.delegate`
    /// (a `View` is its layer's delegate).
    public weak var delegate: LayerDelegate?
    /// Set when a view owns this layer: without a delegate it then has no actions at all (a
    /// backing layer outlives neither its view's animations nor its disabled implicit actions).
    var isBackingLayer = false
    /// Actions by property key, like `CALayer.actions`: consulted after the delegate, before
    /// the default action; `.null` disables the key's action.
    public var actions: [String: Action]?
    /// Whether the layer has been committed to a running stage (its first render happened): only
    /// then do property changes get the default implicit action, as in Core Animation.
    var isCommitted = false

    /// Receives model changes, sublayer changes and animation changes (set by a `Stage`).
    public weak var changeObserver: LayerChangeObserver? {
        didSet {
            for sub in sublayers { sub.changeObserver = changeObserver }
            mask?.changeObserver = changeObserver
        }
    }

    // MARK: - Mask

    /// A layer whose alpha masks this layer and its sublayers, like `CALayer.mask`.
    ///
    /// The mask lies in this layer's coordinate space (its `position`, `bounds` and `transform`
    /// place it there, as for a sublayer), is drawn with its own opacity and sublayers, is not in
    /// the layer tree (`superlayer` stays nil) and runs its animations in this layer's time.
    /// Setting a layer that has a superlayer removes it from there first (Core Animation leaves
    /// that undefined); a layer masks one layer at a time.
    public var mask: Layer? {
        get { maskLayer }
        set {
            guard newValue !== maskLayer else { return }
            notePrior()
            if let m = newValue {
                precondition(m !== self && !isDescendant(of: m), "a layer cannot mask itself or an ancestor")
                m.removeFromSuperlayer()
                if let owner = m.maskOwner, owner !== self { owner.mask = nil }
            }
            maskLayer?.maskOwner = nil
            maskLayer = newValue
            newValue?.maskOwner = self
            newValue?.changeObserver = changeObserver
            changeObserver?.layer(self, didSetMask: newValue)
        }
    }
    private var maskLayer: Layer?
    /// The layer this one masks (nil when it is not a mask).
    public private(set) weak var maskOwner: Layer?

    /// The layer whose time and coordinates this one's are relative to: the superlayer, or for a
    /// mask the layer it masks.
    var parentInTime: Layer? { superlayer ?? maskOwner }

    // MARK: - Properties

    /// Every property of `LayerState`, read and written as a member of the layer
    /// (`layer.cornerRadius = 8`, `shape.strokeEnd`): the one accessor of each property, so a
    /// property declared in `LayerState` (and listed in `LayerProperty.all`) is a layer property
    /// with nothing more to write. Setting goes through the model's one setter (`setModel`), so a
    /// stage records it and the property's implicit action runs, as in Core Animation.
    public subscript<Value: Equatable>(dynamicMember keyPath: WritableKeyPath<LayerState, Value>) -> Value {
        get { model[keyPath: keyPath] }
        set {
            precondition(keyPath != \LayerState.kind, "a layer's kind is its class (ShapeLayer, TextLayer, …)")
            setModel(keyPath, newValue)
        }
    }

    /// The transform's 2-D part, like `CALayer.affineTransform()` / `setAffineTransform(_:)`:
    /// setting it sets `transform` to `Transform3D(affine)`.
    public var affineTransform: AffineTransform {
        get { model.transform.affine }
        set { setModel(\.transform, Transform3D(newValue)) }
    }

    // MARK: - Input

    /// Called when a stage's scripted tap hits this layer (`Stage.tap(_:)`), like a button's
    /// target-action.
    public var onTap: (() -> Void)?

    // MARK: - Animation storage

    /// The animations attached to this layer, in adding order (resolved copies).
    public internal(set) var attachedAnimations: [AttachedAnimation] = []
    /// The next id for `AttachedAnimation.id`.
    var nextAnimationID = 0
    /// Ids of animations added while the layer had no clock; their begin time is resolved
    /// when the layer joins a stage's tree.
    var pendingBeginIDs: Set<Int> = []
    /// The model value each property had before it was last set, with the time of that set
    /// (for `BasicAnimation`'s "no values" rule).
    var previousValues: [LayerProperty: (time: Double, value: any AnimatableValue)] = [:]
    /// The layer before the changes of the current instant (`Layer+Prior.swift`).
    var prior: Prior?

    /// The layer's frame in its superlayer, like `CALayer.frame`. Setting it sets `position`
    /// and `bounds.size` (keeping the anchor point), and is meaningful for untransformed layers.
    public var frame: Rect {
        get { model.frame }
        set {
            let r = newValue.standardized
            self.bounds = Rect(origin: self.bounds.origin, size: r.size)
            self.position = Point(x: r.minX + self.anchorPoint.x * r.width, y: r.minY + self.anchorPoint.y * r.height)
        }
    }

    // MARK: - Tree

    /// Appends `layer` on top of the sublayers, removing it from its old superlayer first.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts `layer` at `index` (clamped to the valid range).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self && !isDescendant(of: layer), "a layer cannot contain itself")
        layer.removeFromSuperlayer()
        notePrior()
        let i = min(max(index, 0), sublayers.count)
        sublayers.insert(layer, at: i)
        layer.superlayer = self
        layer.changeObserver = changeObserver
        changeObserver?.layer(self, didInsert: layer, at: i)
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer, let i = parent.sublayers.firstIndex(where: { $0 === self }) else { return }
        parent.notePrior()
        parent.sublayers.remove(at: i)
        superlayer = nil
        parent.changeObserver?.layer(parent, didRemove: self, at: i)
    }

    /// Whether `other` is this layer or one of its ancestors.
    public func isDescendant(of other: Layer) -> Bool {
        var l: Layer? = self
        while let current = l {
            if current === other { return true }
            l = current.superlayer
        }
        return false
    }

    /// The root of this layer's tree.
    public var rootLayer: Layer {
        var l = self
        while let parent = l.superlayer { l = parent }
        return l
    }

    /// The first layer named `name` in this subtree (depth first, this layer included).
    public func sublayer(named name: String) -> Layer? {
        if self.name == name { return self }
        for sub in sublayers {
            if let found = sub.sublayer(named: name) { return found }
        }
        return nil
    }

    // MARK: - Snapshots

    /// The model values of this subtree as an immutable snapshot (no animations applied).
    public func modelSnapshot() -> LayerSnapshot {
        LayerSnapshot(state: model, sublayers: sublayers.map { $0.modelSnapshot() }, mask: mask?.modelSnapshot())
    }
}
