/// The live layer objects as a `PresentableTree`.
struct LiveLayerTree: PresentableTree {
    func model(of layer: Layer) -> LayerState { layer.model }
    func animations(of layer: Layer) -> [AttachedAnimation] { layer.attachedAnimations }
    func sublayers(of layer: Layer) -> [Layer] { layer.sublayers }
    func mask(of layer: Layer) -> Layer? { layer.mask }
}
