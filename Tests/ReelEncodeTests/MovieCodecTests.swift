import Foundation
import ReelEncode
import Shaders
import Testing
import _ReelTestSupport

/// The video codecs beyond H.264 in MP4: alpha where the container and codec carry it, the
/// codec each container holds, colour tags, and repeatable bytes.
@Suite struct MovieCodecTests {
    static let width = 64, height = 64, count = 6

    /// An opaque orange third, a half-transparent blue third and a transparent third, with a
    /// white square moving along the top (premultiplied BGRA, as the renderer makes them).
    static func frame(_ index: Int) -> Frame {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = (y * width + x) * 4
                let bgra: [UInt8]
                if y < 8 && x >= index * 4 && x < index * 4 + 8 {
                    bgra = [255, 255, 255, 255]
                } else if x < width / 3 {
                    bgra = [40, 140, 240, 255]
                } else if x < 2 * width / 3 {
                    bgra = [100, 40, 20, 128]  // straight (40, 80, 200) at alpha 128, premultiplied
                } else {
                    bgra = [0, 0, 0, 0]
                }
                pixels.replaceSubrange(p..<p + 4, with: bgra)
            }
        }
        return Frame(width: width, height: height, pixels: pixels)
    }

    static func settings(background: RGBA8, codec: VideoCodec? = nil) -> EncodeSettings {
        var s = EncodeSettings(width: width, height: height, framesPerSecond: 30)
        s.background = background
        s.video.codec = codec
        return s
    }

    static func write(_ format: OutputFormat, _ settings: EncodeSettings, to path: String) throws {
        let writer = try format.makeWriter(destination: path, settings: settings)
        for i in 0..<count { try writer.append(frame(i)) }
        try writer.finish()
    }

    /// Straight (r, g, b, a) of a premultiplied BGRA pixel.
    static func straight(_ f: Frame, _ x: Int, _ y: Int) -> [Int] {
        let p = (y * f.width + x) * 4
        let a = Int(f.pixels[p + 3])
        guard a > 0 else { return [0, 0, 0, 0] }
        return [2, 1, 0].map { (Int(f.pixels[p + $0]) * 255 + a / 2) / a } + [a]
    }

    @Test(arguments: [(OutputFormat.webm, VideoCodec.vp9), (.webm, .vp8), (.mov, .prores)])
    func transparentSceneKeepsItsAlpha(format: OutputFormat, codec: VideoCodec) throws {
        let scratch = Scratch()
        let path = scratch.file("alpha.\(format.rawValue)")
        try Self.write(format, Self.settings(background: .clear, codec: codec), to: path)
        let s = try FFprobe.stream(path)
        if codec == .prores {
            #expect(s["codec_name"] as? String == "prores")
            // FFmpeg's ProRes decoder reports 4444 at 12 bits; the alpha plane is what matters.
            #expect((s["pix_fmt"] as? String)?.hasPrefix("yuva444p") == true)
            #expect(s["codec_tag_string"] as? String == "ap4h")
            // Each ProRes frame header: size, "icpf", header size, version, then the vendor.
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let frame = try #require(bytes.range(of: Data("icpf".utf8)))
            #expect(bytes[(frame.upperBound + 4)..<(frame.upperBound + 8)] == Data("apl0".utf8))
        } else {
            #expect(s["codec_name"] as? String == codec.rawValue)
            #expect((s["tags"] as? [String: Any])?["alpha_mode"] as? String == "1")
        }
        #expect(s["color_space"] as? String == "bt709")
        #expect(s["color_range"] as? String == "tv")
        let decoded = try VideoReader.read(path)
        #expect(decoded.count == Self.count)
        // Chosen pixels: the centre of each third, and the moving square in the last frame.
        let last = Self.count - 1
        for (i, x, y) in [(0, 10, 30), (0, 32, 30), (0, 54, 30), (last, last * 4 + 4, 3), (2, 32, 40)] {
            let want = Self.straight(Self.frame(i), x, y)
            let got = Self.straight(decoded[i].frame, x, y)
            // ProRes 4444 is near lossless; VP8 at the default quality drifts most (10 levels
            // measured on the orange third).
            let tolerance = codec == .prores ? 2 : codec == .vp9 ? 6 : 12
            #expect(abs(got[3] - want[3]) <= tolerance, "\(codec) frame \(i) (\(x), \(y)): alpha \(got) vs \(want)")
            if want[3] > 0 {
                #expect(
                    zip(got.prefix(3), want.prefix(3)).allSatisfy { abs($0 - $1) <= tolerance },
                    "\(codec) frame \(i) (\(x), \(y)): colour \(got) vs \(want)")
            }
        }
    }

    @Test(arguments: [
        (OutputFormat.mp4, VideoCodec.hevc, "yuv420p"), (.mp4, .av1, "yuv420p"), (.mp4, .vp9, "yuv420p"),
        (.mov, .prores, "yuv422p10le"), (.mov, .h264, "yuv420p"), (.mov, .hevc, "yuv420p"),
        (.webm, .vp9, "yuv420p"), (.webm, .vp8, "yuv420p"), (.webm, .av1, "yuv420p"),
    ])
    func opaqueSceneHasNoAlphaPlaneAndBT709Tags(format: OutputFormat, codec: VideoCodec, pixelFormat: String) throws {
        let scratch = Scratch()
        let path = scratch.file("opaque.\(format.rawValue)")
        let background = RGBA8(red: 245, green: 242, blue: 235)
        try Self.write(format, Self.settings(background: background, codec: codec), to: path)
        let s = try FFprobe.stream(path)
        #expect(s["codec_name"] as? String == (codec == .h264 ? "h264" : codec.rawValue))
        #expect(s["pix_fmt"] as? String == pixelFormat)
        #expect((s["tags"] as? [String: Any])?["alpha_mode"] == nil)
        #expect(s["nb_read_frames"] as? String == String(Self.count))
        for key in ["color_space", "color_primaries", "color_transfer"] { #expect(s[key] as? String == "bt709") }
        #expect(s["color_range"] as? String == "tv")
        if codec == .hevc { #expect(s["codec_tag_string"] as? String == "hvc1") }
        let decoded = try VideoReader.read(path)
        #expect(decoded.count == Self.count)
        for f in decoded { #expect(PixelConversionProbe.isOpaque(f.frame)) }
        // The half-transparent third composited over the background: straight (40, 80, 200)
        // at 128/255 over (245, 242, 235).
        let want = [
            (40 * 128 + 245 * 127 + 127) / 255, (80 * 128 + 242 * 127 + 127) / 255, (200 * 128 + 235 * 127 + 127) / 255,
        ]
        let got = Self.straight(decoded[0].frame, 32, 30)
        #expect(zip(got.prefix(3), want).allSatisfy { abs($0 - $1) <= 8 }, "\(codec): \(got) vs \(want)")
    }

    /// A transparent scene in a codec without alpha (HEVC: Debian's libx265 has no alpha pixel
    /// formats) is composited over the matte, and the writer's one note says so.
    @Test func transparentHEVCIsCompositedOverTheMatteAndSaysSo() throws {
        let scratch = Scratch()
        let path = scratch.file("alpha.mp4")
        var settings = Self.settings(background: .clear, codec: .hevc)
        settings.matte = RGBA8(red: 0, green: 255, blue: 0)
        let writer = try OutputFormat.mp4.makeWriter(destination: path, settings: settings)
        for i in 0..<Self.count { try writer.append(Self.frame(i)) }
        try writer.finish()
        #expect(
            writer.notes == [
                """
                '\(path)': HEVC (libx265) has no alpha: composited over #00ff00; write .mov (ProRes 4444) or .webm \
                (VP9) to keep it
                """
            ])
        let decoded = try VideoReader.read(path)
        // The transparent third is the matte; the half-transparent one straight (40, 80, 200) at
        // 128/255 over green.
        let want = [
            [0, 255, 0], [(40 * 128 + 127) / 255, (80 * 128 + 255 * 127 + 127) / 255, (200 * 128 + 127) / 255],
        ]
        for (x, colour) in zip([54, 32], want) {
            let got = Self.straight(decoded[0].frame, x, 30)
            #expect(got[3] == 255 && zip(got, colour).allSatisfy { abs($0 - $1) <= 8 }, "(\(x), 30): \(got)")
        }
    }

    @Test func av1RefusesFramesUnder64PixelsWithAClearError() throws {
        var settings = Self.settings(background: .black, codec: .av1)
        settings.height = 48
        #expect {
            try MovieWriter(destination: Scratch().file("small.mp4"), format: .mp4, settings: settings)
        } throws: { error in
            (error as? EncodeError)?.message.contains("AV1 (SVT-AV1) needs frames of at least 64×64 pixels") == true
        }
    }

    @Test func aCodecTheContainerCannotHoldIsRefusedWithTheValidOnes() throws {
        let scratch = Scratch()
        let path = scratch.file("clip.mov")
        #expect {
            try Self.write(.mov, Self.settings(background: .black, codec: .vp9), to: path)
        } throws: { error in
            (error as? EncodeError)?.message.hasSuffix("use one of: prores, h264, hevc") == true
        }
    }

    /// Every codec writes the same bytes for the same frames, twice in one process.
    @Test(arguments: [
        (OutputFormat.mp4, VideoCodec.hevc), (.mp4, .av1), (.webm, .vp9), (.webm, .vp8), (.mov, .prores),
    ])
    func sameFramesGiveTheSameBytes(format: OutputFormat, codec: VideoCodec) throws {
        let scratch = Scratch()
        let background: RGBA8 = codec == .hevc || codec == .av1 ? .black : .clear
        let a = scratch.file("a.\(format.rawValue)")
        let b = scratch.file("b.\(format.rawValue)")
        try Self.write(format, Self.settings(background: background, codec: codec), to: a)
        try Self.write(format, Self.settings(background: background, codec: codec), to: b)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }
}

/// Whether every pixel of a decoded frame is opaque.
enum PixelConversionProbe {
    static func isOpaque(_ f: Frame) -> Bool {
        stride(from: 3, to: f.pixels.count, by: 4).allSatisfy { f.pixels[$0] == 255 }
    }
}
