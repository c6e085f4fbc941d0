import Foundation

/// Auto Layout on views: constraints, anchors, guides, content size and the layout pass's
/// constraint phase (see `LayoutEngine`).
extension UIView: LayoutItem, _UILayoutAnchorItem {
    var layoutVariables: LayoutVariables { layoutState.variables }
    var layoutOwner: UIView? { superview }
    var layoutName: String { "\(type(of: self)):\(NSLayoutConstraint.address(self))" }

    // MARK: - Constraints

    /// Whether UIKit makes constraints from the view's frame (true by default; set it false for
    /// views your constraints place).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState.translatesAutoresizingMask }
        set {
            guard newValue != layoutState.translatesAutoresizingMask else { return }
            layoutState.translatesAutoresizingMask = newValue
            markUsesAutoLayout()
            layoutTreeChanged()
            superview?.setNeedsLayout()
        }
    }

    /// The constraints installed on this view (active ones whose items' nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { layoutState.constraints }

    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let other = constraint.installedOn {
            if other === self { return }
            other.removeConstraint(constraint)
        }
        layoutState.constraints.append(constraint)
        constraint.installedOn = self
        markUsesAutoLayout()
        layoutTreeChanged()
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraint(c) } }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self else { return }
        layoutState.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        layoutTreeChanged()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    /// This view's tree uses Auto Layout: its root keeps an engine from now on.
    func markUsesAutoLayout() {
        var v: UIView? = self
        while let u = v, !u.layoutState.usesAutoLayout {
            u.layoutState.usesAutoLayout = true
            v = u.superview
        }
    }

    /// Something the solver reads changed: the next layout pass enters it.
    func layoutTreeChanged() {
        let root = layoutEngineRoot
        if root.layoutState.usesAutoLayout { root.layoutEngine.needsSync = true }
        setNeedsLayout()
        superview?.setNeedsLayout()
        noteCellSizeChange(explicit: false)
    }

    var layoutEngineRoot: UIView {
        var v = self
        while let s = v.superview { v = s }
        return v
    }

    /// The root view's engine (made on first use).
    var layoutEngine: LayoutEngine {
        if let engine = layoutState.engine { return engine }
        let engine = LayoutEngine()
        layoutState.engine = engine
        return engine
    }

    func internalConstraint(_ kind: String, _ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(
            item: self, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 0)
        c.kind = kind
        return c
    }

    // MARK: - Content size

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.hugging.horizontal : layoutState.hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutState.hugging.horizontal = priority
        } else {
            layoutState.hugging.vertical = priority
        }
        layoutTreeChanged()
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? layoutState.compression.horizontal : layoutState.compression.vertical
    }

    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        if axis == .horizontal {
            layoutState.compression.horizontal = priority
        } else {
            layoutState.compression.vertical = priority
        }
        layoutTreeChanged()
    }

    /// Tells the layout that `intrinsicContentSize` changed: read again at the next layout pass.
    public func invalidateIntrinsicContentSize() {
        layoutTreeChanged()
        noteCellSizeChange(explicit: true)
    }

    // MARK: - Anchors and guides

    /// A view without a baseline: its bottom edge (as UIKit documents for such views).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    public var layoutGuides: [UILayoutGuide] { layoutState.guides }

    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.setOwner(self)
        layoutState.guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutState.guides.removeAll { $0 === guide }
        guide.setOwner(nil)
    }

    /// Insets inside which content lays out: the margins set (8 points on each side by
    /// default) measured from the safe area and deepened by the superview's as
    /// `insetsLayoutMarginsFromSafeArea` and `preservesSuperviewLayoutMargins` say
    /// (UIView+Margins.swift). A change calls `layoutMarginsDidChange()`.
    public var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins(layoutState.layoutMargins) }
        set {
            guard newValue != layoutState.layoutMargins else { return }
            layoutState.layoutMargins = newValue
            layoutTreeChanged()
            marginsDidChange()
        }
    }

    /// The view's bounds inside its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutState.marginsGuide { return guide }
        let guide = UILayoutGuide(role: .margins, owner: self)
        layoutState.marginsGuide = guide
        return guide
    }

    /// The part of the view the window's safe area covers: the recording's
    /// `RecordingHost.safeAreaInsets` (zero unless set) overlapping the view's frame, as its
    /// superview's insets reach into it (on the edges the superview has insets on; Apple: the
    /// area "not covered by navigation bars, tab bars, toolbars, and other ancestors"), plus the
    /// `additionalSafeAreaInsets` of the controller whose view it is.
    public var safeAreaInsets: UIEdgeInsets {
        var insets = layoutState.windowSafeArea
        if let parent = superview {
            let p = parent.safeAreaInsets
            if p == .zero {
                insets = .zero
            } else {
                // Only an edge the superview has an inset on (a bar, the status bar) reaches in:
                // a view moved past an edge without one (a page sliding out in a push) keeps its
                // safe area there.
                let safe = parent.bounds.inset(by: p)
                let f = convert(bounds, to: parent)
                insets = UIEdgeInsets(
                    top: p.top > 0 ? max(0, safe.minY - f.minY) : 0,
                    left: p.left > 0 ? max(0, safe.minX - f.minX) : 0,
                    bottom: p.bottom > 0 ? max(0, f.maxY - safe.maxY) : 0,
                    right: p.right > 0 ? max(0, f.maxX - safe.maxX) : 0)
            }
        }
        if let added = owningController?.addedSafeArea, added != .zero {
            insets = UIEdgeInsets(
                top: insets.top + added.top, left: insets.left + added.left, bottom: insets.bottom + added.bottom,
                right: insets.right + added.right)
        }
        return insets
    }

    /// The view's bounds inside its safe-area insets.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutState.safeAreaGuide { return guide }
        let guide = UILayoutGuide(role: .safeArea, owner: self)
        layoutState.safeAreaGuide = guide
        return guide
    }

    // MARK: - The constraint phase of a layout pass

    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        markUsesAutoLayout()
        layoutTreeChanged()
    }

    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// Calls `updateConstraints()` where marked, subviews before their superview (as UIKit does).
    public func updateConstraintsIfNeeded() {
        for view in subviews { view.updateConstraintsIfNeeded() }
        if layoutState.needsUpdateConstraints {
            layoutState.needsUpdateConstraints = false
            if let owningController { owningController.updateViewConstraints() } else { updateConstraints() }
        }
    }

    /// UIKit's layout pass from the top: constraints updated bottom-up, the solver brought in
    /// step, frames for views whose solved frames changed marked on their superviews.
    func updateLayoutEngine() {
        let root = layoutEngineRoot
        guard root.layoutState.usesAutoLayout else { return }
        root.updateConstraintsIfNeeded()
        root.layoutEngine.sync(root: root)
    }

    /// What the default `layoutSubviews()` does: the subviews Auto Layout places get their frames.
    func applyLayoutEngineFrames() {
        let root = layoutEngineRoot
        guard root.layoutState.usesAutoLayout else { return }
        if root.layoutEngine.needsSync { updateLayoutEngine() }
        for view in subviews where !view.layoutState.translatesAutoresizingMask {
            if let frame = view.layoutState.engineFrame, frame != view.frame { view.frame = frame }
        }
    }
}

extension UIView {
    /// A view left `parent`'s tree: the constraints between its subtree and the rest go
    /// inactive, as UIKit's do.
    func deactivateConstraintsLeaving(_ parent: UIView) {
        var v: UIView? = parent
        while let u = v {
            for c in u.constraints {
                let items = [c.firstItem, c.secondItem].compactMap { $0 as? LayoutItem }
                if items.contains(where: { item in
                    guard let view = item as? UIView ?? item.layoutOwner else { return false }
                    return view.isDescendant(of: self)
                }) {
                    c.isActive = false
                }
            }
            v = u.superview
        }
        for view in [self] { view.layoutTreeChanged() }
        parent.layoutTreeChanged()
    }
}
