import ReelCore
import ReelRender

extension CGContext {
    /// A bitmap context, like Core Graphics': `width × height` pixels whose bytes follow
    /// `bitmapInfo`, y-up (the identity `ctm`; row 0 of `data` is the top of the picture). With
    /// `data`, drawing writes into that memory (which must hold `bytesPerRow × height` bytes
    /// and outlive the context) and starts from what it holds; with nil, the context keeps its
    /// own. Supported, at 8 bits a component: RGB with alpha premultiplied first or last or
    /// skipped (`.noneSkipFirst`/`.noneSkipLast`), big-endian (the default: bytes R, G, B, A
    /// for `.premultipliedLast`) or `.byteOrder32Little` (B, G, R, A for `.premultipliedFirst`);
    /// gray without alpha; and alpha only. Other layouts (16-bit, float, straight alpha, as Core
    /// Graphics itself refuses those) give nil.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard bitsPerComponent == 8, width > 0, height > 0,
            let layout = BitmapDestination.Layout(bitmapInfo: bitmapInfo, space: space)
        else { return nil }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel, let canvas = try? DrawingCanvas(width: width, height: height)
        else { return nil }
        let destination = data.map {
            BitmapDestination(data: $0, bytesPerRow: rowBytes, layout: layout, bitmapInfo: bitmapInfo)
        }
        destination?.read(into: canvas)
        self.init(canvas: canvas, base: .identity, destination: destination)
        hasNoAlpha = layout.isGray || (!layout.isAlphaOnly && layout.alpha == nil)
        bitmapSpace = space
        if layout.isGray {
            setFillColorSpace(space)
            setStrokeColorSpace(space)
        }
    }

    /// A bitmap context as `init(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`
    /// makes, that calls `releaseCallback(releaseInfo, data)` when it goes away (so the caller
    /// can free the memory it drew into).
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32, releaseCallback: CGBitmapContextReleaseDataCallback?,
        releaseInfo: UnsafeMutableRawPointer?
    ) {
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
            space: space, bitmapInfo: bitmapInfo)
        if let releaseCallback { release = (releaseCallback, releaseInfo) }
    }

    /// The colour space the bitmap context was made with (device RGB for UIKit's contexts).
    public var colorSpace: CGColorSpace? { bitmapSpace ?? CGColorSpaceCreateDeviceRGB() }

    /// The caller's memory, when given.
    public var data: UnsafeMutableRawPointer? { destination?.data }
    public var bytesPerRow: Int { destination?.bytesPerRow ?? width * 4 }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { (destination?.layout.bytesPerPixel ?? 4) * 8 }
    public var alphaInfo: CGImageAlphaInfo {
        destination.flatMap { CGImageAlphaInfo(rawValue: $0.bitmapInfo & 0x1F) } ?? .premultipliedFirst
    }
    public var bitmapInfo: CGBitmapInfo {
        destination.map { CGBitmapInfo(rawValue: $0.bitmapInfo) } ?? [.byteOrder32Little, CGBitmapInfo(rawValue: 2)]
    }
}

/// Memory a bitmap context writes its pixels into, in the caller's layout.
package struct BitmapDestination {
    let data: UnsafeMutableRawPointer
    let bytesPerRow: Int
    let layout: Layout
    let bitmapInfo: UInt32

    /// Which byte of a pixel holds what.
    struct Layout {
        /// For 4-byte pixels: the byte index of red, green, blue and alpha (nil: skipped, 255).
        var red = 0, green = 1, blue = 2
        var alpha: Int?
        var bytesPerPixel = 4
        var isGray = false
        var isAlphaOnly = false

        init?(bitmapInfo: UInt32, space: CGColorSpace) {
            guard bitmapInfo & 0xF00 == 0, let info = CGImageAlphaInfo(rawValue: bitmapInfo & 0x1F) else { return nil }
            let little = bitmapInfo & 0x7000 == CGBitmapInfo.byteOrder32Little.rawValue
            guard little || bitmapInfo & 0x7000 == 0 || bitmapInfo & 0x7000 == CGBitmapInfo.byteOrder32Big.rawValue
            else { return nil }
            switch (info, space.model) {
            case (.alphaOnly, _):
                bytesPerPixel = 1
                isAlphaOnly = true
            case (.none, .monochrome):
                bytesPerPixel = 1
                isGray = true
            case (.premultipliedLast, .rgb), (.noneSkipLast, .rgb):
                (red, green, blue) = little ? (3, 2, 1) : (0, 1, 2)
                alpha = info == .premultipliedLast ? (little ? 0 : 3) : nil
            case (.premultipliedFirst, .rgb), (.noneSkipFirst, .rgb):
                (red, green, blue) = little ? (2, 1, 0) : (1, 2, 3)
                alpha = info == .premultipliedFirst ? (little ? 3 : 0) : nil
            default:
                return nil
            }
        }

        /// The byte a skipped alpha sits in.
        func skippedIndex() -> Int { 6 - red - green - blue }
    }

    /// Copies the canvas's pixels (premultiplied BGRA) into the memory, converted.
    func write(_ canvas: DrawingCanvas) {
        let bitmap = canvas.makeBitmap()
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        for y in 0..<bitmap.height {
            let row = bytes + y * bytesPerRow
            for x in 0..<bitmap.width {
                let i = (y * bitmap.width + x) * 4
                let (b, g, r, a) = (bitmap.pixels[i], bitmap.pixels[i + 1], bitmap.pixels[i + 2], bitmap.pixels[i + 3])
                if layout.isAlphaOnly {
                    row[x] = a
                } else if layout.isGray {
                    // Over black (no alpha): Rec. 601 luma of the premultiplied colour.
                    let luma: Double = 0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)
                    row[x] = UInt8(luma.rounded())
                } else {
                    let p = row + x * 4
                    p[layout.red] = r
                    p[layout.green] = g
                    p[layout.blue] = b
                    p[layout.alpha ?? layout.skippedIndex()] = layout.alpha == nil ? 255 : a
                }
            }
        }
    }

    /// Starts the canvas from what the memory holds.
    func read(into canvas: DrawingCanvas) {
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        var pixels = [UInt8](repeating: 0, count: canvas.width * canvas.height * 4)
        for y in 0..<canvas.height {
            let row = bytes + y * bytesPerRow
            for x in 0..<canvas.width {
                let i = (y * canvas.width + x) * 4
                if layout.isAlphaOnly {
                    pixels[i + 3] = row[x]
                } else if layout.isGray {
                    (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (row[x], row[x], row[x], 255)
                } else {
                    let p = row + x * 4
                    let a = layout.alpha.map { p[$0] } ?? 255
                    (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (
                        min(p[layout.blue], a), min(p[layout.green], a), min(p[layout.red], a), a
                    )
                }
            }
        }
        canvas.replacePixels(with: pixels)
    }
}
