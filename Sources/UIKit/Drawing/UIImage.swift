import ReelCore

/// An image, like `UIImage`: a reference to an image file Reel decodes when it draws, or pixels
/// drawn in memory (the image renderer's; UIImage+Drawing.swift draws and sizes both).
/// `UIImage(named:)` looks for an image set of that name in the asset catalogs (`.xcassets`), then
/// for the file (with `.png`, `.jpg` or as given), in the folders of `UIImage.searchDirectories`
/// (the working folder by default), as a bundle's resources.
open class UIImage: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    /// The image as a `CGImage`.
    public let cgImage: CGImage?
    public let scale: CGFloat

    /// Where `init?(named:)` looks, in order.
    nonisolated(unsafe) public static var searchDirectories: [String] = [FileManager.default.currentDirectoryPath]

    /// How the image is turned when drawn (`draw(in:)` turns it; `size` follows it).
    public let imageOrientation: UIImage.Orientation
    /// Whether an image view draws the image's colours or only its shape in its tint colour
    /// (`.alwaysTemplate`); set on a copy by `withRenderingMode(_:)`.
    public internal(set) var renderingMode: UIImage.RenderingMode = .automatic
    /// The edges `draw(in:)` keeps unscaled (`resizableImage(withCapInsets:resizingMode:)`).
    public internal(set) var capInsets: UIEdgeInsets = .zero
    /// How `draw(in:)` fills the middle between the caps: tiled or stretched.
    public internal(set) var resizingMode: UIImage.ResizingMode = .tile
    /// The insets Auto Layout aligns the image's content by (`withAlignmentRectInsets(_:)`).
    public internal(set) var alignmentRectInsets: UIEdgeInsets = .zero
    /// The frames of an animated image (`animatedImage(with:duration:)`), nil for a still one.
    public internal(set) var images: [UIImage]?
    /// How long one pass through `images` lasts, in seconds (0 for a still image).
    public internal(set) var duration: TimeInterval = 0
    /// Whether the image is drawn mirrored in right-to-left layouts
    /// (`imageFlippedForRightToLeftLayoutDirection()`).
    public internal(set) var flipsForRightToLeftLayoutDirection = false
    /// The baseline's distance from the bottom, when `hasBaseline`.
    public internal(set) var baselineOffsetFromBottom: CGFloat = 0
    /// Whether the image has a baseline (`withBaselineOffset(fromBottom:)`).
    public internal(set) var hasBaseline = false
    /// The traits, locale and, for a symbol, the size, weight and scale the image is for
    /// (`withConfiguration(_:)`, `init?(systemName:withConfiguration:)`).
    public internal(set) var configuration: UIImage.Configuration?
    /// Whether the image is a symbol (`init?(systemName:)`).
    public internal(set) var isSymbolImage = false
    /// An identifier for UI testing and accessibility.
    /// Reel: accepted; nothing reads it back but the code that set it.
    public var accessibilityIdentifier: String? {
        didSet { AcceptedMember.note("UIImage.accessibilityIdentifier") }
    }

    /// A copy of the image with `renderingMode`.
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        variant { $0.renderingMode = renderingMode }
    }

    /// A copy of the image (same pixels, scale and orientation, unless `cgImage` and
    /// `orientation` say otherwise) with its other properties, changed by `change`.
    func variant(
        cgImage newImage: CGImage? = nil, orientation: UIImage.Orientation? = nil,
        _ change: (UIImage) -> Void = { _ in }
    ) -> UIImage {
        let copy = UIImage(
            cgImage: newImage ?? cgImage, scale: scale, orientation: orientation ?? imageOrientation, optional: ())
        copy.renderingMode = renderingMode
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        copy.alignmentRectInsets = alignmentRectInsets
        copy.images = images
        copy.duration = duration
        copy.flipsForRightToLeftLayoutDirection = flipsForRightToLeftLayoutDirection
        copy.baselineOffsetFromBottom = baselineOffsetFromBottom
        copy.hasBaseline = hasBaseline
        copy.configuration = configuration
        copy.isSymbolImage = isSymbolImage
        change(copy)
        return copy
    }

    /// An empty image: no pixels, size zero, as `UIImage()`.
    public override convenience init() {
        self.init(cgImage: nil, scale: 1, orientation: .up, optional: ())
    }

    /// An animated image: its frames, each shown for `duration / images.count`; it looks like
    /// its first frame, at the first frame's scale.
    init(frames: [UIImage], duration: TimeInterval) {
        cgImage = frames.first?.cgImage
        scale = frames.first?.scale ?? 1
        imageOrientation = frames.first?.imageOrientation ?? .up
        images = frames
        self.duration = max(duration, 0)
        super.init()
    }

    init(cgImage: CGImage?, scale: CGFloat, orientation: UIImage.Orientation, optional: Void) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
        super.init()
    }

    /// The image in `data` (PNG, JPEG, WebP …) at scale 1; nil when it cannot be decoded.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image in `data` at `scale` pixels per point; nil when it cannot be decoded.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = CGImage.decoded(from: data) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point (what the image renderer and
    /// `UIGraphicsGetImageFromCurrentImageContext()` make).
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
        super.init()
    }

    /// The image file at `path`, or nil when there is no such file.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(cgImage: CGImage(Image(path: path)))
    }

    /// The image called `name` in `searchDirectories`: an image set of an asset catalog there
    /// (UIImage+Assets.swift), else an image file; nil when none has it.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }
}
