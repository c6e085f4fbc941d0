import Foundation
import Gallery
import Reel
import ReelCLI
import ReelCore
import ReelRegression
import ReelScene
import Testing

/// The 3-D gallery ports (`CardFlip`, `SquareSpin`): the documents in docs/gallery are the
/// ports exported, they give the same frames, and the flipping card's edge is where the
/// projection formula puts it. `REEL_WRITE_GALLERY=1 swift test --filter Transform3DGallery`
/// rewrites the documents.
@Suite struct Transform3DGalleryTests {
    static let ports: [(name: String, stage: @Sendable () -> Stage)] = [
        ("card-flip", { Gallery.CardFlip.stage() }), ("square-spin", { Gallery.SquareSpin.stage() }),
    ]

    @Test(arguments: [0, 1])
    func theDocumentIsThePortExportedAndDrawsTheSameFrames(index: Int) throws {
        let (name, stage) = Self.ports[index]
        let timeline = stage().run()
        let text = SceneDocument(timeline: timeline).jsonText()
        let path = galleryDocumentPath(name)
        if ProcessInfo.processInfo.environment["REEL_WRITE_GALLERY"] == "1" {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOfFile: path, encoding: .utf8)
        #expect(stored == text, "docs/gallery/\(name).json is not the port exported")
        let fromDocument = try SceneDocument(json: stored).timeline()
        let a = Clip(timeline: timeline)
        let b = Clip(timeline: fromDocument)
        let ra = try a.makeRenderer()
        let rb = try b.makeRenderer()
        for frame in stride(from: 0, to: a.frameCount, by: 7) {
            #expect(try FrameHash(of: a.frame(frame, renderer: ra)) == FrameHash(of: b.frame(frame, renderer: rb)))
        }
    }

    @Test func theFlippingCardsEdgeIsWhereTheProjectionPutsIt() throws {
        let timeline = Gallery.CardFlip.stage().run()
        let clip = Clip(timeline: timeline, backgroundColor: nil)
        let renderer = try clip.makeRenderer()
        let size = Gallery.CardFlip.cardSize
        var checked = 0
        for index in [6, 12, 18, 30, 36] {
            let t = timeline.time(ofFrame: index)
            let card = timeline.evaluate(at: t).sublayers[0].sublayers[0]
            // The card's turn, from its presentation transform (a rotation about y).
            let angle = atan2(card.state.transform.m31, card.state.transform.m11)
            guard abs(cos(angle)) > 0.2 else { continue }
            // The face turned toward the viewer: the front for |angle| < π/2, else the back.
            // An edge point u from the centre goes to (u·cos θ, −u·sin θ) (z toward the
            // viewer), and the container's m34 = −1/d divides by w = 1 + u·sin θ / d.
            let s = sin(angle)
            let c = cos(angle)
            let d = Gallery.CardFlip.eyeDistance
            // Every row of a face crosses both vertical edges, at x = 120 + u·cos θ / w.
            func screenX(_ u: Double) -> Double { 120 + u * c / (1 + u * s / d) }
            let edges = [screenX(size.width / 2), screenX(-size.width / 2)].sorted()
            let frame = try clip.frame(index, renderer: renderer)
            let front = abs(angle) < .pi / 2
            // Coverage of a pixel by the face, from the channel where face and background
            // differ most (red for the blue front, blue for the orange back).
            let background = 0.95 * 255
            let backgroundBlue = 0.97 * 255
            var ink = 0.0
            for x in 0..<frame.width {
                let p = frame.rgba(x, 78)
                ink += front ? (background - Double(p.r)) / background : (backgroundBlue - Double(p.b)) / backgroundBlue
            }
            // A row above the faces' symbols (y = 78) is covered from one edge to the other.
            #expect(abs(ink - (edges[1] - edges[0])) < 1, "frame \(index): ink \(ink), formula \(edges)")
            let p = frame.rgba(120, 60)
            let expected = front ? Gallery.CardFlip.frontColor : Gallery.CardFlip.backColor
            #expect(
                abs(p.r - Int(expected.red * 255)) <= 2 && abs(p.b - Int(expected.blue * 255)) <= 2, "frame \(index)")
            checked += 1
        }
        #expect(checked >= 3)
    }

    @Test func theSpinningSquareTurnsOutOfItsPlane() throws {
        let timeline = Gallery.SquareSpin.stage().run()
        let clip = Clip(timeline: timeline, backgroundColor: nil)
        let renderer = try clip.makeRenderer()
        // An eighth of the way (a quarter turn about x eased to about half way): the square is
        // foreshortened vertically, its near edge wider than its far one.
        let frame = try clip.frame(9, renderer: renderer)
        func width(_ row: Int) -> Int { (0..<frame.width).filter { frame.rgba($0, row).g > 120 }.count }
        let rows = (0..<frame.height).filter { width($0) > 0 }
        let top = rows.first!
        let bottom = rows.last!
        #expect(bottom - top < 80)  // shorter than its 90-point side
        #expect(width(top + 2) != width(bottom - 2))  // perspective: one edge nearer than the other
    }

    @Test func reelInfoShowsThe3DPlacement() throws {
        let doc = try SceneDocument(json: String(contentsOfFile: galleryDocumentPath("card-flip"), encoding: .utf8))
        let text = InfoCommand.describe(doc, path: "card-flip.json")
        #expect(text.contains("container (sublayerTransform [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1])"))
        #expect(text.contains("container/card (transform layer)"))
        #expect(text.contains("container/card/front (not double-sided)"))
        #expect(text.contains("container/card/back (transform [-1, 0,"))
    }
}
