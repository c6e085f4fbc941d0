/// A palette as a GIF stores it: every transparent entry (alpha < 128) folded into the first
/// of them, which becomes the frame's transparent index. libimagequant may return several
/// transparent entries; a GIF has one transparent index.
struct CleanPalette {
    /// The palette, the first transparent entry set to (0, 0, 0, 0).
    var colors: [RGBA8]
    /// The index that stands for transparency; nil when the palette has no transparent entry.
    var transparentIndex: Int?
    /// Per index, the index to write instead (every transparent entry → ``transparentIndex``);
    /// nil when nothing needs remapping (at most one transparent entry).
    var remap: [UInt8]?

    init(_ palette: [RGBA8]) {
        let transparent = palette.indices.filter { palette[$0].alpha < 128 }
        colors = palette
        remap = nil
        transparentIndex = transparent.first
        guard let first = transparent.first else { return }
        colors[first] = RGBA8(red: 0, green: 0, blue: 0, alpha: 0)
        guard transparent.count > 1 else { return }
        var table = (0..<256).map { UInt8($0) }
        for t in transparent { table[t] = UInt8(first) }
        remap = table
    }

    /// `indices` with every transparent entry's index replaced by ``transparentIndex``.
    func remapped(_ indices: [UInt8]) -> [UInt8] {
        guard let remap else { return indices }
        var out = indices
        out.withUnsafeMutableBufferPointer { p in for i in p.indices { p[i] = remap[Int(p[i])] } }
        return out
    }
}
