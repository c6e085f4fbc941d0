import Foundation
import ReelEncode
import ReelRender
import Shaders

/// Collects what `reel verify --report DIR` shows while the frames are checked, and writes the
/// page at the end: thumbnails for the filmstrip (`thumbs/`), full-size expected, actual and
/// difference images of failing frames (`frames/`), then `index.html` (`VerificationReportPage`).
///
/// Bounded for long clips: at most `Limits.thumbnails` evenly spaced thumbnails plus one per
/// differing frame (up to the same number again), and full images for the first
/// `Limits.fullFrames` failing frames; the page says what it left out.
public final class VerificationReportWriter {
    /// How much of a clip the report holds.
    public struct Limits: Sendable, Hashable {
        /// Evenly spaced thumbnails on the filmstrip (differing frames get theirs besides).
        public var thumbnails = 120
        /// Failing frames shown with full-size images.
        public var fullFrames = 12
        /// The widest a thumbnail may be, in pixels.
        public var thumbnailWidth = 160

        public init() {}
    }

    /// A failing frame's images, relative to the report's folder.
    struct Images {
        var actual: String
        var expected: String?
        var difference: String?
    }

    let directory: String
    /// What the page is titled with (the scene's file).
    let title: String
    let limits: Limits
    let frameCount: Int
    private let sampled: Set<Int>
    private(set) var thumbnails: [Int: String] = [:]
    private(set) var images: [Int: Images] = [:]
    private var extraThumbnails = 0
    /// Failing frames seen beyond `fullFrames` (shown without images).
    private(set) var imagesLeftOut = 0

    /// Makes the folder (and removes a previous report's images from it).
    public init(directory: String, title: String, limits: Limits, frameCount: Int) throws {
        self.directory = directory
        self.title = title
        self.limits = limits
        self.frameCount = frameCount
        let n = max(limits.thumbnails, 2)
        sampled =
            frameCount <= n ? Set(0..<frameCount) : Set((0..<n).map { $0 * (frameCount - 1) / (n - 1) })
        let fm = FileManager.default
        for sub in ["thumbs", "frames"] {
            let path = (directory as NSString).appendingPathComponent(sub)
            try? fm.removeItem(atPath: path)
            try fm.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
    }

    static func name(_ index: Int) -> String { String(format: "frame_%05d", index) }

    /// A checked frame: its thumbnail when the filmstrip samples it or it differs.
    func frame(_ index: Int, _ frame: Frame, differs: Bool) throws {
        let wanted = sampled.contains(index) || (differs && extraThumbnails < limits.thumbnails)
        guard wanted else { return }
        if !sampled.contains(index) { extraThumbnails += 1 }
        let relative = "thumbs/\(Self.name(index)).png"
        try writePNG(frame.thumbnail(maxWidth: limits.thumbnailWidth), atomicallyTo: path(relative))
        thumbnails[index] = relative
    }

    /// A failing frame: its images, while fewer than `fullFrames` frames have theirs.
    func failure(_ index: Int, actual: Frame, expected: Frame?, heatMap: Frame?) throws {
        guard images.count < limits.fullFrames else {
            imagesLeftOut += 1
            return
        }
        let stem = "frames/\(Self.name(index))"
        var entry = Images(actual: stem + ".actual.png")
        try writePNG(actual, atomicallyTo: path(entry.actual))
        if let expected {
            entry.expected = stem + ".expected.png"
            try writePNG(expected, atomicallyTo: path(stem + ".expected.png"))
        }
        if let heatMap {
            entry.difference = stem + ".diff.png"
            try writePNG(heatMap, atomicallyTo: path(stem + ".diff.png"))
        }
        images[index] = entry
    }

    /// Writes `index.html` for `report` (through a temporary file).
    func finish(_ report: VerificationReport) throws {
        let html = VerificationReportPage(report: report, writer: self).html
        try TemporaryOutput.write(to: path("index.html")) { try Data(html.utf8).write(to: URL(fileURLWithPath: $0)) }
    }

    private func path(_ relative: String) -> String { (directory as NSString).appendingPathComponent(relative) }
}
