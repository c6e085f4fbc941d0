import ReelScene

/// A Lottie layer's kind (`ty`), as Bodymovin numbers them.
enum LottieLayerKind: Int, Sendable, CaseIterable {
    case precomp = 0
    case solid, image, null, shape, text
    case audio, videoPlaceholder, imageSequence, video, imagePlaceholder, guide, adjustment, camera, light, data

    /// The kind as a warning names it (`"video placeholder"`).
    var name: String {
        switch self {
        case .precomp: "precomp"
        case .solid: "solid"
        case .image: "image"
        case .null: "null"
        case .shape: "shape"
        case .text: "text"
        case .audio: "audio"
        case .videoPlaceholder: "video placeholder"
        case .imageSequence: "image sequence"
        case .video: "video"
        case .imagePlaceholder: "image placeholder"
        case .guide: "guide"
        case .adjustment: "adjustment"
        case .camera: "camera"
        case .light: "light"
        case .data: "data"
        }
    }
}
