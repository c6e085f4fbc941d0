import CFFmpeg
import Foundation
import ReelCore
import ReelEncode
import Shaders
import Testing
import _ReelTestSupport

/// Writers keep the exact frame rate: MP4's time base and rates, GIF delays that add up to
/// the clip to the centisecond, WebP and APNG durations that add up to it. Read back with
/// libavformat or from the container bytes (no ffprobe).
@Suite struct FrameRateWriterTests {
    static let ntsc30 = FrameRate(numerator: 30000, denominator: 1001)!
    static let ntsc24 = FrameRate(numerator: 24000, denominator: 1001)!

    static func settings(_ rate: FrameRate) -> EncodeSettings {
        var s = EncodeSettings(width: 32, height: 24, frameRate: rate)
        s.background = Clip.background
        return s
    }

    static func frames(_ count: Int) -> [Frame] { Clip.frames(count: count, width: 32, height: 24) }

    /// When frame `k` starts, in 1/`units` s, rounded half up, from the exact fraction.
    static func rounded(_ k: Int, per units: Int, _ rate: FrameRate) -> Int {
        (2 * units * k * rate.denominator + rate.numerator) / (2 * rate.numerator)
    }

    /// The first video stream's time base, r_frame_rate, avg_frame_rate and packets'
    /// (pts, duration), as libavformat reads them.
    static func probe(_ path: String) throws -> (
        timeBase: (Int32, Int32), rate: (Int32, Int32), average: (Int32, Int32), packets: [(Int64, Int64)]
    ) {
        var ctx: UnsafeMutablePointer<AVFormatContext>? = nil
        guard avformat_open_input(&ctx, path, nil, nil) == 0, let c = ctx else { throw ProbeError(path) }
        defer { avformat_close_input(&ctx) }
        guard avformat_find_stream_info(c, nil) >= 0 else { throw ProbeError(path) }
        let index = av_find_best_stream(c, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = c.pointee.streams[Int(index)] else { throw ProbeError(path) }
        guard let packet = av_packet_alloc() else { throw ProbeError(path) }
        var p: UnsafeMutablePointer<AVPacket>? = packet
        defer { av_packet_free(&p) }
        var packets: [(Int64, Int64)] = []
        while av_read_frame(c, packet) >= 0 {
            if packet.pointee.stream_index == index { packets.append((packet.pointee.pts, packet.pointee.duration)) }
            av_packet_unref(packet)
        }
        let s = stream.pointee
        return (
            (s.time_base.num, s.time_base.den), (s.r_frame_rate.num, s.r_frame_rate.den),
            (s.avg_frame_rate.num, s.avg_frame_rate.den), packets
        )
    }

    struct ProbeError: Error, CustomStringConvertible {
        let path: String
        init(_ path: String) { self.path = path }
        var description: String { "libavformat cannot read '\(path)'" }
    }

    @Test(arguments: [ntsc30, ntsc24])
    func mp4HasTheExactTimeBaseAndRate(rate: FrameRate) throws {
        let scratch = Scratch()
        let path = scratch.file("clip.mp4")
        try Clip.write(Self.frames(24), format: .mp4, to: path, settings: Self.settings(rate))
        let p = try Self.probe(path)
        let n = Int32(rate.numerator)
        #expect(p.rate == (n, 1001))
        #expect(p.average == (n, 1001))
        // The mov muxer keeps the time base 1001/n, or a multiple of it: each frame lasts 1001/n s.
        let (tbNum, tbDen) = p.timeBase
        #expect(p.packets.count == 24)
        #expect(p.packets.allSatisfy { Int64($0.1) * Int64(tbNum) * Int64(n) == 1001 * Int64(tbDen) })
        let times = try VideoReader.read(path).map(\.time)
        #expect(times.enumerated().allSatisfy { abs($0.element - rate.time(ofFrame: $0.offset)) < 1e-9 })
    }

    /// 300 frames at 29.97 last 10.01 s and 240 frames at 23.976 also 10.01 s: 1001 cs in
    /// delays (at 30 and 24 fps they would be 1000).
    @Test(arguments: [(ntsc30, 300) as (FrameRate, Int), (ntsc24, 240)])
    func gifDelaysAddUpToTheClipToTheCentisecond(rate: FrameRate, count: Int) throws {
        let scratch = Scratch()
        let path = scratch.file("clip.gif")
        var settings = Self.settings(rate)
        settings.gif.speed = 10
        try Clip.write(Self.frames(count), format: .gif, to: path, settings: settings)
        let p = try Self.probe(path)
        #expect(p.timeBase == (1, 100))
        let delays = p.packets.map(\.1)
        #expect(delays.count == count)
        #expect(delays.reduce(0, +) == 1001)
        // Each frame starts at its exact time rounded to the centisecond.
        var start: Int64 = 0
        for (k, d) in delays.enumerated() {
            #expect(start == Int64(Self.rounded(k, per: 100, rate)), "frame \(k)")
            start += d
        }
    }

    /// The durations of an animated WebP's frames (ANMF chunks), in milliseconds.
    static func webpDurations(_ path: String) throws -> [Int] {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(data[8..<12]) == Array("WEBP".utf8))
        var durations: [Int] = []
        var i = 12
        while i + 8 <= data.count {
            let size = Int(data[i + 4]) | Int(data[i + 5]) << 8 | Int(data[i + 6]) << 16 | Int(data[i + 7]) << 24
            if Array(data[i..<i + 4]) == Array("ANMF".utf8) {
                let d = i + 8 + 12
                durations.append(Int(data[d]) | Int(data[d + 1]) << 8 | Int(data[d + 2]) << 16)
            }
            i += 8 + size + size % 2
        }
        return durations
    }

    /// A 0.5 s clip at 30 fps lasts 500 ms (FFmpeg and libwebp alone made it 499); at the
    /// NTSC rates 15 and 12 frames last 500.5 ms, written as 501.
    @Test(arguments: [
        (FrameRate(30), 15, 500) as (FrameRate, Int, Int), (ntsc30, 15, 501), (ntsc24, 12, 501),
        (FrameRate(24), 60, 2500),
    ])
    func webpDurationsAddUpToTheClip(rate: FrameRate, count: Int, milliseconds: Int) throws {
        let scratch = Scratch()
        let path = scratch.file("clip.webp")
        try Clip.write(Self.frames(count), format: .webp, to: path, settings: Self.settings(rate))
        let durations = try Self.webpDurations(path)
        #expect(!durations.isEmpty)
        #expect(durations.reduce(0, +) == milliseconds)
    }

    @Test func webpFramesStartAtTheirExactTimeRounded() throws {
        let scratch = Scratch()
        let path = scratch.file("clip.webp")
        // Every frame differs (the test pattern moves), so libwebp keeps one ANMF per frame.
        try Clip.write(Self.frames(20), format: .webp, to: path, settings: Self.settings(Self.ntsc30))
        let durations = try Self.webpDurations(path)
        try #require(durations.count == 20)
        var start = 0
        for (k, d) in durations.enumerated() {
            #expect(start == Self.rounded(k, per: 1000, Self.ntsc30), "frame \(k)")
            start += d
        }
    }

    /// Each APNG frame's delay (fcTL delay_num / delay_den, seconds) as a fraction.
    static func apngDelays(_ path: String) throws -> [(Int, Int)] {
        let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var delays: [(Int, Int)] = []
        var i = 8
        while i + 8 <= data.count {
            let length = Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3])
            if Array(data[i + 4..<i + 8]) == Array("fcTL".utf8) {
                let d = i + 8 + 20
                delays.append((Int(data[d]) << 8 | Int(data[d + 1]), Int(data[d + 2]) << 8 | Int(data[d + 3])))
            }
            i += 12 + length
        }
        return delays
    }

    @Test(arguments: [ntsc30, ntsc24])
    func apngDelaysAreTheExactFrameDuration(rate: FrameRate) throws {
        let scratch = Scratch()
        let path = scratch.file("clip.apng")
        try Clip.write(Self.frames(12), format: .apng, to: path, settings: Self.settings(rate))
        let delays = try Self.apngDelays(path)
        #expect(delays.count == 12)
        // 1001/30000 s and 1001/24000 s, exactly (as fractions, in whatever terms).
        #expect(delays.allSatisfy { $0.0 * rate.numerator == 1001 * $0.1 }, "\(delays)")
    }

    @Test func wholeRatesStillWorkThroughTheIntegerInitializer() {
        var settings = EncodeSettings(width: 8, height: 8, framesPerSecond: 25)
        #expect(settings.frameRate == FrameRate(25))
        #expect(settings.framesPerSecond == 25)
        settings.frameRate = Self.ntsc30
        #expect(settings.framesPerSecond == 30)
        let scratch = Scratch()
        for bad in [0, -30, 1001] {
            let error = #expect(throws: EncodeError.self) {
                try MovieWriter(
                    destination: scratch.file("x.mp4"),
                    settings: EncodeSettings(width: 8, height: 8, framesPerSecond: bad))
            }
            #expect(error?.description.contains("frame rate") == true, "\(bad)")
        }
        #expect(scratch.contents.isEmpty)
    }
}
