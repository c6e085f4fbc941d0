/// A small deterministic PRNG (SplitMix64) so random test images are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

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
