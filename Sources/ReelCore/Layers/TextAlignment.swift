/// Horizontal text alignment, as `CATextLayerAlignmentMode`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case natural, left, right, center, justified
}
