/// Answers a layer's request for the action of a changed property, like
/// `CALayerDelegate.action(for:forKey:)`.
public protocol LayerDelegate: AnyObject {
    /// The action for `key` on `layer`: `.null` stops the search with no action, nil lets the
    /// layer go on (its `actions` dictionary, then the default action).
    func action(for layer: Layer, forKey key: String) -> Action?
}
