import ReelCore

/// Files a document uses, by path relative to the document's folder.
public struct SceneAssets: Hashable, Sendable {
    /// Images (PNG or JPEG) to check and preload; images named by layers' `contents` are
    /// checked whether listed here or not.
    public var images: [String] = []
    /// Font files (TrueType, OpenType) to make available to text layers.
    public var fonts: [String] = []

    public init(images: [String] = [], fonts: [String] = []) {
        self.images = images
        self.fonts = fonts
    }

    public var isEmpty: Bool { images.isEmpty && fonts.isEmpty }
}
