import UIKit

/// A settings card in the system palette that turns dark: the screen, the card, its labels and its
/// switch use semantic colours (`.systemGroupedBackground`, `.label`, `.secondaryLabel`,
/// `.separator`) and one dynamic accent, so setting `overrideUserInterfaceStyle = .dark` inside
/// `UIView.transition(with:duration:options: .transitionCrossDissolve)` redraws everything in the
/// dark palette through a dissolve. The card's border is a `CGColor`, which resolves once, so
/// `traitCollectionDidChange(_:)` sets it again, as apps must.
public final class ThemeCardView: UIView {
    public static let duration: TimeInterval = 0.5
    /// The switch's "on" colour: blue in light mode, orange in dark.
    public static let accent = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 1.0, green: 0.62, blue: 0.04, alpha: 1)
            : UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
    }

    public let card = UIView()
    public let track = UIView()
    public let knob = UIView()
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    public private(set) var isDark = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground

        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 14
        card.layer.borderWidth = 1
        card.layer.borderColor = UIColor.separator.cgColor
        card.layer.name = "card"
        addSubview(card)

        titleLabel.text = "Dark Mode"
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.textColor = .label
        card.addSubview(titleLabel)

        detailLabel.text = "Easier at night"
        detailLabel.font = .systemFont(ofSize: 11)
        detailLabel.textColor = .secondaryLabel
        card.addSubview(detailLabel)

        track.backgroundColor = .systemFill
        track.layer.cornerRadius = 12
        track.layer.name = "track"
        card.addSubview(track)

        knob.backgroundColor = .white
        knob.layer.cornerRadius = 10
        knob.layer.shadowColor = UIColor.black.cgColor
        knob.layer.shadowOpacity = 0.2
        knob.layer.shadowRadius = 2
        knob.layer.shadowOffset = CGSize(width: 0, height: 1)
        knob.layer.name = "knob"
        track.addSubview(knob)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = CGRect(x: 16, y: bounds.midY - 36, width: bounds.width - 32, height: 72)
        titleLabel.frame = CGRect(x: 14, y: 16, width: card.bounds.width - 76, height: 20)
        detailLabel.frame = CGRect(x: 14, y: 38, width: card.bounds.width - 76, height: 16)
        track.frame = CGRect(x: card.bounds.width - 58, y: 24, width: 44, height: 24)
        knob.frame = CGRect(x: isDark ? 22 : 2, y: 2, width: 20, height: 20)
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            card.layer.borderColor = UIColor.separator.cgColor
        }
    }

    /// Turns the switch on: the knob slides over on a spring while the whole screen dissolves
    /// into the dark palette.
    public func switchToDark() {
        isDark = true
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
            options: [.curveEaseOut],
            animations: {
                self.knob.frame.origin.x = 22
                self.track.backgroundColor = Self.accent
            })
        UIView.transition(
            with: self, duration: Self.duration, options: [.transitionCrossDissolve],
            animations: {
                self.overrideUserInterfaceStyle = .dark
            })
    }
}
