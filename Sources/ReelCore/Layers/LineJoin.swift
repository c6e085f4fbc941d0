/// Line join styles, as `CAShapeLayerLineJoin`.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    case miter, round, bevel
}
