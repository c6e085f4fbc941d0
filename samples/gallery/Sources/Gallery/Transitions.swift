import ReelCore

/// Four cards changing their content under the four `CATransition` types, as app code writes
/// them (views whose subviews are swapped in one event):
///
/// ```swift
/// UIView.transition(with: fadeCard, duration: 1, options: .transitionCrossDissolve) {
///     fadeCard.backgroundColor = .systemPink
///     circle.removeFromSuperview(); fadeCard.addSubview(square)
/// }
/// let push = CATransition()
/// push.type = .push; push.subtype = .fromRight; push.duration = 1
/// pushCard.layer.add(push, forKey: kCATransition)
/// pushCard.backgroundColor = .systemPink
/// circle.removeFromSuperview(); pushCard.addSubview(square)
/// ```
/// `moveIn` comes from the top and `reveal` from the bottom; every card clips to its bounds
/// (`clipsToBounds`), so the renderings slide through the card's window.
public enum Transitions {
    public static let name = "transitions"
    public static let background = Color(hex: "#1c1c1e")!
    public static let before = Color(hex: "#0a84ff")!
    public static let after = Color(hex: "#ff375f")!
    /// When the cards change, and how long the transitions take (linear).
    public static let start = 0.5
    public static let duration = 1.0
    /// The cards' frames: fade, moveIn (from the top), push (from the right), reveal (from the bottom).
    public static let frames = [
        Rect(x: 10, y: 10, width: 105, height: 105), Rect(x: 125, y: 10, width: 105, height: 105),
        Rect(x: 10, y: 125, width: 105, height: 105), Rect(x: 125, y: 125, width: 105, height: 105),
    ]
    public static let kinds: [(name: String, type: TransitionType, subtype: TransitionSubtype?)] = [
        ("fade", .fade, nil), ("moveIn", .moveIn, .fromTop), ("push", .push, .fromRight),
        ("reveal", .reveal, .fromBottom),
    ]

    public static func stage(duration clip: Double = 2) -> Stage {
        let root = Layer()
        root.frame = Rect(origin: .zero, size: Gallery.canvas)
        root.backgroundColor = background
        let stage = Stage(size: Gallery.canvas, fps: 30, duration: clip, rootLayer: root)

        for (i, kind) in kinds.enumerated() {
            let card = View(frame: frames[i])
            card.name = kind.name
            card.backgroundColor = before
            card.clipsToBounds = true
            card.layer.cornerRadius = 14
            root.addSublayer(card.layer)
            let circle = View(frame: Rect(x: 32, y: 32, width: 41, height: 41))
            circle.name = "glyph"
            circle.backgroundColor = .white
            circle.layer.cornerRadius = 20.5
            card.addSubview(circle)
            let square = View(frame: Rect(x: 30, y: 30, width: 45, height: 45))
            square.name = "glyph"
            square.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
            square.layer.cornerRadius = 4

            stage.at(start) {
                func swap() {
                    card.backgroundColor = after
                    circle.removeFromSuperview()
                    card.addSubview(square)
                }
                if kind.type == .fade {
                    View.transition(
                        with: card, duration: duration, options: [.transitionCrossDissolve, .curveLinear],
                        animations: swap)
                } else {
                    var transition = Transition(type: kind.type, subtype: kind.subtype)
                    transition.duration = duration
                    card.layer.add(transition, forKey: Transition.key)
                    swap()
                }
            }
        }
        return stage
    }
}
