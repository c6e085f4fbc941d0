import Foundation

/// A relation between two layout attributes, like `NSLayoutConstraint`:
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
/// Active constraints are installed on the items' nearest common ancestor (`UIView.constraints`)
/// and solved by the window's `LayoutSolver` when the views are laid out; changing `constant`
/// re-solves incrementally at the next `layoutIfNeeded()` (inside `UIView.animate`, the frames
/// it sets animate). `multiplier` is read-only, as in UIKit: replace the constraint to change it.
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public static var baseline: Attribute { .lastBaseline }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    open var identifier: String?
    open var shouldBeArchived = false

    open var constant: CGFloat {
        didSet { if constant != oldValue { changed() } }
    }

    /// A required constraint's priority cannot become optional once active (UIKit raises); Reel
    /// prints the reason and keeps the old priority.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, (oldValue == .required) != (priority == .required) {
                FileHandle.standardError.write(
                    Data(
                        ("Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                            + "supported. You passed priority \(priority.rawValue) and the existing priority was "
                            + "\(oldValue.rawValue).\n").utf8))
                priority = oldValue
                return
            }
            changed()
        }
    }

    /// The view the constraint is installed on while active.
    weak var installedOn: UIView?
    /// The `anchorWithOffset(to:)` items the constraint relates (held: nothing else holds them).
    var offsetItems: [AnyObject] = []
    /// Made by UIKit rather than by the app (autoresizing, content size, guides, stack views).
    var kind = "NSLayoutConstraint"

    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    open var isActive: Bool {
        get { installedOn != nil }
        set { if newValue { activateNow() } else { deactivateNow() } }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    private func activateNow() {
        guard installedOn == nil else { return }
        let a = firstItem.flatMap(layoutItem)
        let b = secondItem.flatMap(layoutItem)
        guard let a, let ancestor = b.map({ commonAncestor(a, $0) }) ?? (a as? UIView) ?? a.layoutOwner else {
            FileHandle.standardError.write(
                Data(
                    ("Unable to activate constraint with anchors \(anchorText(firstItem, firstAttribute)) and "
                        + "\(anchorText(secondItem, secondAttribute)) because they have no common ancestor. Does "
                        + "the constraint or its anchors reference items in different view hierarchies? That's "
                        + "illegal.\n").utf8))
            return
        }
        ancestor.addConstraint(self)
    }

    private func deactivateNow() {
        installedOn?.removeConstraint(self)
    }

    /// A constraint changed: the tree it is in lays out again.
    func changed() {
        guard let view = installedOn else { return }
        view.layoutTreeChanged()
    }

    func layoutItem(_ object: AnyObject) -> LayoutItem? { object as? LayoutItem }

    private func commonAncestor(_ a: LayoutItem, _ b: LayoutItem) -> UIView? {
        var chain: [UIView] = []
        var v: UIView? = a as? UIView ?? a.layoutOwner
        while let u = v {
            chain.append(u)
            v = u.superview
        }
        var w: UIView? = b as? UIView ?? b.layoutOwner
        while let u = w {
            if chain.contains(where: { $0 === u }) { return u }
            w = u.superview
        }
        return nil
    }

    private func anchorText(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "(nil)" }
        return "\"<\((item as? LayoutItem)?.layoutName ?? String(describing: type(of: item))).\(attribute.name)>\""
    }

    /// UIKit's form: `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 100   (active)>`.
    open override var description: String {
        var text = "<\(kind):\(Self.address(self))"
        if let identifier { text += " '\(identifier)'" }
        // UIKit's own constraints: always in the engine while listed, named as UIKit names them.
        if kind == "NSAutoresizingMaskLayoutConstraint" {
            let axis = firstAttribute == .left ? "minX" : firstAttribute == .top ? "minY" : firstAttribute.name
            let item = (firstItem as? LayoutItem)?.layoutName ?? "nil"
            return text + " h=--& v=--& \(item).\(axis) == \(Self.number(constant))   (active)>"
        }
        text += " " + side(firstItem, firstAttribute)
        text += " " + relation.symbol + " "
        if let secondItem {
            if multiplier != 1 { text += "\(Self.number(multiplier))*" }
            text += side(secondItem, secondAttribute)
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))" }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += "   (priority \(Self.number(CGFloat(priority.rawValue))))" }
        text += isActive || kind != "NSLayoutConstraint" ? "   (active)" : ""
        return text + ">"
    }

    private func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "nil" }
        return "\((item as? LayoutItem)?.layoutName ?? "\(type(of: item))").\(attribute.name)"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }

    /// The object's address as UIKit prints it; while a conflict is logged, the order objects
    /// were first printed in instead, so the log is the same in every run.
    static func address(_ object: AnyObject) -> String {
        if let numbering = LayoutAddresses.current { return numbering.address(object) }
        return "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}

/// Stand-in addresses for one conflict log, numbered in first-printed order.
final class LayoutAddresses: @unchecked Sendable {  // used by the one thread that logs
    @TaskLocal static var current: LayoutAddresses?
    private var numbered: [ObjectIdentifier] = []
    private var kept: [AnyObject] = []

    func address(_ object: AnyObject) -> String {
        let id = ObjectIdentifier(object)
        let n = (numbered.firstIndex(of: id) ?? numbered.count) + 1
        if n > numbered.count {
            numbered.append(id)
            kept.append(object)
        }
        return String(format: "0x6000%08x", n * 16)
    }
}

extension NSLayoutConstraint.Attribute {
    /// The name UIKit prints (`centerX`, `leading`, `width`, …).
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
