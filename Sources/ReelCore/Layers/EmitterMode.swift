/// Which part of the shape particles are born on, as `CAEmitterLayerEmitterMode`.
public enum EmitterMode: String, Hashable, Sendable, CaseIterable {
    case points, outline, surface, volume
}

extension EmitterMode: DiscreteAnimatableValue {}
