import Foundation
import ReelCore

/// Where the clip's pictures are (drawn by `tools/make-assets`).
enum Assets {
    static let directory: String = {
        // …/samples/promo-card/Sources/PromoCard/PromoViewController.swift → …/samples/promo-card/assets
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("assets").path
    }()

    static func named(_ name: String) -> Image { Image(named: name + ".png", in: directory) }
}

/// The promo screen, written as a view controller would write it: views and `View.animate`
/// for what UIKit animates (the header, the badge's spring, the button's pulse), standalone
/// layers and explicit animations for what only Core Animation does (the shimmer mask, the
/// replicator ring, the 3-D flip, the reveal mask, the confetti emitter).
///
/// Layer names (the trace's paths) are a contract: `background`, `header/title`,
/// `header/subtitle`, `cardContainer/card/front/placeholder`, `…/front/loadingRing/dot`,
/// `cardContainer/card/back/productImage/boba`, `…/back/productName`, `…/back/productNameZh`,
/// `…/back/price`, `…/back/shopButton/label`, `badge/percent`, `badge/caption`, `footer`,
/// `confetti` (from the celebration on). Masks are not in traces: the placeholder's is
/// `shimmer`, the product image's `reveal`.
final class PromoViewController {
    let view: View

    let header = View(frame: Rect(x: 24, y: 56, width: 327, height: 76))
    let cardContainer = Layer()
    let card = TransformLayer()
    let front = Layer()
    let back = Layer()
    let placeholder: ShimmerView
    let loadingRing: LoadingRing
    let productImage = GradientLayer()
    let reveal = ShapeLayer()
    let shopButton = View(frame: Rect(x: 20, y: 336, width: 260, height: 48))
    let badge = View(frame: Rect(x: 272, y: 124, width: 88, height: 88))
    private(set) var confetti: EmitterLayer?

    static let cardFrame = Rect(x: 37.5, y: 150, width: 300, height: 400)
    static let imageFrame = Rect(x: 16, y: 16, width: 268, height: 200)
    /// `sublayerTransform.m34 = −1 / eyeDistance` on the card's container.
    static let eyeDistance = 1000.0
    static let revealCenter = Point(x: 134, y: 100)
    static let revealRadius = (start: 0.0, end: 170.0)
    static let badgeStartScale = 0.01
    static let pulseScale = 1.06

    /// The reveal mask's circle of `radius` about `revealCenter` (same elements at every radius).
    static func revealPath(radius r: Double) -> BezierPath {
        BezierPath(ovalIn: Rect(x: revealCenter.x - r, y: revealCenter.y - r, width: 2 * r, height: 2 * r))
    }

    init(view: View) {
        self.view = view
        let size = Self.cardFrame.size
        placeholder = ShimmerView(
            frame: Rect(origin: .zero, size: size),
            blocks: [
                (Self.imageFrame, 18), (Rect(x: 20, y: 236, width: 200, height: 22), 11),
                (Rect(x: 20, y: 268, width: 150, height: 16), 8), (Rect(x: 20, y: 298, width: 70, height: 26), 13),
                (Rect(x: 20, y: 336, width: 260, height: 48), 24),
            ])
        loadingRing = LoadingRing(center: Point(x: Self.imageFrame.midX, y: Self.imageFrame.midY), diameter: 56)
        viewDidLoad()
    }

    func viewDidLoad() {
        let bounds = view.bounds
        let background = GradientLayer()
        background.name = "background"
        background.frame = bounds
        background.colors = [Color(hex: "#FFE9D6")!, Color(hex: "#FFD3E0")!]
        view.layer.addSublayer(background)

        // The header: a title mixing Latin and Chinese in one string, and a subtitle.
        header.name = "header"
        header.alpha = 0
        header.center = Point(x: header.center.x, y: header.center.y + 16)
        header.addSubview(
            named(
                "title",
                Label(
                    "Summer Sale 夏日特惠", frame: Rect(x: 0, y: 2, width: 327, height: 38), size: 27, bold: true,
                    color: Palette.ink)))
        header.addSubview(
            named(
                "subtitle",
                Label(
                    "Fresh tea, made to order · 每一杯现做", frame: Rect(x: 0, y: 44, width: 327, height: 24), size: 16,
                    color: Palette.muted)))
        view.addSubview(header)

        // The card: two faces back to back in one 3-D space, under perspective.
        cardContainer.name = "cardContainer"
        cardContainer.frame = Self.cardFrame
        var perspective = Transform3D.identity
        perspective.m34 = -1 / Self.eyeDistance
        cardContainer.sublayerTransform = perspective
        view.layer.addSublayer(cardContainer)
        card.name = "card"
        card.frame = cardContainer.bounds
        cardContainer.addSublayer(card)
        for (face, name) in [(front, "front"), (back, "back")] {
            face.name = name
            face.frame = card.bounds
            face.backgroundColor = .white
            face.cornerRadius = 24
            face.isDoubleSided = false
            face.shadowColor = Color(hex: "#B0486A")!
            face.shadowOpacity = 0.18
            face.shadowRadius = 14
            face.shadowOffset = Size(width: 0, height: 8)
            face.shadowPath = BezierPath(roundedRect: card.bounds, cornerRadius: 24)
            card.addSublayer(face)
        }
        back.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)

        // The front: the loading state.
        placeholder.name = "placeholder"
        front.addSublayer(placeholder.layer)
        front.addSublayer(loadingRing.replicator)

        // The back: the product, its picture hidden by a circular mask until revealed.
        productImage.name = "productImage"
        productImage.frame = Self.imageFrame
        productImage.cornerRadius = 18
        productImage.colors = [Color(hex: "#FFE3C4")!, Color(hex: "#FFB3C6")!]
        productImage.startPoint = Point(x: 0, y: 0)
        productImage.endPoint = Point(x: 1, y: 1)
        for (x, y, r) in [(40.0, 44.0, 10.0), (222, 62, 7), (206, 160, 12), (58, 150, 6)] {
            let sparkle = Layer()
            sparkle.frame = Rect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)
            sparkle.cornerRadius = r
            sparkle.backgroundColor = Color.white.withAlphaComponent(0.55)
            productImage.addSublayer(sparkle)
        }
        productImage.addSublayer(BobaIllustration.make(frame: Rect(x: 84, y: 14, width: 100, height: 176)))
        reveal.name = "reveal"
        reveal.frame = productImage.bounds
        reveal.path = Self.revealPath(radius: Self.revealRadius.start)
        reveal.fillColor = .black
        productImage.mask = reveal
        back.addSublayer(productImage)

        for label in [
            named(
                "productName",
                Label(
                    "Brown Sugar Boba", frame: Rect(x: 20, y: 230, width: 260, height: 30), size: 24, bold: true,
                    color: Palette.ink)),
            named(
                "productNameZh",
                Label(
                    "黑糖珍珠鲜奶茶 · 大杯", frame: Rect(x: 20, y: 262, width: 260, height: 24), size: 17,
                    color: Palette.muted)),
            named(
                "price",
                Label(
                    "¥18", frame: Rect(x: 20, y: 290, width: 80, height: 36), size: 28, bold: true,
                    color: Palette.accent)),
            named(
                "oldPrice",
                Label("¥36", frame: Rect(x: 88, y: 300, width: 60, height: 22), size: 16, color: Palette.muted)),
        ] {
            back.addSublayer(label.layer)
        }
        let strike = ShapeLayer()
        strike.frame = Rect(x: 88, y: 300, width: 40, height: 22)
        var line = BezierPath()
        line.move(to: Point(x: 0, y: 11))
        line.addLine(to: Point(x: 34, y: 11))
        strike.path = line
        strike.strokeColor = Palette.muted
        strike.lineWidth = 1.5
        back.addSublayer(strike)

        shopButton.name = "shopButton"
        shopButton.backgroundColor = Palette.accent
        shopButton.layer.cornerRadius = 24
        let buttonTitle = Label(
            "Shop now · 立即抢购", frame: Rect(x: 0, y: 13, width: 260, height: 24), size: 18, bold: true, color: .white,
            alignment: .center)
        shopButton.addSubview(named("label", buttonTitle))
        back.addSublayer(shopButton.layer)

        // The badge, hidden until the celebration pops it.
        badge.name = "badge"
        badge.backgroundColor = Palette.sun
        badge.layer.cornerRadius = 44
        badge.layer.borderWidth = 3
        badge.layer.borderColor = .white
        badge.addSubview(
            named(
                "percent",
                Label(
                    "50%", frame: Rect(x: 0, y: 18, width: 88, height: 34), size: 28, bold: true, color: Palette.ink,
                    alignment: .center)))
        badge.addSubview(
            named(
                "caption",
                Label(
                    "OFF 半价", frame: Rect(x: 0, y: 52, width: 88, height: 18), size: 13, bold: true, color: Palette.ink,
                    alignment: .center)))
        badge.transform = AffineTransform(scaleX: Self.badgeStartScale, y: Self.badgeStartScale)
        badge.isHidden = true
        view.addSubview(badge)

        view.addSubview(
            named(
                "footer",
                Label(
                    "Today only · 仅限今日", frame: Rect(x: 0, y: 572, width: bounds.width, height: 22), size: 15,
                    color: Palette.muted, alignment: .center)))
    }

    private func named<V: View>(_ name: String, _ view: V) -> V {
        view.name = name
        return view
    }

    // MARK: - The script's steps

    /// `viewWillAppear`: the header slides up into place while the placeholder shimmers and
    /// the ring spins.
    func startLoading() {
        placeholder.startShimmering()
        loadingRing.startAnimating()
        View.animate(withDuration: 0.6, delay: 0.2, options: [.curveEaseOut]) {
            self.header.alpha = 1
            self.header.center = Point(x: self.header.center.x, y: self.header.center.y - 16)
        }
    }

    /// The product arrived: the card turns over (`transform.rotation.y` 0 → π under the
    /// container's perspective, held at π by `fillMode = .forwards` and
    /// `isRemovedOnCompletion = false`, as flip code usually writes it), and when it has
    /// turned, the loading animations stop and the picture is revealed.
    func productDidLoad() {
        Transaction.begin()
        Transaction.setCompletionBlock { [unowned self] in
            self.placeholder.stopShimmering()
            self.loadingRing.stopAnimating()
            self.revealProduct()
        }
        var flip = BasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = 0.0
        flip.toValue = Double.pi
        flip.duration = PromoCardClip.flipDuration
        flip.timingFunction = .easeInEaseOut
        flip.fillMode = .forwards
        flip.isRemovedOnCompletion = false
        card.add(flip, forKey: "flip")
        Transaction.commit()
    }

    /// The picture grows out of its centre: the mask's circle from radius 0 to 170, ease out.
    func revealProduct() {
        var grow = BasicAnimation(keyPath: "path")
        grow.fromValue = reveal.path
        grow.toValue = Self.revealPath(radius: Self.revealRadius.end)
        grow.duration = PromoCardClip.revealDuration
        grow.timingFunction = .easeOut
        reveal.path = Self.revealPath(radius: Self.revealRadius.end)
        reveal.add(grow, forKey: "path")
    }

    /// The badge pops in on a spring and confetti falls from above the screen.
    func celebrate(now: Double) {
        badge.isHidden = false
        View.animate(
            withDuration: PromoCardClip.badgeDuration, delay: 0, usingSpringWithDamping: PromoCardClip.badgeDamping,
            initialSpringVelocity: PromoCardClip.badgeVelocity, options: []
        ) {
            self.badge.transform = .identity
        }

        let emitter = EmitterLayer()
        emitter.name = "confetti"
        emitter.frame = view.bounds
        emitter.emitterPosition = Point(x: view.bounds.midX, y: -16)
        emitter.emitterShape = .line
        emitter.emitterSize = Size(width: view.bounds.width, height: 1)
        emitter.beginTime = now  // CACurrentMediaTime(): emission starts now, not at the clip's start
        emitter.seed = 14
        let pieces = ["confetti", "confetti_dot"]
        emitter.emitterCells = Palette.confetti.enumerated().map { i, color in
            var cell = EmitterCell()
            cell.name = "piece\(i)"
            cell.birthRate = PromoCardClip.confettiBirthRate
            cell.lifetime = 4.5
            cell.velocity = 170
            cell.velocityRange = 70
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 5
            cell.yAcceleration = 110
            cell.spin = 3
            cell.spinRange = 7
            cell.scale = 1
            cell.scaleRange = 0.35
            cell.alphaSpeed = -0.12
            cell.color = color
            cell.contents = Assets.named(pieces[i % pieces.count])
            cell.contentsScale = 2
            return cell
        }
        view.layer.addSublayer(emitter)
        confetti = emitter
    }

    /// The burst ends: no more births (particles in the air fall on).
    func stopConfetti() {
        Transaction.begin()
        Transaction.setDisableActions(true)
        confetti?.birthRate = 0
        Transaction.commit()
    }

    /// The call to action breathes: 1 → 1.06 and back, for ever.
    func pulseShopButton() {
        View.animate(
            withDuration: PromoCardClip.pulseHalfPeriod, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut]
        ) {
            self.shopButton.transform = AffineTransform(scaleX: Self.pulseScale, y: Self.pulseScale)
        }
    }
}
