import Foundation
import ReelEncode
import Shaders
import Testing

@testable import Reel
@testable import ReelRegression

@Suite struct FrameHashTests {
    @Test func opaqueFrameHashesItsBytes() throws {
        var f = Frame(width: 3, height: 2)
        for i in 0..<f.pixels.count { f.pixels[i] = i % 4 == 3 ? 255 : UInt8(i * 7 % 256) }
        #expect(try FrameHash(of: f).hex == SHA256Hasher.hex(of: f.pixels))
    }

    @Test func translucentPixelsAreUnpremultiplied() throws {
        // premultiplied (b, g, r, a) = (64, 32, 0, 128) is straight (128, 64, 0, 128) with Cairo's rounding
        let f = Frame(width: 2, height: 1, pixels: [64, 32, 0, 128, 9, 9, 9, 0])
        #expect(try FrameHash(of: f).hex == SHA256Hasher.hex(of: [128, 64, 0, 128, 0, 0, 0, 0]))
    }

    @Test func opaqueAndTranslucentRowsMixed() throws {
        // Opaque rows are hashed in runs straight from the frame, translucent rows converted:
        // the digest must equal hashing the whole straight-alpha image at once.
        var f = Frame(width: 5, height: 6)
        var straight = [UInt8](repeating: 0, count: f.pixels.count)
        for y in 0..<6 {
            for x in 0..<5 {
                let i = (y * 5 + x) * 4
                let a: UInt8 = (y == 2 || y == 5) && x == 3 ? 128 : 255
                let c = UInt8((x * 40 + y * 7) % 128)
                f.pixels[i] = c
                f.pixels[i + 1] = c / 2
                f.pixels[i + 2] = 0
                f.pixels[i + 3] = a
                let s = { (v: UInt8) in a == 255 ? v : UInt8(min(255, (Int(v) * 255 + Int(a) / 2) / Int(a))) }
                straight[i] = s(c)
                straight[i + 1] = s(c / 2)
                straight[i + 2] = 0
                straight[i + 3] = a
            }
        }
        #expect(try FrameHash(of: f).hex == SHA256Hasher.hex(of: straight))
    }

    @Test func onePixelChangesTheHash() throws {
        var f = Frame(width: 4, height: 4)
        let before = try FrameHash(of: f)
        f.pixels[19] = 1  // one alpha byte
        #expect(try FrameHash(of: f) != before)
    }
}
