/// The appearance cycle and containment: the work behind `beginAppearanceTransition`,
/// `endAppearanceTransition`, `addChild`, `removeFromParent` and `didMove(toParent:)`.
extension UIViewController {
    /// `viewWillAppear`/`viewWillDisappear` (unless already on the way), then the same for the
    /// children whose views are in this view's tree.
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            appearanceAnimated = animated
            extras.calledIsAppearing = false
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        for child in shownChildren { child.beginAppearance(isAppearing, animated: animated) }
    }

    /// `viewDidAppear`/`viewDidDisappear` for a transition that began, then the same for the
    /// children.
    func endAppearance() {
        switch appearance {
        case .appearing:
            noteIsAppearing()
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in shownChildren { child.endAppearance() }
    }

    /// `viewIsAppearing(_:)`, once per appearance: when the layout pass reaches the appearing
    /// view, or when the appearance ends first.
    func noteIsAppearing() {
        guard appearance == .appearing, !extras.calledIsAppearing else { return }
        extras.calledIsAppearing = true
        viewIsAppearing(appearanceAnimated)
    }

    /// The children that get this controller's appearance calls.
    private var shownChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) ?? false }
    }

    func attach(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    func detachFromParent() {
        guard let parent else { return }
        if appearance == .appeared || appearance == .appearing {
            movement = .movingFromParent
            beginAppearance(false, animated: false)
            endAppearance()
            movement = nil
        }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// A child whose view is in its shown parent's tree appears now (UIKit calls it when the
    /// view joins the window).
    func childDidMove() {
        guard let parent, parent.appearance == .appeared, appearance == .disappeared,
            let view = viewIfLoaded, let parentView = parent.viewIfLoaded, view.isDescendant(of: parentView)
        else { return }
        movement = .movingToParent
        beginAppearance(true, animated: false)
        endAppearance()
        movement = nil
    }
}
