import ReelCore

extension Gallery {
    /// A stack of cards that tilts back to show its depth, as app code builds one with a
    /// `CATransformLayer`: three cards at `zPosition` 0, 30 and 60 in one 3-D space (sorted
    /// by depth, not by sublayer order), the stack animated on `transform.rotation.x` under a
    /// container's `sublayerTransform.m34` perspective, the top card lifted on
    /// `transform.translation.z` and shrunk on `transform.scale.x` / `.y`.
    ///
    /// ```swift
    /// var perspective = CATransform3DIdentity
    /// perspective.m34 = -1 / 400
    /// container.sublayerTransform = perspective
    /// let stack = CATransformLayer()
    /// for (i, card) in cards.enumerated() { card.zPosition = CGFloat(i) * 30; stack.addSublayer(card) }
    /// let tilt = CABasicAnimation(keyPath: "transform.rotation.x")
    /// tilt.toValue = 1.0; tilt.duration = 1.2; tilt.autoreverses = true; tilt.repeatCount = .infinity
    /// tilt.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    /// stack.add(tilt, forKey: "tilt")
    /// let lift = CABasicAnimation(keyPath: "transform.translation.z")   // and scale.x, scale.y
    /// ```
    public enum DepthStack {
        public static let name = "depth-stack"
        public static let period = 1.2
        public static let eyeDistance = 400.0
        public static let tilt = 1.0
        public static let spacing = 30.0
        public static let lift = 30.0
        public static let shrink = 0.8
        public static let cardSide = 120.0
        public static let background = Color(hex: "#f2f2f7")!
        /// Bottom to top.
        public static let colors = ["#0a84ff", "#30d158", "#ff9f0a"].map { Color(hex: $0)! }

        /// The eased progress of every animation at time t: 0 → 1 over `period`, then back.
        public static func progress(at t: Double) -> Double {
            let local = t.truncatingRemainder(dividingBy: 2 * period)
            let phase = local < period ? local / period : (2 * period - local) / period
            return TimingFunction.easeInEaseOut.value(at: phase)
        }

        static func animation(_ keyPath: String, from: Double, to: Double) -> BasicAnimation {
            var a = BasicAnimation(keyPath: keyPath)
            a.fromValue = from
            a.toValue = to
            a.duration = period
            a.autoreverses = true
            a.repeatCount = .infinity
            a.timingFunction = .easeInEaseOut
            return a
        }

        public static func stage() -> Stage {
            let root = Layer()
            root.frame = Rect(origin: .zero, size: Gallery.canvas)
            root.backgroundColor = background
            let stage = Stage(size: Gallery.canvas, fps: 15, duration: 2 * period, rootLayer: root)

            let container = Gallery.perspectiveContainer(in: root, eyeDistance: eyeDistance)

            let stack = TransformLayer()
            stack.name = "stack"
            stack.frame = Rect(
                x: (Gallery.canvas.width - cardSide) / 2, y: (Gallery.canvas.height - cardSide) / 2, width: cardSide,
                height: cardSide)
            stack.add(animation("transform.rotation.x", from: 0, to: tilt), forKey: "tilt")
            container.addSublayer(stack)

            // Added top first: the depth sort, not the order, puts the top card in front.
            for (i, color) in colors.enumerated().reversed() {
                let card = Layer()
                card.name = "card\(i)"
                card.frame = stack.bounds
                card.backgroundColor = color
                card.cornerRadius = 14
                card.zPosition = Double(i) * spacing
                if i == colors.count - 1 {
                    card.add(animation("transform.translation.z", from: 0, to: lift), forKey: "lift")
                    card.add(animation("transform.scale.x", from: 1, to: shrink), forKey: "shrinkX")
                    card.add(animation("transform.scale.y", from: 1, to: shrink), forKey: "shrinkY")
                }
                stack.addSublayer(card)
            }
            return stage
        }
    }
}
