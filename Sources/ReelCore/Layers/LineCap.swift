/// Line cap styles, as `CAShapeLayerLineCap`.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    case butt, round, square
}
