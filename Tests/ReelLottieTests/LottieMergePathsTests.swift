import Foundation
import ReelCore
import ReelScene
import Shaders
import Testing

@testable import ReelLottie

/// Merge paths (`"ty": "mm"`): the paths before the item in its group combined into one, in
/// order (docs/lottie.md, "Merge paths"), checked pixel by pixel against the regions' formulas.
@Suite("Lottie merge paths")
struct LottieMergePathsTests {
    /// Two 40 × 40 squares: A over x 15…55, y 20…60, and B over x 35…75, y 40…80.
    static func inA(_ x: Double, _ y: Double) -> Bool { x > 15 && x < 55 && y > 20 && y < 60 }
    static func inB(_ x: Double, _ y: Double) -> Bool { x > 35 && x < 75 && y > 40 && y < 80 }
    /// Whether a pixel centre is more than 1.5 points from every edge of both squares.
    static func clear(_ x: Double, _ y: Double) -> Bool {
        [15.0, 35, 55, 75].allSatisfy { abs(x - $0) > 1.5 } && [20.0, 40, 60, 80].allSatisfy { abs(y - $0) > 1.5 }
    }

    /// A 100 × 100 animation of one shape layer with `items` (JSON) in a group.
    static func file(_ items: String) throws -> String {
        let json = """
            {"v":"5.7.4","fr":30,"ip":0,"op":1,"w":100,"h":100,"ddd":0,"assets":[],"layers":[{"ddd":0,"ty":4,
            "nm":"m","ind":1,"ip":0,"op":1,"st":0,"sr":1,"ks":{"a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},
            "s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}},"shapes":[{"ty":"gr","it":[\(items),
            {"ty":"tr","a":{"a":0,"k":[0,0]},"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},
            "o":{"a":0,"k":100}}]}]}]}
            """
        let name = "reel-merge-\(UInt(bitPattern: items.hashValue)).json"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func squares(mode: Int, reverseB: Bool = false, style: String = fill) -> String {
        """
        {"ty":"rc","p":{"a":0,"k":[35,40]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},
        {"ty":"rc","d":\(reverseB ? 3 : 1),"p":{"a":0,"k":[55,60]},"s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},
        {"ty":"mm","mm":\(mode)},\(style)
        """
    }

    static let fill = #"{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"r":1}"#

    /// The pixels of the frame that are clear of every edge and disagree with `expected`.
    static func wrong(_ path: String, _ expected: (Bool, Bool) -> Bool) throws -> [String] {
        let frame = try ReelLottieRenderer(path: path, size: 100).frame(0)
        var out: [String] = []
        for y in 0..<100 {
            for x in 0..<100 {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                guard clear(px, py) else { continue }
                let alpha = LottieModifierTests.alpha(frame, x, y)
                let want = expected(inA(px, py), inB(px, py))
                if want ? alpha != 255 : alpha != 0 { out.append("(\(x), \(y)): \(alpha)") }
            }
        }
        return out
    }

    @Test(arguments: [
        (1, "merge: both, as drawn"), (2, "add: A ∪ B"), (3, "subtract: A − B"), (4, "intersect: A ∩ B"),
        (5, "exclude: A ⊕ B"),
    ])
    func eachModeCoversItsRegion(_ mode: Int, _ what: String) throws {
        let expected: (Bool, Bool) -> Bool =
            switch mode {
            case 3: { a, b in a && !b }
            case 4: { a, b in a && b }
            case 5: { a, b in a != b }
            default: { a, b in a || b }
            }
        let path = try Self.file(Self.squares(mode: mode))
        let (_, _, warnings) = try LottieImport.load(contentsOfFile: path)
        #expect(warnings.isEmpty, "\(warnings)")
        let wrong = try Self.wrong(path, expected)
        #expect(wrong.isEmpty, "\(what): \(wrong.count) pixels wrong, e.g. \(wrong.prefix(5))")
    }

    @Test func mergeKeepsEachPathsDirectionAndAddDoesNot() throws {
        // B drawn the other way round: merged as it is, the non-zero fill leaves A ∩ B empty;
        // added, the union is filled.
        let merged = try Self.wrong(Self.file(Self.squares(mode: 1, reverseB: true))) { a, b in a != b }
        #expect(merged.isEmpty, "\(merged.prefix(5))")
        let added = try Self.wrong(Self.file(Self.squares(mode: 2, reverseB: true))) { a, b in a || b }
        #expect(added.isEmpty, "\(added.prefix(5))")
    }

    @Test func fillsAboveTheMergeAreNotDrawn() throws {
        // A red fill of both squares above an intersect: only the intersection is drawn.
        let red = #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1},"#
        let items = Self.squares(mode: 4).replacingOccurrences(of: #"{"ty":"mm""#, with: red + #"{"ty":"mm""#)
        let wrong = try Self.wrong(Self.file(items)) { a, b in a && b }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func theStrokeOfAnAddOutlinesTheUnionOnly() throws {
        let stroke = #"{"ty":"st","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100},"w":{"a":0,"k":2},"lc":1,"lj":1}"#
        let frame = try ReelLottieRenderer(path: Self.file(Self.squares(mode: 2, style: stroke)), size: 100).frame(0)
        // On the union's outline: A's left side, B's bottom, A's top right corner's edge.
        for (x, y) in [(15, 30), (60, 79), (50, 20), (74, 60)] {
            #expect(LottieModifierTests.alpha(frame, x, y) > 100, "outline at (\(x), \(y))")
        }
        // Inside the union, where A's and B's own sides run: not stroked.
        for (x, y) in [(54, 50), (45, 40), (35, 55), (40, 59)] {
            #expect(LottieModifierTests.alpha(frame, x, y) == 0, "inside at (\(x), \(y))")
        }
    }

    @Test func curvedOutlinesStayCurvesAndMeetWhereTheCirclesCross() throws {
        // Two circles of radius 20, 20 apart: they cross at (10, ±20·sin 60°).
        let a = [BooleanContour(LottiePath.ellipse(center: [0, 0], size: [40, 40]))]
        let b = [BooleanContour(LottiePath.ellipse(center: [20, 0], size: [40, 40]))]
        let lens = PathBoolean.combine(a, b, .intersect)
        #expect(lens.count == 1)
        let segments = lens.first?.segments ?? []
        #expect(segments.count <= 6 && segments.allSatisfy { !$0.isLine }, "\(segments.count) segments")
        let h = 20 * sin(Double.pi / 3)
        for s in segments {
            // Every end is on both circles' reach, and the lens's corners are the crossings.
            let onA = abs(((s.to * s.to).sum()).squareRoot() - 20) < 0.01
            let onB = abs((((s.to - SIMD2(20, 0)) * (s.to - SIMD2(20, 0))).sum()).squareRoot() - 20) < 0.01
            #expect(onA || onB, "\(s.to)")
            // The middle of each piece is on one circle (the exact curve, not a chord).
            let m = s.point(at: 0.5)
            let da = abs(((m * m).sum()).squareRoot() - 20)
            let db = abs((((m - SIMD2(20, 0)) * (m - SIMD2(20, 0))).sum()).squareRoot() - 20)
            #expect(min(da, db) < 0.02, "\(m)")
        }
        let corners = segments.map(\.to).filter { abs($0.x - 10) < 0.01 }
        #expect(corners.count == 2 && corners.allSatisfy { abs(abs($0.y) - h) < 0.01 }, "\(corners)")
        // The same input gives the same outline.
        #expect(PathBoolean.combine(a, b, .intersect) == lens)
    }

    /// A rectangle's outline from (x0, y0) to (x1, y1), clockwise on screen.
    static func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> [BooleanContour] {
        [
            BooleanContour(
                LottiePath.rectangle(center: [(x0 + x1) / 2, (y0 + y1) / 2], size: [x1 - x0, y1 - y0], roundness: 0))
        ]
    }

    /// The area the contours fill (non-zero), from their corners (straight sides only).
    static func area(_ contours: [BooleanContour]) -> Double {
        abs(
            contours.map { c in c.segments.map { $0.from.x * $0.to.y - $0.to.x * $0.from.y }.reduce(0, +) / 2 }.reduce(
                0, +))
    }

    @Test func edgesAlongEdgesAndShapesInsideShapes() {
        let a = Self.box(0, 0, 10, 10)
        // Side by side along x = 10: one 20 × 10 outline of four sides.
        let joined = PathBoolean.combine(a, Self.box(10, 0, 20, 10), .union)
        #expect(joined.count == 1 && joined[0].segments.count == 4 && abs(Self.area(joined) - 200) < 1e-9, "\(joined)")
        // The same square: all of it, or nothing.
        #expect(abs(Self.area(PathBoolean.combine(a, a, .union)) - 100) < 1e-9)
        #expect(abs(Self.area(PathBoolean.combine(a, a, .intersect)) - 100) < 1e-9)
        #expect(PathBoolean.combine(a, a, .subtract).isEmpty && PathBoolean.combine(a, a, .exclude).isEmpty)
        // A square inside: a hole, the outline running the other way.
        let hole = PathBoolean.combine(a, Self.box(2, 2, 8, 8), .subtract)
        #expect(hole.count == 2 && abs(Self.area(hole) - 64) < 1e-9, "\(hole)")
        // Sharing the top side: the rest of the bigger one.
        let notch = PathBoolean.combine(a, Self.box(0, 0, 10, 4), .subtract)
        #expect(notch.count == 1 && abs(Self.area(notch) - 60) < 1e-9, "\(notch)")
        // Touching at a corner only: both, nothing in common.
        let corner = Self.box(10, 10, 20, 20)
        #expect(abs(Self.area(PathBoolean.combine(a, corner, .union)) - 200) < 1e-9)
        #expect(PathBoolean.combine(a, corner, .intersect).isEmpty)
    }

    @Test func exclusionInTurnCutsHolesAsCompoundPathsDo() {
        // A ring from Illustrator: outer circle, merge, inner circle, merge (both exclude).
        let outer = [BooleanContour(LottiePath.ellipse(center: [0, 0], size: [40, 40]))]
        let inner = [BooleanContour(LottiePath.ellipse(center: [0, 0], size: [20, 20]))]
        let ring = LottieMergeMode.exclude.combine([LottieMergeMode.exclude.combine([outer]), inner])
        #expect(ring.count == 2)
        var curves: [BooleanContour.Segment] = []
        let filled = PathBoolean.WindingIndex(PathBoolean.flatten(ring, operand: 0, tolerance: 0.01, curves: &curves))
        #expect(filled.winding(SIMD2(0, 0.1)) == 0)  // the hole
        #expect(filled.winding(SIMD2(15, 0.1)) != 0)  // the ring
        #expect(filled.winding(SIMD2(25, 0.1)) == 0)  // outside
    }
}

/// `../shared/lottie-real/files/sk-mergepaths-effect.json` (Skia's test of the five modes) at
/// frame 0, against its shapes' own formulas: neither rlottie nor ThorVG draws merge paths, so
/// their frames show the shapes unmerged (docs/lottie.md, "Merge paths").
@Suite("A real file's merge paths")
struct LottieRealMergePathsTests {
    /// Per layer, from the file: its position and mode. Each merges an ellipse of radius 60.5
    /// centred 62 right of the layer's origin with a 5-point star (radii 84 and 31, first
    /// point straight up at frame 0) centred on it, the ellipse first.
    static let layers: [(x: Double, y: Double, mode: Int)] = [
        (92, 360, 5), (258, 360, 4), (357, 360, 3), (354, 140, 2), (92, 140, 1),
    ]

    static let star: [SIMD2<Double>] = (0..<10).map { k in
        let angle = -Double.pi / 2 + Double(k) * Double.pi / 5
        let r = k % 2 == 0 ? 84.0 : 31.0
        return SIMD2(r * cos(angle), r * sin(angle))
    }

    static func inStar(_ p: SIMD2<Double>) -> Bool {
        var inside = false
        for k in star.indices {
            let (a, b) = (star[k], star[(k + 1) % star.count])
            if (a.y > p.y) != (b.y > p.y) && p.x < a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x) { inside.toggle() }
        }
        return inside
    }

    /// The distance from `p` to the star's outline.
    static func starDistance(_ p: SIMD2<Double>) -> Double {
        star.indices.map { k in
            let (a, b) = (star[k], star[(k + 1) % star.count])
            let d = b - a
            let t = min(max(((p - a) * d).sum() / (d * d).sum(), 0), 1)
            let q = a + d * t - p
            return (q * q).sum().squareRoot()
        }.min()!
    }

    @Test func eachLayerFillsItsModesRegion() throws {
        let root = try #require(LottieRealTests.root, "check out the shared folder beside the repository")
        let clip = try ReferenceFrames.clip(root + "/files/sk-mergepaths-effect.json", width: 400, height: 400)
        let frame = try clip.frame(0, renderer: clip.makeRenderer())
        ReferenceFrames.keep(frame, name: "sk-mergepaths-effect.merged_0")
        var wrong: [String] = []
        var checked = 0
        for y in 0..<400 {
            for x in 0..<400 {
                // The composition is 500 points wide, drawn 400 pixels wide.
                let p = SIMD2(Double(x) + 0.5, Double(y) + 0.5) / 0.8
                var filled = false
                var nearOutline = false
                for l in Self.layers {
                    let q = p - SIMD2(l.x, l.y)
                    let e = q - SIMD2(62, 0)
                    let toEllipse = (e * e).sum().squareRoot()
                    if abs(toEllipse - 60.5) < 5 || Self.starDistance(q) < 5 { nearOutline = true }
                    let (a, b) = (toEllipse < 60.5, Self.inStar(q))
                    let inside =
                        switch l.mode {
                        case 3: a && !b
                        case 4: a && b
                        case 5: a != b
                        default: a || b
                        }
                    filled = filled || inside
                }
                guard !nearOutline else { continue }
                checked += 1
                // The merged shapes' fill is green (75 %) over the light grey solid.
                let i = 4 * (y * 400 + x)
                let green = Int(frame.pixels[i + 1]) - Int(frame.pixels[i + 2]) > 40
                if green != filled { wrong.append("(\(x), \(y))") }
            }
        }
        #expect(checked > 100_000)
        #expect(wrong.isEmpty, "\(wrong.count) of \(checked) pixels wrong, e.g. \(wrong.prefix(8))")
    }
}
