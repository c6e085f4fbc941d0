/// Masks stored frames again at another transparency bound (the automatic palette mode's
/// frames, stored exactly for one palette, when it turns to per-frame palettes and their
/// bound): rebuilds the picture each frame shows from the frames before it, then masks it as
/// ``FrameMasker`` would have. The frames must have been stored at bound 0, so the picture is
/// exact: a frame holds every pixel that changed, the screen the others.
struct Remask {
    let width: Int
    let height: Int
    let bound: Int
    /// What the frames so far show (thresholded straight RGBA; 0 where nothing is drawn).
    private var screen: [UInt8]
    /// What they stored at `bound`: the reference of the next frame.
    private(set) var reference: [UInt8]

    init(width: Int, height: Int, bound: Int) {
        self.width = width
        self.height = height
        self.bound = bound
        screen = [UInt8](repeating: 0, count: width * height * 4)
        reference = screen
    }

    /// `frame` masked at ``bound``.
    mutating func apply(_ frame: StoredFrame) -> StoredFrame {
        if frame.afterClear || frame.index == 0 {
            screen = [UInt8](repeating: 0, count: width * height * 4)
            reference = screen
        }
        let r = frame.region
        frame.pixels.withUnsafeBytes { s in
            screen.withUnsafeMutableBytes { d in
                let src = s.bindMemory(to: UInt32.self)
                let dst = d.bindMemory(to: UInt32.self)
                for y in 0..<r.height {
                    for x in 0..<r.width where src[y * r.width + x] != 0 {
                        dst[(r.y + y) * width + r.x + x] = src[y * r.width + x]
                    }
                }
            }
        }
        // Against a cleared (all-zero) reference, mask keeps exactly the opaque pixels.
        let m = GIFPixels.mask(screen, reference: &reference, bound: bound, width: width, height: height)
        var out = frame
        (out.region, out.pixels) = FrameMasker.storedRegion(
            m.masked, box: m.box, width: width, height: height, crop: !frame.whole)
        return out
    }
}
