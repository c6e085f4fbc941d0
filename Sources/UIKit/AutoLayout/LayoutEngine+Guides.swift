/// The constraints that place a view's own guides: the margins and safe-area guides are its
/// bounds inset by the margins or the safe-area insets; the readable content guide is the
/// margins guide, narrowed to `UIView.readableContentWidth` about its centre when wider.
extension LayoutEngine {
    func guideSpecs(_ guide: UILayoutGuide, reference: (LayoutItem) -> Void) -> [(NSLayoutConstraint, Spec)]? {
        guard let role = guide.role, let owner = guide.owningView else { return nil }
        reference(owner)
        if role == .readableContent { return readableSpecs(guide, owner: owner) }
        if role == .keyboard, let keyboard = guide as? UIKeyboardLayoutGuide {
            return keyboardSpecs(keyboard, owner: owner)
        }
        if guide.edges.isEmpty {
            guide.edges = [NSLayoutConstraint.Attribute.left, .top, .width, .height].map {
                let c = NSLayoutConstraint(
                    item: guide, attribute: $0, relatedBy: .equal, toItem: owner, attribute: $0, multiplier: 1,
                    constant: 0)
                c.kind = "NSLayoutConstraint"
                c.identifier =
                    role == .margins
                    ? "UIView-\($0.marginName)-guide-constraint" : "UIViewSafeAreaLayoutGuide-\($0.name)"
                return c
            }
        }
        let insets = role == .margins ? owner.layoutMargins : owner.safeAreaInsets
        let g = guide.layoutVariables
        let o = owner.layoutState.variables
        let rows: [(Terms, Double)] = [
            ([(g.minX, 1)], -insets.left), ([(g.minY, 1)], -insets.top),
            ([(g.width, 1), (o.width, -1)], insets.left + insets.right),
            ([(g.height, 1), (o.height, -1)], insets.top + insets.bottom),
        ]
        return zip(guide.edges, rows).map { c, row in
            (c, Spec(terms: row.0, constant: row.1, relation: .equal, priority: 1000))
        }
    }

    /// The keyboard guide with the keyboard offscreen (Reel shows none): the owner's full width
    /// along its bottom edge, as tall as its bottom safe-area inset when `usesBottomSafeArea`
    /// (its top on the safe area's bottom, as Apple documents), else no height (its top on the
    /// view's bottom).
    private func keyboardSpecs(_ guide: UIKeyboardLayoutGuide, owner: UIView) -> [(NSLayoutConstraint, Spec)] {
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .width, .bottom, .height]
        if guide.edges.isEmpty {
            guide.edges = attributes.map { attribute in
                let c = NSLayoutConstraint(
                    item: guide, attribute: attribute, relatedBy: .equal, toItem: attribute == .height ? nil : owner,
                    attribute: attribute == .height ? .notAnAttribute : attribute, multiplier: 1, constant: 0)
                c.kind = "NSLayoutConstraint"
                c.identifier = "UIKeyboardLayoutGuide-\(attribute.name)"
                return c
            }
        }
        let height = Double(guide.keyboardHiddenHeight)
        let g = guide.layoutVariables
        let o = owner.layoutState.variables
        let rows: [(Terms, Double)] = [
            ([(g.minX, 1)], 0), ([(g.width, 1), (o.width, -1)], 0),
            ([(g.minY, 1), (g.height, 1), (o.height, -1)], 0), ([(g.height, 1)], -height),
        ]
        return zip(guide.edges, rows).map { c, row in
            (c, Spec(terms: row.0, constant: row.1, relation: .equal, priority: 1000))
        }
    }

    /// The readable content guide: the margins' top and height, centred between the side
    /// margins, as wide as they leave but no wider than `UIView.readableContentWidth` (the
    /// margins' width holding at priority 999 below that limit).
    private func readableSpecs(_ guide: UILayoutGuide, owner: UIView) -> [(NSLayoutConstraint, Spec)] {
        typealias Edge = (NSLayoutConstraint.Attribute, NSLayoutConstraint.Relation, UIView?, Float)
        let edges: [Edge] = [
            (.centerX, .equal, owner, 1000), (.top, .equal, owner, 1000), (.height, .equal, owner, 1000),
            (.width, .lessThanOrEqual, owner, 1000), (.width, .lessThanOrEqual, nil, 1000),
            (.width, .equal, owner, 999),
        ]
        let m = owner.layoutMargins
        if guide.edges.isEmpty {
            guide.edges = edges.map { attribute, relation, item, priority in
                let c = NSLayoutConstraint(
                    item: guide, attribute: attribute, relatedBy: relation, toItem: item,
                    attribute: item == nil ? .notAnAttribute : attribute, multiplier: 1,
                    constant: item == nil ? UIView.readableContentWidth : 0)
                c.priority = UILayoutPriority(priority)
                c.kind = "NSLayoutConstraint"
                c.identifier = "UIViewReadableContentGuide-\(attribute.name)"
                return c
            }
        }
        let g = guide.layoutVariables
        let o = owner.layoutState.variables
        let margins = m.left + m.right
        let rows: [(Terms, Double, LayoutSolver.Relation, Double)] = [
            ([(g.minX, 1), (g.width, 0.5), (o.width, -0.5)], -(m.left - m.right) / 2, .equal, 1000),
            ([(g.minY, 1)], -m.top, .equal, 1000),
            ([(g.height, 1), (o.height, -1)], m.top + m.bottom, .equal, 1000),
            ([(g.width, 1), (o.width, -1)], margins, .lessThanOrEqual, 1000),
            ([(g.width, 1)], -Double(UIView.readableContentWidth), .lessThanOrEqual, 1000),
            ([(g.width, 1), (o.width, -1)], margins, .equal, 999),
        ]
        return zip(guide.edges, rows).map { c, row in
            (c, Spec(terms: row.0, constant: row.1, relation: row.2, priority: row.3))
        }
    }
}
