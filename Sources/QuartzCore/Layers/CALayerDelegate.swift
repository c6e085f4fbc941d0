import ReelCore

/// Answers a layer's questions, like `CALayerDelegate` (every method optional).
public protocol CALayerDelegate: AnyObject {
    /// The action for a change of `event` on `layer`: `NSNull()` for none, nil to go on looking.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Lays out `layer`'s sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Sets `layer`'s contents; the default draws them (`draw(_:in:)` into a new context).
    func display(_ layer: CALayer)
    /// Draws `layer`'s content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `layer` draws.
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) { layer.drawContents() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
}

/// What a layer runs when a property changes, like `CAAction`: a `CAAnimation` (added under the
/// property's key), `NSNull` (nothing) or an object of your own.
public protocol CAAction: AnyObject {
    /// Runs the action for `event` (a key path) on `anObject` (the layer); `dict` is nil for
    /// property changes.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension CAAnimation: CAAction {}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` is the action that stops the search.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The ReelCore delegate of a layer whose façade has a `CALayerDelegate`.
final class LayerDelegateBridge: LayerDelegate {
    unowned let owner: CALayer

    init(owner: CALayer) {
        self.owner = owner
    }

    func action(for layer: Layer, forKey key: String) -> Action? {
        guard let answer = owner.delegate?.action(for: owner, forKey: key) else { return nil }
        if let animation = answer as? CAAnimation, let reel = animation.makeReelAnimation() { return .animation(reel) }
        return .null
    }
}
