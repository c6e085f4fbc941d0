import Foundation
import ReelEncode
import Testing
import _ReelTestSupport

/// libx265 leaves a member uninitialised when an encoder is given two frames or fewer
/// (`m_bframeDelayTime`, set in x265's `Encoder::encode` only when frame `m_bframeDelay`
/// arrives), and every packet's decoding time is its presentation time minus it. Reel's files
/// used to carry whatever the heap held there: usually zero, now and then garbage (MOV's
/// "pts/dts pair unsupported" at the first packet, seen as a DTS of −143900235870715904 while
/// other encoders ran in the same process). Reel now writes DTS = PTS for such an encoder's
/// packets, which come in display order. A short clip and a last MP4 segment of one frame are
/// the two ways to get there; a longer segment keeps x265's own times (B-frames reorder).
@Suite struct HEVCDecodeTimesTests {
    static func settings(segmentFrames: Int = 250) -> EncodeSettings {
        var s = Clip.settings()
        s.video.codec = .hevc
        s.segmentFrames = segmentFrames
        return s
    }

    @Test(arguments: [(OutputFormat.mp4, 1), (.mp4, 2), (.mov, 1), (.mov, 2)])
    func aClipOfOneOrTwoFramesDecodesInDisplayOrderAtItsOwnTimes(format: OutputFormat, count: Int) throws {
        let scratch = Scratch()
        let path = scratch.file("short.\(format == .mov ? "mov" : "mp4")")
        try Clip.write(Clip.frames(count: count), format: format, to: path, settings: Self.settings())
        let times = try FFprobe.packetTimes(path)
        #expect(times.count == count)
        // One frame lasts 1/30 s; MP4 and MOV count 15360 units per second here.
        let frame = times.count > 1 ? times[1].pts - times[0].pts : 1
        #expect(frame > 0)
        for (i, t) in times.enumerated() {
            #expect(t.pts == i * frame && t.dts == t.pts, "packet \(i): pts \(t.pts), dts \(t.dts)")
        }
    }

    /// Five frames in segments of four: the first segment's packets keep x265's reordering
    /// (a decoding time before the presentation time), the one-frame tail gets DTS = PTS, and
    /// decoding times rise through the whole file.
    @Test func aOneFrameLastSegmentKeepsTheStreamsDecodeTimesRising() throws {
        let scratch = Scratch()
        let path = scratch.file("segments.mp4")
        try Clip.write(Clip.frames(count: 5), format: .mp4, to: path, settings: Self.settings(segmentFrames: 4))
        let times = try FFprobe.packetTimes(path)
        #expect(times.count == 5)
        #expect(times.first.map { $0.dts < $0.pts } == true, "\(times)")
        #expect(times.last.map { $0.dts == $0.pts } == true, "\(times)")
        #expect(zip(times, times.dropFirst()).allSatisfy { $0.dts < $1.dts }, "\(times)")
        #expect(Set(times.map(\.pts)).count == 5)
    }
}
