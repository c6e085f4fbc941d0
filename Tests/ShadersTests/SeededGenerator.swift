import _ReelTestSupport

/// The shared SplitMix64 source, so random test images are the same on every run.
typealias SeededGenerator = SeededRandom

extension SeededRandom {
    /// `count` random bytes.
    mutating func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &self) }
    }

    /// Random valid premultiplied BGRA pixels (each colour ≤ its alpha).
    mutating func premultipliedPixels(_ count: Int) -> [UInt8] {
        var out = [UInt8]()
        out.reserveCapacity(count * 4)
        for _ in 0..<count {
            let a = UInt8.random(in: 0...255, using: &self)
            for _ in 0..<3 { out.append(UInt8.random(in: 0...a, using: &self)) }
            out.append(a)
        }
        return out
    }
}
