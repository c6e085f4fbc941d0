import Foundation
import ReelEncode
import Shaders
import Testing
import _ReelTestSupport

@Suite struct OutputSafetyTests {
    static let writableFolder = NSTemporaryDirectory()

    @Test(arguments: OutputFormat.allCases)
    func missingFolderIsACannotCreateError(format: OutputFormat) throws {
        let path = "/nonexistent-reel-folder/clip." + format.rawValue
        #expect {
            _ = try format.makeWriter(destination: path, settings: Clip.settings())
        } throws: { error in
            guard let e = error as? EncodeError else { return false }
            return e.kind == .cannotCreateOutput && e.message.contains("/nonexistent-reel-folder")
                && e.message.contains("does not exist")
        }
    }

    @Test func aFolderInTheWayIsACannotCreateError() throws {
        let scratch = Scratch()
        try FileManager.default.createDirectory(atPath: scratch.file("clip.mp4"), withIntermediateDirectories: false)
        #expect {
            _ = try MovieWriter(destination: scratch.file("clip.mp4"), settings: Clip.settings())
        } throws: { ($0 as? EncodeError)?.kind == .cannotCreateOutput }
    }

    /// FFmpeg's own failure to open the file (here /proc refuses new files even for root) is
    /// a cannot-create error carrying FFmpeg's message.
    @Test func ffmpegOpenFailureIsACannotCreateError() throws {
        #expect {
            _ = try MovieWriter(destination: "/proc/clip.mp4", settings: Clip.settings())
        } throws: { error in
            guard let e = error as? EncodeError else { return false }
            return e.kind == .cannotCreateOutput && e.code != nil && e.message.contains("/proc/clip.mp4")
        }
    }

    @Test(.enabled(if: getuid() != 0, "root can write into read-only folders"))
    func readOnlyFolderIsACannotCreateError() throws {
        let scratch = Scratch()
        let folder = scratch.file("ro")
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
        defer { chmod(folder, 0o755) }
        #expect {
            _ = try GIFWriter(destination: folder + "/a.gif", settings: Clip.settings())
        } throws: { ($0 as? EncodeError)?.kind == .cannotCreateOutput }
    }

    @Test(arguments: OutputFormat.allCases)
    func cancelLeavesNoTemporaryAndTheOldOutputUntouched(format: OutputFormat) throws {
        let scratch = Scratch()
        let path = scratch.file(format == .png ? "frames" : "clip." + format.rawValue)
        if format == .png {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            try Data("old".utf8).write(to: URL(fileURLWithPath: path + "/keep.txt"))
        } else {
            try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        }
        let before = scratch.contents
        let writer = try format.makeWriter(destination: path, settings: Clip.settings())
        for f in Clip.frames(count: 5) { try writer.append(f) }
        // The hidden temporary, and for GIF the frame spool of the automatic palette (the
        // stored rectangles wait there until the clip's palette is known).
        #expect(scratch.contents.count == before.count + (format == .gif ? 2 : 1))
        writer.cancel()
        #expect(scratch.contents == before)
        #expect { try writer.finish() } throws: { ($0 as? EncodeError)?.kind == .cancelled }
        #expect(scratch.contents == before)
        let old = try Data(contentsOf: URL(fileURLWithPath: format == .png ? path + "/keep.txt" : path))
        #expect(old == Data("old".utf8))
    }

    @Test func aWrongSizedFrameFailsAndRemovesTheTemporary() throws {
        let scratch = Scratch()
        let writer = try MovieWriter(destination: scratch.file("clip.mp4"), settings: Clip.settings())
        try writer.append(Clip.frames(count: 1)[0])
        #expect {
            try writer.append(Frame(width: 10, height: 10))
        } throws: { ($0 as? EncodeError)?.kind == .invalidInput }
        #expect(scratch.contents.isEmpty)
    }

    @Test func oddSizesArePaddedWithANote() throws {
        let scratch = Scratch()
        let path = scratch.file("odd.mp4")
        let writer = try Clip.write(
            Clip.frames(count: 3, width: 75, height: 51), format: .mp4, to: path,
            settings: Clip.settings(width: 75, height: 51))
        #expect(writer.notes.count == 1)
        #expect(writer.notes.first?.contains("76×52") == true)
        let s = try FFprobe.stream(path)
        #expect(s["width"] as? Int == 76)
        #expect(s["height"] as? Int == 52)
        // The padding column is the background colour.
        let decoded = try VideoReader.read(path)[0].frame
        let (b, g, r, _) = decoded[75, 20]
        #expect(abs(Int(r) - 245) <= 3 && abs(Int(g) - 242) <= 3 && abs(Int(b) - 235) <= 3)
    }

    @Test func transparentPixelsAreCompositedOverTheBackgroundInMP4() throws {
        let scratch = Scratch()
        let path = scratch.file("alpha.mp4")
        var settings = Clip.settings(width: 32, height: 32)
        settings.background = RGBA8(red: 200, green: 40, blue: 90)
        // Left half transparent, right half 50 % white (premultiplied 128,128,128,128).
        var frame = Frame(width: 32, height: 32)
        for y in 0..<32 {
            for x in 16..<32 { for c in 0..<4 { frame.pixels[(y * 32 + x) * 4 + c] = 128 } }
        }
        try Clip.write([frame, frame], format: .mp4, to: path, settings: settings)
        let shown = try VideoReader.read(path)[0].frame
        let left = shown[4, 16]
        let right = shown[27, 16]
        #expect(abs(Int(left.r) - 200) <= 3 && abs(Int(left.g) - 40) <= 3 && abs(Int(left.b) - 90) <= 3)
        // 128 + background × 127/255
        #expect(abs(Int(right.r) - 228) <= 3 && abs(Int(right.g) - 148) <= 3 && abs(Int(right.b) - 173) <= 3)
    }
}
