import Testing

@testable import Shaders

/// Slow, obviously-correct references: floating-point division, rounded to nearest.
private func referencePremultiply(_ c: Int, _ a: Int) -> UInt8 {
    UInt8((Double(c * a) / 255).rounded())
}

private func referenceUnpremultiply(_ c: Int, _ a: Int) -> UInt8 {
    guard a > 0 else { return 0 }
    // Cairo's rule written the long way: round half up of c·255/a, then clamp.
    let exact = Double(c) * 255 / Double(a)
    return UInt8(min(255, Int((exact + 0.5).rounded(.down))))
}

@Suite struct PremultiplyTests {
    @Test func premultiplyMatchesReferenceForEveryPair() {
        for a in 0...255 {
            var pixels = [UInt8]()
            for c in 0...255 { pixels += [UInt8(c), UInt8(255 - c), UInt8(c / 2), UInt8(a)] }
            Premultiply.premultiply(&pixels)
            for c in 0...255 {
                let i = c * 4
                #expect(pixels[i] == referencePremultiply(c, a), "c=\(c) a=\(a)")
                #expect(pixels[i + 1] == referencePremultiply(255 - c, a))
                #expect(pixels[i + 2] == referencePremultiply(c / 2, a))
                #expect(pixels[i + 3] == UInt8(a))
            }
        }
    }

    @Test func unpremultiplyMatchesReferenceForEveryPair() {
        for a in 0...255 {
            var pixels = [UInt8]()
            for c in 0...255 { pixels += [UInt8(c), 0, 255, UInt8(a)] }
            Premultiply.unpremultiply(&pixels)
            for c in 0...255 {
                #expect(pixels[c * 4] == referenceUnpremultiply(c, a), "c=\(c) a=\(a)")
                #expect(pixels[c * 4 + 1] == 0)
                #expect(pixels[c * 4 + 2] == referenceUnpremultiply(255, a))
                #expect(pixels[c * 4 + 3] == UInt8(a))
            }
        }
    }

    @Test(arguments: [1 as UInt64, 2, 3])
    func randomImagesRoundTripWithinRounding(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let straight = rng.bytes(4 * 997)
        let frame = Frame(width: 997, height: 1, straightPixels: straight)
        for i in stride(from: 0, to: straight.count, by: 4) {
            let a = Int(straight[i + 3])
            for k in 0..<3 { #expect(frame.pixels[i + k] == referencePremultiply(Int(straight[i + k]), a)) }
        }
        let back = frame.unpremultipliedPixels()
        for i in stride(from: 0, to: straight.count, by: 4) {
            let a = Int(straight[i + 3])
            #expect(back[i + 3] == straight[i + 3])
            for k in 0..<3 {
                if a == 0 {
                    #expect(back[i + k] == 0)
                } else {
                    // Premultiplying loses up to 255 / (2a) of precision.
                    let error = abs(Int(back[i + k]) - Int(straight[i + k]))
                    #expect(Double(error) <= 255 / (2 * Double(a)) + 1)
                }
            }
        }
    }

    @Test func opaqueAndTransparentPixels() {
        var pixels: [UInt8] = [10, 20, 30, 255, 10, 20, 30, 0]
        Premultiply.premultiply(&pixels)
        #expect(pixels == [10, 20, 30, 255, 0, 0, 0, 0])
        Premultiply.unpremultiply(&pixels)
        #expect(pixels == [10, 20, 30, 255, 0, 0, 0, 0])
    }

    @Test func alphaPlaneTakesEveryFourthByte() {
        let f = Frame(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(f.alphaPlane() == [4, 8])
    }
}
