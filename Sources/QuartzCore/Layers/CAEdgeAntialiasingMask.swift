/// The edges of a layer `CALayer.edgeAntialiasingMask` names, like Core Animation's
/// `CAEdgeAntialiasingMask` (left and right are minimum and maximum x, bottom and top minimum
/// and maximum y).
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static var layerLeftEdge: CAEdgeAntialiasingMask { CAEdgeAntialiasingMask(rawValue: 1 << 0) }
    public static var layerRightEdge: CAEdgeAntialiasingMask { CAEdgeAntialiasingMask(rawValue: 1 << 1) }
    public static var layerBottomEdge: CAEdgeAntialiasingMask { CAEdgeAntialiasingMask(rawValue: 1 << 2) }
    public static var layerTopEdge: CAEdgeAntialiasingMask { CAEdgeAntialiasingMask(rawValue: 1 << 3) }
}
