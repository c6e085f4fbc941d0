/// How a layer's image is sampled when drawn smaller (`minificationFilter`) or larger
/// (`magnificationFilter`) than its pixels, as `CALayerContentsFilter`.
public enum ContentsFilter: String, Hashable, Sendable, CaseIterable {
    case linear, nearest, trilinear
}

extension ContentsFilter: DiscreteAnimatableValue {}
