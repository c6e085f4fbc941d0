import UIKit

/// A status card that changes from "Uploading" blue to "Done" green with
/// `UIView.transition(with:duration:options:animations:completion:)` and a cross-dissolve.
public final class CrossDissolveView: UIView {
    public static let duration: TimeInterval = 0.8
    public static let before = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
    public static let after = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)

    public let card = UIView()
    public let label = UILabel()
    public private(set) var isDone = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        card.backgroundColor = Self.before
        card.layer.cornerRadius = 16
        card.layer.name = "card"
        card.clipsToBounds = true
        label.text = "Uploading"
        label.textColor = .white
        label.textAlignment = .center
        label.font = UIFont.boldSystemFont(ofSize: 24)
        card.addSubview(label)
        addSubview(card)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = bounds.insetBy(dx: 20, dy: bounds.height * 0.3)
        label.frame = CGRect(x: 0, y: (card.bounds.height - 30) / 2, width: card.bounds.width, height: 30)
    }

    public func finish() {
        UIView.transition(
            with: card, duration: Self.duration, options: [.transitionCrossDissolve],
            animations: {
                self.card.backgroundColor = Self.after
                self.label.text = "Done"
            },
            completion: { finished in
                self.isDone = finished
            })
    }
}
