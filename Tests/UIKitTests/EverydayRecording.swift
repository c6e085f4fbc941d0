import Reel
import ReelCore
import ReelRender
import Shaders
import UIKit

/// Records everyday iOS snippets on a `RecordingHost` and draws their frames, for the tests of
/// colours, traits and text (each frame also written to `$TMPDIR/reel-everyday/<name>.png`
/// to look at).
enum Everyday {
    /// The frame at `time` of a host of `size` points at scale 1 in `appearance`, set up by
    /// `body`, on a white background.
    static func frame(
        _ name: String, size: CGSize, appearance: UIUserInterfaceStyle = .light, at time: Double = 0,
        duration: Double = 1, _ body: (RecordingHost) -> Void
    ) throws -> Frame {
        TextMeasurer.install()
        let host = RecordingHost(size: size, scale: 1, fps: 10, duration: duration, appearance: appearance)
        host.run { body(host) }
        let timeline = try host.record()
        let renderer = try FrameRenderer(canvasSize: timeline.size, scale: 1, backgroundColor: .white)
        let frame = try renderer.render(timeline.evaluate(at: time))
        let folder = NSTemporaryDirectory() + "reel-everyday"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? writePNG(frame, to: folder + "/" + name + ".png")
        return frame
    }

    /// The pixel at (x, y) as straight 0…255 red, green, blue (the frames are opaque).
    static func rgb(_ frame: Frame, _ x: Int, _ y: Int) -> [Int] {
        let p = frame[x, y]
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// The 0…255 components of a colour, rounded.
    static func rgb(_ color: UIColor) -> [Int] {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: nil)
        return [r, g, b].map { Int(($0 * 255).rounded()) }
    }

    /// The rows and columns of `frame` inside `rect` whose pixels differ from `background` by
    /// more than 32 in some component: the ink's bounding box, or nil when there is none.
    static func inkBox(_ frame: Frame, in rect: CGRect, background: [Int]) -> CGRect? {
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX)
            where zip(rgb(frame, x, y), background).contains(where: {
                abs($0 - $1) > 32
            }) {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
