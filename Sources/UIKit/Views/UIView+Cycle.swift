import ReelCore

/// The parts of the view cycle the class body calls: geometry changes that resize, the
/// hierarchy's window moves, the layout pass down the tree and the first display.
extension UIView {
    /// Makes `change` to the geometry and marks the view for layout when its bounds size
    /// changed, as UIKit does for `frame` and `bounds` (and for display with `.redraw`).
    func resizing(_ change: () -> Void) {
        let size = bounds.size
        change()
        if bounds.size != size {
            setNeedsLayout()
            if layer.needsDisplayOnBoundsChange { setNeedsDisplay() }
            if autoresizesSubviews { resizeSubviews(from: size) }
        }
    }

    /// Tells the view and its subviews of a change of window (nothing when it stays the same).
    func moveWindow(from old: UIWindow?, to new: UIWindow?, didMove: Bool) {
        guard old !== new else { return }
        if didMove { didMoveToWindow() } else { willMove(toWindow: new) }
        for subview in subviews { subview.moveWindow(from: old, to: new, didMove: didMove) }
    }

    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    func layoutTreeIfNeeded() {
        reportSafeAreaChange()
        owningController?.noteIsAppearing()
        if needsLayoutFlag {
            needsLayoutFlag = false
            owningController?.viewWillLayoutSubviews()
            traitCollection.performAsCurrent { layoutSubviews() }
            owningController?.viewDidLayoutSubviews()
        }
        for view in subviews { view.layoutTreeIfNeeded() }
    }

    /// Displays the layers that need it in this view's tree, from the top down (what the
    /// recording host calls before each frame).
    package func displayIfNeeded() { layer.displayTreeIfNeeded() }

    /// A new view's layer draws at the screen's scale and is marked for its first display.
    func prepareDrawing() {
        layer.viewDelegate = self
        layer.contentsScale = UIScreen.main.scale
        layer.setNeedsDisplay()
    }
}
