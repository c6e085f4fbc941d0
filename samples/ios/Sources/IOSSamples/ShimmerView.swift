import UIKit

/// A skeleton placeholder with a band of full colour sweeping across it, the rest faded: the
/// view is masked by a horizontal `CAGradientLayer` whose `locations` move from left to right.
public final class ShimmerView: UIView {
    public static let dimAlpha: CGFloat = 0.35
    public static let fromLocations: [NSNumber] = [-1.0, -0.5, 0.0]
    public static let toLocations: [NSNumber] = [1.0, 1.5, 2.0]
    public static let sweepDuration: CFTimeInterval = 1.5

    private let gradient = CAGradientLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.78, green: 0.78, blue: 0.80, alpha: 1)
        layer.cornerRadius = 12
        gradient.name = "shimmer"
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.colors = [
            UIColor(white: 0, alpha: Self.dimAlpha).cgColor,
            UIColor.black.cgColor,
            UIColor(white: 0, alpha: Self.dimAlpha).cgColor,
        ]
        gradient.locations = [0, 0.5, 1]
        layer.mask = gradient
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
    }

    public func startShimmering() {
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = Self.fromLocations
        sweep.toValue = Self.toLocations
        sweep.duration = Self.sweepDuration
        sweep.repeatCount = .infinity
        gradient.add(sweep, forKey: "shimmer")
    }
}
