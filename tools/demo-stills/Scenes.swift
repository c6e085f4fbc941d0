import Glibc
import ReelCore

/// The still scenes `make demo` renders, each a static layer tree on a 375 × 667 pt screen.
enum Scenes {
    static let screen = Size(width: 375, height: 667)
    static var screenWidth: Double { screen.width }

    /// A status bar and a title bar, as the posts' screens have.
    static func navigationBar(_ title: String) -> Layer {
        let bar = withShadow(
            box(Rect(x: 0, y: 0, width: screenWidth, height: 88), .white), opacity: 0.08,
            offset: Size(width: 0, height: 1),
            radius: 4)
        bar.add(label("9:41", Rect(x: 24, y: 14, width: 60, height: 20), size: 15, bold: true))
        bar.add(label(title, Rect(x: 0, y: 50, width: screenWidth, height: 28), size: 18, bold: true, align: .center))
        return bar
    }

    // MARK: - The arc post (QQ account screen)

    static func avatarsOnArc(avatars: [Image]) -> Layer {
        let root = box(Rect(origin: .zero, size: screen), Palette.screen)
        let r = 2 * screenWidth / 3.0.squareRoot()
        var arcPath = BezierPath(arcCenter: .zero, radius: r, startAngle: .pi / 2, endAngle: .pi / 6, clockwise: false)
        arcPath.lineWidth = 1
        let arc = shape(Rect(origin: .zero, size: screen), arcPath, stroke: Palette.arcRed, width: 1)
        arc.lineCap = .round
        arc.lineJoin = .round
        root.add(arc)
        func button(_ i: Int) -> Layer {
            let theta = (7.5 + 15 * Double(i)) * .pi / 180
            let centre = Point(x: r * sin(theta), y: r * cos(theta))
            // Core Animation clips a masksToBounds layer's own shadow, so the shadow sits on a
            // container and the clipping on the avatar inside it, as iOS code does.
            let holder = withShadow(
                box(Rect(x: centre.x - 25, y: centre.y - 25, width: 50, height: 50), .white, radius: 25), opacity: 0.3,
                offset: Size(width: 0, height: 3), radius: 4)
            let avatar = box(Rect(x: 0, y: 0, width: 50, height: 50), Palette.blue, radius: 25)
            avatar.masksToBounds = true
            avatar.borderWidth = 2
            avatar.borderColor = Palette.green
            avatar.contents = avatars[i]
            avatar.contentsGravity = .resizeAspectFill
            holder.add(avatar)
            root.add(
                label(
                    "账号 \(i + 1)", Rect(x: centre.x - 40, y: centre.y + 33, width: 80, height: 20), size: 12,
                    color: Palette.secondary, align: .center))
            return holder
        }
        for i in 0..<4 { root.add(button(i)) }
        // The head avatar, on button 0: blue background, green border, a larger ring.
        let theta0 = 7.5 * .pi / 180
        let head = box(Rect(x: r * sin(theta0) - 31, y: r * cos(theta0) - 31, width: 62, height: 62), nil, radius: 31)
        head.borderWidth = 3
        head.borderColor = Palette.green.withAlphaComponent(0.6)
        root.add(head)
        root.add(navigationBar("QQ 账号 · Accounts"))
        root.add(label("点击头像切换账号", Rect(x: 24, y: 112, width: 327, height: 26), size: 20, bold: true))
        root.add(
            label(
                "Tap an avatar to move the head along the arc (radius 2W/√3, 7.5° + 15°·i from the y axis).",
                Rect(x: 24, y: 144, width: 300, height: 60), size: 13, color: Palette.secondary, wrapped: true))
        return root
    }

    /// The arc screen's bare primitives (background, arc, four bordered avatars; no text, no
    /// shadows): the workload `--bench` compares with a plain C Cairo program.
    static func arcPrimitives(avatars: [Image]) -> Layer {
        let root = box(Rect(origin: .zero, size: screen), Palette.screen)
        let r = 2 * screenWidth / 3.0.squareRoot()
        let arc = shape(
            Rect(origin: .zero, size: screen),
            BezierPath(arcCenter: .zero, radius: r, startAngle: .pi / 2, endAngle: .pi / 6, clockwise: false),
            stroke: Palette.arcRed, width: 1)
        arc.lineCap = .round
        root.add(arc)
        for i in 0..<4 {
            let theta = (7.5 + 15 * Double(i)) * .pi / 180
            let avatar = box(
                Rect(x: r * sin(theta) - 25, y: r * cos(theta) - 25, width: 50, height: 50), Palette.blue, radius: 25)
            avatar.masksToBounds = true
            avatar.borderWidth = 2
            avatar.borderColor = Palette.green
            avatar.contents = avatars[i]
            root.add(avatar)
        }
        return root
    }

    // MARK: - The fly-to-cart post

    static let foods = [
        ("宫保鸡丁", "Kung Pao Chicken", "¥ 32"), ("麻婆豆腐", "Mapo Tofu", "¥ 24"), ("清蒸鲈鱼", "Steamed Sea Bass", "¥ 58"),
        ("番茄炒蛋", "Tomato & Egg", "¥ 18"), ("小笼包", "Soup Dumplings", "¥ 26"),
    ]

    static func foodList(dishes: [Image], badge: Image) -> Layer {
        let root = box(Rect(origin: .zero, size: screen), Palette.screen)
        let table = box(Rect(x: 0, y: 88, width: screenWidth, height: 579))
        table.bounds = Rect(x: 0, y: 20, width: screenWidth, height: 579)  // scrolled by 20 pt
        root.add(table)
        for (i, food) in foods.enumerated() {
            let cell = withShadow(
                box(Rect(x: 12, y: 12 + Double(i) * 100, width: screenWidth - 24, height: 88), .white, radius: 14),
                opacity: 0.10,
                offset: Size(width: 0, height: 2), radius: 6)
            let image = box(Rect(x: 12, y: 12, width: 64, height: 64), nil, radius: 10)
            image.contents = dishes[i % dishes.count]
            image.contentsGravity = .resizeAspectFill
            image.masksToBounds = true
            cell.add(image)
            cell.add(label(food.0, Rect(x: 90, y: 16, width: 150, height: 24), size: 17, bold: true))
            cell.add(label(food.1, Rect(x: 90, y: 42, width: 150, height: 18), size: 12, color: Palette.secondary))
            cell.add(
                label(food.2, Rect(x: 90, y: 60, width: 80, height: 20), size: 13, color: Palette.accent, bold: true))
            let liked = i == 1
            let button = box(
                Rect(x: screenWidth - 24 - 100, y: 28, width: 84, height: 32), liked ? Palette.accent : .white,
                radius: 16)
            button.borderWidth = liked ? 0 : 1.5
            button.borderColor = Palette.accent
            button.add(
                label(
                    liked ? "取消收藏" : "收藏", Rect(x: 0, y: 7, width: 84, height: 22), size: 14,
                    color: liked ? .white : Palette.accent, bold: true, align: .center))
            cell.add(button)
            table.add(cell)
        }
        // The cart, bottom right: a group view with a round button.
        let cartBG = box(Rect(x: screenWidth - 92, y: 667 - 100, width: 76, height: 76))
        let cartButton = withShadow(
            box(Rect(x: 8, y: 8, width: 60, height: 60), Palette.ink, radius: 30), opacity: 0.35,
            offset: Size(width: 0, height: 4), radius: 8)
        var cart = BezierPath()
        cart.move(to: Point(x: 17, y: 21))
        cart.addLine(to: Point(x: 22, y: 21))
        cart.addLine(to: Point(x: 26, y: 35))
        cart.addLine(to: Point(x: 41, y: 35))
        cart.addLine(to: Point(x: 44, y: 25))
        cart.addLine(to: Point(x: 24, y: 25))
        let cartIcon = shape(Rect(x: 0, y: 0, width: 60, height: 60), cart, stroke: .white, width: 2.5)
        cartIcon.lineJoin = .round
        cartIcon.lineCap = .round
        cartIcon.add(
            box(Rect(x: 26, y: 38, width: 5, height: 5), .white, radius: 2.5),
            box(Rect(x: 37, y: 38, width: 5, height: 5), .white, radius: 2.5))
        cartButton.add(cartIcon)
        let count = box(Rect(x: 46, y: 2, width: 22, height: 22), Palette.accent, radius: 11)
        count.borderWidth = 2
        count.borderColor = .white
        count.add(
            label("2", Rect(x: 0, y: 2, width: 22, height: 18), size: 12, color: .white, bold: true, align: .center))
        cartBG.add(cartButton, count)
        root.add(cartBG)
        // A flight in progress: the post's quadratic from the liked cell's label to the cart.
        let start = Point(x: 12 + 90 + 75, y: 88 - 20 + 12 + 100 + 28)
        let end = Point(x: screenWidth - 92 + 38, y: 667 - 100 + 38)
        let control = Point(x: start.x + (end.x - start.x) / 3, y: start.y + (end.y - start.y) * 0.5 - 400)
        var flight = BezierPath()
        flight.move(to: start)
        flight.addQuadCurve(to: end, controlPoint: control)
        let trace = shape(
            Rect(origin: .zero, size: screen), flight, stroke: Palette.accent.withAlphaComponent(0.7), width: 2)
        trace.lineDashPattern = [6, 5]
        trace.lineCap = .round
        trace.strokeEnd = 0.62
        root.add(trace)
        let measure = PathMeasure(flight)
        let p = measure.point(atLength: 0.62 * measure.length) ?? end  // where the trace ends
        let item = withShadow(
            box(Rect(x: p.x - 10, y: p.y - 10, width: 20, height: 20)), opacity: 0.3, offset: Size(width: 0, height: 2),
            radius: 2)
        item.contents = badge
        root.add(item)
        root.add(navigationBar("点菜 · Menu"))
        return root
    }

    // MARK: - The floating-burger post

    static func burgerHeaders() -> Layer {
        let root = box(Rect(origin: .zero, size: screen), Palette.screen)
        root.add(navigationBar("Floating burger"))
        let inset = 30.0
        let radius = 20.0
        let lineLength = screenWidth - inset
        let lineStart = (screenWidth - (lineLength - radius)) / 2
        var path = BezierPath()
        path.move(to: Point(x: lineStart, y: 0))
        path.addLine(to: Point(x: lineLength, y: 0))
        let centre = Point(x: lineLength, y: -radius)
        for degree in 0..<360 {
            let a = Double(degree) * .pi / 180
            path.addLine(to: Point(x: sin(a) * radius + centre.x, y: cos(a) * radius + centre.y))
        }
        let normalized = (lineLength - lineStart) / (2 * .pi * radius + lineLength - lineStart)
        let states: [(String, Double, Double)] = [
            ("open: strokeStart 0, strokeEnd \(String(format: "%.3f", normalized))", 0, normalized),
            ("morphing: strokeStart 0.40, strokeEnd 0.90", 0.40, 0.90),
            ("collapsed: strokeStart \(String(format: "%.3f", normalized)), strokeEnd 1", normalized, 1),
        ]
        for (i, state) in states.enumerated() {
            let y = 112 + Double(i) * 146
            let card = withShadow(
                box(Rect(x: 0, y: y, width: screenWidth, height: 126), .white), opacity: 0.08,
                offset: Size(width: 0, height: 2),
                radius: 6)
            card.add(
                label(
                    state.0, Rect(x: 20, y: 12, width: screenWidth - 40, height: 20), size: 13, color: Palette.secondary
                ))
            let burger = shape(Rect(x: 0, y: 85, width: screenWidth, height: 1), path, stroke: Palette.ink, width: 3)
            burger.lineCap = .round
            burger.lineJoin = .round
            burger.strokeStart = state.1
            burger.strokeEnd = state.2
            card.add(burger)
            // The burger's three bars show when the circle does.
            if state.2 == 1 && state.1 == normalized {
                for k in 0..<3 {
                    card.add(
                        box(
                            Rect(x: centre.x - 9, y: 85 + centre.y - 6 + Double(k) * 6 - 1, width: 18, height: 2),
                            Palette.ink, radius: 1))
                }
            }
            root.add(card)
        }
        root.add(
            label(
                """
                One CAShapeLayer path — a line, then a 360-segment circle — trimmed by strokeStart and strokeEnd as \
                fractions of its whole length.
                """,
                Rect(x: 24, y: 560, width: 327, height: 70), size: 13, color: Palette.secondary, wrapped: true))
        return root
    }

    // MARK: - Compositing and text

    static func compositing() -> Layer {
        let root = box(Rect(origin: .zero, size: screen), Palette.screen)
        root.add(navigationBar("Layers · 图层"))
        // Group opacity: one layer at 0.5 holding two overlapping circles, versus two circles at 0.5 each.
        func pair(_ x: Double, group: Bool) -> Layer {
            let holder = box(Rect(x: x, y: 120, width: 150, height: 100))
            let a = box(Rect(x: 0, y: 0, width: 100, height: 100), Palette.blue, radius: 50)
            let b = box(Rect(x: 50, y: 0, width: 100, height: 100), Palette.accent, radius: 50)
            if group {
                holder.opacity = 0.5
            } else {
                a.opacity = 0.5
                b.opacity = 0.5
            }
            return holder.add(a, b)
        }
        root.add(pair(24, group: true), pair(201, group: false))
        root.add(
            label(
                "group opacity 0.5", Rect(x: 24, y: 226, width: 150, height: 18), size: 12, color: Palette.secondary,
                align: .center))
        root.add(
            label(
                "each layer 0.5", Rect(x: 201, y: 226, width: 150, height: 18), size: 12, color: Palette.secondary,
                align: .center))
        // Shadow radii 2, 6, 12.
        for (i, r) in [2.0, 6, 12].enumerated() {
            let x = 24 + Double(i) * 114
            let card = withShadow(
                box(Rect(x: x, y: 270, width: 99, height: 80), .white, radius: 14), opacity: 0.3,
                offset: Size(width: 0, height: 4), radius: r)
            card.add(
                label(
                    "shadowRadius", Rect(x: 0, y: 18, width: 99, height: 18), size: 11, color: Palette.secondary,
                    align: .center))
            card.add(label("\(Int(r))", Rect(x: 0, y: 36, width: 99, height: 30), size: 22, bold: true, align: .center))
            root.add(card)
        }
        // Text: alignment, wrapping, Chinese, bold.
        let textCard = withShadow(box(Rect(x: 16, y: 380, width: screenWidth - 32, height: 210), .white, radius: 16))
        textCard.add(label("左对齐 Left", Rect(x: 16, y: 16, width: screenWidth - 64, height: 24), size: 17, bold: true))
        textCard.add(
            label(
                "居中 Center", Rect(x: 16, y: 46, width: screenWidth - 64, height: 24), size: 17, color: Palette.blue,
                align: .center))
        textCard.add(
            label(
                "右对齐 Right", Rect(x: 16, y: 76, width: screenWidth - 64, height: 24), size: 17, color: Palette.accent,
                align: .right))
        textCard.add(
            label(
                """
                核心动画把模型层和呈现层分开：动画只改变屏幕上显示的值。Core Animation keeps a model layer and a presentation layer; an animation \
                changes only what is shown.
                """,
                Rect(x: 16, y: 112, width: screenWidth - 64, height: 130), size: 15, color: Palette.ink, wrapped: true))
        root.add(textCard)
        return root
    }
}
