import UIKit

/// A price tag as a shop's product cell shows it: a rounded card on the system background, a
/// coloured stripe, and a badge that says the item is on sale.
public final class PriceTagView: UIView {
    public let stripe = UIView()
    public let badge = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        layer.cornerRadius = 16
        layer.borderWidth = 2
        layer.borderColor = UIColor.separator.cgColor
        stripe.backgroundColor = .label
        badge.backgroundColor = UIColor(red: 0.95, green: 0.3, blue: 0.2, alpha: 1)
        badge.layer.cornerRadius = 12
        addSubview(stripe)
        addSubview(badge)
    }

    public required init?(coder: NSCoder) { nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        stripe.frame = CGRect(x: 16, y: bounds.height - 28, width: bounds.width - 32, height: 12)
        badge.frame = CGRect(x: bounds.width - 40, y: 16, width: 24, height: 24)
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 160, height: 100) }
}
