import Foundation
import ReelCore

/// The post's view controller: a header with a line that, as the list scrolls, winds up into a
/// round "burger" button — one `CAShapeLayer` path (a line, then a 360-point circle) shown in
/// two states by `strokeStart` / `strokeEnd`.
final class BurgerViewController {
    let view: Layer
    let header = Layer()
    let headerShapeLayer = ShapeLayer()
    let scrollView = ScrollLayer()
    private(set) var isCollapsed = false

    // The path's numbers, as in the post.
    let radius = 20.0
    let inset = 30.0
    var lineLength: Double { viewportWidth() - inset }
    var lineStart: Double { (viewportWidth() - (lineLength - radius)) / 2 }
    /// `(lineLength − lineStart) / totalLength`, the post's 0.678… on a 320 pt screen.
    var lineLengthNormalized: Double {
        let circleLength = 2.0 * Double.pi * radius
        let totalLength = circleLength + lineLength - lineStart
        return (lineLength - lineStart) / totalLength
    }

    init(view: Layer) {
        self.view = view
        viewDidLoad()
    }

    func viewportWidth() -> Double { view.bounds.width }

    func toRadian(_ degrees: Int) -> Float { Float(degrees) * .pi / 180 }

    /// The line, then the circle as 360 line segments (`sinf`/`cosf` as in the post).
    func makePath() -> BezierPath {
        var path = BezierPath()
        path.move(to: Point(x: lineStart, y: 0))
        path.addLine(to: Point(x: lineLength, y: 0))
        let circleCenter = Point(x: lineLength, y: -radius)
        var nextPoint = Point.zero
        for degree in 0..<360 {
            nextPoint = Point(
                x: Double(sinf(toRadian(degree))) * radius + circleCenter.x,
                y: Double(cosf(toRadian(degree))) * radius + circleCenter.y)
            path.addLine(to: nextPoint)
        }
        return path
    }

    func viewDidLoad() {
        let width = viewportWidth()
        view.backgroundColor = .white

        header.name = "header"
        header.frame = Rect(x: 0, y: 0, width: width, height: 118)
        let title = TextLayer()
        title.frame = Rect(x: lineStart, y: 42, width: width - 2 * lineStart, height: 40)
        title.string = "发现 Discover"
        title.fontSize = 30
        title.isBold = true
        title.foregroundColor = Color(hex: "#1B1B2F")!
        header.addSublayer(title)
        let subtitle = TextLayer()
        subtitle.frame = Rect(x: lineStart, y: 84, width: width - 2 * lineStart, height: 22)
        subtitle.string = "今天为你精选的 12 篇文章"
        subtitle.fontSize = 14
        subtitle.foregroundColor = Color(hex: "#8A8AA0")!
        header.addSublayer(subtitle)

        scrollView.name = "scrollView"
        scrollView.frame = Rect(x: 0, y: 126, width: width, height: view.bounds.height - 126)
        let colors = ["#FF8A65", "#4FC3F7", "#AED581", "#BA68C8", "#FFD54F", "#4DB6AC"]
        for i in 0..<12 {
            let row = Layer()
            row.frame = Rect(x: lineStart, y: 12 + Double(i) * 84, width: width - 2 * lineStart, height: 72)
            row.backgroundColor = Color(hex: "#F4F5FA")!
            row.cornerRadius = 14
            let dot = Layer()
            dot.frame = Rect(x: 12, y: 12, width: 48, height: 48)
            dot.cornerRadius = 24
            dot.backgroundColor = Color(hex: colors[i % colors.count])!
            row.addSublayer(dot)
            let line1 = Layer()
            line1.frame = Rect(x: 74, y: 20, width: row.bounds.width - 100 - Double(i % 3) * 30, height: 10)
            line1.cornerRadius = 5
            line1.backgroundColor = Color(hex: "#D5D7E3")!
            row.addSublayer(line1)
            let line2 = Layer()
            line2.frame = Rect(x: 74, y: 42, width: row.bounds.width - 150 + Double(i % 2) * 40, height: 10)
            line2.cornerRadius = 5
            line2.backgroundColor = Color(hex: "#E6E7EF")!
            row.addSublayer(line2)
            scrollView.addSublayer(row)
        }
        scrollView.contentSize = Size(width: width, height: 12 + 12 * 84)
        scrollView.didScroll = { [unowned self] scrollView in self.scrollViewDidScroll(scrollView) }
        view.addSublayer(scrollView)
        view.addSublayer(header)

        headerShapeLayer.name = "headerShape"
        headerShapeLayer.frame = Rect(x: 0, y: 118, width: width, height: 0)
        headerShapeLayer.path = makePath()
        headerShapeLayer.strokeColor = Color(hex: "#1B1B2F")!
        headerShapeLayer.fillColor = nil
        headerShapeLayer.lineWidth = 2
        headerShapeLayer.lineCap = .round
        headerShapeLayer.lineJoin = .round
        // The open state.
        headerShapeLayer.strokeStart = 0
        headerShapeLayer.strokeEnd = lineLengthNormalized
        view.addSublayer(headerShapeLayer)
    }

    /// `func animate(shape:duration:stroke:headerAlpha:)`: both ends of the stroke and the
    /// header's alpha, each from its current model value, with the model set to the target
    /// before the animation is added so that nothing snaps back when it ends.
    func animate(shape: ShapeLayer, duration: Double, stroke: (start: Double, end: Double), headerAlpha: Double) {
        //! 1
        var strokeStartAnimation = BasicAnimation(keyPath: "strokeStart")
        strokeStartAnimation.fromValue = shape.strokeStart
        strokeStartAnimation.toValue = stroke.start
        strokeStartAnimation.duration = duration
        strokeStartAnimation.timingFunction = .linear
        strokeStartAnimation.fillMode = .both
        //! 2
        shape.strokeStart = stroke.start
        shape.add(strokeStartAnimation, forKey: strokeStartAnimation.keyPath)

        var strokeEndAnimation = BasicAnimation(keyPath: "strokeEnd")
        strokeEndAnimation.fromValue = shape.strokeEnd
        strokeEndAnimation.toValue = stroke.end
        strokeEndAnimation.duration = duration
        strokeEndAnimation.timingFunction = .linear
        strokeEndAnimation.fillMode = .both
        shape.strokeEnd = stroke.end
        shape.add(strokeEndAnimation, forKey: strokeEndAnimation.keyPath)

        var alphaAnimation = BasicAnimation(keyPath: "opacity")
        alphaAnimation.fromValue = header.opacity
        alphaAnimation.toValue = headerAlpha
        alphaAnimation.duration = duration
        alphaAnimation.timingFunction = .linear
        alphaAnimation.fillMode = .both
        header.opacity = headerAlpha
        header.add(alphaAnimation, forKey: alphaAnimation.keyPath)
    }

    func animateToOpen(_ shape: ShapeLayer, duration: Double) {
        isCollapsed = false
        animate(shape: shape, duration: duration, stroke: (start: 0, end: lineLengthNormalized), headerAlpha: 1)
    }

    func animateToCollapsed(_ shape: ShapeLayer, duration: Double) {
        isCollapsed = true
        animate(shape: shape, duration: duration, stroke: (start: lineLengthNormalized, end: 1), headerAlpha: 0)
    }

    /// `func scrollViewDidScroll(scrollView: UIScrollView)` with the dead zone 10…50.
    func scrollViewDidScroll(_ scrollView: ScrollLayer) {
        let deadZone = (start: 10.0, end: 50.0)
        if scrollView.contentOffset.y < deadZone.start && isCollapsed {
            animateToOpen(headerShapeLayer, duration: 0.25)
        } else if scrollView.contentOffset.y > deadZone.end && !isCollapsed {
            animateToCollapsed(headerShapeLayer, duration: 0.25)
        }
    }
}
