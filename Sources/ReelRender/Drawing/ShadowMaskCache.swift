import CCairo
import Foundation
import Shaders

/// A per-thread cache of blurred shadow masks, keyed by the exact bytes they are blurred from.
///
/// `drawWithShadow` blurs the padded alpha plane of a layer's offscreen body into an A8 mask.
/// `GaussianBlur.apply` is a pure function of the plane's bytes, its size and the blur (integer
/// arithmetic, no state), so an unblurred plane equal byte for byte to one seen before, with the
/// same size and blur, gives the same mask. The key is therefore the input itself (compared
/// with `memcmp`, never by hash alone), which also covers everything the body's pixels depend
/// on: its shape, contents, sublayers, transform and sub-pixel position. A shadowed layer that
/// does not change between frames is blurred once.
///
/// Cairo objects are not shared between threads: each thread has its own cache in
/// `Thread.current.threadDictionary`. It keeps at most `capacity` masks and `byteLimit` bytes
/// of planes and masks; the least recently used go first.
final class ShadowMaskCache {
    private final class Entry {
        let width: Int, height: Int
        let blur: GaussianBlur
        let input: [UInt8]
        let mask: ImageSurface
        /// The mask resampled at sub-pixel offsets (`placed(_:fractionX:fractionY:)`).
        var placements: [Placement] = []
        var lastUse: UInt64

        init(width: Int, height: Int, blur: GaussianBlur, input: [UInt8], mask: ImageSurface, lastUse: UInt64) {
            self.width = width
            self.height = height
            self.blur = blur
            self.input = input
            self.mask = mask
            self.lastUse = lastUse
        }

        var bytes: Int { input.count + mask.stride * height + placements.count * mask.stride * (height + 1) }
    }

    /// A mask resampled once at a sub-pixel offset.
    private struct Placement {
        let fractionX: Double, fractionY: Double
        let surface: ImageSurface
    }

    /// The most sub-pixel offsets one mask keeps.
    static let placementCapacity = 4

    /// The most masks one thread keeps.
    static let capacity = 16
    /// The most bytes (unblurred planes plus masks) one thread keeps.
    static let byteLimit = 64 << 20

    private var entries: [Entry] = []
    private var clock: UInt64 = 0
    private var bytes = 0

    private static let threadKey = "ReelRender.ShadowMaskCache"

    /// This thread's cache.
    static var current: ShadowMaskCache {
        let dictionary = Thread.current.threadDictionary
        if let cache = dictionary[threadKey] as? ShadowMaskCache { return cache }
        let cache = ShadowMaskCache()
        dictionary[threadKey] = cache
        return cache
    }

    /// How many masks are cached on this thread.
    var count: Int { entries.count }

    /// The A8 mask of `plane` (width × height, no row padding) blurred by `blur`: a cached one
    /// when this thread blurred the same bytes with the same blur before, else a new one.
    /// Callers must not write to the returned surface.
    func mask(of plane: [UInt8], width: Int, height: Int, blur: GaussianBlur) -> ImageSurface? {
        guard width > 0, height > 0, plane.count == width * height else { return nil }
        clock &+= 1
        for entry in entries where entry.width == width && entry.height == height && entry.blur == blur {
            let same = plane.withUnsafeBytes { a in
                entry.input.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
            }
            if same {
                entry.lastUse = clock
                return entry.mask
            }
        }
        var blurred = plane
        blur.apply(to: &blurred, width: width, height: height)
        guard let mask = try? ImageSurface(format: CAIRO_FORMAT_A8, width: width, height: height),
            let maskData = mask.data
        else { return nil }
        let maskStride = mask.stride
        blurred.withUnsafeBufferPointer { src in
            for y in 0..<height {
                (maskData + y * maskStride).update(from: src.baseAddress! + y * width, count: width)
            }
        }
        mask.markDirty()

        let entry = Entry(width: width, height: height, blur: blur, input: plane, mask: mask, lastUse: clock)
        guard entry.bytes <= Self.byteLimit else { return mask }
        evictOldest { _ in self.entries.count >= Self.capacity || self.bytes + entry.bytes > Self.byteLimit }
        entries.append(entry)
        bytes += entry.bytes
        return mask
    }

    /// `mask` as Cairo's bilinear filter samples it at the sub-pixel offset (`fractionX`,
    /// `fractionY`), each in [0, 1): an A8 surface one pixel wider and taller, to be painted at
    /// whole pixels. Painting it with `cairo_mask_surface` at (x, y) gives the same bytes as
    /// painting `mask` at (x + fractionX, y + fractionY): both take the mask's values from the
    /// same bilinear arithmetic (`BilinearPlacement`), done here once instead of on every frame
    /// (pixman's bilinear mask path is its slowest: 82 % of a frame of a Lottie file with drop
    /// shadows), and without pixman (its generic bilinear fetch was a quarter of a frame whose
    /// shadow changes every frame). Cached with the mask when it came from this cache.
    func placed(_ mask: ImageSurface, fractionX: Double, fractionY: Double) -> ImageSurface? {
        let entry = entries.first { $0.mask === mask }
        if let entry,
            let hit = entry.placements.first(where: { $0.fractionX == fractionX && $0.fractionY == fractionY })
        {
            return hit.surface
        }
        guard let surface = BilinearPlacement.placed(mask, fractionX: fractionX, fractionY: fractionY) else {
            return nil
        }
        guard let entry else { return surface }
        if entry.placements.count >= Self.placementCapacity { entry.placements.removeFirst() }
        entry.placements.append(Placement(fractionX: fractionX, fractionY: fractionY, surface: surface))
        bytes = entries.reduce(0) { $0 + $1.bytes }
        evictOldest { self.bytes > Self.byteLimit && $0 !== entry }
        return surface
    }

    /// Drops the least recently used entries while `needed` says so for the oldest one.
    private func evictOldest(while needed: (Entry) -> Bool) {
        while let oldest = entries.indices.min(by: { entries[$0].lastUse < entries[$1].lastUse }),
            needed(entries[oldest])
        {
            bytes -= entries[oldest].bytes
            entries.remove(at: oldest)
        }
    }

    /// Drops every cached mask of this thread.
    func removeAll() {
        entries.removeAll()
        bytes = 0
    }
}
