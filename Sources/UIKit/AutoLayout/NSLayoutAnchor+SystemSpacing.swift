/// System spacing between anchors, like UIKit's `UIViewDynamicSystemSpacingSupport`: the
/// receiver sits `multiplier` system spaces after (or below) `anchor`. The system space is
/// UIKit's standard spacing between sibling views, 8 points (its Visual Format Language's
/// standard `-`); UIKit's spacing between text baselines follows the fonts instead.
extension NSLayoutAnchor {
    /// UIKit's standard space between sibling views.
    static var systemSpacing: CGFloat { 8 }
}

extension NSLayoutXAxisAnchor {
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: Self.systemSpacing * multiplier)
    }

    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
    }

    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
    }
}

extension NSLayoutYAxisAnchor {
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: Self.systemSpacing * multiplier)
    }

    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
    }

    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: Self.systemSpacing * multiplier)
    }
}

/// A constraint's two sides as anchors, like `NSLayoutConstraint.firstAnchor` and `secondAnchor`.
extension NSLayoutConstraint {
    /// The first item's attribute as an anchor (of an item since released: of this constraint).
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(firstItem ?? self, firstAttribute)
    }

    /// The second item's attribute as an anchor; nil for a constraint against a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let item = secondItem, secondAttribute != .notAnAttribute else { return nil }
        return NSLayoutAnchor<AnyObject>(item, secondAttribute)
    }
}
