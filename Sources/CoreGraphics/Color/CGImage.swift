import Foundation
import ReelCore
import ReelRender

/// A bitmap image, like Core Graphics' `CGImage`: over ReelCore's `Image`, either a reference to
/// an image file that Reel decodes when it draws (PNG, JPEG, WebP…) or pixels a `CGContext`
/// drew (`makeImage()`), held in memory.
public final class CGImage: Hashable, @unchecked Sendable {
    // @unchecked Sendable: immutable (the size of a file image is read once, under a lock).
    /// The image in ReelCore.
    package let reel: Image
    private let lock = NSLock()
    private var knownSize: (width: Int, height: Int)?

    package init(_ image: Image) {
        reel = image
        if let bitmap = image.bitmap { knownSize = (bitmap.width, bitmap.height) }
    }

    /// Width in pixels (a file is decoded to find it; 0 when it cannot be read).
    public var width: Int { pixelSize.width }
    /// Height in pixels.
    public var height: Int { pixelSize.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    /// Drawn images keep premultiplied BGRA pixels (Cairo's order on a little-endian machine).
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    public var bitmapInfo: CGBitmapInfo { [CGBitmapInfo(alphaInfo: .premultipliedFirst), .byteOrder32Little] }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    private var pixelSize: (width: Int, height: Int) {
        lock.lock()
        defer { lock.unlock() }
        if let knownSize { return knownSize }
        let frame = try? loadFrame(from: reel.path)
        let found = (width: frame?.width ?? 0, height: frame?.height ?? 0)
        knownSize = found
        return found
    }

    public static func == (a: CGImage, b: CGImage) -> Bool { a.reel == b.reel }
    public func hash(into hasher: inout Hasher) { hasher.combine(reel) }
}

extension CGImage {
    /// A 1 × 1 transparent image, for a `UIImage` that has none.
    package static let empty = CGImage(Image(bitmap: Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 0])))

    /// The image encoded in `data` (any format Reel decodes: PNG, JPEG, WebP …), decoded now into
    /// pixels held in memory; nil when it cannot be decoded. The decoders read files, so the
    /// bytes go through a temporary file, removed before this returns.
    package static func decoded(from data: Data) -> CGImage? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-image-\(UUID().uuidString)"
        ).path
        guard FileManager.default.createFile(atPath: path, contents: data) else { return nil }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let frame = try? loadFrame(from: path), frame.width > 0, frame.height > 0 else { return nil }
        return CGImage(Image(bitmap: Bitmap(width: frame.width, height: frame.height, pixels: frame.pixels)))
    }
}

extension CGImage {
    /// The number Reel gives the `CGImage` type (Core Foundation's type identifier).
    public class var typeID: CFTypeID { CoreGraphicsTypeID.image }

    /// Whether the image is an image mask: Reel makes none.
    public var isMask: Bool { false }

    /// Whether the image is smoothed when scaled: Reel always resamples bilinearly.
    public var shouldInterpolate: Bool { true }

    /// The rendering intent the image was made with: the default one.
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    /// The decode array: Reel's images have none.
    public var decode: UnsafePointer<CGFloat>? { nil }

    /// The type of the file the image was read from (`public.png`, `public.jpeg`, …); nil for
    /// drawn pixels.
    public var utType: CFString? {
        guard reel.bitmap == nil else { return nil }
        switch URL(fileURLWithPath: reel.path).pathExtension.lowercased() {
        case "png": return "public.png"
        case "jpg", "jpeg": return "public.jpeg"
        case "gif": return "public.gif"
        case "heic": return "public.heic"
        case "webp": return "org.webmproject.webp"
        case "tif", "tiff": return "public.tiff"
        case "bmp": return "com.microsoft.bmp"
        default: return nil
        }
    }

    /// A copy of the image.
    public func copy() -> CGImage? { CGImage(reel) }

    /// The pixels inside `rect` (in pixels, origin at the top left, as Core Graphics crops),
    /// made whole (`rect.integral`) and cut to the image; nil when nothing is left or the image
    /// file cannot be read.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard let bitmap = pixels() else { return nil }
        let area = rect.standardized.integral.intersection(
            CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
        guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
        let (x0, y0, w, h) = (Int(area.minX), Int(area.minY), Int(area.width), Int(area.height))
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<h {
            let from = ((y0 + row) * bitmap.width + x0) * 4
            out.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: bitmap.pixels[from..<from + w * 4])
        }
        return CGImage(Image(bitmap: Bitmap(width: w, height: h, pixels: out)))
    }

    /// The image's pixels (premultiplied BGRA): drawn ones, or the file decoded.
    package func pixels() -> Bitmap? {
        if let bitmap = reel.bitmap { return bitmap }
        guard let frame = try? loadFrame(from: reel.path) else { return nil }
        return Bitmap(width: frame.width, height: frame.height, pixels: frame.pixels)
    }
}
