/// Fill rules, as `CAShapeLayerFillRule`.
public enum FillRule: String, Hashable, Sendable, CaseIterable {
    case nonZero, evenOdd
}
