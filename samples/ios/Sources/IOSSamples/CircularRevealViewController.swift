import UIKit

/// Presents a details screen with a circular reveal from the button that opens it: a custom
/// `UIViewControllerAnimatedTransitioning` grows (on dismissal, shrinks) a `CAShapeLayer` mask's
/// circle with a `CABasicAnimation` of its `path`, and completes the transition from
/// `CATransaction`'s completion block.
public final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    public static let duration: TimeInterval = 0.6
    public let origin: CGPoint
    public let isPresenting: Bool

    public init(origin: CGPoint, isPresenting: Bool) {
        self.origin = origin
        self.isPresenting = isPresenting
    }

    public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let revealed = transitionContext.view(forKey: isPresenting ? .to : .from) else { return }
        if isPresenting, let details = transitionContext.viewController(forKey: .to) {
            revealed.frame = transitionContext.finalFrame(for: details)
            container.addSubview(revealed)
        }
        let bounds = container.bounds
        let radius = hypot(max(origin.x, bounds.width - origin.x), max(origin.y, bounds.height - origin.y))
        let dot = UIBezierPath(ovalIn: CGRect(x: origin.x - 1, y: origin.y - 1, width: 2, height: 2)).cgPath
        let full = UIBezierPath(
            ovalIn: CGRect(x: origin.x - radius, y: origin.y - radius, width: 2 * radius, height: 2 * radius)
        ).cgPath
        let mask = CAShapeLayer()
        mask.frame = revealed.bounds
        mask.path = isPresenting ? full : dot
        revealed.layer.mask = mask

        let circle = CABasicAnimation(keyPath: "path")
        circle.fromValue = isPresenting ? dot : full
        circle.toValue = isPresenting ? full : dot
        circle.duration = transitionDuration(using: transitionContext)
        circle.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            revealed.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        mask.add(circle, forKey: "reveal")
        CATransaction.commit()
    }
}

/// The screen with the round button; it is the details screen's transitioning delegate.
public final class RevealHomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    public let button = UIView()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        view.layer.name = "home"
        button.backgroundColor = UIColor(red: 1.0, green: 0.58, blue: 0.0, alpha: 1)
        button.layer.cornerRadius = 22
        button.layer.name = "button"
        view.addSubview(button)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        button.frame = CGRect(x: view.bounds.width - 64, y: view.bounds.height - 64, width: 44, height: 44)
    }

    public func openDetails() {
        let details = RevealDetailsViewController()
        details.modalPresentationStyle = .custom
        details.transitioningDelegate = self
        present(details, animated: true)
    }

    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(origin: button.center, isPresenting: true)
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        CircularRevealAnimator(origin: button.center, isPresenting: false)
    }
}

/// The details screen: the button's colour, with a title.
public final class RevealDetailsViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 1.0, green: 0.58, blue: 0.0, alpha: 1)
        view.layer.name = "details"
        let title = UILabel(frame: CGRect(x: 0, y: 40, width: view.bounds.width, height: 40))
        title.text = "Details"
        title.textColor = .white
        title.textAlignment = .center
        title.font = UIFont.boldSystemFont(ofSize: 24)
        view.addSubview(title)
    }
}
