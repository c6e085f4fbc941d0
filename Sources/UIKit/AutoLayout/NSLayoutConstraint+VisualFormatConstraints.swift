import Foundation

/// The constraints a read Visual Format Language string makes: the spaces between views and to
/// the superview, the views' size predicates, and the alignment options.
extension VisualFormat {
    /// The format read and turned into constraints.
    mutating func constraints() throws(Failure) -> [NSLayoutConstraint] {
        skipSpaces()
        var vertical = false
        if let letter = current, letter == "H" || letter == "V" {
            index += 1
            guard take(":") else {
                let axis = letter == "V" ? "vertical" : "horizontal"
                throw fail("Expected ':' after '\(letter)' to specify \(axis) arrangement")
            }
            vertical = letter == "V"
        }
        var leadingSuper: (Connection, Int)?
        if take("|") {
            let at = index - 1
            leadingSuper = (try connection(), at)
        }
        var items: [(view: UIView, predicates: [Predicate], at: Int)] = []
        var links: [Connection] = []
        var trailingSuper: (Connection, Int)?
        while true {
            skipSpaces()
            guard take("[") else { throw fail("Expected a view") }
            let at = index
            guard let viewName = name() else { throw fail("Expected a view") }
            let view = try view(viewName, at: at)
            var predicates: [Predicate] = []
            if take("(") { predicates = try predicateList(viewsAllowed: true) }
            guard take("]") else { throw fail("Expected ']' after a view's name and predicates") }
            items.append((view, predicates, at))
            skipSpaces()
            if current == nil { break }
            let link = try connection()
            skipSpaces()
            if take("|") {
                trailingSuper = (link, index - 1)
                skipSpaces()
                guard current == nil else { throw fail("Expected the end of the format after '|'") }
                break
            }
            guard current == "[" else { throw fail("Expected a view") }
            links.append(link)
        }
        return try build(vertical: vertical, items: items, links: links, leading: leadingSuper, trailing: trailingSuper)
    }

    /// The edges a format joins: (start, end) along its direction, and whether it runs backwards.
    func edges(vertical: Bool) -> (
        start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute,
        reversed: Bool
    ) {
        if vertical { return (.top, .bottom, false) }
        switch options.rawValue & NSLayoutConstraint.FormatOptions.directionMask.rawValue {
        case NSLayoutConstraint.FormatOptions.directionLeftToRight.rawValue: return (.left, .right, false)
        case NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue: return (.right, .left, true)
        default: return (.leading, .trailing, false)
        }
    }

    func build(
        vertical: Bool, items: [(view: UIView, predicates: [Predicate], at: Int)], links: [Connection],
        leading: (Connection, Int)?, trailing: (Connection, Int)?
    ) throws(Failure) -> [NSLayoutConstraint] {
        let (start, end, reversed) = edges(vertical: vertical)
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        let baselines = vertical && options.contains(.spacingBaselineToBaseline)
        var result: [NSLayoutConstraint] = []
        func space(
            _ earlier: (UIView, NSLayoutConstraint.Attribute), _ later: (UIView, NSLayoutConstraint.Attribute),
            _ connection: Connection, standard: CGFloat
        ) {
            result += spacing(earlier, later, connection, standard: standard, reversed: reversed)
        }
        if let (link, at) = leading, let first = items.first {
            let sup = try superview(of: first.view, at)
            if case .standard = link {
                let c = NSLayoutConstraint(
                    item: first.view, attribute: start, relatedBy: .equal, toItem: sup,
                    attribute: start.marginAttribute, multiplier: 1, constant: 0)
                result.append(c)
            } else {
                // The superview's start edge is the "end" of what comes before the first view.
                space((sup, start), (first.view, start), link, standard: 0)
            }
        }
        for (i, item) in items.enumerated() {
            result += item.predicates.map { sizeConstraint(item.view, size, $0) }
            if i + 1 < items.count {
                let next = items[i + 1].view
                space(
                    (item.view, baselines ? .lastBaseline : end), (next, baselines ? .firstBaseline : start), links[i],
                    standard: NSLayoutXAxisAnchor.systemSpacing)
            }
        }
        if let (link, at) = trailing, let last = items.last {
            let sup = try superview(of: last.view, at)
            if case .standard = link {
                let c = NSLayoutConstraint(
                    item: sup, attribute: end.marginAttribute, relatedBy: .equal, toItem: last.view, attribute: end,
                    multiplier: 1, constant: 0)
                result.append(c)
            } else {
                space((last.view, end), (sup, end), link, standard: 0)
            }
        }
        result += try alignments(items.map(\.view), vertical: vertical)
        return result
    }

    /// The constraints that put `later` after `earlier` along the format, `connection` apart
    /// (`standard` for `-`); `reversed` (right to left) swaps the sides.
    func spacing(
        _ earlier: (UIView, NSLayoutConstraint.Attribute), _ later: (UIView, NSLayoutConstraint.Attribute),
        _ connection: Connection, standard: CGFloat, reversed: Bool
    ) -> [NSLayoutConstraint] {
        let predicates: [Predicate]
        switch connection {
        case .flush: predicates = [Predicate(relation: .equal, object: .constant(0), priority: .required)]
        case .standard:
            predicates = [Predicate(relation: .equal, object: .constant(standard), priority: .required)]
        case .predicates(let list): predicates = list
        }
        return predicates.compactMap { p in
            guard case .constant(let value) = p.object else { return nil }
            // Forwards: later.start = earlier.end + space; backwards: earlier.end = later.start + space.
            let (first, second) = reversed ? (earlier, later) : (later, earlier)
            let c = NSLayoutConstraint(
                item: first.0, attribute: first.1, relatedBy: p.relation, toItem: second.0, attribute: second.1,
                multiplier: 1, constant: value)
            c.priority = p.priority
            return c
        }
    }

    /// The superview a `|` relates `view` to.
    func superview(of view: UIView, _ at: Int) throws(Failure) -> UIView {
        guard let s = view.superview else {
            throw fail("Unable to interpret '|' character, because the related view doesn't have a superview", at: at)
        }
        return s
    }

    /// A view's size predicate (`[a(==50@750)]`, `[a(==b)]`) as a constraint on `size`.
    func sizeConstraint(_ view: UIView, _ size: NSLayoutConstraint.Attribute, _ p: Predicate) -> NSLayoutConstraint {
        let c: NSLayoutConstraint
        switch p.object {
        case .constant(let value):
            c = NSLayoutConstraint(
                item: view, attribute: size, relatedBy: p.relation, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: value)
        case .view(let other):
            c = NSLayoutConstraint(
                item: view, attribute: size, relatedBy: p.relation, toItem: other, attribute: size, multiplier: 1,
                constant: 0)
        }
        c.priority = p.priority
        return c
    }

    /// `b.attribute == a.attribute` for every neighbouring pair and every alignment option.
    func alignments(_ views: [UIView], vertical: Bool) throws(Failure) -> [NSLayoutConstraint] {
        let named: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline),
            (.alignAllFirstBaseline, .firstBaseline),
        ]
        var result: [NSLayoutConstraint] = []
        for (option, attribute) in named where options.contains(option) {
            if attribute.isHorizontal != vertical {
                let edge = attribute.isHorizontal ? "horizontal" : "vertical"
                let layout = vertical ? "vertical" : "horizontal"
                throw fail(
                    "Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout "
                        + "that is also \(layout).", at: 0)
            }
            for (a, b) in zip(views, views.dropFirst()) {
                result.append(
                    NSLayoutConstraint(
                        item: a, attribute: attribute, relatedBy: .equal, toItem: b, attribute: attribute,
                        multiplier: 1, constant: 0))
            }
        }
        return result
    }
}

extension NSLayoutConstraint.Attribute {
    /// The superview margin a standard space to the superview ties an edge to.
    var marginAttribute: NSLayoutConstraint.Attribute {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: self
        }
    }
}
