/// How a layer's image fills its bounds, as `CALayerContentsGravity`.
public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
    case resize, resizeAspect, resizeAspectFill, center
}
