/// Why a frame could not be rendered or an image could not be read or written.
///
/// Every case names what went wrong and what to do; the ones about files name the path.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The image file does not exist.
    case imageNotFound(path: String)
    /// The file exists but is not a PNG or JPEG that Cairo or FFmpeg can decode.
    case imageUnreadable(path: String, reason: String)
    /// A frame's size in pixels is not usable (empty, negative, non-finite or too large).
    case invalidCanvas(width: Double, height: Double, scale: Double)
    /// Cairo reported an error (out of memory, usually).
    case cairo(operation: String, status: String)
    /// An output file could not be written.
    case cannotWrite(path: String, reason: String)
    /// A font file given to the render (`FontLibrary`) does not exist.
    case fontNotFound(path: String)
    /// A font file exists but FreeType cannot read a font from it.
    case fontUnreadable(path: String, reason: String)

    /// The file the error is about, when there is one.
    public var path: String? {
        switch self {
        case .imageNotFound(let path), .imageUnreadable(let path, _), .cannotWrite(let path, _),
            .fontNotFound(let path), .fontUnreadable(let path, _):
            path
        case .invalidCanvas, .cairo: nil
        }
    }

    public var description: String {
        switch self {
        case .imageNotFound(let path):
            """
            cannot open image '\(path)': no such file (check the path; relative paths are resolved against the current \
            directory)
            """
        case .imageUnreadable(let path, let reason):
            "cannot decode image '\(path)': \(reason) (use a PNG or JPEG file)"
        case .invalidCanvas(let width, let height, let scale):
            """
            cannot render a \(width) × \(height) pt canvas at scale \(scale): the size in pixels must be positive, \
            finite and at most \(FrameRenderer.maximumPixelDimension) per side
            """
        case .cairo(let operation, let status):
            "Cairo failed in \(operation): \(status)"
        case .cannotWrite(let path, let reason):
            "cannot write '\(path)': \(reason) (check that the folder exists and is writable)"
        case .fontNotFound(let path):
            "cannot open font '\(path)': no such file (check the path)"
        case .fontUnreadable(let path, let reason):
            """
            cannot read font '\(path)': \(reason) (use a TrueType, OpenType or TrueType collection file: .ttf, .otf, \
            .ttc)
            """
        }
    }
}
