import ReelCore

/// An image, like `UIImage`: a reference to an image file Reel decodes when it draws.
/// `UIImage(named:)` looks for the name (with `.png`, `.jpg` or as given) in the folders of
/// `UIImage.searchDirectories` (the working folder by default), as a bundle's resources.
open class UIImage: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    /// The image as a `CGImage`.
    public let cgImage: CGImage?
    public let scale: CGFloat

    /// Where `init?(named:)` looks, in order.
    nonisolated(unsafe) public static var searchDirectories: [String] = [FileManager.default.currentDirectoryPath]

    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        scale = 1
        super.init()
    }

    /// The image file at `path`, or nil when there is no such file.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(cgImage: CGImage(Image(path: path)))
    }

    /// The image called `name` in `searchDirectories`, or nil when none has it.
    public convenience init?(named name: String) {
        let names = [name, name + ".png", name + "@2x.png", name + ".jpg"]
        for directory in UIImage.searchDirectories {
            for file in names {
                let path = (directory as NSString).appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: path) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
        }
        return nil
    }
}
