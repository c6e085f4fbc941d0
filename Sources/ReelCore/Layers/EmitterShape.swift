/// The region particles are born in, as `CAEmitterLayerEmitterShape`.
public enum EmitterShape: String, Hashable, Sendable, CaseIterable {
    case point, line, rectangle, circle, cuboid, sphere
}

extension EmitterShape: DiscreteAnimatableValue {}
