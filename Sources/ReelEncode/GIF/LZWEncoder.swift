/// GIF's variable-width LZW compression (GIF89a spec, appendix F), packed into the
/// length-prefixed sub-blocks that follow an image descriptor.
///
/// The string table is an open-addressing hash table of 16,384 words, each a string's key
/// (its prefix code and last index, 20 bits) and its code (12 bits), at most a quarter full:
/// 64 KiB that stay in the CPU's cache (a direct 4096 × 256 table, 4 MiB, would miss it on most
/// look-ups), cleared with the table (every ~4,000 codes).
/// Deterministic, pure.
final class LZWEncoder {
    private static let slots = 1 << 14
    private static let empty = UInt32.max
    private var table: [UInt32]

    init() { table = [UInt32](repeating: Self.empty, count: Self.slots) }

    /// Appends `indices` compressed with `minimumCodeSize` (2…8) to `out`: the code size
    /// byte, sub-blocks of at most 255 bytes, and the zero-length terminator.
    ///
    /// `alternatives` (as many as `indices`, or nil): where `alternatives[i] != indices[i]`,
    /// pixel i may be written as either value (both show the same picture: a transparent pixel
    /// over the index already on screen). The encoder takes whichever extends the string it is
    /// matching, and otherwise the one that continues the previous pixel's value, so that runs
    /// of a colour are not broken by "unchanged" pixels inside them. Deterministic.
    func encode(
        _ indices: UnsafeBufferPointer<UInt8>, alternatives: UnsafeBufferPointer<UInt8>? = nil, minimumCodeSize: Int,
        into out: inout [UInt8]
    ) {
        out.append(UInt8(minimumCodeSize))
        let clearCode = 1 << minimumCodeSize
        var packer = Packer(codeSize: minimumCodeSize + 1)
        packer.write(clearCode, into: &out)
        table.withUnsafeMutableBufferPointer { t in t.update(repeating: Self.empty) }
        if !indices.isEmpty {
            compress(indices, alternatives: alternatives, minimumCodeSize: minimumCodeSize, packer: &packer, into: &out)
        }
        packer.write(clearCode + 1, into: &out)  // the end code
        packer.finish(into: &out)
    }

    /// Writes the codes of `indices` (not empty) after the first clear code, up to the last
    /// string's code (the end code follows).
    private func compress(
        _ indices: UnsafeBufferPointer<UInt8>, alternatives: UnsafeBufferPointer<UInt8>?, minimumCodeSize: Int,
        packer: inout Packer, into out: inout [UInt8]
    ) {
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        var maxCode = endCode
        var current = Int(indices[0])
        var last = current  // the value chosen for the previous pixel
        table.withUnsafeMutableBufferPointer { table in
            for i in 1..<indices.count {
                var k = Int(indices[i])
                var (code, slot) = Self.find(current, k, in: table)
                if code >= 0 {
                    current = code
                    last = k
                    continue
                }
                if let alternatives, Int(alternatives[i]) != k {
                    let a = Int(alternatives[i])
                    let (other, otherSlot) = Self.find(current, a, in: table)
                    if other >= 0 {
                        current = other
                        last = a
                        continue
                    }
                    if a == last { (k, slot) = (a, otherSlot) }
                }
                last = k
                packer.write(current, into: &out)
                maxCode += 1
                table[slot] = UInt32(current << 8 | k) << 12 | UInt32(maxCode)
                if maxCode >= (1 << packer.codeSize) { packer.codeSize += 1 }
                if maxCode == 4095 {
                    // A full table is cleared at once: keeping it (a deferred clear, kept
                    // while it compresses as well as before) did not make the sample clips'
                    // GIFs smaller (docs/benchmarks.md).
                    packer.write(clearCode, into: &out)
                    table.update(repeating: Self.empty)
                    packer.codeSize = minimumCodeSize + 1
                    maxCode = endCode
                }
                current = k
            }
        }
        packer.write(current, into: &out)
    }

    /// The code of the string `prefix` + `k` in `table`, or -1; `slot` is where it is or
    /// would go.
    @inline(__always)
    private static func find(_ prefix: Int, _ k: Int, in table: UnsafeMutableBufferPointer<UInt32>) -> (
        code: Int, slot: Int
    ) {
        let key = UInt32(prefix << 8 | k)
        var slot = Int((key &* 0x9E37_79B1) >> 18) & (slots - 1)
        while true {
            let e = table[slot]
            if e == empty { return (-1, slot) }
            if e >> 12 == key { return (Int(e & 0xfff), slot) }
            slot = (slot + 1) & (slots - 1)
        }
    }

    /// Codes packed least significant bit first into GIF's sub-blocks: a length byte, then up
    /// to 255 bytes.
    struct Packer {
        /// The width of the codes written now, in bits.
        var codeSize: Int
        private var block: [UInt8] = []
        private var bitBuffer: UInt64 = 0
        private var bitCount = 0

        init(codeSize: Int) {
            self.codeSize = codeSize
            block.reserveCapacity(255)
        }

        /// Appends `code`, `codeSize` bits wide; full sub-blocks go to `out`.
        @inline(__always)
        mutating func write(_ code: Int, into out: inout [UInt8]) {
            bitBuffer |= UInt64(code) << UInt64(bitCount)
            bitCount += codeSize
            while bitCount >= 8 {
                block.append(UInt8(truncatingIfNeeded: bitBuffer))
                if block.count == 255 { flushBlock(into: &out) }
                bitBuffer >>= 8
                bitCount -= 8
            }
        }

        /// Appends the bits left, the last sub-block and the zero-length terminator to `out`.
        mutating func finish(into out: inout [UInt8]) {
            if bitCount > 0 { block.append(UInt8(truncatingIfNeeded: bitBuffer)) }
            if !block.isEmpty { flushBlock(into: &out) }
            out.append(0)
        }

        private mutating func flushBlock(into out: inout [UInt8]) {
            out.append(UInt8(block.count))
            out.append(contentsOf: block)
            block.removeAll(keepingCapacity: true)
        }
    }
}
