import Foundation

/// Modal presentation: the work behind `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)`.
///
/// A presentation adds a container view on top of the window (UIKit's transition view) and
/// hands it, with both controllers, to the animator: the presented controller's transitioning
/// delegate's, else the default one for `modalTransitionStyle`. In order, as in UIKit: the
/// appearance calls `viewWillAppear` of the presented controller (and `viewWillDisappear` of the
/// presenter when its view leaves), the presentation controller's
/// `presentationTransitionWillBegin()`, the alongside animations and the animator together; when
/// the animator calls `completeTransition`, the `did` appearance calls,
/// `presentationTransitionDidEnd`, the coordinator's completions, then `completion`. Dismissal
/// runs the same in reverse.
extension UIViewController {
    /// The presentation controller of the presentation showing this controller.
    public var presentationController: UIPresentationController? { presentation }

    /// Whether presenting this controller takes the presenter's view out of the window.
    var removesPresenterView: Bool {
        modalPresentationStyle == .custom
            ? presentation?.shouldRemovePresentersView ?? false : modalPresentationStyle.removesPresenterView
    }

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
        let controller =
            (style == .custom
                ? presented.transitioningDelegate?.presentationController(
                    forPresented: presented, presenting: self, source: self) : nil)
            ?? UIPresentationController(presentedViewController: presented, presenting: self)
        let container = UIView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(container)
        controller.container = container
        presentedViewController = presented
        presented.presentingViewController = self
        presented.presentationContainer = container
        presented.presentation = controller
        let toView = style == .custom ? controller.presentedView ?? presented.view! : presented.view!
        let fromView = presented.removesPresenterView ? view : nil
        if let fromView, let superview = fromView.superview {
            hiddenPresenterPlace = PresenterPlace(
                superview: superview, index: superview.subviews.firstIndex { $0 === fromView } ?? 0)
        }
        let context = TransitionContext(
            container: container, from: (self, fromView), to: (presented, toView), animated: animated, style: style
        ) { [self] completed in
            finishPresentation(of: presented, completed: completed, completion: completion)
        }
        let finalFrame = style == .custom ? controller.frameOfPresentedViewInContainerView : container.bounds
        context.setFrames(of: presented, initial: .zero, final: finalFrame)
        context.setFrames(of: self, initial: window.bounds, final: window.bounds)
        let animator =
            presented.transitioningDelegate?.animationController(
                forPresented: presented, presenting: self, source: self)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: true)
        begin(context, animator: animator, between: self, and: presented)
        presented.movement = .beingPresented
        presented.beginAppearance(true, animated: animated)
        if presented.removesPresenterView { beginAppearance(false, animated: animated) }
        controller.presentationTransitionWillBegin()
        controller.containerViewWillLayoutSubviews()
        controller.containerViewDidLayoutSubviews()
        let interaction = presented.transitioningDelegate?.interactionControllerForPresentation(using: animator)
        run(context, animator: animator, interaction: interaction, placing: toView, at: finalFrame)
    }

    private func finishPresentation(of presented: UIViewController, completed: Bool, completion: (() -> Void)?) {
        let (animator, coordinator) = (presented.activeAnimator, presented.activeCoordinator)
        let removes = presented.removesPresenterView
        if completed {
            if presented.viewIfLoaded?.superview == nil, let container = presented.presentationContainer {
                // The animator did not add the view: put it where the presentation shows it.
                let custom = presented.modalPresentationStyle == .custom
                presented.view.frame =
                    custom ? presented.presentation?.frameOfPresentedViewInContainerView ?? .zero : container.bounds
                container.addSubview(presented.view)
            }
            if removes {
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
            hiddenPresenterPlace = nil
            if removes {
                beginAppearance(true, animated: false)
                endAppearance()
            }
            presentedViewController = nil
            presented.presentingViewController = nil
        }
        presented.movement = nil
        presented.presentation?.presentationTransitionDidEnd(completed)
        end(animator: animator, coordinator: coordinator, completed: completed, between: self, and: presented)
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
        let removes = presented.removesPresenterView
        restorePresenterView()
        let toView = removes ? viewIfLoaded : nil
        let context = TransitionContext(
            container: container, from: (presented, presented.view), to: (self, toView), animated: animated,
            style: style
        ) { [self] completed in
            finishDismissal(of: presented, completed: completed, completion: completion)
        }
        context.setFrames(of: presented, initial: presented.view.frame, final: .zero)
        context.setFrames(of: self, initial: .zero, final: container.bounds)
        let animator =
            presented.transitioningDelegate?.animationController(forDismissed: presented)
            ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: false)
        begin(context, animator: animator, between: self, and: presented)
        presented.movement = .beingDismissed
        presented.beginAppearance(false, animated: animated)
        if removes { beginAppearance(true, animated: animated) }
        presented.presentation?.dismissalTransitionWillBegin()
        let interaction = presented.transitioningDelegate?.interactionControllerForDismissal(using: animator)
        run(context, animator: animator, interaction: interaction, placing: nil, at: .zero)
    }

    private func finishDismissal(of presented: UIViewController, completed: Bool, completion: (() -> Void)?) {
        let (animator, coordinator) = (presented.activeAnimator, presented.activeCoordinator)
        let removes = presented.removesPresenterView
        if completed {
            presented.viewIfLoaded?.removeFromSuperview()
            presented.presentationContainer?.removeFromSuperview()
            presented.presentationContainer = nil
            restorePresenterView()
            hiddenPresenterPlace = nil
            presented.endAppearance()
            if removes { endAppearance() }
            presentedViewController = nil
            presented.presentingViewController = nil
        } else {
            if removes {
                viewIfLoaded?.removeFromSuperview()
                beginAppearance(false, animated: false)
                endAppearance()
            }
            presented.beginAppearance(true, animated: false)
            presented.endAppearance()
        }
        presented.movement = nil
        presented.presentation?.dismissalTransitionDidEnd(completed)
        end(animator: animator, coordinator: coordinator, completed: completed, between: self, and: presented)
        if completed { completion?() }
    }

    /// Makes the transition's coordinator the two controllers' `transitionCoordinator`.
    private func begin(
        _ context: TransitionContext, animator: any UIViewControllerAnimatedTransitioning,
        between presenter: UIViewController, and presented: UIViewController
    ) {
        let coordinator = TransitionCoordinator(context: context, duration: animator.transitionDuration(using: context))
        presented.activeAnimator = animator
        presented.activeCoordinator = coordinator
        presenter.activeCoordinator = coordinator
    }

    /// Starts the alongside animations and the animator, through `interaction` when there is
    /// one (without animation: puts `view` at `frame` in the container and completes at once).
    private func run(
        _ context: TransitionContext, animator: any UIViewControllerAnimatedTransitioning,
        interaction: (any UIViewControllerInteractiveTransitioning)?, placing view: UIView?, at frame: CGRect
    ) {
        let coordinator = presentedViewController?.activeCoordinator
        if context.isAnimated {
            context.onAnimationStart = { coordinator?.start() }
            context.start(animator, interaction: interaction)
        } else {
            coordinator?.start()
            if let view {
                view.frame = frame
                context.containerView.addSubview(view)
            }
            context.completeTransition(true)
        }
    }

    private func end(
        animator: (any UIViewControllerAnimatedTransitioning)?, coordinator: TransitionCoordinator?, completed: Bool,
        between presenter: UIViewController, and presented: UIViewController
    ) {
        presented.activeAnimator = nil
        presented.activeCoordinator = nil
        presenter.activeCoordinator = nil
        animator?.animationEnded(completed)
        coordinator?.finish()
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
