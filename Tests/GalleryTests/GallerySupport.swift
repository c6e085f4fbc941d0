import Foundation
import Reel
import ReelCore
import ReelRegression
import ReelRender
import ReelScene
import Shaders
import _ReelTestSupport

/// The repository's root folder.
let repositoryRoot = Repository.rootURL

/// The path of a gallery document, `docs/gallery/<name>.json`.
func galleryDocumentPath(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("docs/gallery/\(name).json").path
}

/// Frame `index` of `timeline` drawn at `scale` on `background`.
func renderFrame(_ timeline: Timeline, _ index: Int, scale: Double = 1, background: Color? = .white) throws -> Frame {
    let clip = Clip(timeline: timeline, scale: scale, backgroundColor: background)
    return try clip.frame(index, renderer: clip.makeRenderer())
}

/// The frame hashes of every frame of `clip`, in order.
func frameHashes(_ clip: Clip) throws -> [String] {
    let renderer = try clip.makeRenderer()
    return try (0..<clip.frameCount).map { try FrameHash(of: clip.frame($0, renderer: renderer)).hex }
}

extension Frame {
    /// The pixel at (x, y) as straight-alpha (r, g, b, a) integers.
    func rgba(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = self[x, y]
        let a = Int(p.a)
        func straight(_ c: UInt8) -> Int { a == 0 ? 0 : min(255, (Int(c) * 255 + a / 2) / a) }
        return (straight(p.r), straight(p.g), straight(p.b), a)
    }
}

/// Writes `docs/gallery/<name>.json` from `stage` when `REEL_RECORD_GALLERY` is set (the test
/// that records then fails, so that a recording run is never mistaken for a passing one).
/// - Returns: whether it recorded.
func recordGalleryDocumentIfAsked(_ name: String, _ stage: Stage) throws -> Bool {
    guard ProcessInfo.processInfo.environment["REEL_RECORD_GALLERY"] != nil else { return false }
    try stage.exportScene(to: galleryDocumentPath(name))
    return true
}
