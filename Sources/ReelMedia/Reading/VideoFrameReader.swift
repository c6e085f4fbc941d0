import CFFmpeg
import Foundation
import Shaders

/// Reads a video's frames at chosen times, frame-exactly and without holding the video in
/// memory: one decoder kept open, decoding forward from where it is, seeking back (or far
/// ahead) to the keyframe before the time asked for.
///
/// The frame at time `t` is the last one whose timestamp is at or before `t` (the first frame
/// before it, the last frame after the end), so any reader, whatever it decoded before, gives
/// the same frame for the same time. Frames are premultiplied BGRA, turned upright by the
/// stream's display matrix (a phone's portrait video is taller than wide). Not thread-safe:
/// one thread uses a reader at a time.
public final class VideoFrameReader {
    public let path: String
    /// The upright picture's size in pixels.
    public let width: Int
    public let height: Int
    /// The stream's length in seconds (from its first timestamp to the end of its last frame).
    public let duration: Double
    /// The stream's frame rate as `numerator / denominator` frames per second, if it has one.
    public let frameRate: (numerator: Int, denominator: Int)?
    /// Quarter turns clockwise that make the decoded picture upright.
    public let quarterTurns: Int

    private let input: InputContext
    private let decoder: CodecContext
    private let streamIndex: Int32
    private let timeBase: AVRational
    private let firstPTS: Int64
    private let packet: Packet
    /// The last decoded frame at or before the last time asked for, and its timestamp.
    private var held: (frame: MediaFrame, pts: Int64)?
    /// The first decoded frame after it.
    private var lookahead: (frame: MediaFrame, pts: Int64)?
    /// Every frame has been decoded (`inputDone`: every packet has been sent).
    private var atEnd = false
    private var inputDone = false
    private var converted: (pts: Int64, frame: Frame)?
    var cachedScaler: (converter: Scaler, width: Int, height: Int, format: AVPixelFormat)?

    /// Opens `path` and its best video stream.
    /// - Throws: ``EncodeError`` (`.invalidInput` or `.ffmpeg`) naming the file.
    public init(path: String) throws(EncodeError) {
        self.path = path
        input = try InputContext(path: path)
        let best = try input.bestVideoStream(doing: "finding a video stream in '\(path)'")
        let stream = best.stream
        streamIndex = best.index
        timeBase = stream.pointee.time_base
        decoder = try CodecContext(decoderFor: stream.pointee.codecpar, path: path)
        packet = try Packet()
        let start = stream.pointee.start_time
        firstPTS = start == cffmpeg_nopts_value() ? 0 : start
        let seconds = Double(timeBase.num) / Double(timeBase.den)
        if stream.pointee.duration > 0 {
            duration = Double(stream.pointee.duration) * seconds
        } else {
            duration = max(Double(input.pointer!.pointee.duration) / Double(AV_TIME_BASE), 0)
        }
        let rate = stream.pointee.avg_frame_rate
        frameRate = rate.num > 0 && rate.den > 0 ? (Int(rate.num), Int(rate.den)) : nil
        quarterTurns = Self.quarterTurns(of: stream)
        let (w, h) = (Int(stream.pointee.codecpar.pointee.width), Int(stream.pointee.codecpar.pointee.height))
        (width, height) = quarterTurns % 2 == 0 ? (w, h) : (h, w)
    }

    /// The clockwise quarter turns the stream's display matrix asks for (0 without one).
    static func quarterTurns(of stream: UnsafeMutablePointer<AVStream>) -> Int {
        var size: Int = 0
        guard let data = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size), size >= 36 else {
            return 0
        }
        let degrees = data.withMemoryRebound(to: Int32.self, capacity: 9) { av_display_rotation_get($0) }
        guard degrees.isFinite else { return 0 }
        let turns = Int((-degrees / 90).rounded())
        return ((turns % 4) + 4) % 4
    }

    /// What `frame(at:)` shows: the picture, its timestamp and the next frame's (nil after the
    /// last), both in the stream's time base counted from its first frame. The picture is shown
    /// for every time from `timestamp` up to `next`.
    public struct Shown {
        public var frame: Frame
        public var timestamp: Int64
        public var next: Int64?
    }

    /// `seconds` from the stream's start in its time base: the timestamp whose frame is shown
    /// then (rounded down, with a microsecond's tolerance so that a clip frame falling exactly
    /// on a video frame picks it).
    public func ticks(forSeconds seconds: Double) -> Int64 {
        let ticks = (max(seconds, 0) * Double(timeBase.den) / Double(timeBase.num) + 1e-6).rounded(.down)
        return Int64(min(ticks, 9e15))
    }

    /// The frame shown at `seconds` from the stream's start.
    /// - Throws: ``EncodeError`` when the file cannot be decoded there.
    public func frame(at seconds: Double) throws(EncodeError) -> Shown {
        let target = firstPTS + ticks(forSeconds: seconds)
        let far = Int64(2 * Double(timeBase.den) / Double(timeBase.num))
        // Nothing follows the held frame once the stream has ended: it stays, with no seek.
        let holdsLast = atEnd && lookahead == nil && held.map { $0.pts <= target } == true
        let reference = held?.pts ?? lookahead?.pts ?? firstPTS
        if !holdsLast && (held.map { $0.pts > target } == true || target - reference > far) {
            try seek(to: target)
        }
        try advance(to: target)
        guard let shown = held ?? lookahead else {
            throw EncodeError(.invalidInput, "'\(path)' has no video frame to show at \(seconds) s")
        }
        if converted?.pts != shown.pts { converted = (shown.pts, try convert(shown.frame)) }
        let next = held == nil ? shown.pts + 1 : lookahead?.pts
        return Shown(frame: converted!.frame, timestamp: shown.pts - firstPTS, next: next.map { $0 - firstPTS })
    }

    /// Decodes forward until the frame after `target` is known (or the stream ends).
    private func advance(to target: Int64) throws(EncodeError) {
        if let next = lookahead, next.pts <= target {
            held = next
            lookahead = nil
        }
        while lookahead == nil && !atEnd {
            guard let decoded = try decodeNext() else {
                atEnd = true
                break
            }
            if decoded.pts <= target { held = decoded } else { lookahead = decoded }
        }
    }

    /// The next decoded frame in presentation order, nil at the end of the stream.
    private func decodeNext() throws(EncodeError) -> (frame: MediaFrame, pts: Int64)? {
        let frame = try MediaFrame()
        while true {
            if try decoder.receiveFrame(into: frame, doing: "decoding '\(path)'") {
                let pts = frame.pointer.pointee.best_effort_timestamp
                return (frame, pts == cffmpeg_nopts_value() ? (held?.pts ?? firstPTS) : pts)
            }
            if inputDone { return nil }
            if input.read(into: packet) {
                defer { packet.unref() }
                guard packet.pointer.pointee.stream_index == streamIndex else { continue }
                try decoder.sendPacket(packet, doing: "decoding '\(path)'")
            } else {
                inputDone = true
                try decoder.sendPacket(nil, doing: "flushing the decoder for '\(path)'")
            }
        }
    }

    /// Moves to the keyframe at or before `target`, forgetting what was decoded.
    private func seek(to target: Int64) throws(EncodeError) {
        try ffCheck(
            av_seek_frame(input.pointer, streamIndex, target, AVSEEK_FLAG_BACKWARD), "seeking in '\(path)'")
        avcodec_flush_buffers(decoder.pointer)
        held = nil
        lookahead = nil
        atEnd = false
        inputDone = false
    }
}
