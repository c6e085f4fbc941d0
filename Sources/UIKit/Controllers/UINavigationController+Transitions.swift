import Foundation

/// Pushes and pops: the stack changes at once, the views through a transition context whose
/// container is the navigation controller's view, with the delegate's animator or the default
/// slide; the appearance calls as UIKit makes them (while the navigation controller is shown).
extension UINavigationController {
    /// Puts `view` in the navigation controller's view, filling it.
    func install(_ view: UIView) {
        let owner = stack.first { $0.viewIfLoaded === view }
        view.frame = owner.map(childFrame(for:)) ?? self.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view.addSubview(view)
    }

    /// Whether the navigation controller is shown (appearance calls go to the stack's controllers).
    private var isShown: Bool { appearance == .appeared || appearance == .appearing }

    func performPush(_ controller: UIViewController, animated: Bool) {
        guard !isTransitioning else {
            waiting.append { [self] in performPush(controller, animated: animated) }
            return
        }
        guard !stack.contains(where: { $0 === controller }) else {
            FileHandle.standardError.write(
                Data("Warning: pushing a controller already on the stack is ignored.\n".utf8))
            return
        }
        let from = topViewController
        attach(controller)
        stack.append(controller)
        guard let from, isViewLoaded else {
            if isViewLoaded { install(controller.view) }
            controller.didMove(toParent: self)
            return
        }
        transition(
            from: from, to: controller, operation: .push, animated: animated,
            then: { controller.didMove(toParent: self) },
            undo: { [self] in
                stack.removeAll { $0 === controller }
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            })
    }

    /// Pops down to `target`; returns the controllers popped (top last).
    func performPop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        guard !isTransitioning else {
            waiting.append { [self] in _ = performPop(to: target, animated: animated) }
            return nil
        }
        guard let index = stack.firstIndex(where: { $0 === target }), let from = topViewController else { return nil }
        let popped = Array(stack[(index + 1)...])
        stack.removeSubrange((index + 1)...)
        for controller in popped { controller.willMove(toParent: nil) }
        let finish = { [self] in
            for controller in popped where controller !== from { controller.viewIfLoaded?.removeFromSuperview() }
            for controller in popped { controller.removeFromParent() }
        }
        if isViewLoaded {
            transition(
                from: from, to: target, operation: .pop, animated: animated, then: finish,
                undo: { [self] in stack.append(contentsOf: popped) })
        } else {
            finish()
        }
        return popped
    }

    func replaceStack(with controllers: [UIViewController], animated: Bool) {
        guard !isTransitioning else {
            waiting.append { [self] in replaceStack(with: controllers, animated: animated) }
            return
        }
        let from = topViewController
        let leaving = stack.filter { old in !controllers.contains { $0 === old } }
        let previous = stack
        for controller in controllers where controller.parent !== self { attach(controller) }
        stack = controllers
        let finish = { [self] in
            for controller in leaving {
                controller.willMove(toParent: nil)
                if controller !== topViewController { controller.viewIfLoaded?.removeFromSuperview() }
                controller.removeFromParent()
            }
            for controller in controllers { controller.didMove(toParent: self) }
        }
        guard let to = controllers.last, isViewLoaded, to !== from else { return finish() }
        guard let from else {
            install(to.view)
            return finish()
        }
        let isPush = leaving.contains { $0 === from }
        transition(
            from: from, to: to, operation: isPush ? .push : .pop, animated: animated, then: finish,
            undo: { [self] in stack = previous })
    }

    /// The bars follow a push or pop alongside it: the bar's items change as iOS animates them,
    /// its height follows the new top's title, the toolbar's items cross-fade.
    private func animateBars(to: UIViewController, push: Bool, coordinator: TransitionCoordinator) {
        let bar = navigationBar
        let old = bar.stackItems
        for item in old { item.observer = nil }
        bar.stackItems = stack.map(\.navigationItem)
        for item in bar.stackItems { item.observer = bar }
        toolbar.setItems(to.toolbarItems, animated: coordinator.isAnimated)
        bar.animateTop(push: push) { animations, completion in
            coordinator.animate(
                alongsideTransition: { [self] _ in
                    animations()
                    layoutBars(for: to)
                },
                completion: { [self] context in
                    completion(context.isCancelled)
                    topChanged()
                })
        }
    }

    /// Replaces `from`'s view with `to`'s through the delegate's animator or the default slide,
    /// interactively when the delegate gives an interaction controller; a cancelled transition
    /// keeps `from` on top and runs `undo` instead of `finish`.
    private func transition(
        from: UIViewController, to: UIViewController, operation: Operation, animated: Bool,
        then finish: @escaping () -> Void, undo: @escaping () -> Void
    ) {
        isTransitioning = true
        let shown = isShown
        delegate?.navigationController(self, willShow: to, animated: animated)
        let container = view!
        let toView = to.view!
        let animator =
            delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            ?? NavigationSlideAnimator(operation: operation)
        var coordinator: TransitionCoordinator?
        let context = TransitionContext(
            container: container, from: (from, from.view), to: (to, toView), animated: animated, style: .fullScreen
        ) { [self] completed in
            for controller in [self, from, to] { controller.activeCoordinator = nil }
            let (shownView, hiddenView) = completed ? (toView, from.viewIfLoaded) : (from.view!, toView)
            if shownView.superview !== container { install(shownView) }
            shownView.frame = childFrame(for: completed ? to : from)
            hiddenView?.removeFromSuperview()
            hiddenView?.frame = childFrame(for: completed ? from : to)
            if shown && !completed {
                to.beginAppearance(false, animated: false)
                from.beginAppearance(true, animated: false)
            }
            if shown {
                from.endAppearance()
                to.endAppearance()
            }
            (from.movement, to.movement) = (nil, nil)
            if completed { finish() } else { undo() }
            animator.animationEnded(completed)
            coordinator?.finish()
            if completed { delegate?.navigationController(self, didShow: to, animated: animated) }
            isTransitioning = false
            if !waiting.isEmpty { waiting.removeFirst()() }
        }
        context.setFrames(of: from, initial: childFrame(for: from), final: .zero)
        context.setFrames(of: to, initial: .zero, final: childFrame(for: to))
        coordinator = TransitionCoordinator(context: context, duration: animator.transitionDuration(using: context))
        for controller in [self, from, to] { controller.activeCoordinator = coordinator }
        if let coordinator { animateBars(to: to, push: operation == .push, coordinator: coordinator) }
        if operation == .push { to.movement = .movingToParent } else { from.movement = .movingFromParent }
        if shown {
            from.beginAppearance(false, animated: animated)
            to.beginAppearance(true, animated: animated)
        }
        if animated {
            let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
            context.onAnimationStart = { coordinator?.start() }
            context.start(animator, interaction: interaction)
        } else {
            coordinator?.start()
            install(toView)
            context.completeTransition(true)
        }
    }
}

/// UIKit's default push and pop: the new top slides in from the right edge while the page below
/// moves a third of the way left (and back on a pop); 0.35 s, ease in and out (docs/animation.md).
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    /// The pages' frames at rest: the context's (a page may stop at an opaque bar).
    private func frames(
        in context: any UIViewControllerContextTransitioning, fallback: CGRect
    ) -> (from: CGRect, to: CGRect) {
        let from = context.viewController(forKey: .from).map(context.initialFrame(for:)) ?? fallback
        let to = context.viewController(forKey: .to).map(context.finalFrame(for:)) ?? fallback
        return (from == .zero ? fallback : from, to == .zero ? fallback : to)
    }

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.35
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else {
            transitionContext.completeTransition(true)
            return
        }
        let width = container.bounds.width
        let (fromFrame, toFrame) = frames(in: transitionContext, fallback: container.bounds)
        let isPush = operation != .pop
        if isPush {
            toView.frame = toFrame.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
        } else {
            toView.frame = toFrame.offsetBy(dx: -width / 3, dy: 0)
            container.insertSubview(toView, belowSubview: fromView)
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
            animations: {
                toView.frame = toFrame
                fromView.frame = fromFrame.offsetBy(dx: isPush ? -width / 3 : width, dy: 0)
            },
            completion: { finished in
                transitionContext.completeTransition(finished && !transitionContext.transitionWasCancelled)
            })
    }
}
