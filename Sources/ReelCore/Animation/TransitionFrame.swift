/// A transition as one frame shows it: what the renderer composes and traces print.
public struct TransitionFrame: Hashable, Sendable {
    public var type: TransitionType
    /// The side it starts from (nil subtypes are resolved to `fromLeft`).
    public var subtype: TransitionSubtype
    /// The progress at this frame (0: all old, 1: all new).
    public var progress: Double
    /// The old rendering: the layer's subtree as it was shown before the change, frozen.
    public var old: LayerSnapshot

    public init(type: TransitionType, subtype: TransitionSubtype, progress: Double, old: LayerSnapshot) {
        self.type = type
        self.subtype = subtype
        self.progress = progress
        self.old = old
    }

    /// How far the old and the new rendering are moved, in the layer's coordinates, for a
    /// layer whose bounds are `size`: push moves both (the new one comes in from the subtype's
    /// side, the old one leaves by the other), moveIn only the new, reveal only the old, fade
    /// neither.
    public func offsets(size: Size) -> (old: Point, new: Point) {
        let p = progress
        let (dx, dy): (Double, Double)
        switch subtype {
        case .fromLeft: (dx, dy) = (-size.width, 0)
        case .fromRight: (dx, dy) = (size.width, 0)
        case .fromTop: (dx, dy) = (0, -size.height)
        case .fromBottom: (dx, dy) = (0, size.height)
        }
        let incoming = Point(x: dx * (1 - p), y: dy * (1 - p))
        let outgoing = Point(x: -dx * p, y: -dy * p)
        switch type {
        case .fade: return (.zero, .zero)
        case .moveIn: return (.zero, incoming)
        case .push: return (outgoing, incoming)
        case .reveal: return (outgoing, .zero)
        }
    }
}
