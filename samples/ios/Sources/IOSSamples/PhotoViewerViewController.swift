import UIKit

/// A grid of photos that opens one full screen over a black backdrop; dragging the photo down
/// dismisses it interactively, as Photos does: the photo follows the finger and the backdrop
/// fades (a `UIPercentDrivenInteractiveTransition` driving a linear dismissal animator), and
/// lifting past half way finishes the dismissal, else the photo returns.
public final class PhotoGridViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.name = "grid"
        let side: CGFloat = 56
        for index in 0..<15 {
            let tile = PhotoView(
                frame: CGRect(
                    x: 4 + CGFloat(index % 3) * (side + 2), y: 24 + CGFloat(index / 3) * (side + 2), width: side,
                    height: side))
            tile.hue = 0.5 + CGFloat(index % 5) / 40
            view.addSubview(tile)
        }
    }

    /// Opens the photo viewer with a cross-dissolve.
    public func openPhoto() {
        let viewer = PhotoViewerViewController()
        viewer.modalPresentationStyle = .overFullScreen
        viewer.modalTransitionStyle = .crossDissolve
        viewer.transitioningDelegate = viewer
        present(viewer, animated: true)
    }
}

/// One photo, drawn as a landscape: a sky, a sun and a hill, tinted by `hue`.
public final class PhotoView: UIView {
    private let sky = CALayer()
    private let sun = CAShapeLayer()
    private let hill = CAShapeLayer()

    public var hue: CGFloat = 0.55 {
        didSet { paint() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        layer.cornerRadius = 3
        for part in [sky, sun, hill] { layer.addSublayer(part) }
        paint()
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        // Sublayers follow the bounds at once (a layer's frame and path would animate implicitly).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let size = bounds.size
        sky.frame = bounds
        let radius = size.width * 0.09
        sun.path =
            UIBezierPath(
                ovalIn: CGRect(x: size.width * 0.68, y: size.height * 0.2, width: 2 * radius, height: 2 * radius)
            ).cgPath
        let ground = UIBezierPath()
        ground.move(to: CGPoint(x: 0, y: size.height * 0.72))
        ground.addQuadCurve(
            to: CGPoint(x: size.width, y: size.height * 0.62),
            controlPoint: CGPoint(x: size.width * 0.45, y: size.height * 0.45))
        ground.addLine(to: CGPoint(x: size.width, y: size.height))
        ground.addLine(to: CGPoint(x: 0, y: size.height))
        ground.close()
        hill.path = ground.cgPath
    }

    private func paint() {
        sky.backgroundColor = UIColor(hue: hue, saturation: 0.45, brightness: 0.97, alpha: 1).cgColor
        sun.fillColor = UIColor(hue: 0.12, saturation: 0.7, brightness: 1, alpha: 1).cgColor
        hill.fillColor =
            UIColor(
                hue: (hue + 0.3).truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 0.6,
                alpha: 1
            ).cgColor
    }
}

/// The full-screen photo. Its touches drive the dismissal: the first move starts it, each move
/// sets the fraction dragged (of the screen's height), and the lift finishes or cancels it.
public final class PhotoViewerViewController: UIViewController, UIViewControllerTransitioningDelegate {
    public let photo = PhotoView()
    private let interaction = UIPercentDrivenInteractiveTransition()
    private var dragStart: CGPoint?
    private var isDismissing = false

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.layer.name = "viewer"
        photo.layer.name = "photo"
        photo.layer.cornerRadius = 0
        let width = view.bounds.width
        photo.frame = CGRect(x: 0, y: (view.bounds.height - width * 0.75) / 2, width: width, height: width * 0.75)
        view.addSubview(photo)
    }

    private func fraction(of touch: UITouch) -> CGFloat {
        guard let start = dragStart else { return 0 }
        return max(touch.location(in: nil).y - start.y, 0) / view.bounds.height
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        dragStart = touches.first?.location(in: nil)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if !isDismissing {
            isDismissing = true
            dismiss(animated: true)
        }
        interaction.update(fraction(of: touch))
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isDismissing, let touch = touches.first else { return }
        isDismissing = false
        if fraction(of: touch) > 0.5 { interaction.finish() } else { interaction.cancel() }
        dragStart = nil
    }

    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        PhotoDismissAnimator()
    }

    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        isDismissing ? interaction : nil
    }
}

/// Slides the photo down by the screen's height and fades the backdrop, linearly so that the
/// photo stays under the finger while the dismissal is interactive.
final class PhotoDismissAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.45
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let viewer = transitionContext.viewController(forKey: .from) as? PhotoViewerViewController else {
            transitionContext.completeTransition(false)
            return
        }
        let height = transitionContext.containerView.bounds.height
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
            animations: {
                viewer.photo.center.y += height
                viewer.view.backgroundColor = UIColor.black.withAlphaComponent(0)
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
