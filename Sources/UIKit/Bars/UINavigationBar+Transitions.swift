import Foundation

/// Pushes and pops of the bar's items, animated as iOS animates them: the new title slides in
/// from the middle of the bar's right half while the old one slides to the back button's place
/// (and back on a pop), the back button's title moves from where the old title was, the items
/// and titles cross-fade, and the chevron stays (fading only when it comes or goes).
extension UINavigationBar {
    /// How long the bar's own animated push or pop takes: iOS's 0.35 s, eased in and out.
    static let transitionDuration: TimeInterval = 0.35

    /// Shows the new top item, animated when asked (and when there is an old one to animate from).
    func showTop(push: Bool, animated: Bool) {
        guard animated, content != nil, topItem != nil else { return rebuild() }
        animateTop(push: push) { animations, completion in
            UIView.animate(
                withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut],
                animations: animations, completion: { _ in completion(false) })
        }
    }

    /// Animates from the shown item's views to the top item's: `run` runs the animations (in its
    /// own animation or alongside a controller transition) and calls back with whether the change
    /// was cancelled (the old views come back).
    func animateTop(
        push: Bool,
        run: (_ animations: @escaping () -> Void, _ completion: @escaping (_ cancelled: Bool) -> Void) -> Void
    ) {
        finishLeaving()
        guard let old = content, let item = topItem else { return rebuild() }
        refreshAppearance()
        let new = makeContent(for: item, back: backItem)
        addSubview(new)
        (leaving, content) = (old, new)
        layoutIfNeeded()
        new.layoutIfNeeded()
        let moves = TitleMoves(old: old, new: new, push: push, width: bounds.width)
        new.alpha = 0
        moves.start()
        run(
            { [self] in
                new.alpha = 1
                old.alpha = 0
                moves.end()
                chevron.alpha = new.backButton == nil ? 0 : 1
            },
            { [self] cancelled in
                guard leaving === old else { return }
                if cancelled {
                    new.removeFromSuperview()
                    content = old
                    old.alpha = 1
                    moves.reset()
                    chevron.alpha = old.backButton == nil ? 0 : 1
                } else {
                    old.removeFromSuperview()
                }
                leaving = nil
                setNeedsLayout()
            })
    }

    /// Ends a push or pop still animating: its old views go.
    func finishLeaving() {
        leaving?.removeFromSuperview()
        leaving = nil
    }

    /// The bar's chevron: one for the bar (not for each item), so that it stays put in a push;
    /// the appearance's `backIndicatorImage`, else the bar's, else the drawn chevron.
    var chevron: UIView {
        let image = activeStandardAppearance.indicator?.image ?? backIndicatorImage
        if let made = chevronView, (made as? UIImageView)?.image?.cgImage === image?.cgImage { return made }
        chevronView?.removeFromSuperview()
        let made: UIView =
            image.map { UIImageView(image: $0.withRenderingMode(.alwaysTemplate)) } ?? BarGlyphView(.chevron)
        made.isUserInteractionEnabled = false
        chevronView = made
        addSubview(made)
        return made
    }

    /// Places the chevron where the top item's back button puts it.
    func placeChevron() {
        guard let back = content?.backButton else {
            if leaving == nil { chevronView?.alpha = 0 }
            return
        }
        let mark = chevron
        if leaving == nil { mark.alpha = 1 }
        back.layoutIfNeeded()
        mark.frame = CGRect(
            x: back.frame.minX, y: (rowHeight - mark.bounds.height) / 2,
            width: mark.bounds.width, height: mark.bounds.height)
        bringSubviewToFront(mark)
    }
}

/// Where the titles move from and to in a push or pop.
struct TitleMoves {
    let old: NavigationBarContent
    let new: NavigationBarContent
    let push: Bool
    let width: CGFloat

    private func x(_ view: UIView?) -> CGFloat? {
        guard let view, let superview = view.superview else { return nil }
        return superview.convert(view.frame, to: old.superview).minX
    }

    private func title(_ content: NavigationBarContent) -> UIView { content.titleView ?? content.titleLabel }

    /// How far `view` must move to start where `target` starts (nil when either is missing).
    private func gap(_ view: UIView?, to target: UIView?) -> CGFloat? {
        guard let from = x(view), let to = x(target) else { return nil }
        return to - from
    }

    private func settle(_ views: [UIView?]) {
        for view in views.compactMap({ $0 }) { view.transform = .identity }
    }

    private func shift(_ view: UIView?, by dx: CGFloat?) {
        view?.transform = CGAffineTransform(translationX: dx ?? 0, y: 0)
    }

    /// Where the new views start: the new title at the right (push) or at the old back title (pop).
    func start() {
        let half = width / 2
        if push {
            shift(title(new), by: half)
            shift(new.backButton?.label, by: gap(new.backButton?.label, to: title(old)))
            shift(new.largeLabel, by: width)
        } else {
            shift(title(new), by: gap(title(new), to: old.backButton?.label) ?? -half)
            shift(new.backButton?.label, by: -half)
            shift(new.largeLabel, by: -width / 3)
        }
    }

    /// Where the views end: the new ones in place, the old ones moved on.
    func end() {
        let half = width / 2
        settle([title(new), new.backButton?.label, new.largeLabel])
        if push {
            shift(title(old), by: gap(title(old), to: new.backButton?.label) ?? -half)
            shift(old.backButton?.label, by: -half)
            shift(old.largeLabel, by: -width / 3)
        } else {
            shift(title(old), by: half)
            shift(old.backButton?.label, by: gap(old.backButton?.label, to: title(new)))
            shift(old.largeLabel, by: width)
        }
    }

    /// Puts the old views back (a cancelled transition).
    func reset() {
        settle([title(old), old.backButton?.label, old.largeLabel])
    }
}
