import Foundation

/// How many times each opaque colour is shown: every frame added counts each of its pixels
/// once (a static background weighs as long as it is on screen), the histogram from which a
/// clip's shared palette is made. Transparent pixels are not counted.
///
/// Counted from what changes: each frame is compared with the one added before it (rows that
/// are the same are skipped with `memcmp`), and a colour's count grows lazily by the pixels it
/// has on screen times the frames it stayed there, so a mostly static clip costs a row compare
/// per frame instead of a hash look-up per run of pixels. The counts are the same as counting
/// every frame.
///
/// An open-addressing hash table of pixel words (straight RGBA, alpha 255). It can be turned
/// into a libimagequant histogram any number of times, while libimagequant's own histogram is
/// used up by quantizing it, so the automatic palette mode can check the clip so far and go on.
struct ColorCounts {
    private var keys: [UInt32]
    /// Per colour: its pixels in the last frame added.
    private var shown: [UInt32]
    /// Per colour: the frame from which `shown` holds.
    private var since: [UInt32]
    /// Per colour: its pixels summed over the frames before `since`.
    private var total: [UInt64]
    /// Distinct colours counted.
    private(set) var count = 0
    /// Frames added.
    private(set) var frames = 0
    /// The last frame added.
    private var last: [UInt8] = []

    init() {
        keys = [UInt32](repeating: 0, count: 1 << 12)
        shown = [UInt32](repeating: 0, count: 1 << 12)
        since = [UInt32](repeating: 0, count: 1 << 12)
        total = [UInt64](repeating: 0, count: 1 << 12)
    }

    /// Frames still to count whole before trying to count changes again.
    private var wholeFramesLeft = 0
    /// Frames are being counted whole, straight into `total` (`shown` is all 0 meanwhile).
    private var countingWhole = false

    /// Counts the opaque pixels of `rgba` (4 bytes a pixel, thresholded: alpha 0 or 255), a
    /// frame of `width` pixels a row, as shown once; every frame added is the same size.
    ///
    /// A frame where more than an eighth of the pixels changed (photos under grain: every
    /// pixel, every frame) is counted whole instead, one look-up per run of a colour instead
    /// of two per changed pixel, and so are the next 7 frames.
    mutating func add(_ rgba: [UInt8], width: Int) {
        let frame = UInt32(frames)
        if last.count != rgba.count {
            countRuns(rgba) { counts, s, run in counts.shown[s] += run }  // the first frame
        } else if countingWhole, wholeFramesLeft > 0 {
            addWhole(rgba)
            wholeFramesLeft -= 1
        } else {
            if countingWhole {
                // Back to counting changes: the last frame (already in `total`) is what shows.
                countRuns(last) { counts, s, run in
                    counts.shown[s] += run
                    counts.since[s] = frame
                }
                countingWhole = false
            }
            if !addChanges(rgba, width: width) {
                // Every count settled to this frame (the colours touched already are), then
                // this frame counted whole.
                for s in keys.indices where keys[s] != 0 {
                    settle(s, at: frame)
                    shown[s] = 0
                }
                addWhole(rgba)
                countingWhole = true
                wholeFramesLeft = 7
            }
        }
        last = rgba
        frames += 1
    }

    /// Adds every opaque pixel of `rgba` to `total`, a look-up per run of a colour.
    private mutating func addWhole(_ rgba: [UInt8]) {
        countRuns(rgba) { counts, s, run in counts.total[s] &+= UInt64(run) }
    }

    /// `body(self, slot, run)` for every run of an opaque colour in `rgba`.
    private mutating func countRuns(_ rgba: [UInt8], _ body: (inout ColorCounts, Int, UInt32) -> Void) {
        rgba.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            var color: UInt32 = 0
            var run: UInt32 = 0
            for w in words {
                if w == color {
                    run += 1
                    continue
                }
                if color != 0 { body(&self, slot(color), run) }
                color = w
                run = 1
            }
            if color != 0 { body(&self, slot(color), run) }
        }
    }

    /// Counts what changed since the last frame; false (part of it counted) when more than an
    /// eighth of the pixels did.
    private mutating func addChanges(_ rgba: [UInt8], width: Int) -> Bool {
        let frame = UInt32(frames)
        let previous = last
        let budget = rgba.count / 4 / 8
        var changed = 0
        return rgba.withUnsafeBytes { raw in
            previous.withUnsafeBytes { old in
                let words = raw.bindMemory(to: UInt32.self)
                let before = old.bindMemory(to: UInt32.self)
                let rows = width > 0 ? words.count / width : 0
                // A run of pixels that changed the same way: `from` (0: none) became `to`.
                var from: UInt32 = 0
                var to: UInt32 = 0
                var run: UInt32 = 0
                for y in 0..<rows {
                    let start = y * width
                    if memcmp(raw.baseAddress! + start * 4, old.baseAddress! + start * 4, width * 4) == 0 {
                        continue
                    }
                    for i in start..<(start + width) {
                        let c = words[i]
                        let p = before[i]
                        if c == p { continue }
                        changed += 1
                        if c == to && p == from {
                            run += 1
                            continue
                        }
                        if run > 0 { change(from, to, run, frame) }
                        from = p
                        to = c
                        run = 1
                    }
                    if changed > budget {
                        if run > 0 { change(from, to, run, frame) }
                        return false
                    }
                }
                if run > 0 { change(from, to, run, frame) }
                return true
            }
        }
    }

    /// `n` pixels showed `from` until frame `frame` and show `to` from it (0: transparent).
    private mutating func change(_ from: UInt32, _ to: UInt32, _ n: UInt32, _ frame: UInt32) {
        if from != 0 {
            let s = slot(from)
            settle(s, at: frame)
            shown[s] -= n
        }
        if to != 0 {
            let s = slot(to)
            settle(s, at: frame)
            shown[s] += n
        }
    }

    /// Moves slot `s`'s pixels on screen since `since[s]` into `total`, up to frame `frame`.
    @inline(__always)
    private mutating func settle(_ s: Int, at frame: UInt32) {
        total[s] &+= UInt64(shown[s]) * UInt64(frame - since[s])
        since[s] = frame
    }

    /// Where colour `w` is counted (added when new).
    @inline(__always)
    private mutating func slot(_ w: UInt32) -> Int {
        if 2 * (count + 1) > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Int((w &* 0x9E37_79B1) >> 7) & mask
        while true {
            let k = keys[slot]
            if k == w { return slot }
            if k == 0 {
                keys[slot] = w
                shown[slot] = 0
                since[slot] = UInt32(frames)
                total[slot] = 0
                count += 1
                return slot
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let old = (keys, shown, since, total)
        let size = keys.count * 2
        keys = [UInt32](repeating: 0, count: size)
        shown = [UInt32](repeating: 0, count: size)
        since = [UInt32](repeating: 0, count: size)
        total = [UInt64](repeating: 0, count: size)
        let mask = size - 1
        for i in old.0.indices where old.0[i] != 0 {
            var slot = Int((old.0[i] &* 0x9E37_79B1) >> 7) & mask
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            (keys[slot], shown[slot], since[slot], total[slot]) = (old.0[i], old.1[i], old.2[i], old.3[i])
        }
    }

    /// Every colour counted, ordered by its pixel word (a fixed order for the same pixels),
    /// with the pixels it showed over every frame added (at most `UInt32.max`).
    var colors: [(color: RGBA8, count: UInt32)] {
        var list: [(UInt32, UInt32)] = []
        list.reserveCapacity(count)
        let now = UInt64(frames)
        for i in keys.indices where keys[i] != 0 {
            let n = total[i] &+ UInt64(shown[i]) * (now - UInt64(since[i]))
            list.append((keys[i], UInt32(min(n, UInt64(UInt32.max)))))
        }
        list.sort { $0.0 < $1.0 }
        return list.map { w, n in
            (RGBA8(red: UInt8(w & 0xff), green: UInt8((w >> 8) & 0xff), blue: UInt8((w >> 16) & 0xff)), n)
        }
    }
}
