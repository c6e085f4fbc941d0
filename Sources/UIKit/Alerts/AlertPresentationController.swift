import Foundation

/// While an alert shows, the presenter's view has its tint dimmed (`tintAdjustmentMode`
/// `.dimmed`), as UIKit dims the tint behind an alert: from the start of the presentation to the
/// start of the dismissal, animated or not.
final class AlertPresentationController: UIPresentationController {
    override func presentationTransitionWillBegin() {
        presentingViewController.viewIfLoaded?.tintAdjustmentMode = .dimmed
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { presentingViewController.viewIfLoaded?.tintAdjustmentMode = .automatic }
    }

    override func dismissalTransitionWillBegin() {
        presentingViewController.viewIfLoaded?.tintAdjustmentMode = .automatic
    }
}
