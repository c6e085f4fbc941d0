import Testing
import Foundation
@testable import Reel
@testable import ReelRegression
import Shaders

@Suite struct FrameHashTests {
    @Test func sha256OfKnownBytes() {
        #expect(SHA256Context.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256Context.hex(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func opaqueFrameHashesItsBytes() {
        var f = Frame(width: 3, height: 2)
        for i in 0..<f.pixels.count { f.pixels[i] = i % 4 == 3 ? 255 : UInt8(i * 7 % 256) }
        #expect(FrameHash(of: f).hex == SHA256Context.hex(of: f.pixels))
    }

    @Test func translucentPixelsAreUnpremultiplied() {
        // premultiplied (b, g, r, a) = (64, 32, 0, 128) is straight (128, 64, 0, 128) with Cairo's rounding
        let f = Frame(width: 2, height: 1, pixels: [64, 32, 0, 128, 9, 9, 9, 0])
        #expect(FrameHash(of: f).hex == SHA256Context.hex(of: [128, 64, 0, 128, 0, 0, 0, 0]))
    }

    @Test func onePixelChangesTheHash() {
        var f = Frame(width: 4, height: 4)
        let before = FrameHash(of: f)
        f.pixels[19] = 1  // one alpha byte
        #expect(FrameHash(of: f) != before)
    }
}
