import ReelCore

/// A bitmap image, like Core Graphics' `CGImage`: here a reference to an image file that Reel
/// decodes when it draws (PNG, JPEG, WebP…), over ReelCore's `Image`. `width` and `height` are
/// not read from the file (Reel decodes at render time), so they are not offered.
public final class CGImage: Hashable, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    /// The image in ReelCore.
    package let reel: Image

    package init(_ image: Image) {
        reel = image
    }

    public static func == (a: CGImage, b: CGImage) -> Bool { a.reel == b.reel }
    public func hash(into hasher: inout Hasher) { hasher.combine(reel) }
}
