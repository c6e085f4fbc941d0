/// Encodes stored frames onto one palette for the whole clip (the GIF's global colour table),
/// in order, in parallel batches.
///
/// - The palette is ordered by use: the transparent entry first, then the colours shown most,
///   so each frame's LZW codes start as narrow as the highest index it writes needs.
/// - Frames are mapped without dithering (flat UI content: dithering would only add noise to
///   colours the palette already holds).
/// - A pixel that maps to the index already on screen is left transparent (exact: the picture
///   is the same), and each frame not stored whole is cropped again to what is left.
struct SharedPaletteEncoder {
    /// The transparent index: the first, as ``orderedByUse(_:transparent:colors:)`` puts it.
    static let transparent: UInt8 = 0

    /// The palette as written.
    let palette: [RGBA8]
    let width: Int
    let height: Int
    /// The bits of the colour table (its size is `1 << bits`).
    private let bits: Int
    /// What the screen shows, as palette indices (``transparent``: nothing drawn, or cleared).
    private var screen: [UInt8]

    /// An encoder for `palette` (as libimagequant made it, with a transparent entry) ordered
    /// by `colors`, the clip's colours and how many pixels showed each.
    init(palette: [RGBA8], colors: [(color: RGBA8, count: UInt32)], width: Int, height: Int) {
        let clean = CleanPalette(palette)
        // The palette holds the transparent colour (a fixed entry), so there is one.
        self.palette = Self.orderedByUse(clean.colors, transparent: clean.transparentIndex ?? 0, colors: colors)
        self.width = width
        self.height = height
        bits = GIFFile.tableBits(max(2, self.palette.count))
        screen = [UInt8](repeating: Self.transparent, count: width * height)
    }

    /// `frames` (the next ones, in order) encoded: mapped onto the palette and compressed in
    /// parallel; what the screen already shows dropped in order.
    mutating func encode(_ frames: [StoredFrame]) throws(EncodeError) -> [EncodedFrame] {
        let t = Self.transparent
        let palette = palette
        var indices = try Parallel.map(frames.count) { i throws(EncodeError) in
            var map = PaletteMap(palette: palette, transparentIndex: Int(t))
            return map.map(frames[i].pixels)
        }
        var regions = frames.map(\.region)
        var alternatives: [[UInt8]] = []
        for (i, frame) in frames.enumerated() {
            alternatives.append(dropShown(frame, &indices[i], region: &regions[i]))
        }
        let (boxes, mapped, alts, bits) = (regions, indices, alternatives, bits)
        let bodies = try Parallel.map(frames.count) { i throws(EncodeError) in
            // The narrowest codes that hold every index the frame may write.
            let used = max(mapped[i].max() ?? 0, alts[i].max() ?? 0)
            return GIFFile.image(
                boxes[i], localPalette: nil, paletteCount: min(1 << bits, Int(used) + 1), indices: mapped[i],
                alternatives: alts[i], lzw: LZWEncoder())
        }
        return frames.indices.map { i in
            EncodedFrame(
                index: frames[i].index, transparentIndex: Int(t), body: bodies[i],
                disposal: frames[i].clearsAfter ? .clear : .keep, empty: !frames[i].whole && mapped[i] == [t])
        }
    }

    /// Drops from `indices` (`frame` mapped) what the screen shows, updates the screen and crops
    /// the frame again (`indices` and `region`) when it need not stay whole. Returns the
    /// indices' alternatives (``dropUnchanged(_:region:screen:fullWidth:transparent:)``).
    private mutating func dropShown(_ frame: StoredFrame, _ indices: inout [UInt8], region: inout Region)
        -> [UInt8]
    {
        let t = Self.transparent
        if frame.afterClear { screen = [UInt8](repeating: t, count: width * height) }
        var alt = Self.dropUnchanged(&indices, region: frame.region, screen: &screen, fullWidth: width, transparent: t)
        if !frame.whole {
            let box = Self.opaqueBox(indices, region: frame.region, transparent: t)
            indices = Self.crop(indices, region: frame.region, to: box, fill: t)
            alt = Self.crop(alt, region: frame.region, to: box, fill: t)
            region = box
        }
        return alt
    }

    /// `palette` with the transparent entry first and the others by how many pixels shown map
    /// to them (`colors`, the clip's histogram), most first: each frame's LZW codes then start
    /// as narrow as the highest index it uses needs (frames that use only the common colours
    /// get a smaller minimum code size).
    static func orderedByUse(_ palette: [RGBA8], transparent: Int, colors: [(color: RGBA8, count: UInt32)])
        -> [RGBA8]
    {
        var weight = [UInt64](repeating: 0, count: palette.count)
        var words = [UInt8]()
        words.reserveCapacity(colors.count * 4)
        for c in colors { words += [c.color.red, c.color.green, c.color.blue, 255] }
        var map = PaletteMap(palette: palette, transparentIndex: transparent)
        for (k, c) in zip(map.map(words), colors) { weight[Int(k)] += UInt64(c.count) }
        let others = palette.indices.filter { $0 != transparent }.sorted {
            weight[$0] != weight[$1] ? weight[$0] > weight[$1] : $0 < $1
        }
        return ([transparent] + others).map { palette[$0] }
    }

    /// Makes transparent each pixel of `indices` (the pixels of `region`) whose index the
    /// screen already shows, and puts the others on the screen. Returns, per pixel, the other
    /// value it may be written as: for a transparent pixel the index on screen under it (the
    /// same picture), for the others their own index.
    static func dropUnchanged(
        _ indices: inout [UInt8], region: Region, screen: inout [UInt8], fullWidth: Int, transparent t: UInt8
    ) -> [UInt8] {
        var alt = indices
        indices.withUnsafeMutableBufferPointer { p in
            alt.withUnsafeMutableBufferPointer { a in
                screen.withUnsafeMutableBufferPointer { s in
                    for y in 0..<region.height {
                        let row = y * region.width
                        let screenRow = (region.y + y) * fullWidth + region.x
                        for x in 0..<region.width {
                            let v = p[row + x]
                            let shown = s[screenRow + x]
                            if v == t {
                                a[row + x] = shown
                            } else if shown == v {
                                p[row + x] = t
                            } else {
                                s[screenRow + x] = v
                            }
                        }
                    }
                }
            }
        }
        return alt
    }

    /// The box (in screen coordinates) of the non-transparent pixels of `indices` (the pixels
    /// of `region`); its top-left pixel alone when there are none.
    static func opaqueBox(_ indices: [UInt8], region: Region, transparent t: UInt8) -> Region {
        var box = GIFPixels.BoxTracker(width: region.width, height: region.height)
        let pattern = UInt64(t) &* 0x0101_0101_0101_0101
        let w = region.width
        indices.withUnsafeBufferPointer { p in
            for y in 0..<region.height {
                let row = UnsafeRawPointer(p.baseAddress! + y * w)
                // From each end, eight transparent pixels at a time, then one at a time.
                var first = 0
                while first + 8 <= w, row.loadUnaligned(fromByteOffset: first, as: UInt64.self) == pattern {
                    first += 8
                }
                while first < w, p[y * w + first] == t { first += 1 }
                if first == w { continue }
                var last = w - 1
                while last - 7 > first, row.loadUnaligned(fromByteOffset: last - 7, as: UInt64.self) == pattern {
                    last -= 8
                }
                while p[y * w + last] == t { last -= 1 }
                box.add(row: y, first: first, last: last)
            }
        }
        guard let b = box.region else { return Region(x: region.x, y: region.y, width: 1, height: 1) }
        return Region(x: region.x + b.x, y: region.y + b.y, width: b.width, height: b.height)
    }

    /// The pixels of `box` (inside `region`) of `values` (the pixels of `region`).
    static func crop(_ values: [UInt8], region: Region, to box: Region, fill: UInt8) -> [UInt8] {
        if box == region { return values }
        var out = [UInt8](repeating: fill, count: box.width * box.height)
        for y in 0..<box.height {
            let from = (box.y - region.y + y) * region.width + (box.x - region.x)
            out.replaceSubrange(y * box.width..<(y + 1) * box.width, with: values[from..<(from + box.width)])
        }
        return out
    }
}
