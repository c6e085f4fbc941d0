import ReelCore

extension Gallery {
    /// The layer styling calls of a card UI, as iOS code writes them:
    /// - a white card with continuous (squircle) corners rounded only at the top
    ///   (`cornerCurve`, `maskedCorners`) and a soft contact shadow from an ellipse
    ///   (`shadowPath`), the shadow being the path's, not the card's shape;
    /// - a sprite sheet played by stepping `contentsRect` through its four frames (a discrete
    ///   key-frame animation), magnified with `magnificationFilter = .nearest` (hard pixels),
    ///   beside the same sprite with the default linear filter, and the whole sheet shrunk
    ///   with `minificationFilter = .trilinear`;
    /// - a chat bubble image stretched by nine-part scaling (`contentsCenter`) as its width
    ///   animates: the corners and the 2-point rim keep their size.
    ///
    /// ```swift
    /// card.layer.cornerRadius = 20
    /// card.layer.cornerCurve = .continuous
    /// card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    /// card.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 10, y: 70, width: 180, height: 16)).cgPath
    /// card.layer.shadowOpacity = 0.35; card.layer.shadowRadius = 6
    /// sprite.contents = UIImage(named: "sprite")?.cgImage
    /// sprite.magnificationFilter = .nearest
    /// let play = CAKeyframeAnimation(keyPath: "contentsRect")
    /// play.values = (0..<4).map { NSValue(cgRect: CGRect(x: CGFloat($0) / 4, y: 0, width: 0.25, height: 1)) }
    /// play.calculationMode = .discrete
    /// play.duration = 0.8; play.repeatCount = .infinity
    /// bubble.contents = UIImage(named: "bubble")?.cgImage
    /// bubble.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
    /// ```
    /// The images, `docs/gallery/assets/sprite.png` (four 8 × 8 frames) and `bubble.png`
    /// (24 × 24), are made by `GalleryTests` with Reel itself.
    public enum CardStyles {
        public static let name = "card-styles"
        public static let duration = 1.6
        public static let background = Color(hex: "#e5e5ea")!
        public static let cardFrame = Rect(x: 20, y: 16, width: 200, height: 100)
        public static let cornerRadius = 20.0
        public static let shadowEllipse = Rect(x: 10, y: 88, width: 180, height: 16)
        /// The sprite sheet: four frames of `spriteSide` pixels side by side, each shown for
        /// `framePeriod / 4` seconds.
        public static let spriteSide = 8
        public static let framePeriod = 0.8
        /// The sprites in the card's coordinates: nearest, linear, and the whole sheet shrunk.
        public static let nearestFrame = Rect(x: 16, y: 20, width: 48, height: 48)
        public static let linearFrame = Rect(x: 76, y: 20, width: 48, height: 48)
        public static let sheetFrame = Rect(x: 136, y: 38, width: 48, height: 12)
        /// The bubble: anchored at its left edge, its width from `bubbleWidths.0` to `.1` and back.
        public static let bubblePosition = Point(x: 20, y: 170)
        public static let bubbleHeight = 56.0
        public static let bubbleWidths = (96.0, 200.0)
        public static let bubbleImageSide = 24
        public static let bubbleCenter = Rect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)

        /// The card; `assets` is the folder holding `sprite.png` and `bubble.png`.
        public static func stage(assets: String) -> Stage {
            let root = Layer()
            root.frame = Rect(origin: .zero, size: Gallery.canvas)
            root.backgroundColor = background
            let stage = Stage(size: Gallery.canvas, fps: 15, duration: duration, rootLayer: root)
            let sprite = Image(path: assets + "/sprite.png")

            let card = Layer()
            card.name = "card"
            card.frame = cardFrame
            card.backgroundColor = .white
            card.cornerRadius = cornerRadius
            card.cornerCurve = .continuous
            card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            card.shadowPath = BezierPath(ovalIn: shadowEllipse)
            card.shadowOpacity = 0.35
            card.shadowRadius = 6
            card.shadowOffset = Size(width: 0, height: 4)
            root.addSublayer(card)

            var play = KeyframeAnimation(keyPath: "contentsRect")
            play.values = (0..<4).map { Rect(x: Double($0) / 4, y: 0, width: 0.25, height: 1) }
            play.calculationMode = .discrete
            play.duration = framePeriod
            play.repeatCount = .infinity

            for (name, frame, filter) in [
                ("nearest", nearestFrame, ContentsFilter.nearest), ("linear", linearFrame, ContentsFilter.linear),
            ] {
                let layer = Layer()
                layer.name = name
                layer.frame = frame
                layer.contents = sprite
                layer.contentsRect = Rect(x: 0, y: 0, width: 0.25, height: 1)
                layer.magnificationFilter = filter
                layer.add(play, forKey: "play")
                card.addSublayer(layer)
            }
            let sheet = Layer()
            sheet.name = "sheet"
            sheet.frame = sheetFrame
            sheet.contents = sprite
            sheet.minificationFilter = .trilinear
            card.addSublayer(sheet)

            let bubble = Layer()
            bubble.name = "bubble"
            bubble.anchorPoint = Point(x: 0, y: 0.5)
            bubble.bounds = Rect(x: 0, y: 0, width: bubbleWidths.0, height: bubbleHeight)
            bubble.position = bubblePosition
            bubble.contents = Image(path: assets + "/bubble.png")
            bubble.contentsCenter = bubbleCenter
            root.addSublayer(bubble)

            var stretch = BasicAnimation(keyPath: "bounds.size.width")
            stretch.fromValue = bubbleWidths.0
            stretch.toValue = bubbleWidths.1
            stretch.duration = duration / 2
            stretch.autoreverses = true
            stretch.timingFunction = .easeInEaseOut
            bubble.add(stretch, forKey: "stretch")
            return stage
        }
    }
}
