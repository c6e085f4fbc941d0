import Foundation
import Gallery
import Reel
import ReelCore
import ReelRegression
import ReelRender
import ReelScene
import Shaders
import Testing
import _ReelTestSupport

/// The gallery's mask, gradient, appearance, depth and emitter ports (`Shimmer`,
/// `CircularReveal`, `ProgressRing`, `CardStyles`, `DepthStack`, `ReplicatorCarousel`,
/// `Fireworks`, `EmitterShapes`): each document in docs/gallery is its port exported and draws
/// the same frames, and chosen pixels are where the feature's formula puts them.
/// `REEL_RECORD_GALLERY=1 swift test --filter GalleryPortTests` rewrites the documents and
/// the card's images (the recording run fails on purpose).
@Suite struct GalleryPortTests {
    static let galleryFolder = repositoryRoot.appendingPathComponent("docs/gallery").path
    static let assetsFolder = galleryFolder + "/assets"

    static let ports: [(name: String, stage: @Sendable () -> Stage)] = [
        (Gallery.Shimmer.name, { Gallery.Shimmer.stage() }),
        (Gallery.CircularReveal.name, { Gallery.CircularReveal.stage() }),
        (Gallery.ProgressRing.name, { Gallery.ProgressRing.stage() }),
        (Gallery.CardStyles.name, { Gallery.CardStyles.stage(assets: GalleryPortTests.assetsFolder) }),
        (Gallery.DepthStack.name, { Gallery.DepthStack.stage() }),
        (Gallery.ReplicatorCarousel.name, { Gallery.ReplicatorCarousel.stage() }),
        (Gallery.Fireworks.name, { Gallery.Fireworks.stage(assets: GalleryPortTests.assetsFolder) }),
        (Gallery.EmitterShapes.name, { Gallery.EmitterShapes.stage(assets: GalleryPortTests.assetsFolder) }),
    ]

    /// The straight-alpha colour `c` over an opaque `under`, as 8-bit components.
    static func over(_ c: Color, alpha: Double, _ under: (r: Double, g: Double, b: Double)) -> (
        r: Double, g: Double, b: Double
    ) {
        (
            (c.red * alpha + under.r * (1 - alpha)) * 255, (c.green * alpha + under.g * (1 - alpha)) * 255,
            (c.blue * alpha + under.b * (1 - alpha)) * 255
        )
    }

    static func rgb(_ c: Color) -> (r: Double, g: Double, b: Double) { (c.red, c.green, c.blue) }

    static func near(_ p: (r: Int, g: Int, b: Int, a: Int), _ e: (r: Double, g: Double, b: Double), _ tol: Double)
        -> Bool
    {
        abs(Double(p.r) - e.r) <= tol && abs(Double(p.g) - e.g) <= tol && abs(Double(p.b) - e.b) <= tol
    }

    // MARK: - Documents

    @Test(arguments: 0..<8)
    func theDocumentIsThePortExportedAndDrawsTheSameFrames(index: Int) throws {
        try GalleryAssets.writeIfAsked()
        let (name, stage) = Self.ports[index]
        if try recordGalleryDocumentIfAsked(name, stage()) {
            Issue.record("recorded \(name).json; run again without REEL_RECORD_GALLERY")
            return
        }
        let timeline = stage().run()
        let text = SceneDocument(timeline: timeline, baseDirectory: Self.galleryFolder).jsonText()
        let stored = try String(contentsOfFile: galleryDocumentPath(name), encoding: .utf8)
        #expect(stored == text, "docs/gallery/\(name).json is not the port exported")
        let fromDocument = try SceneDocument(json: stored).timeline(baseDirectory: Self.galleryFolder)
        let a = Clip(timeline: timeline)
        let b = Clip(timeline: fromDocument)
        #expect(a.frameCount == b.frameCount)
        let ra = try a.makeRenderer()
        let rb = try b.makeRenderer()
        for frame in stride(from: 0, to: a.frameCount, by: 5) {
            #expect(
                try FrameHash(of: a.frame(frame, renderer: ra)) == FrameHash(of: b.frame(frame, renderer: rb)),
                "\(name) frame \(frame)")
        }
    }

    @Test func theCardsImagesAreTheOnesReelMakes() throws {
        for (name, frame) in GalleryAssets.images {
            let stored = try Data(contentsOf: URL(fileURLWithPath: Self.assetsFolder + "/" + name))
            let scratch = Scratch()
            let path = scratch.file(name)
            try writePNG(frame, to: path)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == stored, "assets/\(name)")
        }
    }

    // MARK: - Shimmer

    /// The mask's alpha at unit x `u` with the stops of `alphas` at `locations` (pinned to the
    /// end colours outside them), straight blending.
    static func gradientAlpha(_ u: Double, locations: [Double], alphas: [Double]) -> Double {
        if u <= locations[0] { return alphas[0] }
        for i in 1..<locations.count where u <= locations[i] {
            let f = (u - locations[i - 1]) / (locations[i] - locations[i - 1])
            return alphas[i - 1] + (alphas[i] - alphas[i - 1]) * f
        }
        return alphas[alphas.count - 1]
    }

    /// The band at frame `index`: the skeleton's pixels are its colours at the mask's alpha,
    /// the alpha being the gradient's at the pixel centre for the locations of that moment
    /// (`from + (to − from) · t / 1.5`, linear).
    @Test(arguments: [3, 12, 21])
    func theShimmerBandIsWhereTheAnimatedLocationsPutIt(index: Int) throws {
        let shimmer = Gallery.Shimmer.self
        let timeline = shimmer.stage().run()
        let t = timeline.time(ofFrame: index)
        let f = (t / shimmer.duration).truncatingRemainder(dividingBy: 1)
        let locations = zip(shimmer.fromLocations, shimmer.toLocations).map { $0 + ($1 - $0) * f }
        let alphas = [shimmer.dimAlpha, 1, shimmer.dimAlpha]
        let frame = try renderFrame(timeline, index)
        let card = shimmer.cardFrame
        let bar = shimmer.bars[3].frame  // a full-width line: card y 76…88
        let y = Int(card.minY + bar.midY)
        var brightest = (x: 0, alpha: 0.0)
        for x in stride(from: Int(card.minX + bar.minX) + 2, to: Int(card.minX + bar.maxX) - 2, by: 3) {
            let alpha = Self.gradientAlpha(
                (Double(x) + 0.5 - card.minX) / card.width, locations: locations, alphas: alphas)
            let expected = Self.over(shimmer.barColor, alpha: alpha, Self.rgb(shimmer.background))
            #expect(
                Self.near(frame.rgba(x, y), expected, 2), "frame \(index) x \(x): \(frame.rgba(x, y)) vs \(expected)")
            if alpha > brightest.alpha { brightest = (x, alpha) }
        }
        // And the card between the bars: its own colour at the same alpha.
        let gap = (x: Int(card.minX + 100), y: Int(card.minY + 68))
        let alpha = Self.gradientAlpha(
            (Double(gap.x) + 0.5 - card.minX) / card.width, locations: locations, alphas: alphas)
        #expect(Self.near(frame.rgba(gap.x, gap.y), Self.over(shimmer.cardColor, alpha: alpha, (1, 1, 1)), 2))
        // Outside the card's rounded corner nothing is drawn (masksToBounds with cornerRadius).
        #expect(frame.rgba(Int(card.minX) + 1, Int(card.minY) + 1) == (255, 255, 255, 255))
    }

    // MARK: - Circular reveal

    /// The mask's radius at time t: 8 before the reveal (backwards fill), the eased blend of
    /// the two circles' control points during it (a circle of the blended radius), then the
    /// model path.
    static func revealRadius(at t: Double) -> Double {
        let r = Gallery.CircularReveal.self
        let progress = min(max((t - r.revealBegin) / r.revealDuration, 0), 1)
        return r.startRadius + (r.endRadius - r.startRadius) * TimingFunction.easeInEaseOut.value(at: progress)
    }

    @Test(arguments: [0, 8, 10, 13, 39])
    func theRevealShowsTheViewInsideTheAnimatedCircleOnly(index: Int) throws {
        let reveal = Gallery.CircularReveal.self
        let timeline = reveal.stage().run()
        let radius = Self.revealRadius(at: timeline.time(ofFrame: index))
        let frame = try renderFrame(timeline, index, background: nil)
        let background = (r: 28, g: 28, b: 30, a: 255)
        var inside = 0
        for angle in stride(from: 0.0, to: 2 * .pi, by: .pi / 7) {
            for (distance, shows) in [(radius - 2.5, true), (radius + 2.5, false)] where distance > 0 {
                let x = Int((reveal.centre.x + distance * cos(angle)).rounded(.down))
                let y = Int((reveal.centre.y + distance * sin(angle)).rounded(.down))
                guard (0..<240).contains(x), (0..<240).contains(y) else { continue }
                let p = frame.rgba(x, y)
                if shows {
                    #expect(p != background, "frame \(index): (\(x), \(y)) at r \(distance) should show the view")
                    inside += 1
                } else {
                    #expect(p == background, "frame \(index): (\(x), \(y)) at r \(distance) should be hidden: \(p)")
                }
            }
        }
        #expect(inside > 0 || radius < 3 || radius > reveal.endRadius - 1)
        if radius > reveal.endRadius - 1 {  // revealed: the circle covers the whole view
            for (x, y) in [(0, 0), (239, 0), (0, 239), (239, 239)] { #expect(frame.rgba(x, y) != background) }
        }
        // Where it shows, it is the radial gradient: centred on the tap, radii (1.2 − u₀) × 240.
        let (px, py) = (Int(reveal.centre.x) + 2, Int(reveal.centre.y) - 3)
        let dx = (Double(px) + 0.5 - reveal.centre.x) / ((1.2 - reveal.centre.x / 240) * 240)
        let dy = (Double(py) + 0.5 - reveal.centre.y) / ((1.2 - reveal.centre.y / 240) * 240)
        let c = reveal.innerColor.interpolated(to: reveal.outerColor, amount: (dx * dx + dy * dy).squareRoot())
        #expect(Self.near(frame.rgba(px, py), (c.red * 255, c.green * 255, c.blue * 255), 1.5))
    }

    // MARK: - Progress ring

    /// On the ring's centre line at screen angle θ (clockwise from +x) the mask, turned by
    /// φ = 2π · t / period, has conic location ((θ − φ) mod 2π) / 2π, its alpha; the ring's
    /// colour at that alpha lies over the track over the background.
    @Test(arguments: [0, 5, 17])
    func theRingFadesAsTheTurningConicMaskSays(index: Int) throws {
        let ring = Gallery.ProgressRing.self
        let timeline = ring.stage().run()
        let t = timeline.time(ofFrame: index)
        let phi = 2 * Double.pi * (t / ring.period).truncatingRemainder(dividingBy: 1)
        let frame = try renderFrame(timeline, index)
        let bg = Self.rgb(ring.background)
        let track = Self.over(ring.trackColor, alpha: ring.trackColor.alpha, bg)
        let trackRGB = (track.r / 255, track.g / 255, track.b / 255)
        var checked = 0
        for step in 0..<24 {
            let theta = 2 * Double.pi * (Double(step) + 0.3) / 24
            var local = (theta - phi).truncatingRemainder(dividingBy: 2 * .pi)
            if local < 0 { local += 2 * .pi }
            let alpha = local / (2 * .pi)
            guard alpha > 0.03, alpha < 0.97 else { continue }  // the seam's hard edge
            let x = Int((120 + ring.radius * cos(theta)).rounded(.down))
            let y = Int((120 + ring.radius * sin(theta)).rounded(.down))
            let expected = Self.over(ring.color, alpha: alpha, trackRGB)
            #expect(
                Self.near(frame.rgba(x, y), expected, 4),
                "frame \(index) θ \(theta): \(frame.rgba(x, y)) vs \(expected)")
            checked += 1
        }
        #expect(checked >= 20)
        #expect(Self.near(frame.rgba(120, 120), (bg.r * 255, bg.g * 255, bg.b * 255), 0.5))  // the hole
    }

    // MARK: - Card styles

    /// The sprite shows frame ⌊t / 0.2⌋ mod 4 (discrete key frames, each a quarter of 0.8 s),
    /// its white corner square in that frame's corner, with hard pixels under `.nearest`.
    @Test(arguments: [0, 4, 7, 10, 13])
    func theSpriteStepsThroughItsFramesAndTheBubbleKeepsItsRim(index: Int) throws {
        let styles = Gallery.CardStyles.self
        let timeline = styles.stage(assets: Self.assetsFolder).run()
        let t = timeline.time(ofFrame: index)
        let frame = try renderFrame(timeline, index)
        let spriteFrame = Int((t / (styles.framePeriod / 4)).rounded(.down)) % 4
        let sprite = styles.nearestFrame.offsetBy(dx: styles.cardFrame.minX, dy: styles.cardFrame.minY)
        // 8 pixels over 48 points: 6 points a pixel. The frame's colour fills its middle; its
        // dark 3 × 3 square sits in corner `spriteFrame` (clockwise from the top left).
        let colour = GalleryAssets.spriteColours[spriteFrame]
        let mid = frame.rgba(Int(sprite.midX), Int(sprite.midY))
        #expect(mid == (Int(colour.0), Int(colour.1), Int(colour.2), 255), "frame \(index): \(mid)")
        let corners = [(0, 0), (1, 0), (1, 1), (0, 1)]
        for (i, corner) in corners.enumerated() {
            let x = Int(sprite.minX) + (corner.0 == 0 ? 4 : 44)
            let y = Int(sprite.minY) + (corner.1 == 0 ? 4 : 44)
            let dark = frame.rgba(x, y) == GalleryAssets.squareColour
            #expect(dark == (i == spriteFrame), "frame \(index) corner \(i)")
        }
        // Nearest: the last point of a texel and the first of the next are the two colours.
        let edge = Int(sprite.minX) + 6 * 3  // the dark square's texels 0…2 end at 18 pt
        let row = Int(sprite.minY) + 1
        if spriteFrame == 0 {
            #expect(frame.rgba(edge - 1, row) == GalleryAssets.squareColour)
            #expect(frame.rgba(edge, row) == (Int(colour.0), Int(colour.1), Int(colour.2), 255))
        }

        // The bubble, width w(t): its 2-point rim and its unscaled top-right corner hug the
        // right edge at x = 20 + w, in the bubble's middle rows and 9 points from its top
        // (where a plain stretch of the 24-pixel image would be inside its rounded corner).
        let half = styles.duration / 2
        let phase = t < half ? t / half : (styles.duration - t) / half
        let w =
            styles.bubbleWidths.0 + (styles.bubbleWidths.1 - styles.bubbleWidths.0)
            * TimingFunction.easeInEaseOut.value(at: min(max(phase, 0), 1))
        let right = Int((styles.bubblePosition.x + w).rounded(.down))
        let top = styles.bubblePosition.y - styles.bubbleHeight / 2
        for y in [Int(styles.bubblePosition.y), Int(top) + 9] {
            let rim = frame.rgba(right - 1, y)
            #expect(rim.r > 220 && rim.g > 220 && rim.b > 220, "frame \(index) rim at (\(right - 1), \(y)): \(rim)")
            let fill = frame.rgba(right - 6, y)
            #expect(Self.near(fill, (52, 199, 89), 3), "frame \(index) fill: \(fill)")
            #expect(Self.near(frame.rgba(right + 1, y), (229, 229, 234), 0.5), "frame \(index) outside")
        }
        // The corner itself: transparent a point in from both edges (radius 8, unscaled).
        #expect(Self.near(frame.rgba(right - 1, Int(top)), (229, 229, 234), 1))
    }

    /// The card: its top corners are rounded (continuous), its bottom ones square
    /// (`maskedCorners`); below it the shadow of the ellipse `shadowPath`, not of the card.
    @Test func theCardsCornersAndShadowAreThePaths() throws {
        let styles = Gallery.CardStyles.self
        let frame = try renderFrame(styles.stage(assets: Self.assetsFolder).run(), 0)
        let card = styles.cardFrame
        let bg = (229.0, 229.0, 234.0)
        #expect(Self.near(frame.rgba(Int(card.minX) + 1, Int(card.minY) + 1), bg, 1))  // rounded
        #expect(Self.near(frame.rgba(Int(card.maxX) - 2, Int(card.minY) + 1), bg, 1))
        #expect(frame.rgba(Int(card.minX), Int(card.maxY) - 1) == (255, 255, 255, 255))  // square
        #expect(frame.rgba(Int(card.maxX) - 1, Int(card.maxY) - 1) == (255, 255, 255, 255))
        // The ellipse, offset 4 down: canvas x 30…210, y 108…124, blurred with σ = 6.
        let ellipse = styles.shadowEllipse.offsetBy(dx: card.minX, dy: card.minY + 4)
        let under = frame.rgba(Int(ellipse.midX), Int(card.maxY) + 2)
        #expect(Double(under.r) < bg.0 - 20, "shadow under the card's middle: \(under)")
        // Beside the ellipse's narrow ends (still under the card's width), hardly any shadow:
        // an alpha shadow of the card would be as dark there as in the middle.
        let end = frame.rgba(Int(card.minX) + 4, Int(card.maxY) + 2)
        #expect(Double(end.r) > bg.0 - 6, "beside the ellipse: \(end)")
        #expect(Self.near(frame.rgba(Int(ellipse.midX), Int(ellipse.maxY) + 20), bg, 1))
    }
}

/// The card-styles images, made by Reel: a sprite sheet of four 8 × 8 frames and a 24 × 24
/// chat bubble (a green rounded square with a 2-pixel white rim) for nine-part stretching.
enum GalleryAssets {
    /// Each sprite frame's colour (r, g, b): red, orange, green, blue.
    static let spriteColours: [(UInt8, UInt8, UInt8)] = [(255, 59, 48), (255, 149, 0), (52, 199, 89), (0, 122, 255)]
    /// The square's colour, as `Frame.rgba` reads it.
    static let squareColour = (r: 28, g: 28, b: 30, a: 255)

    static var images: [(String, Frame)] {
        [("sprite.png", sprite()), ("bubble.png", bubble()), ("spark.png", spark())]
    }

    /// The fireworks' and emitter shapes' spark: 8 × 8 white, alpha 1 − d / 4 at distance d of
    /// the pixel centre from the image's centre (premultiplied).
    static func spark() -> Frame {
        var pixels = [UInt8]()
        for y in 0..<8 {
            for x in 0..<8 {
                let d = ((Double(x) + 0.5 - 4) * (Double(x) + 0.5 - 4) + (Double(y) + 0.5 - 4) * (Double(y) + 0.5 - 4))
                    .squareRoot()
                let a = UInt8((min(max(1 - d / 4, 0), 1) * 255).rounded())
                pixels += [a, a, a, a]
            }
        }
        return Frame(width: 8, height: 8, pixels: pixels)
    }

    /// Frame i: its colour, with a dark 3 × 3 square in corner i (clockwise from the top left).
    static func sprite() -> Frame {
        let side = Gallery.CardStyles.spriteSide
        var pixels = [UInt8]()
        for y in 0..<side {
            for x in 0..<(4 * side) {
                let i = x / side
                let (lx, ly) = (x % side, y)
                let corner = [(0, 0), (1, 0), (1, 1), (0, 1)][i]
                let inX = corner.0 == 0 ? lx < 3 : lx >= side - 3
                let inY = corner.1 == 0 ? ly < 3 : ly >= side - 3
                let (r, g, b): (UInt8, UInt8, UInt8) = inX && inY ? (28, 28, 30) : spriteColours[i]
                pixels += [b, g, r, 255]
            }
        }
        return Frame(width: 4 * side, height: side, pixels: pixels)
    }

    /// A rounded square (radius 8) with straight alpha from the signed distance to its edge
    /// at each pixel centre, white within 2 pixels of the edge, green inside; premultiplied.
    static func bubble() -> Frame {
        let side = Gallery.CardStyles.bubbleImageSide
        let s = Double(side)
        let radius = 8.0
        var pixels = [UInt8]()
        for y in 0..<side {
            for x in 0..<side {
                let px = Double(x) + 0.5
                let py = Double(y) + 0.5
                let cx = min(max(px, radius), s - radius)
                let cy = min(max(py, radius), s - radius)
                let inCorner = (px < radius || px > s - radius) && (py < radius || py > s - radius)
                let distance =
                    inCorner
                    ? ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot() - radius
                    : -min(px, s - px, py, s - py)
                let alpha = min(max(0.5 - distance, 0), 1)
                let rim = min(max(distance + 2.5, 0), 1)
                func channel(_ green: Double) -> UInt8 { UInt8(((green * (1 - rim) + rim) * alpha * 255).rounded()) }
                pixels += [channel(89 / 255), channel(199 / 255), channel(52 / 255), UInt8((alpha * 255).rounded())]
            }
        }
        return Frame(width: side, height: side, pixels: pixels)
    }

    /// Writes the images into docs/gallery/assets when `REEL_RECORD_GALLERY` is set.
    static func writeIfAsked() throws {
        guard ProcessInfo.processInfo.environment["REEL_RECORD_GALLERY"] != nil else { return }
        for (name, frame) in images {
            try writePNG(frame, to: GalleryPortTests.assetsFolder + "/" + name)
        }
    }
}
