import Foundation
import ReelScene
import Shaders
import Testing

@testable import ReelLottie

/// 3-D layers (`ddd: 1`) and cameras (`ty: 13`). rlottie 0.1 draws 3-D layers flat, so these
/// are checked against the format's formulas, computed here by hand: lottie-web's
/// `TransformProperty` (anchor, scale, rotation z, y, x, orientation, position; lottie-web's
/// `rotateY(a)` takes `(x, z)` to `(x cos a − z sin a, x sin a + z cos a)`, z towards the
/// viewer) and After Effects' camera: at `p`, looking into the screen, a point `d` in front of
/// it shows `pe / d` times its offset from the composition's centre.
@Suite("Lottie 3-D layers")
struct LottieThreeDTests {
    /// Alpha at a point (2 pixels a point: the files are 100 × 100, drawn at 200 × 200).
    static func alpha(_ frame: Frame, _ x: Double, _ y: Double) -> UInt8 {
        frame.pixels[4 * (Int(y * 2) * frame.width + Int(x * 2)) + 3]
    }

    /// Where the card's point `(x, y)` shows when turned `ry` degrees about y, centred at
    /// (50, 50, 0), seen by a camera 200 in front of the centre with zoom 200.
    static func projected(_ x: Double, _ y: Double, ry: Double) -> (Double, Double) {
        let a = ry * Double.pi / 180
        let x1 = x * cos(a)
        let z1 = x * sin(a)  // towards the camera
        let depth = 200 - z1
        return (50 + x1 * 200 / depth, 50 + y * 200 / depth)
    }

    @Test func aTurnedCardIsSeenInPerspectiveFromTheCamera() throws {
        let reel = try ReelLottieRenderer(path: Fixtures.path("threed"), size: 200)
        let lottie = try LottieAnimation(contentsOfFile: Fixtures.path("threed"))
        #expect(lottie.warnings.isEmpty, "\(lottie.warnings)")
        // Frame 0: ry 0, the card faces the camera at its own depth: 40 × 40 about the centre.
        let flat = try reel.frame(0)
        #expect(Self.alpha(flat, 30.6, 50) == 255 && Self.alpha(flat, 29.4, 50) == 0)
        #expect(Self.alpha(flat, 50, 69.4) == 255 && Self.alpha(flat, 50, 70.6) == 0)
        // Frame 29: ry 60. The right edge comes nearer (taller), the left goes away (shorter).
        let turned = try reel.frame(29)
        let right = Self.projected(20, 20, ry: 60)  // (60.95, 71.9)
        let left = Self.projected(-20, 20, ry: 60)  // (40.80, 68.41)
        #expect(Self.alpha(turned, right.0 - 0.6, 50) == 255 && Self.alpha(turned, right.0 + 0.6, 50) == 0)
        #expect(Self.alpha(turned, left.0 + 0.6, 50) == 255 && Self.alpha(turned, left.0 - 0.6, 50) == 0)
        // A point in from each side edge: the card's height there (1 point inside and outside the slanted edge).
        let nearRight = Self.projected(19, 20, ry: 60)
        #expect(Self.alpha(turned, nearRight.0, nearRight.1 - 1) == 255)
        #expect(Self.alpha(turned, nearRight.0, nearRight.1 + 1) == 0)
        let nearLeft = Self.projected(-19, 20, ry: 60)
        #expect(Self.alpha(turned, nearLeft.0, nearLeft.1 - 1) == 255)
        #expect(Self.alpha(turned, nearLeft.0, nearLeft.1 + 1) == 0)
        #expect(nearRight.1 - nearLeft.1 > 3)  // the perspective is visible, not a flat squeeze
    }

    /// A one-layer 3-D file: a 40 × 40 square at (50, 50) turned by `ks`, with no camera.
    static func file(_ ks: String, camera: String = "") -> String {
        """
        {"v":"5.7.4","fr":30,"ip":0,"op":1,"w":100,"h":100,"ddd":1,"layers":[\(camera){"ddd":1,"ty":4,\
        "nm":"card","ind":2,"ip":0,"op":1,"st":0,"sr":1,"ks":{\(ks)},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},\
        "s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}]}]}
        """
    }

    static func render(_ json: String) throws -> (Frame, [LottieWarning]) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-3d-\(UUID()).json").path
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return (
            try ReelLottieRenderer(path: path, size: 200).frame(0), try LottieAnimation(contentsOfFile: path).warnings
        )
    }

    @Test func withoutACameraA3DLayerIsSeenStraightOnWithoutPerspective() throws {
        // rx 60 about the centre: the square's height is 40 cos 60 = 20 (y 40 … 60), its width
        // unchanged; no camera, so no perspective (lottie-web's SVG and canvas renderers).
        let (f, warnings) = try Self.render(
            Self.file(#""p":{"a":0,"k":[50,50,0]},"rx":{"a":0,"k":60},"or":{"a":0,"k":[0,0,0]}"#))
        #expect(warnings.isEmpty)
        #expect(Self.alpha(f, 50, 40.6) == 255 && Self.alpha(f, 50, 39.4) == 0)
        #expect(Self.alpha(f, 50, 59.4) == 255 && Self.alpha(f, 50, 60.6) == 0)
        #expect(Self.alpha(f, 30.6, 41) == 255 && Self.alpha(f, 69.4, 59) == 255)
    }

    @Test func orientationTurnsAfterTheRotationsAndZPositionMovesAwayFromTheCamera() throws {
        // or [0, 60, 0] turns about y like ry 60; a z of 200 puts the card twice as far from a
        // camera 200 in front (half the size: 20 × 20 seen, x 40 … 60 when flat).
        let camera =
            #"{"ddd":1,"ty":13,"nm":"Camera","ind":1,"ip":0,"op":1,"pe":{"a":0,"k":200},"#
            + #""ks":{"p":{"a":0,"k":[50,50,-200]}}},"#
        let (far, w1) = try Self.render(Self.file(#""p":{"a":0,"k":[50,50,200]}"#, camera: camera))
        #expect(w1.isEmpty, "\(w1)")
        #expect(Self.alpha(far, 40.6, 50) == 255 && Self.alpha(far, 39.4, 50) == 0)
        #expect(Self.alpha(far, 50, 59.4) == 255 && Self.alpha(far, 50, 60.6) == 0)
        let (turned, _) = try Self.render(
            Self.file(#""p":{"a":0,"k":[50,50,0]},"or":{"a":0,"k":[0,60,0]}"#, camera: camera))
        let right = Self.projected(20, 0, ry: 60)
        #expect(Self.alpha(turned, right.0 - 0.6, 50) == 255 && Self.alpha(turned, right.0 + 0.6, 50) == 0)
    }

    /// Where a point `p` of the z = 0 plane shows for a camera at `c` looking at `a` (After
    /// Effects' coordinates: y down, z into the screen), upright, with zoom `pe`, on a 100 × 100
    /// composition: the camera's basis from plain geometry (forward `f` towards `a`, down
    /// `(0, 1, 0)`, right = down × forward), independent of the converter's matrices.
    static func seen(_ p: [Double], from c: [Double], lookingAt a: [Double], zoom pe: Double) -> (Double, Double) {
        func normalized(_ v: [Double]) -> [Double] {
            let l = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot()
            return v.map { $0 / l }
        }
        func dot(_ u: [Double], _ v: [Double]) -> Double { u[0] * v[0] + u[1] * v[1] + u[2] * v[2] }
        let f = normalized([a[0] - c[0], a[1] - c[1], a[2] - c[2]])
        let down = [0.0, 1, 0]
        let right = normalized([
            down[1] * f[2] - down[2] * f[1], down[2] * f[0] - down[0] * f[2], down[0] * f[1] - down[1] * f[0],
        ])
        let trueDown = [
            f[1] * right[2] - f[2] * right[1], f[2] * right[0] - f[0] * right[2], f[0] * right[1] - f[1] * right[0],
        ]
        let v = [p[0] - c[0], p[1] - c[1], p[2] - c[2]]
        let depth = dot(v, f)
        return (50 + dot(v, right) * pe / depth, 50 + dot(v, trueDown) * pe / depth)
    }

    @Test func aTwoNodeCameraOrbitingToTheRightLooksBackAtItsPointOfInterest() throws {
        // The camera 100 to the right of the card and 200 in front, looking at its centre: the
        // centre stays in the middle, the card is foreshortened and its right edge, nearer, is taller.
        let camera =
            #"{"ddd":1,"ty":13,"nm":"Camera","ind":1,"ip":0,"op":1,"pe":{"a":0,"k":200},"#
            + #""ks":{"p":{"a":0,"k":[150,50,-200]},"a":{"a":0,"k":[50,50,0]}}},"#
        let (f, warnings) = try Self.render(Self.file(#""p":{"a":0,"k":[50,50,0]}"#, camera: camera))
        #expect(warnings.isEmpty, "\(warnings)")
        let at = { (x: Double, y: Double) in
            Self.seen([x, y, 0], from: [150, 50, -200], lookingAt: [50, 50, 0], zoom: 200)
        }
        let right = at(70, 50)  // (66.67, 50)
        let left = at(30, 50)  // (34.62, 50)
        // 1 point either side: a projected layer is resampled, its edges soft by about a pixel.
        #expect(Self.alpha(f, right.0 - 1, 50) == 255 && Self.alpha(f, right.0 + 1, 50) == 0)
        #expect(Self.alpha(f, left.0 + 1, 50) == 255 && Self.alpha(f, left.0 - 1, 50) == 0)
        let rightTop = at(69, 30)
        let leftTop = at(31, 30)
        #expect(Self.alpha(f, rightTop.0, rightTop.1 + 1) == 255 && Self.alpha(f, rightTop.0, rightTop.1 - 1) == 0)
        #expect(Self.alpha(f, leftTop.0, leftTop.1 + 1) == 255 && Self.alpha(f, leftTop.0, leftTop.1 - 1) == 0)
        #expect(leftTop.1 - rightTop.1 > 1)  // the nearer edge reaches higher
    }

    @Test func aOneNodeCameraTurnedByRyLooksWhereATwoNodeCameraDoes() throws {
        // Turning the camera of the test above by ry = −atan(100 / 200) aims it at the centre
        // too (lottie-web: the point of interest turns it by that angle about y, `ry` the other way).
        let ry = -atan(100.0 / 200) * 180 / Double.pi
        let twoNode =
            #"{"ddd":1,"ty":13,"nm":"Camera","ind":1,"ip":0,"op":1,"pe":{"a":0,"k":200},"#
            + #""ks":{"p":{"a":0,"k":[150,50,-200]},"a":{"a":0,"k":[50,50,0]}}},"#
        let oneNode =
            #"{"ddd":1,"ty":13,"nm":"Camera","ind":1,"ip":0,"op":1,"pe":{"a":0,"k":200},"#
            + #""ks":{"p":{"a":0,"k":[150,50,-200]},"ry":{"a":0,"k":\#(ry)}}},"#
        let card = Self.file(#""p":{"a":0,"k":[50,50,0]}"#, camera: twoNode)
        let (a, _) = try Self.render(card)
        let (b, warnings) = try Self.render(Self.file(#""p":{"a":0,"k":[50,50,0]}"#, camera: oneNode))
        #expect(warnings.isEmpty, "\(warnings)")
        let differing = zip(a.pixels, b.pixels).filter { abs(Int($0) - Int($1)) > 2 }.count
        #expect(differing == 0, "\(differing) bytes differ")
    }

    @Test func a2DLayerUnderATurned3DParentIsTurnedWithItWithoutPerspective() throws {
        // A 3-D null turned 60° about y at (50, 50) parents a 2-D 40 × 40 square: seen straight
        // on, the square is 40 cos 60° = 20 wide (x 40 … 60) and 40 tall (lottie-web's SVG renderer).
        let json = """
            {"v":"5.7.4","fr":30,"ip":0,"op":1,"w":100,"h":100,"ddd":1,"layers":[{"ddd":0,"ty":4,"nm":"card",\
            "ind":2,"parent":1,"ip":0,"op":1,"st":0,"sr":1,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},\
            "s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"o":{"a":0,"k":100}}]},\
            {"ddd":1,"ty":3,"nm":"hinge","ind":1,"ip":0,"op":1,"st":0,"sr":1,\
            "ks":{"p":{"a":0,"k":[50,50,0]},"ry":{"a":0,"k":60}}}]}
            """
        let (f, warnings) = try Self.render(json)
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(Self.alpha(f, 40.6, 50) == 255 && Self.alpha(f, 39.4, 50) == 0)
        #expect(Self.alpha(f, 59.4, 50) == 255 && Self.alpha(f, 60.6, 50) == 0)
        #expect(Self.alpha(f, 50, 30.6) == 255 && Self.alpha(f, 50, 29.4) == 0)
    }

    /// Two 3-D squares, "first" listed above "second", at After Effects z `z1` and `z2`, with
    /// or without a camera.
    static func twoCards(z1: Double, z2: Double, camera: Bool) -> String {
        func card(_ name: String, _ ind: Int, _ z: Double) -> String {
            #"{"ddd":1,"ty":4,"nm":"\#(name)","ind":\#(ind),"ip":0,"op":1,"st":0,"sr":1,"#
                + #""ks":{"p":{"a":0,"k":[50,50,\#(z)]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"#
                + #""s":{"a":0,"k":[40,40]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[0,0,0,1]},"#
                + #""o":{"a":0,"k":100}}]}"#
        }
        let cam =
            camera
            ? #"{"ddd":1,"ty":13,"nm":"Camera","ind":9,"ip":0,"op":1,"pe":{"a":0,"k":200},"#
                + #""ks":{"p":{"a":0,"k":[50,50,-200]}}},"# : ""
        return #"{"v":"5.7.4","fr":30,"ip":0,"op":1,"w":100,"h":100,"ddd":1,"layers":["#
            + cam + card("first", 1, z1) + "," + card("second", 2, z2) + "]}"
    }

    @Test func threeDLayersOutOfDepthOrderAreReportedByName() throws {
        // After Effects draws the nearer 3-D layer on top (z towards the viewer is negative);
        // Reel keeps the file's order, and says so when the two differ.
        for camera in [false, true] {
            let (_, inOrder) = try Self.render(Self.twoCards(z1: -50, z2: 0, camera: camera))
            #expect(inOrder.isEmpty, "\(inOrder)")
            let (_, swapped) = try Self.render(Self.twoCards(z1: 0, z2: -50, camera: camera))
            #expect(
                swapped.map(\.message).contains { $0.contains("\"second\"") && $0.contains("\"first\"") },
                "camera \(camera): \(swapped)")
        }
    }

    @Test func aParentedCameraIsReportedByName() throws {
        let camera =
            #"{"ddd":1,"ty":13,"nm":"Rig cam","ind":1,"parent":3,"ip":0,"op":1,"pe":{"a":0,"k":200},"#
            + #""ks":{"p":{"a":0,"k":[50,50,-200]}}},{"ddd":1,"ty":3,"nm":"rig","ind":3,"ip":0,"op":1,"ks":{}},"#
        let (_, warnings) = try Self.render(Self.file(#""p":{"a":0,"k":[50,50,0]}"#, camera: camera))
        #expect(warnings.map(\.message).contains { $0.contains("\"Rig cam\"") && $0.contains("camera") })
    }
}
