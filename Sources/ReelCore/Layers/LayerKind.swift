/// What kind of content a layer draws besides its background, border and image.
public enum LayerKind: String, Hashable, Sendable, CaseIterable {
    case plain
    case shape
    case text
    /// `CATransformLayer`: draws none of its own content; its sublayers share its 3-D space
    /// (they are not flattened into its plane) and are drawn back to front by depth.
    case transformLayer
    /// `ReplicatorLayer`: draws its sublayers `instanceCount` times.
    case replicator
    /// `EmitterLayer`: draws particles of its `emitterCells`.
    case emitter
    case gradient
}
