/// How many times each opaque colour occurs in the pixels stored so far: the histogram from
/// which a clip's shared palette is made. An open-addressing hash table of pixel words
/// (straight RGBA, alpha 255; transparent pixels are not counted). It can be turned into a
/// libimagequant histogram any number of times, while libimagequant's own histogram is used
/// up by quantizing it, so the automatic palette mode can check the clip so far and go on.
struct ColorCounts {
    private var keys: [UInt32]
    private var counts: [UInt32]
    /// Distinct colours counted.
    private(set) var count = 0

    init() {
        keys = [UInt32](repeating: 0, count: 1 << 12)
        counts = [UInt32](repeating: 0, count: 1 << 12)
    }

    /// Counts the opaque pixels of `rgba` (4 bytes a pixel, thresholded: alpha 0 or 255).
    mutating func add(_ rgba: [UInt8]) {
        rgba.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            var run: UInt32 = 0
            var runLength: UInt32 = 0
            for w in words where w != 0 {
                if w == run {
                    runLength += 1
                    continue
                }
                if runLength > 0 { insert(run, runLength) }
                run = w
                runLength = 1
            }
            if runLength > 0 { insert(run, runLength) }
        }
    }

    private mutating func insert(_ w: UInt32, _ n: UInt32) {
        if 2 * (count + 1) > keys.count { grow() }
        let mask = keys.count - 1
        var slot = Int((w &* 0x9E37_79B1) >> 7) & mask
        while true {
            let k = keys[slot]
            if k == w {
                counts[slot] = counts[slot] &+ n
                return
            }
            if k == 0 {
                keys[slot] = w
                counts[slot] = n
                count += 1
                return
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldCounts = counts
        keys = [UInt32](repeating: 0, count: oldKeys.count * 2)
        counts = [UInt32](repeating: 0, count: oldKeys.count * 2)
        count = 0
        for i in oldKeys.indices where oldKeys[i] != 0 { insert(oldKeys[i], oldCounts[i]) }
    }

    /// Every colour counted, ordered by its pixel word (a fixed order for the same pixels).
    var colors: [(color: RGBA8, count: UInt32)] {
        var list: [(UInt32, UInt32)] = []
        list.reserveCapacity(count)
        for i in keys.indices where keys[i] != 0 { list.append((keys[i], counts[i])) }
        list.sort { $0.0 < $1.0 }
        return list.map { w, n in
            (RGBA8(red: UInt8(w & 0xff), green: UInt8((w >> 8) & 0xff), blue: UInt8((w >> 16) & 0xff)), n)
        }
    }
}
