import UIKit

/// A "Follow" button made from iOS 15's `UIButton.Configuration`: a filled capsule that dips to
/// 92 % on touch-down and springs back on touch-up-inside (iOS 17's
/// `animate(springDuration:bounce:)`), turning into a tinted "Following" button.
public final class FollowButtonView: UIView {
    public static let pressedScale: CGFloat = 0.92
    public static let springDuration: TimeInterval = 0.5
    public static let bounce: CGFloat = 0.4

    public let button: UIButton

    public override init(frame: CGRect) {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .systemIndigo
        button = UIButton(configuration: configuration)
        super.init(frame: frame)
        button.layer.name = "button"
        button.center = CGPoint(x: bounds.midX, y: bounds.midY)
        addSubview(button)
        button.addAction(UIAction { [unowned self] _ in press() }, for: .touchDown)
        button.addAction(UIAction { [unowned self] _ in release() }, for: .touchUpInside)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func press() {
        UIView.animate(withDuration: 0.1) {
            self.button.transform = CGAffineTransform(scaleX: Self.pressedScale, y: Self.pressedScale)
        }
    }

    private func release() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Following"
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .systemIndigo
        configuration.baseForegroundColor = .systemIndigo
        button.configuration = configuration
        let center = button.center
        button.bounds.size = button.intrinsicContentSize
        button.center = center
        UIView.animate(springDuration: Self.springDuration, bounce: Self.bounce) {
            self.button.transform = .identity
        }
    }
}
