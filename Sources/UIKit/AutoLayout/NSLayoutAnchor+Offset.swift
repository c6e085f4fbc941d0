/// The distance between two anchors as a dimension, like UIKit's `anchorWithOffset(to:)`: the
/// solver reads it as `to − from` (positive when `otherAnchor` is after, or below, the receiver),
/// so it can be constrained to a constant or to another such distance, e.g. to centre a view
/// between two others: `a.trailingAnchor.anchorWithOffset(to: v.centerXAnchor)
/// .constraint(equalTo: v.centerXAnchor.anchorWithOffset(to: b.leadingAnchor))`.
extension NSLayoutXAxisAnchor {
    /// A dimension that is the distance from the receiver to `otherAnchor`.
    public func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(AnchorOffset(from: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute)), .width)
    }
}

extension NSLayoutYAxisAnchor {
    /// A dimension that is the distance from the receiver to `otherAnchor`.
    public func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(
            AnchorOffset(from: (item, attribute), to: (otherAnchor.item, otherAnchor.attribute)), .height)
    }
}

/// The item of an `anchorWithOffset(to:)` dimension: two anchors whose difference the layout
/// engine enters in place of a width or height.
final class AnchorOffset: LayoutItem {
    /// The two anchors' items, held weakly as a constraint holds its items.
    private weak var fromItem: AnyObject?
    private weak var toItem: AnyObject?
    let fromAttribute: NSLayoutConstraint.Attribute
    let toAttribute: NSLayoutConstraint.Attribute
    var from: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute) { (fromItem, fromAttribute) }
    var to: (item: AnyObject?, attribute: NSLayoutConstraint.Attribute) { (toItem, toAttribute) }
    /// Unused: the engine reads the two anchors instead.
    lazy var layoutVariables = LayoutVariables("offset")

    init(from: (AnyObject, NSLayoutConstraint.Attribute), to: (AnyObject, NSLayoutConstraint.Attribute)) {
        (fromItem, fromAttribute) = from
        (toItem, toAttribute) = to
    }

    /// The deepest view holding both anchors' items (a view item counts as holding itself), so
    /// that a constraint on the offset is installed where both are known.
    var layoutOwner: UIView? {
        func chain(_ object: AnyObject?) -> [UIView] {
            var views: [UIView] = []
            var v: UIView? = object as? UIView ?? (object as? LayoutItem)?.layoutOwner
            while let u = v {
                views.append(u)
                v = u.superview
            }
            return views
        }
        let other = chain(to.item)
        return chain(from.item).first { u in other.contains { $0 === u } }
    }

    var layoutName: String {
        let a = (from.item as? LayoutItem)?.layoutName ?? "nil"
        let b = (to.item as? LayoutItem)?.layoutName ?? "nil"
        return "NSLayoutAnchorOffset(\(a).\(from.attribute.name) → \(b).\(to.attribute.name))"
    }
}
