import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// NaN, infinite and degenerate values never crash the renderer: the layer (or the one
/// broken part) is skipped and everything else is drawn.
@Suite struct RobustnessTests {
    struct Breakage: Sendable, CustomStringConvertible {
        var name: String
        var apply: @Sendable (ShapeLayer) -> Void
        var description: String { name }
    }

    static let nan = Double.nan, inf = Double.infinity

    static let breakages: [Breakage] = [
        Breakage(name: "position NaN") { $0.position = Point(x: nan, y: 10) },
        Breakage(name: "position inf") { $0.position = Point(x: 10, y: -inf) },
        Breakage(name: "bounds NaN") { $0.bounds = Rect(x: 0, y: 0, width: nan, height: 10) },
        Breakage(name: "bounds inf") { $0.bounds = Rect(x: 0, y: 0, width: inf, height: inf) },
        Breakage(name: "bounds origin NaN") { $0.bounds = Rect(x: nan, y: 0, width: 10, height: 10) },
        Breakage(name: "anchor NaN") { $0.anchorPoint = Point(x: nan, y: nan) },
        Breakage(name: "transform NaN") { $0.affineTransform = AffineTransform(rotationAngle: nan) },
        Breakage(name: "transform inf") { $0.affineTransform = AffineTransform(scaleX: inf, y: 1) },
        Breakage(name: "transform singular") { $0.affineTransform = AffineTransform(scaleX: 0, y: 1) },
        Breakage(name: "transform huge") { $0.affineTransform = AffineTransform(scaleX: 1e300, y: 1e300) },
        Breakage(name: "position huge") { $0.position = Point(x: 1e300, y: -1e300) },
        Breakage(name: "bounds huge") { $0.bounds = Rect(x: -1e15, y: -1e15, width: 2e15, height: 2e15) },
        Breakage(name: "opacity NaN") { $0.opacity = nan },
        Breakage(name: "opacity inf") { $0.opacity = inf },
        Breakage(name: "cornerRadius NaN") { $0.cornerRadius = nan },
        Breakage(name: "cornerRadius inf") { $0.cornerRadius = inf },
        Breakage(name: "borderWidth NaN") { $0.borderWidth = nan },
        Breakage(name: "borderWidth inf") { $0.borderWidth = inf },
        Breakage(name: "background NaN colour") { $0.backgroundColor = Color(red: nan, green: 0, blue: 0, alpha: nan) },
        Breakage(name: "path NaN point") { l in
            var p = BezierPath()
            p.move(to: .zero)
            p.addLine(to: Point(x: nan, y: 3))
            p.addQuadCurve(to: Point(x: inf, y: 0), controlPoint: .zero)
            l.path = p
        },
        Breakage(name: "path huge") { l in
            var p = BezierPath()
            p.move(to: Point(x: -1e200, y: 0))
            p.addCurve(to: Point(x: 1e200, y: 5), controlPoint1: Point(x: 0, y: 1e200), controlPoint2: .zero)
            l.path = p
        },
        Breakage(name: "lineWidth NaN") { $0.lineWidth = nan },
        Breakage(name: "lineWidth inf") { $0.lineWidth = inf },
        Breakage(name: "miterLimit NaN") { $0.miterLimit = nan },
        Breakage(name: "dash NaN") { $0.lineDashPattern = [nan, 2] },
        Breakage(name: "dash negative") { $0.lineDashPattern = [-1, 2] },
        Breakage(name: "dash zeros") { $0.lineDashPattern = [0, 0] },
        Breakage(name: "dash phase inf") {
            $0.lineDashPattern = [2, 2]
            $0.lineDashPhase = inf
        },
        Breakage(name: "strokeStart/End NaN") {
            $0.strokeStart = nan
            $0.strokeEnd = nan
        },
        Breakage(name: "strokeStart/End inf") {
            $0.strokeStart = -inf
            $0.strokeEnd = inf
        },
        Breakage(name: "shadow NaN") {
            $0.shadowOpacity = 1
            $0.shadowRadius = nan
            $0.shadowOffset = Size(width: nan, height: 0)
        },
        Breakage(name: "shadow inf radius") {
            $0.shadowOpacity = 1
            $0.shadowRadius = inf
        },
        Breakage(name: "shadow huge offset") {
            $0.shadowOpacity = 1
            $0.shadowOffset = Size(width: 1e300, height: 0)
        },
        Breakage(name: "shadow opacity NaN") { $0.shadowOpacity = nan },
        Breakage(name: "contents with NaN bounds") { l in
            l.contents = Image(path: fixture("avatar.png"))
            l.bounds = Rect(x: 0, y: 0, width: nan, height: 5)
        },
        Breakage(name: "negative size") { $0.bounds = Rect(x: 0, y: 0, width: -10, height: -10) },
        Breakage(name: "transform3D NaN m34") { $0.transform.m34 = nan },
        Breakage(name: "transform3D huge m34") { $0.transform.m34 = 1e300 },
        Breakage(name: "transform3D behind the eye") {
            $0.transform = Transform3D(translationX: 0, y: 0, z: 1e6).concatenating(
                Transform3D(values: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.01, 0, 0, 0, 1])!)
        },
        Breakage(name: "transform3D edge-on") { $0.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0) },
        Breakage(name: "sublayerTransform NaN") { $0.sublayerTransform.m34 = nan },
        Breakage(name: "zPosition NaN") { $0.zPosition = nan },
    ]

    @Test(arguments: breakages)
    func brokenLayerIsSkippedAndTheRestIsDrawn(_ breakage: Breakage) throws {
        let size = Size(width: 40, height: 40)
        let broken = ShapeLayer()
        broken.frame = Rect(x: 5, y: 5, width: 10, height: 10)
        broken.backgroundColor = .blue
        broken.borderWidth = 1
        broken.borderColor = .green
        var path = BezierPath()
        path.move(to: .zero)
        path.addLine(to: Point(x: 10, y: 10))
        broken.path = path
        broken.strokeColor = .black
        broken.addSublayer(makeLayer(Rect(x: 0, y: 0, width: 5, height: 5), background: .green))
        breakage.apply(broken)
        let healthy = makeLayer(Rect(x: 25, y: 25, width: 10, height: 10), background: .red)
        let frame = try render(makeRoot(size, [broken, healthy]), size: size)
        #expect(frame.rgba(30, 30) == (255, 0, 0, 255))
    }

    @Test func brokenTextValuesDoNotCrash() throws {
        let size = Size(width: 40, height: 40)
        for fontSize in [Double.nan, .infinity, -3, 0, 1e300] {
            let text = TextLayer()
            text.frame = Rect(x: 0, y: 0, width: 40, height: 20)
            text.string = "收藏"
            text.fontSize = fontSize
            let healthy = makeLayer(Rect(x: 25, y: 25, width: 10, height: 10), background: .red)
            let frame = try render(makeRoot(size, [text, healthy]), size: size)
            #expect(frame.rgba(30, 30) == (255, 0, 0, 255))
        }
    }

    @Test func invalidCanvasIsAnError() {
        for (w, h, s) in [(0.0, 10.0, 1.0), (10, 10, .nan), (.infinity, 10, 1), (10, 10, -1), (1e6, 10, 1)] {
            #expect(throws: RenderError.self) { _ = try FrameRenderer(canvasSize: Size(width: w, height: h), scale: s) }
        }
    }
}
