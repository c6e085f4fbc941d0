import Foundation

/// Modal presentation: the work behind `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`.
///
/// A presentation adds a container view on top of the window (UIKit's transition view) and
/// hands it, with both controllers, to the animator: the presented controller's transitioning
/// delegate's, else the default one for `modalTransitionStyle`. Appearance calls follow UIKit:
/// `viewWillAppear` of the presented controller (and `viewWillDisappear` of the presenter when
/// the style removes its view) before the animation, the `did` calls when the animator calls
/// `completeTransition(true)`, then `completion`. Dismissal runs the same in reverse.
extension UIViewController {
    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard presentedViewController == nil else {
            warn("Attempt to present \(presented) on \(self) which is already presenting \(presentedViewController!)")
            return
        }
        guard let window = viewIfLoaded?.window else {
            warn("Attempt to present \(presented) on \(self) whose view is not in the window hierarchy")
            return
        }
        let style = presented.modalPresentationStyle
        let container = UIView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        presentedViewController = presented
        presented.presentingViewController = self
        presented.presentationContainer = container
        let toView = presented.view!
        let fromView = style.removesPresenterView ? view : nil
        if let fromView, let superview = fromView.superview {
            hiddenPresenterPlace = PresenterPlace(
                superview: superview, index: superview.subviews.firstIndex { $0 === fromView } ?? 0)
        }
        let context = TransitionContext(
            container: container, from: (self, fromView), to: (presented, toView), animated: animated, style: style
        ) { [self] completed in
            finishPresentation(of: presented, completed: completed, completion: completion)
        }
        context.setFrames(of: presented, initial: .zero, final: container.bounds)
        context.setFrames(of: self, initial: window.bounds, final: window.bounds)
        presented.beginAppearance(true, animated: animated)
        if style.removesPresenterView { beginAppearance(false, animated: animated) }
        let animator =
            presented.transitioningDelegate?.animationController(
                forPresented: presented, presenting: self, source: self)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: true)
        presented.activeAnimator = animator
        if animated {
            animator.animateTransition(using: context)
        } else {
            toView.frame = container.bounds
            container.addSubview(toView)
            context.completeTransition(true)
        }
    }

    private func finishPresentation(of presented: UIViewController, completed: Bool, completion: (() -> Void)?) {
        let animator = presented.activeAnimator
        presented.activeAnimator = nil
        let style = presented.modalPresentationStyle
        if completed {
            if presented.viewIfLoaded?.superview == nil, let container = presented.presentationContainer {
                presented.view.frame = container.bounds
                container.addSubview(presented.view)
            }
            if style.removesPresenterView {
                viewIfLoaded?.removeFromSuperview()
                endAppearance()
            }
            presented.endAppearance()
        } else {
            presented.beginAppearance(false, animated: false)
            presented.viewIfLoaded?.removeFromSuperview()
            presented.endAppearance()
            presented.presentationContainer?.removeFromSuperview()
            presented.presentationContainer = nil
            restorePresenterView()
            if style.removesPresenterView {
                beginAppearance(true, animated: false)
                endAppearance()
            }
            presentedViewController = nil
            presented.presentingViewController = nil
        }
        animator?.animationEnded(completed)
        if completed { completion?() }
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentedViewController else {
            presentingViewController?.performDismissal(animated: animated, completion: completion)
            return
        }
        if presented.presentedViewController != nil {
            // UIKit dismisses the whole stack above, animating only the top one.
            presented.performDismissal(animated: false, completion: nil)
        }
        guard let container = presented.presentationContainer, presented.activeAnimator == nil else { return }
        let style = presented.modalPresentationStyle
        restorePresenterView()
        let toView = style.removesPresenterView ? viewIfLoaded : nil
        let context = TransitionContext(
            container: container, from: (presented, presented.view), to: (self, toView), animated: animated,
            style: style
        ) { [self] completed in
            finishDismissal(of: presented, completed: completed, completion: completion)
        }
        context.setFrames(of: presented, initial: presented.view.frame, final: .zero)
        context.setFrames(of: self, initial: .zero, final: container.bounds)
        presented.beginAppearance(false, animated: animated)
        if style.removesPresenterView { beginAppearance(true, animated: animated) }
        let animator =
            presented.transitioningDelegate?.animationController(forDismissed: presented)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: false)
        presented.activeAnimator = animator
        if animated {
            animator.animateTransition(using: context)
        } else {
            context.completeTransition(true)
        }
    }

    private func finishDismissal(of presented: UIViewController, completed: Bool, completion: (() -> Void)?) {
        let animator = presented.activeAnimator
        presented.activeAnimator = nil
        let style = presented.modalPresentationStyle
        if completed {
            presented.viewIfLoaded?.removeFromSuperview()
            presented.presentationContainer?.removeFromSuperview()
            presented.presentationContainer = nil
            restorePresenterView()
            hiddenPresenterPlace = nil
            presented.endAppearance()
            if style.removesPresenterView { endAppearance() }
            presentedViewController = nil
            presented.presentingViewController = nil
        } else {
            if style.removesPresenterView {
                viewIfLoaded?.removeFromSuperview()
                beginAppearance(false, animated: false)
                endAppearance()
            }
            presented.beginAppearance(true, animated: false)
            presented.endAppearance()
        }
        animator?.animationEnded(completed)
        if completed { completion?() }
    }

    /// Puts the presenter's view back where it was before a full-screen presentation took it
    /// off (an animator may have moved it into the container).
    private func restorePresenterView() {
        guard let place = hiddenPresenterPlace, let superview = place.superview, let view = viewIfLoaded else { return }
        if view.superview !== superview { superview.insertSubview(view, at: place.index) }
    }

    private func warn(_ message: String) {
        FileHandle.standardError.write(Data("Warning: \(message).\n".utf8))
    }
}
