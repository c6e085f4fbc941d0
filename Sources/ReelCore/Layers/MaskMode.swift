/// What of a layer's `mask` keeps the layer: Core Animation's `CALayer.mask` keeps it where
/// the mask is opaque (`.alpha`, the default and the only mode Core Animation has). The other
/// modes are Reel's, for the track mattes of After Effects and Lottie (`tt` 2, 3, 4):
///
/// - `.alphaInverted`: `1 − alpha` of the mask, so the layer shows where the mask is clear;
/// - `.luminance`: the mask's luminance times its alpha (`0.2125 R + 0.7154 G + 0.0721 B` of
///   its premultiplied pixels, CSS Masking's `mask-type: luminance`, which lottie-web's SVG
///   renderer uses for luma mattes): white keeps the layer, black and clear hide it;
/// - `.luminanceInverted`: `1 −` that, so clear and black keep the layer.
///
/// With the inverted modes a mask that draws nothing (hidden, or transparent) keeps the whole layer.
public enum MaskMode: String, Hashable, Sendable, CaseIterable {
    case alpha, alphaInverted, luminance, luminanceInverted

    /// Whether what the mask leaves clear shows the layer.
    public var isInverted: Bool { self == .alphaInverted || self == .luminanceInverted }
}

extension MaskMode: DiscreteAnimatableValue {}
