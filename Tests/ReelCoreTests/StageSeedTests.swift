import Foundation
import Testing

@testable import ReelCore

private typealias AffineTransform = ReelCore.AffineTransform

/// The three seed posts' effects, scripted on a stage as their code does it.
enum SeedScenes {
    // MARK: Fly to cart

    struct Flight {
        let stage: Stage
        let start: Point, end: Point, control: Point
        let tapTime: Double
        var item: () -> Layer?
    }

    /// A cell button whose tap throws an item along the post's quadratic curve.
    static func flyToCart(start: Point, end: Point, tapTime: Double = 0.25) -> Flight {
        let stage = Stage(size: Size(width: 375, height: 667), fps: 60, duration: 1.4)
        let button = Layer()
        button.name = "likeButton"
        button.frame = Rect(x: 300, y: 280, width: 60, height: 30)
        stage.rootLayer.addSublayer(button)
        // The post: control x = sx + (ex − sx)/3, y = sy + (ey − sy)·0.5 − 400.
        let control = Point(x: start.x + (end.x - start.x) / 3, y: start.y + (end.y - start.y) * 0.5 - 400)
        final class Holder: @unchecked Sendable { var item: Layer? }
        let holder = Holder()
        button.onTap = { [unowned stage] in
            let item = Layer()
            item.name = "flyingItem"
            item.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
            item.position = start
            item.contents = Image(path: "cm_center_discount.png")
            stage.rootLayer.addSublayer(item)
            var path = BezierPath()
            path.move(to: start)
            path.addQuadCurve(to: end, controlPoint: control)
            var animation = KeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.duration = 0.8
            animation.timingFunction = .easeIn
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            animation.autoreverses = false
            item.add(animation, forKey: nil)
            holder.item = item
        }
        stage.tap(button, at: tapTime)
        return Flight(stage: stage, start: start, end: end, control: control, tapTime: tapTime, item: { holder.item })
    }

    // MARK: QQ arc

    final class ArcScene: @unchecked Sendable {
        let stage: Stage
        let radius: Double
        let angles: [Double]
        let buttons: [Layer]
        let head: Layer
        var current = 0
        var transition: Layer?
        var completionTimes: [Double] = []
        /// The post's buttons and head are views (no implicit animations on their layers).
        var views: [View] = []

        init(width: Double, radius: Double, buttonFrames: [Rect], angles: [Double], duration: Double) {
            stage = Stage(size: Size(width: width, height: 568), fps: 60, duration: duration)
            self.radius = radius
            self.angles = angles
            let arc = ShapeLayer()
            arc.name = "arc"
            arc.path = BezierPath(
                arcCenter: .zero, radius: radius, startAngle: .pi / 2, endAngle: .pi / 6, clockwise: false)
            arc.strokeColor = .red
            arc.fillColor = nil
            arc.lineCap = .round
            stage.rootLayer.addSublayer(arc)
            buttons = buttonFrames.enumerated().map { i, frame in
                let b = Layer()
                b.name = "button\(i)"
                b.frame = frame
                b.cornerRadius = 25
                b.masksToBounds = true
                b.borderWidth = 2
                b.borderColor = .green
                return b
            }
            head = Layer()
            head.name = "head"
            head.frame = buttonFrames[0]
            head.cornerRadius = 25
            head.borderWidth = 2
            head.borderColor = .green
            head.backgroundColor = .blue
            views = (buttons + [head]).map { View(layer: $0) }
            for b in buttons { stage.rootLayer.addSublayer(b) }
            stage.rootLayer.addSublayer(head)
            for (i, b) in buttons.enumerated() { b.onTap = { [unowned self] in self.tapped(i) } }
        }

        /// The post's action: a copy of the head flies along the arc; the completion lands it.
        func tapped(_ b: Int) {
            let p = current
            guard b != p else { return }
            let moving = Layer(copying: head)
            moving.name = "transition"
            head.isHidden = true
            stage.rootLayer.addSublayer(moving)
            transition = moving
            var path = BezierPath(
                arcCenter: .zero, radius: radius, startAngle: angles[p], endAngle: angles[b],
                clockwise: b < p)
            path.move(to: moving.position)
            var animation = KeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.duration = abs(b - p) <= 1 ? 0.7 : 0.4 * Double(abs(b - p))
            animation.timingFunction = .easeOut
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            Transaction.begin()
            Transaction.setCompletionBlock { [unowned self] in
                self.head.frame = self.buttons[b].frame
                self.head.isHidden = false
                moving.removeFromSuperlayer()
                self.current = b
                self.completionTimes.append(self.stage.currentTime)
            }
            moving.add(animation, forKey: nil)
            Transaction.commit()
        }
    }

    // MARK: Floating burger

    final class BurgerScene: @unchecked Sendable {
        let stage: Stage
        let shape = ShapeLayer()
        let header = Layer()
        let scroll = ScrollLayer()
        let lineLengthNormalized: Double
        var collapsed = false
        var animationStarts: [(time: Double, collapsing: Bool)] = []
        /// When false, the model is not updated (the post's counter-example: the stroke snaps back).
        let setsModel: Bool

        init(width: Double, setsModel: Bool = true) {
            self.setsModel = setsModel
            stage = Stage(size: Size(width: width, height: 568), fps: 60, duration: 2.4)
            let radius = 20.0
            let inset = 30.0
            let lineLength = width - inset
            let lineStart = (width - (lineLength - radius)) / 2
            let center = Point(x: lineLength, y: -radius)
            var path = BezierPath()
            path.move(to: Point(x: lineStart, y: 0))
            path.addLine(to: Point(x: lineLength, y: 0))
            for a in 0..<360 {
                let r = Double(a) * .pi / 180
                path.addLine(to: Point(x: sin(r) * radius + center.x, y: cos(r) * radius + center.y))
            }
            let totalLength = 2 * .pi * radius + lineLength - lineStart
            lineLengthNormalized = (lineLength - lineStart) / totalLength
            header.name = "header"
            header.frame = Rect(x: 0, y: 0, width: width, height: 64)
            shape.name = "burger"
            shape.frame = Rect(x: 0, y: 60, width: width, height: 1)
            shape.path = path
            shape.strokeColor = .black
            shape.fillColor = nil
            shape.strokeStart = 0
            shape.strokeEnd = lineLengthNormalized
            scroll.name = "content"
            scroll.frame = Rect(x: 0, y: 64, width: width, height: 504)
            scroll.contentSize = Size(width: width, height: 2000)
            stage.rootLayer.addSublayer(scroll)
            stage.rootLayer.addSublayer(header)
            header.addSublayer(shape)
            scroll.didScroll = { [unowned self] layer in self.didScroll(layer.contentOffset.y) }
        }

        func didScroll(_ y: Double) {
            if y < 10 && collapsed {
                collapsed = false
                animate(start: 0, end: lineLengthNormalized, headerAlpha: 1)
            } else if y > 50 && !collapsed {
                collapsed = true
                animate(start: lineLengthNormalized, end: 1, headerAlpha: 0)
            }
        }

        func animate(start: Double, end: Double, headerAlpha: Double) {
            animationStarts.append((stage.currentTime, collapsed))
            var s = BasicAnimation(keyPath: "strokeStart")
            s.fromValue = shape.presentation()?.strokeStart
            s.toValue = start
            var e = BasicAnimation(keyPath: "strokeEnd")
            e.fromValue = shape.presentation()?.strokeEnd
            e.toValue = end
            var fade = BasicAnimation(keyPath: "opacity")
            fade.fromValue = header.presentation()?.opacity
            fade.toValue = headerAlpha
            for i in [0, 1, 2] {
                var a = [s, e, fade][i]
                a.duration = 0.25
                a.timingFunction = .linear
                a.fillMode = .both
                if i == 0 { s = a } else if i == 1 { e = a } else { fade = a }
            }
            if setsModel {
                shape.strokeStart = start
                shape.strokeEnd = end
                header.opacity = headerAlpha
            }
            shape.add(s, forKey: "strokeStart")
            shape.add(e, forKey: "strokeEnd")
            header.add(fade, forKey: "opacity")
        }
    }
}

@Suite struct StageSeedTests {
    static func quad(_ p0: Point, _ c: Point, _ p1: Point, _ u: Double) -> Point {
        let v = 1 - u
        return p0 * (v * v) + c * (2 * v * u) + p1 * (u * u)
    }

    @Test func flyToCartFollowsTheQuadraticAtEaseInEveryFrame() throws {
        let seeds = try AnimationConformance.json("seeds.json")
        let fly = try #require(seeds["flyToCart"] as? [String: Any])
        let start = AnimationConformance.numbers(fly["start"])
        let end = AnimationConformance.numbers(fly["end"])
        let control = AnimationConformance.numbers(fly["controlPoint"])
        let flight = SeedScenes.flyToCart(start: Point(x: start[0], y: start[1]), end: Point(x: end[0], y: end[1]))
        #expect(flight.control.distance(to: Point(x: control[0], y: control[1])) < 1e-9)
        var checked = 0
        flight.stage.run { _, t, _ in
            guard t >= flight.tapTime, let item = flight.item() else { return }
            let shownPosition = item.presentation()!.position
            let u = TimingFunction.easeIn.value(at: min((t - flight.tapTime) / 0.8, 1))
            let expected = Self.quad(flight.start, flight.control, flight.end, u)
            #expect(shownPosition.distance(to: expected) < 1e-9, "t = \(t)")
            #expect(item.position == flight.start)  // the model never moves
            checked += 1
        }
        #expect(checked > 60)
        // After the flight the item stays at the end (forwards fill, not removed).
        #expect(flight.item()?.presentation()?.position == flight.end)
    }

    @Test func flyToCartMatchesTheReferenceFrames() throws {
        let seeds = try AnimationConformance.json("seeds.json")
        let fly = try #require(seeds["flyToCart"] as? [String: Any])
        let frames = try #require(fly["frames60fps"] as? [[String: Any]])
        let start = AnimationConformance.numbers(fly["start"])
        let end = AnimationConformance.numbers(fly["end"])
        var path = BezierPath()
        path.move(to: Point(x: start[0], y: start[1]))
        let c = AnimationConformance.numbers(fly["controlPoint"])
        path.addQuadCurve(to: Point(x: end[0], y: end[1]), controlPoint: Point(x: c[0], y: c[1]))
        var animation = KeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 0.8
        animation.timingFunction = .easeIn
        animation.fillMode = .forwards
        var worst = 0.0
        for frame in frames {
            let t = AnimationConformance.number(frame["t"])
            let p = AnimationConformance.numbers(frame["position"])
            worst = max(worst, shown(animation, at: t).position.distance(to: Point(x: p[0], y: p[1])))
        }
        #expect(frames.count == 49)
        #expect(worst < 1e-6, "worst distance \(worst)")
    }

    struct ArcMove: Sendable, CustomStringConvertible {
        var width: Double, radius: Double, frames: [Rect], angles: [Double]
        var from: Int, to: Int, clockwise: Bool, duration: Double
        var description: String { "W \(width): \(from) → \(to)" }
    }

    static let arcMoves: [ArcMove] = {
        guard let seeds = try? AnimationConformance.json("seeds.json"),
            let configs = seeds["qqArc"] as? [[String: Any]]
        else { return [] }
        return configs.flatMap { config -> [ArcMove] in
            let buttons = config["buttons"] as? [[String: Any]] ?? []
            let frames = buttons.map { b -> Rect in
                let f = AnimationConformance.numbers(b["frame"])
                return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
            }
            let angles = buttons.map { AnimationConformance.number($0["uikitAngleRad"]) }
            let moves = config["moves"] as? [[String: Any]] ?? []
            return moves.map { m in
                ArcMove(
                    width: AnimationConformance.number(config["screenWidth"]),
                    radius: AnimationConformance.number(config["radius"]), frames: frames, angles: angles,
                    from: (m["from"] as? Int) ?? -1, to: (m["to"] as? Int) ?? -1,
                    clockwise: (m["clockwise"] as? Bool) ?? false, duration: AnimationConformance.number(m["duration"]))
            }
        }
    }()

    @Test func arcSeedDataIsPresent() {
        #expect(Self.arcMoves.count == 48)
    }

    @Test(arguments: arcMoves)
    func arcMoveStaysOnTheCircleAndLandsOnTheTarget(move: ArcMove) {
        let tap = 0.1
        let scene = SeedScenes.ArcScene(
            width: move.width, radius: move.radius, buttonFrames: move.frames,
            angles: move.angles, duration: tap + move.duration + 0.3)
        if move.from != 0 {
            // Put the head on the start button first (no animation).
            scene.head.frame = move.frames[move.from]
            scene.current = move.from
        }
        scene.stage.tap(scene.buttons[move.to], at: tap)
        // The post's direction rule, checked against the seed data.
        #expect((move.to < move.from) == move.clockwise)
        let sweep = abs(move.angles[move.to] - move.angles[move.from])
        // Cubic arc pieces (handles 4/3·tan(θ/4)) stray from the circle by at most
        // 2.7e-4·r for a 90° piece, shrinking as θ⁶: this move is one piece of `sweep`.
        let tolerance = 2.8e-4 * move.radius * pow(sweep / (.pi / 2), 6) + 1e-9 * move.radius
        var previousAngle = move.angles[move.from]
        var moving = 0
        scene.stage.run { _, t, _ in
            guard let transition = scene.transition, transition.superlayer != nil else { return }
            let p = transition.presentation()!.position
            #expect(abs(p.distance(to: .zero) - move.radius) <= tolerance, "t = \(t)")
            let angle = atan2(p.y, p.x)
            if move.to > move.from {
                #expect(angle <= previousAngle + 1e-12)  // up the screen: angle decreasing
            } else {
                #expect(angle >= previousAngle - 1e-12)
            }
            #expect(scene.head.isHidden)
            previousAngle = angle
            moving += 1
        }
        #expect(moving >= Int(move.duration * 60) - 1)
        // The completion ran exactly when the animation ended, and landed the head.
        #expect(scene.completionTimes.count == 1)
        #expect(abs((scene.completionTimes.first ?? 0) - (tap + move.duration)) < 1e-12)
        let postDuration = abs(move.to - move.from) <= 1 ? 0.7 : 0.4 * Double(abs(move.to - move.from))
        #expect(abs(move.duration - postDuration) < 1e-12)
        let landed = scene.head.frame
        let target = move.frames[move.to]
        #expect(landed.origin.distance(to: target.origin) < 1e-9 && landed.size == target.size)
        #expect(!scene.head.isHidden)
        #expect(scene.transition?.superlayer == nil)
        #expect(scene.current == move.to)
    }

    @Test func burgerStrokeFollowsLinearInterpolationAndKeepsTheModel() {
        let scene = SeedScenes.BurgerScene(width: 320)
        let lnn = scene.lineLengthNormalized
        #expect(abs(lnn - 0.6783327855457272) < 1e-12)  // the post's 0.678…
        scene.stage.scroll(scene.scroll, to: Point(x: 0, y: 120), duration: 0.5, timing: .deceleration(), at: 0.2)
        scene.stage.scroll(scene.scroll, to: Point(x: 0, y: 0), duration: 0.5, timing: .deceleration(), at: 1.2)
        var seen = 0
        scene.stage.run { _, t, _ in
            guard let last = scene.animationStarts.last(where: { $0.time <= t }) else {
                #expect(scene.shape.presentation()?.strokeEnd == lnn)
                return
            }
            let u = min((t - last.time) / 0.25, 1)
            let (from, to) = last.collapsing ? ((0.0, lnn), (lnn, 1.0)) : ((lnn, 1.0), (0.0, lnn))
            let shownState = scene.shape.presentation()!
            #expect(abs(shownState.strokeStart - (from.0 + (to.0 - from.0) * u)) < 1e-12, "t = \(t)")
            #expect(abs(shownState.strokeEnd - (from.1 + (to.1 - from.1) * u)) < 1e-12, "t = \(t)")
            // The model holds the target from the start of the animation.
            #expect(scene.shape.strokeStart == to.0 && scene.shape.strokeEnd == to.1)
            if u >= 1 { #expect(shownState.strokeStart == scene.shape.strokeStart) }
            seen += 1
        }
        #expect(scene.animationStarts.count == 2)
        #expect(scene.animationStarts.map(\.collapsing) == [true, false])
        #expect(seen > 100)
        #expect(scene.shape.animationKeys() == nil)  // removed on completion
    }

    @Test func withoutSettingTheModelTheStrokeSnapsBack() {
        let scene = SeedScenes.BurgerScene(width: 320, setsModel: false)
        scene.stage.scroll(scene.scroll, to: Point(x: 0, y: 120), duration: 0.5, timing: .linear, at: 0.2)
        var during: Double?
        var after: Double?
        scene.stage.run { _, t, _ in
            guard let start = scene.animationStarts.first?.time else { return }
            if t - start > 0.2 && t - start < 0.25 { during = scene.shape.presentation()?.strokeEnd }
            if t - start > 0.3 { after = scene.shape.presentation()?.strokeEnd }
        }
        #expect((during ?? 0) > 0.95)
        #expect(after == scene.lineLengthNormalized)  // back to the model: the post's lesson
    }
}
