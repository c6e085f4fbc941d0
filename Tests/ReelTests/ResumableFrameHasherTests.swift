import Foundation
import ReelEncode
import Shaders
import Testing
import _ReelTestSupport

@testable import ReelRegression

/// `ResumableFrameHasher` gives `FrameHash`'s digest for every frame of a sequence, whatever
/// the rows it resumes from.
@Suite struct ResumableFrameHasherTests {
    /// A premultiplied frame: opaque rows, with a translucent pixel in some of them.
    static func randomFrame(width: Int, height: Int, rng: inout SeededRandom) -> Frame {
        var f = Frame(width: width, height: height)
        for y in 0..<height {
            let translucentRow = Int.random(in: 0..<4, using: &rng) == 0
            for x in 0..<width {
                let i = (y * width + x) * 4
                let a: UInt8 = translucentRow && x == y % width ? UInt8.random(in: 0...254, using: &rng) : 255
                for c in 0..<3 { f.pixels[i + c] = UInt8.random(in: 0...a, using: &rng) }
                f.pixels[i + 3] = a
            }
        }
        return f
    }

    /// Frames whose rows from a random row on change (or not at all), hashed with the true
    /// count of unchanged top rows, with 0, and after a size change: each equals `FrameHash`.
    @Test func everyFrameHasItsFrameHash() throws {
        var rng = SeededRandom(seed: 15)
        let hasher = ResumableFrameHasher()
        let width = 7
        var height = 53  // not a multiple of the checkpoint spacing
        var frame = Self.randomFrame(width: width, height: height, rng: &rng)
        #expect(try hasher.hash(frame, unchangedTopRows: 0) == FrameHash(of: frame))
        for step in 0..<40 {
            if step == 30 {  // another size: nothing can be resumed
                height = 40
                frame = Self.randomFrame(width: width, height: height, rng: &rng)
                #expect(try hasher.hash(frame, unchangedTopRows: height) == FrameHash(of: frame))
                continue
            }
            let first = Int.random(in: 0...height, using: &rng)
            let changed = Self.randomFrame(width: width, height: height, rng: &rng)
            let rowBytes = width * 4
            frame.pixels.replaceSubrange(
                (first * rowBytes)..<(height * rowBytes), with: changed.pixels[(first * rowBytes)..<(height * rowBytes)]
            )
            let told = step % 5 == 4 ? 0 : first
            let got = try hasher.hash(frame, unchangedTopRows: told)
            #expect(got == (try FrameHash(of: frame)), "step \(step): rows from \(first) changed, told \(told)")
        }
        #expect(hasher.rowsHashed < 40 * 53, "resumed rather than hashing every row: \(hasher.rowsHashed)")
    }
}
