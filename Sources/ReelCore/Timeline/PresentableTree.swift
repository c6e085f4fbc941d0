/// A layer tree the presentation evaluator walks: nodes with model values, attached animations,
/// sublayers and a mask.
protocol PresentableTree {
    associatedtype Handle
    func model(of node: Handle) -> LayerState
    func animations(of node: Handle) -> [AttachedAnimation]
    func sublayers(of node: Handle) -> [Handle]
    func mask(of node: Handle) -> Handle?
}
