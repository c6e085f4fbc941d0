import Foundation

/// Layout margins as UIKit computes them: the margins set, measured from the safe area's edges
/// (`insetsLayoutMarginsFromSafeArea`), at least the superview's where they overlap
/// (`preservesSuperviewLayoutMargins`); the safe area's changes, reported in the layout pass.
extension UIView {
    /// The layout margins with leading and trailing for the view's layout direction (leading
    /// is the left margin left to right, the right one right to left).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .leftToRight
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
        }
        set {
            layoutMargins =
                effectiveUserInterfaceLayoutDirection == .leftToRight
                ? UIEdgeInsets(
                    top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
                : UIEdgeInsets(
                    top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
        }
    }

    /// Whether the superview's margins reach into this view: each margin is at least as deep as
    /// the superview's margin on that edge, less this view's distance from that edge (false by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { extras.preservesSuperviewLayoutMargins }
        set {
            extras.preservesSuperviewLayoutMargins = newValue
            marginsInputsChanged()
        }
    }

    /// Whether the margins are measured from the safe area's edges instead of the bounds' (true
    /// by default): `layoutMargins` reads the margins set plus the safe-area insets.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { extras.insetsLayoutMarginsFromSafeArea }
        set {
            extras.insetsLayoutMarginsFromSafeArea = newValue
            marginsInputsChanged()
        }
    }

    /// The margins a view has with `set` as its own: measured from the safe area, then deepened
    /// by the superview's where `preservesSuperviewLayoutMargins` is on.
    func effectiveLayoutMargins(_ set: UIEdgeInsets) -> UIEdgeInsets {
        var m = set
        if let controller = owningController, controller.viewRespectsSystemMinimumLayoutMargins {
            let least = controller.systemMinimumLayoutMargins
            let ltr = effectiveUserInterfaceLayoutDirection == .leftToRight
            m.top = max(m.top, least.top)
            m.bottom = max(m.bottom, least.bottom)
            m.left = max(m.left, ltr ? least.leading : least.trailing)
            m.right = max(m.right, ltr ? least.trailing : least.leading)
        }
        if extras.insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            m = UIEdgeInsets(
                top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom,
                right: m.right + safe.right)
        }
        if extras.preservesSuperviewLayoutMargins, let parent = superview {
            let p = parent.layoutMargins
            let f = convert(bounds, to: parent)
            let b = parent.bounds
            m.left = max(m.left, p.left - (f.minX - b.minX))
            m.top = max(m.top, p.top - (f.minY - b.minY))
            m.right = max(m.right, p.right - (b.maxX - f.maxX))
            m.bottom = max(m.bottom, p.bottom - (b.maxY - f.maxY))
        }
        return m
    }

    /// Something the margins depend on changed: the guides follow and the view is told.
    private func marginsInputsChanged() {
        layoutTreeChanged()
        setNeedsLayout()
        marginsDidChange()
    }

    /// Tells the view and its controller that the margins changed.
    func marginsDidChange() {
        layoutMarginsDidChange()
        owningController?.viewLayoutMarginsDidChange()
    }

    /// In the layout pass: when the view's safe-area insets changed since last reported (or are
    /// first non-zero), `safeAreaInsetsDidChange()` and, for margins measured from the safe
    /// area, `layoutMarginsDidChange()`; the view is laid out again.
    func reportSafeAreaChange() {
        let insets = safeAreaInsets
        let previous = extras.reportedSafeArea ?? .zero
        guard extras.reportedSafeArea == nil || insets != previous else { return }
        extras.reportedSafeArea = insets
        guard insets != previous else { return }
        (self as? UIScrollView)?.safeAreaMoved(from: previous, to: insets)
        needsLayoutFlag = true
        safeAreaInsetsDidChange()
        owningController?.viewSafeAreaInsetsDidChange()
        if extras.insetsLayoutMarginsFromSafeArea { marginsDidChange() }
    }

    /// The part of the margins a line of text reads well in: the margins guide, no wider than
    /// `readableContentWidth` and centred between the side margins when they leave more.
    public var readableContentGuide: UILayoutGuide {
        if let guide = extras.readableContentGuide { return guide }
        let guide = UILayoutGuide(role: .readableContent, owner: self)
        extras.readableContentGuide = guide
        return guide
    }

    /// The widest the readable content guide gets: 672 points, the width UIKit's guide has at
    /// the default text size (UIKit derives it from the text size without documenting a formula;
    /// Reel's traits keep the default size while recording, docs/animation.md).
    static let readableContentWidth: CGFloat = 672

    /// The active constraints that place this view on `axis` (its x and width, or its y and
    /// height): those installed on it or an ancestor that name it with an attribute of the axis.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var holder: UIView? = self
        while let view = holder {
            for c in view.constraints where c.isActive {
                let named =
                    (c.firstItem === self && c.firstAttribute.axis == axis)
                    || (c.secondItem === self && c.secondAttribute.axis == axis)
                if named { found.append(c) }
            }
            holder = view.superview
        }
        return found
    }

    /// Brings the view's traits up to date now (UIKit's updates wait for the layout pass;
    /// Reel's happen when a trait changes, so this finds nothing left to do but checks anyway).
    public func updateTraitsIfNeeded() { updateTraits() }
}

extension NSLayoutConstraint.Attribute {
    /// The axis this attribute lies on (nil for `.notAnAttribute`).
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .notAnAttribute: nil
        }
    }
}
