import CFFmpeg
import Foundation
import Shaders

/// Writes a folder of PNG images, `frame_00000.png`, `frame_00001.png` …: lossless RGBA
/// with straight alpha, one per frame (FFmpeg's `png` encoder), numbered from
/// ``EncodeSettings/firstFrameIndex``.
///
/// The images go into a hidden temporary folder beside the destination, which replaces the
/// destination folder only when every frame is written.
public final class PNGSequenceWriter: VideoWriter {
    public let destination: String
    public var format: OutputFormat { .png }
    public let notes: [String] = []
    let settings: EncodeSettings
    private let output: TemporaryOutput
    private let codec: CodecContext
    private let packet: Packet
    private let picture: MediaFrame
    private var staging: [UInt8] = []
    private var count = 0

    /// Starts writing the folder `destination` (through a temporary folder beside it).
    /// - Throws: ``EncodeError``.
    public init(destination: String, settings: EncodeSettings) throws(EncodeError) {
        try settings.validate()
        let trimmed = destination.count > 1 && destination.hasSuffix("/") ? String(destination.dropLast()) : destination
        self.destination = trimmed
        self.settings = settings
        output = try TemporaryOutput(destination: trimmed, isFolder: true)
        codec = try CodecContext(encoderNamed: "png")
        codec.pointer.pointee.width = Int32(settings.width)
        codec.pointer.pointee.height = Int32(settings.height)
        codec.pointer.pointee.pix_fmt = AV_PIX_FMT_RGBA
        codec.pointer.pointee.time_base = AVRational(
            num: Int32(settings.frameRate.denominator), den: Int32(settings.frameRate.numerator))
        codec.pointer.pointee.thread_count = 1
        try codec.open(options: [], doing: "opening the PNG encoder")
        packet = try Packet()
        picture = try MediaFrame(format: AV_PIX_FMT_RGBA, width: settings.width, height: settings.height)
    }

    /// The file name of frame `index` in the folder.
    public static func fileName(index: Int) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    public func append(_ frame: Frame) throws(EncodeError) {
        do throws(EncodeError) {
            try frame.requireSize(settings, index: count, destination: destination)
            PixelConversion.straight(frame, order: .rgba, into: &staging)
            try picture.makeWritable()
            PixelConversion.copy(staging, bytesPerRow: settings.width * 4, rows: settings.height, into: picture)
            picture.pts = Int64(count)
            try codec.send(picture, doing: "encoding frame \(count) of '\(destination)' as PNG")
            while try codec.receive(into: packet, doing: "encoding frame \(count) of '\(destination)' as PNG") {
                let path = output.temporary + "/" + Self.fileName(index: settings.firstFrameIndex + count)
                let data = Data(packet.bytes)
                packet.unref()
                guard FileManager.default.createFile(atPath: path, contents: data) else {
                    throw EncodeError(
                        .cannotCreateOutput,
                        """
                        cannot write '\(path)': \(String(cString: strerror(errno))); check the disk space and \
                        permissions
                        """
                    )
                }
            }
            count += 1
        } catch {
            cancel()
            throw error
        }
    }

    public func finish() throws(EncodeError) { try output.commit() }

    public func cancel() { output.discard() }
}
