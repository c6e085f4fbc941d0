import UIKit

/// A half-height sheet over a dimmed screen: a `UIPresentationController` adds the dimming view
/// to the container, fades it alongside the transition with the transition coordinator, and
/// places the sheet with `frameOfPresentedViewInContainerView`; the default cover-vertical
/// animation slides the sheet up to it.
public final class HalfSheetPresentationController: UIPresentationController {
    public let dimming = UIView()

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let height = max(presentedViewController.preferredContentSize.height, bounds.height / 2)
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    public override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimming.frame = containerView.bounds
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.layer.name = "dimming"
        containerView.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 0.4
        })
    }

    public override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 0
        })
    }

    public override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.layer.cornerRadius = 16
    }
}

/// A list screen that opens its filters as a half sheet.
public final class FiltersHostViewController: UIViewController, UIViewControllerTransitioningDelegate {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        view.layer.name = "list"
        for row in 0..<6 {
            let cell = UIView(frame: CGRect(x: 16, y: 32 + CGFloat(row) * 44, width: 148, height: 32))
            cell.backgroundColor = .white
            cell.layer.cornerRadius = 8
            view.addSubview(cell)
        }
    }

    public func showFilters() {
        let filters = UIViewController()
        filters.view.backgroundColor = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
        filters.view.layer.name = "filters"
        filters.preferredContentSize = CGSize(width: 0, height: 180)
        filters.modalPresentationStyle = .custom
        filters.transitioningDelegate = self
        present(filters, animated: true)
    }

    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
