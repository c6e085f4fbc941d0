/// The order particles are drawn in, as `CAEmitterLayerRenderMode`.
public enum EmitterRenderMode: String, Hashable, Sendable, CaseIterable {
    case unordered, oldestFirst, oldestLast, backToFront, additive
}

extension EmitterRenderMode: DiscreteAnimatableValue {}
