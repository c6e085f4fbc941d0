import Foundation
import Shaders
import Testing
import _ReelTestSupport

@testable import ReelEncode

/// The automatic mode waits for the answer of a check over very many colours (they take long
/// to quantize and seldom fit) instead of spooling the frames that come meanwhile.
@Suite struct GIFInlineCheckTests {
    @Test func aCheckOverVeryManyColoursIsAnsweredBeforeTheNextFrame() throws {
        let (width, height) = (512, 320)  // 163,840 pixels, every one its own colour
        let frames = (0..<6).map { k in
            var f = Frame(width: width, height: height)
            for i in 0..<(width * height) {
                let v = i + k * 7
                f.pixels[4 * i] = UInt8(v & 0xff)
                f.pixels[4 * i + 1] = UInt8((v >> 8) & 0xff)
                f.pixels[4 * i + 2] = UInt8((v >> 16) & 0xff ^ (i % 3) * 40)
                f.pixels[4 * i + 3] = 255
            }
            return f
        }
        var settings = EncodeSettings(width: width, height: height, framesPerSecond: 30)
        settings.gif.palette = .automatic
        let scratch = Scratch()
        let writer = try GIFPaletteModeTests.write(frames, settings, to: scratch.file("many.gif"), batchSize: 2)
        #expect(writer.paletteMode == .perFrame)
        #expect(writer.log.contains { $0.contains("the first 1 frame do not fit") })
        #expect(writer.switchedAfter == 1)  // not after 2 (the next check), nor later
    }
}
