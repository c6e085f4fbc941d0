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

    /// How the image is turned when drawn (kept; Reel draws every image `.up`).
    public let imageOrientation: UIImage.Orientation
    /// Whether an image view draws the image's colours or only its shape in its tint colour
    /// (`.alwaysTemplate`); set on a copy by `withRenderingMode(_:)`.
    public private(set) var renderingMode: UIImage.RenderingMode = .automatic

    /// A copy of the image with `renderingMode`.
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        let copy = UIImage(cgImage: cgImage ?? CGImage.empty, scale: scale, orientation: imageOrientation)
        copy.renderingMode = renderingMode
        return copy
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
