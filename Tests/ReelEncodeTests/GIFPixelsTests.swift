import Shaders
import Testing

@testable import ReelEncode

/// The GIF writer's one-pass pixel preparation (`GIFPixels`) against the rules it fuses:
/// `Premultiply.unpremultiply` (Cairo's), the 128 alpha threshold, R-G-B-A order, and the
/// bounding box of what it keeps.
@Suite struct GIFPixelsTests {
    /// Every alpha with a spread of premultiplied colours (each channel at most alpha).
    static func sweep() -> Frame {
        let width = 256
        let height = 12
        var f = Frame(width: width, height: height)
        for y in 0..<height {
            for a in 0..<width {
                let i = (y * width + a) * 4
                f.pixels[i] = UInt8(a * y / (height - 1))
                f.pixels[i + 1] = UInt8(a * (height - 1 - y) / (height - 1))
                f.pixels[i + 2] = UInt8((a * (y * 7 % height)) / (height - 1))
                f.pixels[i + 3] = UInt8(a)
            }
        }
        return f
    }

    @Test func thresholdIsCairosUnpremultiplyWithOneBitAlpha() {
        let frame = Self.sweep()
        var expected = frame.pixels
        Premultiply.unpremultiply(&expected)
        for p in stride(from: 0, to: expected.count, by: 4) {
            if expected[p + 3] < 128 {
                expected.replaceSubrange(p..<(p + 4), with: [0, 0, 0, 0])
            } else {
                expected.replaceSubrange(p..<(p + 4), with: [expected[p + 2], expected[p + 1], expected[p], 255])
            }
        }
        let (pixels, turns, box, partly) = GIFPixels.threshold(frame, previous: nil)
        #expect(pixels == expected)
        #expect(!turns)
        // The sweep runs through every alpha: partly transparent pixels are reported.
        #expect(partly)
        #expect(
            !GIFPixels.threshold(
                Frame(width: 4, height: 1, pixels: [UInt8](repeating: 255, count: 16)),
                previous: nil
            ).partlyTransparent)
        #expect(box == Region(x: 128, y: 0, width: 128, height: 12))

        // A previous frame opaque where this one is transparent.
        let opaque = [UInt8](repeating: 255, count: pixels.count)
        #expect(GIFPixels.threshold(frame, previous: opaque).turnsTransparent)
        #expect(!GIFPixels.threshold(frame, previous: pixels).turnsTransparent)
    }

    @Test func maskKeepsWhatMovedBeyondTheBoundAndBoxesIt() {
        let width = 8
        let height = 6
        func word(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> [UInt8] { [r, g, b, 255] }
        var reference = [UInt8]()
        for _ in 0..<(width * height) { reference += word(100, 100, 100) }
        var current = reference
        func set(_ x: Int, _ y: Int, _ v: [UInt8]) {
            current.replaceSubrange((y * width + x) * 4..<((y * width + x) * 4 + 4), with: v)
        }
        set(2, 1, word(104, 100, 96))  // within 4: left transparent
        set(5, 3, word(105, 100, 100))  // 5 off: kept
        set(1, 4, [0, 0, 0, 0])  // turns transparent: kept (alpha changes)
        var ref = reference
        let (masked, box) = GIFPixels.mask(current, reference: &ref, bound: 4, width: width, height: height)
        #expect(box == Region(x: 1, y: 3, width: 5, height: 2))
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let kept = (x == 5 && y == 3) || (x == 1 && y == 4)
                #expect(Array(masked[i..<(i + 4)]) == (kept ? Array(current[i..<(i + 4)]) : [0, 0, 0, 0]))
                #expect(Array(ref[i..<(i + 4)]) == (kept ? Array(current[i..<(i + 4)]) : Array(reference[i..<(i + 4)])))
            }
        }
        var same = reference
        #expect(GIFPixels.mask(reference, reference: &same, bound: 0, width: width, height: height).box == nil)
    }

    /// A mostly opaque frame `width` pixels wide (not a multiple of 8), with translucent and
    /// transparent pixels scattered through it, so that some runs of eight are wholly opaque
    /// (taken eight at a time) and some are not, up to each row's ragged end.
    static func mostlyOpaque(width: Int, height: Int, seed: Int) -> Frame {
        var f = Frame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let n = (x * 7919 + y * 104_729 + seed * 31) % 97
                let a = n < 3 ? 0 : n < 6 ? 100 + n * 9 : 255
                f.pixels[i] = UInt8((x * 3 + seed) % 256 * a / 255)
                f.pixels[i + 1] = UInt8((y * 5 + x) % 256 * a / 255)
                f.pixels[i + 2] = UInt8((x * y + seed * 11) % 256 * a / 255)
                f.pixels[i + 3] = UInt8(a)
            }
        }
        return f
    }

    /// The rules one pixel at a time: what the eight-at-a-time paths must equal.
    static func expectedThreshold(_ frame: Frame) -> [UInt8] {
        var expected = frame.pixels
        Premultiply.unpremultiply(&expected)
        for p in stride(from: 0, to: expected.count, by: 4) {
            expected.replaceSubrange(
                p..<(p + 4),
                with: expected[p + 3] < 128 ? [0, 0, 0, 0] : [expected[p + 2], expected[p + 1], expected[p], 255])
        }
        return expected
    }

    @Test(arguments: [1, 7, 8, 9, 61])
    func eightAtATimeIsOneAtATime(width: Int) {
        let height = 9
        let frame = Self.mostlyOpaque(width: width, height: height, seed: width)
        let expected = Self.expectedThreshold(frame)
        let (pixels, _, box, _) = GIFPixels.threshold(frame, previous: nil)
        #expect(pixels == expected)
        var minX = width
        var maxX = -1
        var minY = height
        var maxY = -1
        for y in 0..<height {
            for x in 0..<width where expected[(y * width + x) * 4 + 3] != 0 {
                (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
            }
        }
        #expect(box == (maxX < 0 ? nil : Region(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)))

        // Masked against another such frame: each pixel as the one-at-a-time rule says.
        let other = Self.expectedThreshold(Self.mostlyOpaque(width: width, height: height, seed: width + 1))
        for bound in [0, 3] {
            var reference = other
            // Half the rows the same as the reference, so that runs of eight are skipped whole.
            var current = pixels
            for y in stride(from: 0, to: height, by: 2) {
                current.replaceSubrange(
                    y * width * 4..<(y + 1) * width * 4, with: other[y * width * 4..<(y + 1) * width * 4])
            }
            let (masked, _) = GIFPixels.mask(current, reference: &reference, bound: bound, width: width, height: height)
            for i in stride(from: 0, to: current.count, by: 4) {
                let c = Array(current[i..<(i + 4)])
                let r = Array(other[i..<(i + 4)])
                let near = c[3] == r[3] && c[3] != 0 && (0..<3).allSatisfy { abs(Int(c[$0]) - Int(r[$0])) <= bound }
                let stays = c != r && !near
                #expect(Array(masked[i..<(i + 4)]) == (stays ? c : [0, 0, 0, 0]))
                #expect(Array(reference[i..<(i + 4)]) == (stays ? c : r))
            }
        }
    }
}
