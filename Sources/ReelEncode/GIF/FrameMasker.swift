import Shaders

/// Turns the frames a GIF keeps into ``StoredFrame``s: thresholded, with unchanged pixels
/// made transparent (the previous frame stays underneath, so a mostly static clip costs
/// little per frame), cropped to the box of what changed.
///
/// A pixel counts as unchanged while every channel stays within ``bound`` of the value it was
/// last stored with (not of the previous frame, so slow drifts cannot add up past the bound).
/// When a pixel turns transparent, the frame before is disposed to the background (so the
/// pixel really disappears) and the mask starts again from an empty screen; since disposal
/// clears only the frame's own rectangle, that frame is stored whole. Whether a frame must be
/// stored whole is known only when the next frame arrives, so each frame is held until then:
///
/// ```
/// threshold(k)  → frame k - 1 as stored (now that its disposal is known)
/// mask(k)       → frame k held, masked against what the screen shows
/// last()        → the last frame as stored, at the end
/// ```
struct FrameMasker {
    /// A frame thresholded, waiting to be masked.
    struct Thresholded {
        /// Thresholded straight RGBA.
        var pixels: [UInt8]
        /// The box of the opaque pixels (nil when there are none).
        var opaqueBox: Region?
        /// A pixel the frame before showed is transparent here: that frame is disposed to the
        /// background and this one is drawn on a cleared screen.
        var clears: Bool
        /// A pixel was partly transparent, and is now wholly transparent or opaque.
        var partlyTransparent = false
    }

    let width: Int
    let height: Int
    /// Whether unchanged pixels are made transparent (off: every frame is stored whole).
    let skipsUnchanged: Bool
    /// How many levels a channel may move and still count as unchanged (0: only identical
    /// pixels). May change between frames: the pixels already stored keep theirs.
    var bound: Int
    /// Per pixel, the straight RGBA value last stored (the screen shows it, quantized); nil
    /// before the first frame and after the screen is cleared.
    private(set) var reference: [UInt8]? = nil
    /// The frames thresholded so far.
    private var frames = 0
    /// The last masked frame, held until the next one says whether it must be stored whole.
    private var pending: (pixels: [UInt8], box: Region?, afterClear: Bool)? = nil

    init(width: Int, height: Int, skipsUnchanged: Bool, bound: Int) {
        self.width = width
        self.height = height
        self.skipsUnchanged = skipsUnchanged
        self.bound = bound
    }

    /// Thresholds the next frame; returns the frame held before it, as stored, and the new
    /// frame for ``mask(_:)``. Between the two calls the caller may change ``bound`` or
    /// ``adopt(reference:)``: they apply from the new frame on.
    mutating func threshold(_ frame: Frame) -> (previous: StoredFrame?, next: Thresholded) {
        let k = frames
        frames += 1
        let t = GIFPixels.threshold(frame, previous: k > 0 ? reference : nil)
        let clears = k > 0 && reference != nil && t.turnsTransparent
        let previous = pending.map { stored($0, index: k - 1, clearsAfter: clears) }
        pending = nil
        return (
            previous,
            Thresholded(pixels: t.pixels, opaqueBox: t.box, clears: clears, partlyTransparent: t.partlyTransparent)
        )
    }

    /// Masks `next` against what is on screen and holds it until the next frame (or ``last()``).
    mutating func mask(_ next: Thresholded) {
        if next.clears { reference = nil }
        if skipsUnchanged, var previous = reference {
            reference = nil  // keeps the buffer unique while it is updated in place
            let m = GIFPixels.mask(next.pixels, reference: &previous, bound: bound, width: width, height: height)
            pending = (m.masked, m.box, next.clears)
            reference = previous
        } else {
            reference = next.pixels
            pending = (next.pixels, next.opaqueBox, next.clears)
        }
    }

    /// The frame held, as stored (it is the last: nothing disposes it); nil when none is held.
    mutating func last() -> StoredFrame? {
        defer { pending = nil }
        return pending.map { stored($0, index: frames - 1, clearsAfter: false) }
    }

    /// Masks the frames still to come against `reference` (what frames stored at another
    /// bound left on screen), unless the screen is cleared.
    mutating func adopt(reference newReference: [UInt8]) {
        if reference != nil { reference = newReference }
    }

    private func stored(_ p: (pixels: [UInt8], box: Region?, afterClear: Bool), index: Int, clearsAfter: Bool)
        -> StoredFrame
    {
        let whole = index == 0 || clearsAfter
        let (region, pixels) = Self.storedRegion(p.pixels, box: p.box, width: width, height: height, crop: !whole)
        return StoredFrame(
            index: index, region: region, pixels: pixels, afterClear: p.afterClear, clearsAfter: clearsAfter)
    }

    /// The part of a masked frame to store: all of it, or (when `crop`) `box`, the bounding box
    /// of the pixels that changed, or a single transparent pixel when nothing did.
    static func storedRegion(_ masked: [UInt8], box: Region?, width: Int, height: Int, crop: Bool) -> (
        Region, [UInt8]
    ) {
        let whole = Region(x: 0, y: 0, width: width, height: height)
        guard crop else { return (whole, masked) }
        guard let box else {
            return (Region(x: 0, y: 0, width: 1, height: 1), [0, 0, 0, 0])
        }
        return box == whole ? (whole, masked) : (box, box.crop(masked, fullWidth: width))
    }
}
