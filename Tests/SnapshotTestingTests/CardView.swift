import UIKit

/// A view as an app would have one: a rounded card with a coloured badge and a bar laid out
/// in `layoutSubviews()`.
final class CardView: UIView {
    let badge = UIView()
    let bar = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        layer.cornerRadius = 12
        layer.borderWidth = 2
        layer.borderColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1).cgColor
        badge.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        bar.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        addSubview(badge)
        addSubview(bar)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        bar.frame = CGRect(x: 10, y: bounds.height - 20, width: bounds.width - 20, height: 10)
    }

    /// 120 × 80 points when asked to fit.
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 120, height: 80) }
}
