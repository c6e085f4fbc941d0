/// A rectangle on screen with UIKit's animatable surface, like `UIView`: a backing `layer`
/// that it is the delegate of, a tree of subviews that mirrors the layer tree, and the
/// `View.animate…` class methods (`View+Animate.swift`, `View+Keyframes.swift`).
///
/// The view's properties are its layer's: `frame`, `bounds`, `center` (the layer's
/// `position`), `transform` (the 2-D transform), `alpha` (`opacity`), `backgroundColor`,
/// `isHidden`. As in UIKit the backing layer has no implicit actions: a change outside an
/// animation block shows at once; inside `View.animate(withDuration:…)` the view gives the
/// layer an animation for the changed key (`action(for:forKey:)`), so changing
/// `view.layer.position` inside a block animates too.
///
/// ```swift
/// let badge = View(frame: Rect(x: 20, y: 20, width: 40, height: 40))
/// badge.backgroundColor = .red
/// stage.rootLayer.addSublayer(badge.layer)   // or: rootView.addSubview(badge)
/// stage.at(0.5) {
///     View.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
///         badge.transform = AffineTransform(scaleX: 1.2, y: 1.2)
///     }
/// }
/// ```
open class View: LayerDelegate {
    /// The backing layer (never replaced).
    public let layer: Layer

    /// The views inside this one, in drawing order (last on top).
    public private(set) var subviews: [View] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: View?

    /// A view with a plain backing layer and `frame`.
    public convenience init(frame: Rect = .zero) {
        self.init(layer: Layer())
        layer.frame = frame
    }

    /// A view backed by `layer` (a shape, text, gradient… layer), like overriding
    /// `UIView.layerClass`. The layer keeps its geometry and gets no implicit actions from then on.
    public init(layer: Layer) {
        self.layer = layer
        layer.delegate = self
        layer.isBackingLayer = true
    }

    // MARK: - Geometry and appearance

    /// The frame in the superview's coordinates (meaningful while `transform` is the identity).
    public var frame: Rect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    public var bounds: Rect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    /// The centre in the superview's coordinates: the layer's `position`.
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The 2-D transform about the centre (the layer's `affineTransform`).
    public var transform: AffineTransform {
        get { layer.affineTransform }
        set { layer.affineTransform = newValue }
    }
    /// The opacity: the layer's `opacity`.
    public var alpha: Double {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }
    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// The layer's name (what traces key it by); UIKit has `accessibilityIdentifier` for this.
    public var name: String? {
        get { layer.name }
        set { layer.name = newValue }
    }

    // MARK: - Hierarchy

    /// Adds `view` on top of the subviews (its layer on top of this layer's sublayers).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped); its layer goes just below the layer
    /// of the subview now at that index, or on top.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        view.removeFromSuperview()
        let i = min(max(index, 0), subviews.count)
        if i < subviews.count, let below = layer.sublayers.firstIndex(where: { $0 === subviews[i].layer }) {
            layer.insertSublayer(view.layer, at: below)
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: i)
        view.superview = self
    }

    /// Detaches the view (and its layer) from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// Whether `other` is this view or one of its ancestors.
    public func isDescendant(of other: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === other { return true }
            v = current.superview
        }
        return false
    }

    /// Converts `point` from `view`'s coordinates to this view's (through their layers).
    public func convert(_ point: Point, from view: View?) -> Point {
        layer.convert(point, from: view?.layer)
    }

    /// Converts `point` from this view's coordinates to `view`'s.
    public func convert(_ point: Point, to view: View?) -> Point {
        layer.convert(point, to: view?.layer)
    }

    // MARK: - LayerDelegate

    /// The action for a change of the backing layer's `key`: inside an animation block, the
    /// block's animation for the keys UIKit animates (`View.animatableKeys`); otherwise `.null`
    /// (a backing layer has no implicit actions).
    open func action(for layer: Layer, forKey key: String) -> Action? {
        ViewAnimationContext.action(for: layer, forKey: key) ?? .null
    }
}
