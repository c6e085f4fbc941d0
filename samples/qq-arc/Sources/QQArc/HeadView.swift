import Foundation
import ReelCore

/// The post's view: a red arc around the screen's top-left corner, four round avatar buttons on
/// it, and the user's own avatar (`head`) that travels along the arc to the tapped button.
///
/// Names follow the post: `getButtonFrame:`, `buttonClick:`, `getAnticlockwiseByIndex:`,
/// `getClockwiseAngleByIndex:`, `getPreviousIndexByFrame:`.
final class HeadView {
    let layer: Layer
    /// `[UIScreen mainScreen].bounds.size.width`.
    let width: Double
    let head = Layer()
    private(set) var buttons: [Layer] = []
    let arcLayer = ShapeLayer()
    /// The post's `UIButton`s and its `UIImageView` head are views: hiding the head and moving
    /// it to the tapped button's frame show at once, with no implicit animation.
    private var views: [View] = []
    /// Called after the head lands on button `index` (not part of the post: the clip's account
    /// card follows the head).
    var didSwitch: ((Int) -> Void)?

    init(layer: Layer) {
        self.layer = layer
        self.width = layer.bounds.width
        drawRect()
        placeButtons()
    }

    /// The radius: `r = 2 * width / sqrt(3)`, so the arc's 30° end meets the screen's right edge.
    var r: Double { 2 * width / sqrt(3) }

    /// `drawRect:`: the red 1 pt arc from π/2 to π/6, counter-clockwise on screen.
    private func drawRect() {
        var path = BezierPath(
            arcCenter: Point(x: 0, y: 0), radius: r, startAngle: .pi / 2, endAngle: .pi / 6,
            clockwise: false)
        path.lineWidth = 1.0
        arcLayer.name = "arc"
        arcLayer.frame = layer.bounds
        arcLayer.path = path
        arcLayer.strokeColor = .red
        arcLayer.fillColor = nil
        arcLayer.lineWidth = path.lineWidth
        arcLayer.lineCap = .round
        arcLayer.lineJoin = .round
        layer.addSublayer(arcLayer)
    }

    /// 放图片: the four buttons, then the head on button 0.
    private func placeButtons() {
        for i in 0..<4 {
            // 一共四个按钮 从左到右index分别为0，1，2，3
            let button = Layer()
            button.name = "button\(i)"
            button.frame = getButtonFrame(i)
            button.contents = Assets.named("avatar_\(i)")
            // 设置按钮为圆
            button.cornerRadius = 25
            button.borderColor = .green
            button.masksToBounds = true
            button.borderWidth = 2.0
            views.append(View(layer: button))
            button.onTap = { [unowned self, unowned button] in self.buttonClick(button, index: i) }
            layer.addSublayer(button)
            buttons.append(button)
        }
        views.append(View(layer: head))
        head.name = "head"
        head.frame = getButtonFrame(0)
        head.contents = Assets.named("avatar_me")
        head.borderColor = .green
        head.masksToBounds = true
        head.cornerRadius = 25
        head.borderWidth = 2.0
        layer.addSublayer(head)
    }

    /// 根据Index确定按钮的坐标: the 50 × 50 frame centred on the arc at 7.5° + 15°·index from the y axis.
    func getButtonFrame(_ index: Int) -> Rect {
        let radians = Double.pi * (7.5 + 15 * Double(index)) / 180
        var frame = Rect(x: sin(radians) * r, y: cos(radians) * r, width: 50, height: 50)
        frame.origin.x = frame.origin.x - 25
        frame.origin.y = frame.origin.y - 25
        return frame
    }

    /// The index of the button whose frame the head occupies.
    func getPreviousIndexByFrame(_ frame: Rect) -> Int {
        (0..<4).min {
            getButtonFrame($0).center.distance(to: frame.center) < getButtonFrame($1).center.distance(to: frame.center)
        }!
    }

    /// 根据Index获得顺时针的弧度 (the post's comments swap the two names; the values agree).
    func getAnticlockwiseByIndex(_ index: Int) -> Double {
        Double.pi * (0.5 - (7.5 + 15 * Double(index)) / 180)
    }

    /// 根据Index获得逆时针的弧度.
    func getClockwiseAngleByIndex(_ index: Int) -> Double {
        let index = 3 - index
        return Double.pi * (30 + 7.5 + 15 * Double(index)) / 180
    }

    /// `- (void)buttonClick:(UIButton *)button`, line by line.
    func buttonClick(_ button: Layer, index buttonIndex: Int) {
        // 原来图片所在按钮的index
        let preIndex = getPreviousIndexByFrame(head.frame)
        // 点击图片所在按钮 不做任何操作
        if preIndex == buttonIndex { return }
        let r = self.r
        // 加入动画效果
        let transitionLayer = Layer()
        transitionLayer.name = "transition"
        transitionLayer.contents = head.contents
        transitionLayer.borderColor = .green
        transitionLayer.masksToBounds = true
        transitionLayer.cornerRadius = 25
        transitionLayer.borderWidth = 2.0
        transitionLayer.frame = head.frame
        transitionLayer.backgroundColor = .blue
        layer.addSublayer(transitionLayer)

        head.isHidden = true

        // 路径曲线 贝塞尔曲线
        var movePath: BezierPath
        if buttonIndex > preIndex {
            // 向上滑 逆时针
            movePath = BezierPath(
                arcCenter: Point(x: 0, y: 0), radius: r, startAngle: getAnticlockwiseByIndex(preIndex),
                endAngle: getAnticlockwiseByIndex(buttonIndex), clockwise: false)
            movePath.move(to: transitionLayer.position)
        } else {
            // 向下滑 顺时针
            movePath = BezierPath(
                arcCenter: Point(x: 0, y: 0), radius: r, startAngle: getClockwiseAngleByIndex(preIndex),
                endAngle: getClockwiseAngleByIndex(buttonIndex), clockwise: true)
            movePath.move(to: transitionLayer.position)
        }
        // 关键帧动画效果
        var positionAnimation = KeyframeAnimation(keyPath: "position")
        positionAnimation.path = movePath
        positionAnimation.isRemovedOnCompletion = false
        // beginTime = CACurrentMediaTime(): now (0 means now too).
        positionAnimation.beginTime = 0
        var time = 0.7
        if abs(buttonIndex - preIndex) > 1 {
            time = 0.4 * Double(abs(buttonIndex - preIndex))
        }
        positionAnimation.duration = time
        positionAnimation.timingFunction = .easeOut
        positionAnimation.fillMode = .forwards
        positionAnimation.autoreverses = false

        transitionLayer.add(positionAnimation, forKey: "opacity")
        // The post sleeps for `time` inside this block (a bug: it blocks the main thread);
        // the block already runs when the move ends.
        Transaction.setCompletionBlock { [unowned self] in
            self.head.isHidden = false
            self.head.frame = button.frame
            transitionLayer.removeFromSuperlayer()
            self.didSwitch?(buttonIndex)
        }
    }
}

/// Where the clip's pictures are (drawn by `tools/make-assets`).
enum Assets {
    static let directory: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets").path
    }()

    static func named(_ name: String) -> Image { Image(named: name + ".png", in: directory) }
}
