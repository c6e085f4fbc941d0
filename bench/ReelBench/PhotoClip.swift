// The photo-rich clip of `scripts/bench-gif.sh`: four photos in a carousel, each slowly
// zooming (a Ken Burns drift), sliding one to the next under a title, a caption and page dots.
// The photos are made here, procedurally and deterministically (value-noise
// landscapes and bokeh, with sensor grain), so the clip is reproducible from the repository
// alone: `PhotoClip.writePhotos(to:)` writes them as PNGs, then `makeStage(photos:)` builds
// the stage. 375 × 667 pt, 30 fps, 5 s; at scale 2 it is 750 × 1334 px, at scale 1 375 × 667.
import Dispatch
import Foundation
import ReelCore
import ReelRender
import Shaders

enum PhotoClip {
    static let size = Size(width: 375, height: 667)
    static let duration = 5.0
    static let photoCount = 4
    /// Photo pixels: 2 px per point of the 375 × 520 pt cells.
    static let photoWidth = 750
    static let photoHeight = 1040

    static let captions = ["Vík, first light", "Bokeh at the market", "Fjord, late afternoon", "Lanterns"]

    /// Writes `photo0.png` … `photo3.png` into `folder` (made if missing).
    static func writePhotos(to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for i in 0..<photoCount {
            try writePNG(photo(i, width: photoWidth, height: photoHeight), to: "\(folder)/photo\(i).png")
        }
    }

    static func makeStage(photos folder: String) -> Stage {
        let stage = Stage(size: size, frameRate: FrameRate(30), duration: duration)
        let root = stage.rootLayer
        root.backgroundColor = Color(red: 0.06, green: 0.06, blue: 0.08)
        let cell = Size(width: 375, height: 520)
        let strip = Layer()
        strip.frame = Rect(x: 0, y: 74, width: cell.width * Double(photoCount), height: cell.height)
        for i in 0..<photoCount {
            let frame = Layer()
            frame.frame = Rect(x: Double(i) * cell.width, y: 0, width: cell.width, height: cell.height)
            frame.masksToBounds = true
            let photo = Layer()
            photo.frame = Rect(x: 0, y: 0, width: cell.width, height: cell.height)
            photo.contents = Image(path: "\(folder)/photo\(i).png")
            photo.contentsGravity = .resizeAspectFill
            // Alternate the drift's anchor so the zooms do not all look alike.
            photo.anchorPoint = Point(x: i % 2 == 0 ? 0.35 : 0.65, y: 0.45)
            photo.position = Point(x: cell.width * photo.anchorPoint.x, y: cell.height * photo.anchorPoint.y)
            var zoom = BasicAnimation(keyPath: "transform.scale")
            zoom.fromValue = 1.0
            zoom.toValue = 1.12
            zoom.duration = duration
            zoom.timingFunction = .linear
            zoom.fillMode = .both
            photo.add(zoom, forKey: "zoom")
            frame.addSublayer(photo)
            strip.addSublayer(frame)
        }
        root.addSublayer(strip)

        let title = TextLayer()
        title.frame = Rect(x: 20, y: 22, width: 335, height: 36)
        title.string = "Travel notes"
        title.fontSize = 26
        title.isBold = true
        title.foregroundColor = .white
        root.addSublayer(title)

        let band = Layer()
        band.frame = Rect(x: 0, y: 74 + cell.height - 64, width: 375, height: 64)
        band.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.35)
        root.addSublayer(band)
        let caption = TextLayer()
        caption.frame = Rect(x: 20, y: 74 + cell.height - 50, width: 335, height: 30)
        caption.string = captions[0]
        caption.fontSize = 20
        caption.foregroundColor = .white
        root.addSublayer(caption)

        let body = TextLayer()
        body.frame = Rect(x: 20, y: 612, width: 335, height: 44)
        body.string = "Swipe for more photos from the trip. Tap to open the album."
        body.fontSize = 14
        body.foregroundColor = Color(red: 0.75, green: 0.75, blue: 0.8)
        root.addSublayer(body)

        var dots: [Layer] = []
        for i in 0..<photoCount {
            let dot = Layer()
            dot.frame = Rect(x: 187.5 - 30 + Double(i) * 16, y: 74 + cell.height + 12, width: 8, height: 8)
            dot.cornerRadius = 4
            dot.backgroundColor = i == 0 ? .white : Color(red: 1, green: 1, blue: 1, alpha: 0.3)
            root.addSublayer(dot)
            dots.append(dot)
        }

        // Slides at 1.0, 2.2 and 3.4 s (0.6 s each, ease in-out); the caption and dots follow.
        for (n, start) in [1.0, 2.2, 3.4].enumerated() {
            stage.at(start) {
                var slide = BasicAnimation(keyPath: "position")
                slide.fromValue = strip.position
                let to = Point(x: strip.position.x - cell.width, y: strip.position.y)
                slide.toValue = to
                slide.duration = 0.6
                slide.timingFunction = .easeInEaseOut
                strip.position = to
                strip.add(slide, forKey: "slide")
            }
            stage.at(start + 0.3) {
                caption.string = captions[n + 1]
                dots[n].backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.3)
                dots[n + 1].backgroundColor = .white
            }
        }
        return stage
    }

    // MARK: Procedural photos

    /// Photo `index`: even indices are landscapes (sky, clouds, three ridges fading into haze,
    /// a textured foreground, a sun), odd ones bokeh (soft discs of light over a dark blurred
    /// background). Every pixel gets sensor grain (±4 levels), as camera photos have.
    static func photo(_ index: Int, width: Int, height: Int) -> Frame {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        let seed = UInt32(index &* 7919 &+ 17)
        let landscape = index % 2 == 0
        let discs = landscape ? [] : bokehDiscs(seed: seed, width: width, height: height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let out = buffer  // each row writes only its own pixels
            DispatchQueue.concurrentPerform(iterations: height) { y in
                for x in 0..<width {
                    var c =
                        landscape
                        ? landscapePixel(x, y, width, height, seed: seed)
                        : bokehPixel(x, y, width, height, seed: seed, discs: discs)
                    let grain = (hash(x, y, seed &+ 99) - 0.5) * 8 / 255
                    c = (c.0 + grain, c.1 + grain, c.2 + grain)
                    let i = (y * width + x) * 4
                    out[i] = byte(c.2)
                    out[i + 1] = byte(c.1)
                    out[i + 2] = byte(c.0)
                    out[i + 3] = 255
                }
            }
        }
        return Frame(width: width, height: height, pixels: pixels)
    }

    typealias RGB = (Double, Double, Double)

    static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }

    static func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
        let t = max(0, min(1, t))
        return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    /// A hash of the lattice point to [0, 1).
    static func hash(_ x: Int, _ y: Int, _ seed: UInt32) -> Double {
        var h = UInt32(truncatingIfNeeded: x) &* 0x27d4_eb2d ^ UInt32(truncatingIfNeeded: y) &* 0x1656_67b1 ^ seed
        h ^= h >> 15
        h = h &* 0x85eb_ca6b
        h ^= h >> 13
        h = h &* 0xc2b2_ae35
        h ^= h >> 16
        return Double(h) / 4_294_967_296
    }

    /// Smooth value noise in [0, 1).
    static func noise(_ x: Double, _ y: Double, _ seed: UInt32) -> Double {
        let ix = Int(x.rounded(.down))
        let iy = Int(y.rounded(.down))
        let fx = x - Double(ix)
        let fy = y - Double(iy)
        let sx = fx * fx * (3 - 2 * fx)
        let sy = fy * fy * (3 - 2 * fy)
        let a = hash(ix, iy, seed)
        let b = hash(ix + 1, iy, seed)
        let c = hash(ix, iy + 1, seed)
        let d = hash(ix + 1, iy + 1, seed)
        return (a + (b - a) * sx) * (1 - sy) + (c + (d - c) * sx) * sy
    }

    /// Fractal (fBm) value noise, `octaves` octaves, in about [0, 1).
    static func fbm(_ x: Double, _ y: Double, _ seed: UInt32, octaves: Int) -> Double {
        var sum = 0.0
        var amplitude = 0.5
        var frequency = 1.0
        var total = 0.0
        for o in 0..<octaves {
            sum += amplitude * noise(x * frequency, y * frequency, seed &+ UInt32(o) &* 131)
            total += amplitude
            amplitude *= 0.5
            frequency *= 2.03
        }
        return sum / total
    }

    static func landscapePixel(_ x: Int, _ y: Int, _ w: Int, _ h: Int, seed: UInt32) -> RGB {
        let u = Double(x) / Double(w)
        let v = Double(y) / Double(h)
        let warm = seed % 3 == 0
        let skyTop: RGB = warm ? (0.16, 0.22, 0.45) : (0.10, 0.32, 0.62)
        let skyLow: RGB = warm ? (0.98, 0.66, 0.42) : (0.72, 0.84, 0.95)
        var c = mix(skyTop, skyLow, pow(v / 0.55, 1.3))
        // The sun and its glow.
        let (sunX, sunY) = (warm ? 0.7 : 0.25, 0.36)
        let d = ((u - sunX) * (u - sunX) * Double(w * w) / Double(h * h) + (v - sunY) * (v - sunY)).squareRoot()
        c = mix(c, (1.0, 0.95, 0.8), 0.8 * exp(-d * 14))
        if d < 0.03 { c = mix(c, (1, 0.98, 0.92), 1) }
        // Clouds.
        let cloud = fbm(u * 5, v * 12, seed &+ 5, octaves: 5)
        c = mix(c, (1, 0.97, 0.95), max(0, cloud - 0.55) * 2.2 * (1 - v * 1.4))
        // Three ridges, far to near, fading into the sky's haze.
        let ridgeColors: [RGB] =
            warm
            ? [(0.55, 0.42, 0.48), (0.34, 0.26, 0.32), (0.18, 0.14, 0.16)]
            : [(0.50, 0.60, 0.70), (0.28, 0.40, 0.42), (0.14, 0.24, 0.18)]
        for r in 0..<3 {
            let base = 0.42 + Double(r) * 0.09
            let top = base - 0.12 * fbm(u * (3 + Double(r) * 2), Double(r) * 10, seed &+ UInt32(r + 11), octaves: 6)
            if v > top {
                let texture = fbm(u * 40, v * 40, seed &+ UInt32(r + 21), octaves: 4)
                var rc = ridgeColors[r]
                rc = mix(rc, (rc.0 * 1.4, rc.1 * 1.4, rc.2 * 1.3), texture - 0.3)
                let haze = max(0, 1 - (v - top) * 6) * (0.5 - Double(r) * 0.15)
                c = mix(rc, skyLow, haze)
            }
        }
        // Foreground: grass or water with fine texture.
        if v > 0.72 {
            let t = fbm(u * 90, v * 30, seed &+ 41, octaves: 5)
            let ground: RGB = warm ? (0.35, 0.22, 0.12) : (0.22, 0.38, 0.14)
            let light: RGB = warm ? (0.75, 0.55, 0.30) : (0.55, 0.72, 0.30)
            c = mix(ground, light, t * 1.3 - 0.2 + (v - 0.72) * 0.6)
        }
        return c
    }

    struct Disc {
        var x: Double, y: Double, r: Double, color: RGB
    }

    static func bokehDiscs(seed: UInt32, width: Int, height: Int) -> [Disc] {
        (0..<70).map { i in
            let hue = hash(i, 1, seed)
            let color: RGB = mix(
                mix((1.0, 0.55, 0.2), (1.0, 0.85, 0.4), hue), (0.4, 0.6, 1.0), hash(i, 2, seed) > 0.7 ? 1 : 0)
            return Disc(
                x: hash(i, 3, seed) * Double(width), y: hash(i, 4, seed) * Double(height),
                r: (0.03 + 0.09 * hash(i, 5, seed)) * Double(width), color: color)
        }
    }

    static func bokehPixel(_ x: Int, _ y: Int, _ w: Int, _ h: Int, seed: UInt32, discs: [Disc]) -> RGB {
        let u = Double(x) / Double(w)
        let v = Double(y) / Double(h)
        let blur = fbm(u * 3, v * 3, seed &+ 7, octaves: 4)
        var c = mix((0.05, 0.03, 0.08), (0.30, 0.12, 0.10), blur * 1.2 - 0.1)
        for d in discs {
            let dx = Double(x) - d.x
            let dy = Double(y) - d.y
            let dist = (dx * dx + dy * dy).squareRoot() / d.r
            guard dist < 1.15 else { continue }
            // A soft-edged disc, brighter at the rim, as out-of-focus highlights are.
            let edge = max(0, min(1, (1.05 - dist) * 12))
            let rim = 0.35 + 0.25 * pow(min(dist, 1), 3)
            c = (c.0 + d.color.0 * rim * edge, c.1 + d.color.1 * rim * edge, c.2 + d.color.2 * rim * edge)
        }
        return (min(c.0, 1), min(c.1, 1), min(c.2, 1))
    }
}
