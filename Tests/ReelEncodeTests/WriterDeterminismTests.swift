import Foundation
import ReelEncode
import Shaders
import Testing
import _ReelTestSupport

/// The same frames and settings give the same bytes, also when several writers of one format
/// live in one process at once (as `reel render` with several outputs, or the test suite, has
/// them). libx264's AVX-512 code on these machines made two MP4 encoders in one process
/// disagree; one encoder per process hid it (the FFmpeg command line looks deterministic).
@Suite struct WriterDeterminismTests {
    static let rounds = 10

    /// The bytes of an output: the file, or for a PNG sequence each file's name and bytes.
    static func bytes(_ path: String, format: OutputFormat) throws -> Data {
        guard format == .png else { return try Data(contentsOf: URL(fileURLWithPath: path)) }
        var all = Data()
        for name in try FileManager.default.contentsOfDirectory(atPath: path).sorted() {
            all.append(Data(name.utf8))
            all.append(try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)))
        }
        return all
    }

    /// Writes `frames` with two writers of `format` at once (appends interleaved) `rounds`
    /// times and returns how many of the 2 × `rounds` outputs differ from the first.
    static func differingOutputs(_ format: OutputFormat, frames: [Frame], settings: EncodeSettings) throws -> Int {
        let scratch = Scratch()
        let ext = format == .png ? "" : "." + format.rawValue
        var first: Data?
        var differing = 0
        for round in 0..<rounds {
            let paths = ["a", "b"].map { scratch.file("\($0)\(round)\(ext)") }
            let writers = try paths.map { try format.makeWriter(destination: $0, settings: settings) }
            for frame in frames {
                for writer in writers { try writer.append(frame) }
            }
            for writer in writers { try writer.finish() }
            for path in paths {
                let data = try bytes(path, format: format)
                if let first {
                    if data != first { differing += 1 }
                } else {
                    first = data
                }
            }
        }
        return differing
    }

    /// MP4 is checked at the default 4 x264 threads and at 1: the AVX-512 disagreement between
    /// two encoders shows most often on one thread.
    @Test func twoWritersInOneProcessGiveTheSameBytesTenTimesOver() throws {
        let frames = Clip.frames(count: 20)
        let settings = Clip.settings()
        var oneThread = settings
        oneThread.video.encoderThreads = 1
        var results: [OutputFormat: Int] = [:]
        for format in OutputFormat.allCases {
            results[format] = try Self.differingOutputs(format, frames: frames, settings: settings)
        }
        results[.mp4]! += try Self.differingOutputs(.mp4, frames: frames, settings: oneThread)
        let total = 2 * Self.rounds - 1
        #expect(
            results[.mp4] == 0,
            "MP4: \(results[.mp4]!) of \(2 * total) outputs differ from the first of their thread count")
        #expect(results[.gif] == 0, "GIF: \(results[.gif]!) of \(total) outputs differ from the first")
        #expect(results[.webp] == 0, "WebP: \(results[.webp]!) of \(total) outputs differ from the first")
        #expect(results[.apng] == 0, "APNG: \(results[.apng]!) of \(total) outputs differ from the first")
        #expect(results[.png] == 0, "PNG sequence: \(results[.png]!) of \(total) outputs differ from the first")
    }
}
