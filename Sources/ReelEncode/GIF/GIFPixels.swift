import Shaders

/// The GIF writer's per-frame pixel work before quantizing, each step one pass over the
/// frame's 32-bit words (the writer runs it on its own thread for every frame it keeps, so it
/// bounds the writer's speed: un-premultiplying, thresholding, swizzling, masking and finding
/// the changed box read each word once, not once per step).
///
/// Pixels are "thresholded straight RGBA": bytes R, G, B, A in memory, alpha 0 or 255, and a
/// transparent pixel is the word 0.
enum GIFPixels {
    /// `frame`'s premultiplied BGRA as thresholded straight RGBA (alpha < 128 → transparent,
    /// otherwise opaque with the un-premultiplied colour `min(255, (c · 255 + a / 2) / a)`,
    /// Cairo's rule, as `Premultiply.unpremultiply`), whether a pixel that is opaque in
    /// `previous` (thresholded, the same size) is transparent here, and the box of the opaque
    /// pixels (nil when there are none), and whether a pixel was partly transparent (its alpha
    /// neither 0 nor 255: the GIF shows it wholly transparent or wholly opaque).
    static func threshold(_ frame: Frame, previous: [UInt8]?) -> (
        pixels: [UInt8], turnsTransparent: Bool, box: Region?, partlyTransparent: Bool
    ) {
        let width = frame.width
        let height = frame.height
        guard width > 0, height > 0 else { return ([], false, nil, false) }
        // Every word is written below, so the array is not zeroed first.
        var out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, count in count = width * height * 4 }
        var turns = false
        var partly = false
        var bounds = BoxTracker(width: width, height: height)
        let hasPrevious = previous != nil
        let previousPixels = previous ?? []
        out.withUnsafeMutableBytes { o in
            frame.pixels.withUnsafeBytes { s in
                previousPixels.withUnsafeBytes { p in
                    let dst = o.bindMemory(to: UInt32.self).baseAddress!
                    let src = s.bindMemory(to: UInt32.self).baseAddress!
                    let prev = hasPrevious ? p.bindMemory(to: UInt32.self).baseAddress : nil
                    for y in 0..<height {
                        let row = y * width
                        let r = thresholdRow(src + row, into: dst + row, previous: prev.map { $0 + row }, width: width)
                        if r.turns { turns = true }
                        if r.partly { partly = true }
                        bounds.add(row: y, first: r.first, last: r.last)
                    }
                }
            }
        }
        return (out, turns, bounds.region, partly)
    }

    /// One row of ``threshold(_:previous:)``: `width` words of `src` thresholded into `dst`;
    /// the first and last opaque column (-1 when none), whether a pixel opaque in `previous`
    /// turns transparent, and whether a pixel is partly transparent.
    @inline(__always)
    private static func thresholdRow(
        _ src: UnsafePointer<UInt32>, into dst: UnsafeMutablePointer<UInt32>, previous: UnsafePointer<UInt32>?,
        width: Int
    ) -> (first: Int, last: Int, turns: Bool, partly: Bool) {
        var first = -1
        var last = -1
        var turns = false
        var partly = false
        var x = 0
        while x < width {
            if x + 8 <= width, swapOpaqueOctet(src + x, into: dst + x) {
                if first < 0 { first = x }
                last = x + 7
                x += 8
                continue
            }
            for x in x..<min(x + 8, width) {
                let w = UInt32(littleEndian: src[x])
                if w >> 24 != 0 && w >> 24 != 255 { partly = true }
                let c = straight(w)
                dst[x] = c.littleEndian
                if c != 0 {
                    if first < 0 { first = x }
                    last = x
                } else if let previous, previous[x] != 0 {
                    turns = true
                }
            }
            x = min(x + 8, width)
        }
        return (first, last, turns, partly)
    }

    /// Eight pixels at a time when all are opaque (the common case), as 64-bit pairs: R and B
    /// swap (little-endian words, as everywhere here). Returns false, writing nothing, when
    /// one of them is not opaque.
    @inline(__always)
    private static func swapOpaqueOctet(_ src: UnsafePointer<UInt32>, into dst: UnsafeMutablePointer<UInt32>)
        -> Bool
    {
        let base = UnsafeRawPointer(src)
        let out = UnsafeMutableRawPointer(dst)
        let q0 = base.loadUnaligned(as: UInt64.self)
        let q1 = base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let q2 = base.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        let q3 = base.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        let alpha: UInt64 = 0xff00_0000_ff00_0000
        guard q0 & q1 & q2 & q3 & alpha == alpha else { return false }
        @inline(__always) func swap(_ q: UInt64) -> UInt64 {
            (q >> 16) & 0xff_0000_00ff | q & 0xff00_ff00_ff00_ff00 | (q & 0xff_0000_00ff) << 16
        }
        out.storeBytes(of: swap(q0), as: UInt64.self)
        out.storeBytes(of: swap(q1), toByteOffset: 8, as: UInt64.self)
        out.storeBytes(of: swap(q2), toByteOffset: 16, as: UInt64.self)
        out.storeBytes(of: swap(q3), toByteOffset: 24, as: UInt64.self)
        return true
    }

    /// A premultiplied BGRA word as a thresholded straight RGBA word (0 when alpha < 128).
    @inline(__always)
    private static func straight(_ w: UInt32) -> UInt32 {
        let a = w >> 24
        if a == 255 { return (w >> 16) & 0xff | w & 0xff00 | (w & 0xff) << 16 | 0xff00_0000 }
        guard a >= 128 else { return 0 }
        return Premultiply.straight((w >> 16) & 0xff, alpha: a) | Premultiply.straight((w >> 8) & 0xff, alpha: a) << 8
            | Premultiply.straight(w & 0xff, alpha: a) << 16 | 0xff00_0000
    }

    /// `current` with each pixel that is within `bound` (every channel) of `reference`, the
    /// value the pixel was last stored with, made transparent (0); `reference` takes the
    /// pixels that stay. Also the box of the pixels that stay (nil when none do). A pixel
    /// changing alpha always stays.
    static func mask(_ current: [UInt8], reference: inout [UInt8], bound: Int, width: Int, height: Int) -> (
        masked: [UInt8], box: Region?
    ) {
        let b = Int32(max(0, min(bound, 255)))
        var out = [UInt8](repeating: 0, count: current.count)
        var bounds = BoxTracker(width: width, height: height)
        out.withUnsafeMutableBytes { o in
            current.withUnsafeBytes { s in
                reference.withUnsafeMutableBytes { r in
                    let ow = o.bindMemory(to: UInt32.self)
                    let cw = s.bindMemory(to: UInt32.self)
                    let rw = r.bindMemory(to: UInt32.self)
                    for y in 0..<height {
                        let row = y * width
                        var first = -1
                        var last = -1
                        var x = 0
                        while x < width {
                            // Eight unchanged pixels at a time (most of a UI frame).
                            if x + 8 <= width {
                                let c = UnsafeRawPointer(cw.baseAddress! + row + x)
                                let p = UnsafeRawPointer(rw.baseAddress! + row + x)
                                let d =
                                    (c.loadUnaligned(as: UInt64.self) ^ p.loadUnaligned(as: UInt64.self))
                                    | (c.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                                        ^ p.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                                    | (c.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
                                        ^ p.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
                                    | (c.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                                        ^ p.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
                                if d == 0 {
                                    x += 8
                                    continue
                                }
                            }
                            for x in x..<min(x + 8, width) {
                                let i = row + x
                                let c = cw[i]
                                let p = rw[i]
                                if c == p { continue }
                                if b > 0, (c ^ p) & 0xff00_0000 == 0, c != 0 {
                                    let dr = abs(Int32(c & 0xff) - Int32(p & 0xff))
                                    let dg = abs(Int32((c >> 8) & 0xff) - Int32((p >> 8) & 0xff))
                                    let db = abs(Int32((c >> 16) & 0xff) - Int32((p >> 16) & 0xff))
                                    if max(dr, dg, db) <= b { continue }
                                }
                                rw[i] = c
                                ow[i] = c
                                if first < 0 { first = x }
                                last = x
                            }
                            x = min(x + 8, width)
                        }
                        bounds.add(row: y, first: first, last: last)
                    }
                }
            }
        }
        return (out, bounds.region)
    }

    /// `pixels` (thresholded straight RGBA) with runs of transparent pixels squeezed out, for
    /// the spool of a shared palette's first pass: a masked frame is mostly transparent (what
    /// did not change), and writing it whole would have the kernel copy mostly zeros into the
    /// page cache. Words (little-endian): a count of transparent
    /// pixels, a count of literal pixels, those pixels; repeated. ``unpack(_:count:)`` undoes it.
    static func pack(_ pixels: [UInt8]) -> [UInt8] {
        let n = pixels.count / 4
        // At most n + 3 words: two counts for a first literal run with nothing transparent before
        // it, and two more for a lone transparent pixel at the end (a literal run stops before
        // it). Only the words written are kept.
        var out = [UInt8](unsafeUninitializedCapacity: (n + 3) * 4) { _, count in count = (n + 3) * 4 }
        var used = 0
        pixels.withUnsafeBytes { s in
            out.withUnsafeMutableBytes { o in
                let src = s.bindMemory(to: UInt32.self)
                let dst = o.bindMemory(to: UInt32.self)
                var i = 0
                var d = 0
                while i < n {
                    var zeros = 0
                    while i < n && src[i] == 0 {
                        zeros += 1
                        i += 1
                    }
                    let start = i
                    // A literal run ends at two transparent pixels in a row (one costs less inline).
                    while i < n && (src[i] != 0 || (i + 1 < n && src[i + 1] != 0)) { i += 1 }
                    precondition(d + 2 + (i - start) <= dst.count, "at most n + 3 words")
                    dst[d] = UInt32(zeros).littleEndian
                    dst[d + 1] = UInt32(i - start).littleEndian
                    d += 2
                    for j in start..<i {
                        dst[d] = src[j]
                        d += 1
                    }
                }
                used = d * 4
            }
        }
        out.removeLast(out.count - used)
        return out
    }

    /// The `count` pixels (4 bytes each) that ``pack(_:)`` packed into `packed`; nil when
    /// `packed` does not hold exactly that many.
    static func unpack(_ packed: [UInt8], count: Int) -> [UInt8]? {
        var out = [UInt8](repeating: 0, count: count * 4)
        let ok = packed.withUnsafeBytes { s in
            out.withUnsafeMutableBytes { o in
                let src = s.bindMemory(to: UInt32.self)
                let dst = o.bindMemory(to: UInt32.self)
                var p = 0
                var i = 0
                while p + 2 <= src.count {
                    let zeros = Int(UInt32(littleEndian: src[p]))
                    let literals = Int(UInt32(littleEndian: src[p + 1]))
                    p += 2
                    i += zeros
                    guard i + literals <= count, p + literals <= src.count else { return false }
                    for j in 0..<literals { dst[i + j] = src[p + j] }
                    i += literals
                    p += literals
                }
                return p == src.count && i == count
            }
        }
        return ok ? out : nil
    }

    /// The bounding box of rows' first and last marked columns.
    struct BoxTracker {
        let width: Int
        let height: Int
        var minX: Int
        var minY: Int
        var maxX = -1
        var maxY = -1

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            minX = width
            minY = height
        }

        /// Row `y`'s first and last marked column (-1 when none).
        @inline(__always)
        mutating func add(row y: Int, first: Int, last: Int) {
            guard first >= 0 else { return }
            minX = min(minX, first)
            maxX = max(maxX, last)
            minY = min(minY, y)
            maxY = y
        }

        var region: Region? {
            maxX < 0 ? nil : Region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
    }
}
