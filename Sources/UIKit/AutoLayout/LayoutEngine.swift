import Foundation

/// A window's Auto Layout: the `LayoutSolver` with every active constraint of the tree under a
/// root view, kept in step with the views at each layout pass (`sync`): constraints added and
/// removed, constants changed in place (the incremental re-solve), required conflicts logged
/// as UIKit logs them and broken.
///
/// Which constraint breaks: the solver enters constraints in the order they were activated
/// (UIKit's autoresizing, guide and content-size constraints first) and the one it cannot enter
/// is the one broken, so of a conflicting set the most recently added required constraint
/// breaks; when a constant change makes a conflict, the constraints are entered again in their
/// order and again the latest of the set breaks. A broken constraint stays active
/// (`isActive`) and is tried again when it changes.
final class LayoutEngine {
    let solver = LayoutSolver()
    /// The constraints in the solver, in the order entered.
    private var installed: [NSLayoutConstraint] = []
    /// Each installed constraint's entry in this engine's solver. An engine keeps its own: a
    /// constraint can be in two engines' solvers, as when a view laid out on its own (its own
    /// engine) is added to a window (the window's), or while a measuring engine sizes a view.
    private var entries: [ObjectIdentifier: LayoutSolver.Constraint] = [:]
    /// Broken constraints and the form they broke in.
    private var broken: [ObjectIdentifier: Spec] = [:]
    var needsSync = true
    /// Every conflict logged, for tests and `reel` reports.
    private(set) var conflicts: [String] = []

    /// A constraint in the solver's terms: `Σ terms + constant  relation  0`.
    struct Spec: Equatable {
        var terms: [(LayoutSolver.Variable, Double)]
        var constant: Double
        var relation: LayoutSolver.Relation
        var priority: Double

        static func == (a: Spec, b: Spec) -> Bool {
            a.constant == b.constant && a.sameShape(b)
        }

        func sameShape(_ b: Spec) -> Bool {
            relation == b.relation && priority == b.priority && terms.count == b.terms.count
                && zip(terms, b.terms).allSatisfy { $0.0 === $1.0 && $0.1 == $1.1 }
        }
    }

    // MARK: - Keeping the solver in step

    /// Set on an engine that only measures: its root is sized by `fitting` and no view's frame
    /// is touched.
    var fitting: Fitting?

    /// Enters the tree's constraints as they are now.
    func sync(root: UIView) {
        needsSync = false
        var desired: [(NSLayoutConstraint, Spec)] = []
        var first: [(NSLayoutConstraint, Spec)] = []
        var referencedViews: [UIView] = []
        var referencedGuides: [UILayoutGuide] = []
        var seen = Set<ObjectIdentifier>()
        func reference(_ item: LayoutItem) {
            guard seen.insert(ObjectIdentifier(item)).inserted else { return }
            if let view = item as? UIView { referencedViews.append(view) }
            if let guide = item as? UILayoutGuide { referencedGuides.append(guide) }
        }
        var managed: [UIView] = []
        func walk(_ view: UIView) {
            let state = view.layoutState
            for c in state.constraints {
                if let spec = spec(c, reference: reference) { desired.append((c, spec)) }
            }
            if !state.translatesAutoresizingMask, view.superview != nil {
                managed.append(view)
                reference(view)
                desired += contentSizeSpecs(view)
            }
            for sub in view.subviews { walk(sub) }
        }
        walk(root)
        if fitting != nil { reference(root) }
        var v = 0
        var g = 0
        while v < referencedViews.count || g < referencedGuides.count {
            // Guides reference their owners; pins reference nothing new.
            while g < referencedGuides.count {
                if let specs = guideSpecs(referencedGuides[g], reference: reference) { first += specs }
                g += 1
            }
            while v < referencedViews.count {
                let view = referencedViews[v]
                if let fitting, view === root {
                    first += fittingSpecs(view, fitting)
                } else if view.layoutState.translatesAutoresizingMask {
                    first += pinSpecs(view)
                }
                v += 1
            }
        }
        apply(first + desired)
        guard fitting == nil else { return }
        // Frames for the views the solver places; their superviews lay out again.
        for view in managed {
            let vars = view.layoutState.variables
            let frame = CGRect(
                x: solver.value(of: vars.minX), y: solver.value(of: vars.minY), width: solver.value(of: vars.width),
                height: solver.value(of: vars.height))
            if view.layoutState.engineFrame != frame {
                view.layoutState.engineFrame = frame
            }
            if frame != view.frame { view.superview?.setNeedsLayout() }
        }
    }

    private func apply(_ desired: [(NSLayoutConstraint, Spec)]) {
        let wanted = Set(desired.map { ObjectIdentifier($0.0) })
        for c in installed where !wanted.contains(ObjectIdentifier(c)) {
            if let sc = entries.removeValue(forKey: ObjectIdentifier(c)) { solver.remove(sc) }
        }
        installed.removeAll { !wanted.contains(ObjectIdentifier($0)) }
        broken = broken.filter { wanted.contains($0.key) }
        for (c, spec) in desired {
            if let sc = entries[ObjectIdentifier(c)], solver.contains(sc) {
                let old = Spec(terms: sc.terms, constant: sc.constant, relation: sc.relation, priority: sc.priority)
                if old == spec { continue }
                if old.sameShape(spec) {
                    do throws(LayoutSolver.Unsatisfiable) { try solver.setConstant(sc, spec.constant) } catch {
                        report(error)
                    }
                    continue
                }
                solver.remove(sc)
                installed.removeAll { $0 === c }
            }
            entries[ObjectIdentifier(c)] = nil
            if broken[ObjectIdentifier(c)] == spec { continue }
            broken[ObjectIdentifier(c)] = nil
            let sc = LayoutSolver.Constraint(
                spec.terms, constant: spec.constant, relation: spec.relation, priority: spec.priority)
            sc.owner = c
            entries[ObjectIdentifier(c)] = sc
            installed.append(c)
            do throws(LayoutSolver.Unsatisfiable) { try solver.add(sc) } catch { report(error) }
        }
    }

    /// Logs a conflict as UIKit does and marks the constraint the solver left out as broken.
    private func report(_ error: LayoutSolver.Unsatisfiable) {
        guard let victim = error.constraint.owner as? NSLayoutConstraint else { return }
        let sc = error.constraint
        broken[ObjectIdentifier(victim)] = Spec(
            terms: sc.terms, constant: sc.constant, relation: sc.relation, priority: sc.priority)
        installed.removeAll { $0 === victim }
        entries[ObjectIdentifier(victim)] = nil
        let involved = error.conflicting.compactMap { $0.owner as? NSLayoutConstraint }
        let text = LayoutAddresses.$current.withValue(LayoutAddresses()) {
            let list = involved.map { "    \"\($0)\"" }.joined(separator: ",\n")
            return """
                [LayoutConstraints] Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want. 
                \tTry this: 
                \t\t(1) look at each constraint and try to figure out which you don't expect; 
                \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
                \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to \
                the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
                (
                \(list)
                )

                Will attempt to recover by breaking constraint 
                \(victim)

                Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
                The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> \
                may also be helpful.

                """
        }
        conflicts.append(text)
        FileHandle.standardError.write(Data(text.utf8))
    }

    // MARK: - Constraints as solver terms

    typealias Terms = [(LayoutSolver.Variable, Double)]

    /// An attribute of `item` in `ancestor`'s coordinates, as a sum of solver variables.
    private func expression(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView,
        reference: (LayoutItem) -> Void
    ) -> Terms? {
        if let offset = item as? AnchorOffset {
            // anchorWithOffset(to:): the second anchor less the first.
            guard let from = offset.from.item as? LayoutItem, let to = offset.to.item as? LayoutItem,
                let a = expression(from, offset.from.attribute, in: ancestor, reference: reference),
                let b = expression(to, offset.to.attribute, in: ancestor, reference: reference)
            else { return nil }
            return b + a.map { ($0.0, -$0.1) }
        }
        if let view = item as? UIView, let guideAttribute = attribute.marginBase {
            let guide = view.layoutMarginsGuide
            return expression(guide, guideAttribute, in: ancestor, reference: reference)
        }
        let vars = item.layoutVariables
        let isSelf = item === ancestor
        var terms: Terms = []
        switch attribute {
        case .width: terms = [(vars.width, 1)]
        case .height: terms = [(vars.height, 1)]
        case .left, .leading: terms = isSelf ? [] : [(vars.minX, 1)]
        case .right, .trailing: terms = (isSelf ? [] : [(vars.minX, 1)]) + [(vars.width, 1)]
        case .centerX: terms = (isSelf ? [] : [(vars.minX, 1)]) + [(vars.width, 0.5)]
        case .top: terms = isSelf ? [] : [(vars.minY, 1)]
        // Views without a baseline: both baselines are the bottom edge (UIKit's documented rule).
        case .bottom, .lastBaseline, .firstBaseline: terms = (isSelf ? [] : [(vars.minY, 1)]) + [(vars.height, 1)]
        case .centerY: terms = (isSelf ? [] : [(vars.minY, 1)]) + [(vars.height, 0.5)]
        default: return nil
        }
        reference(item)
        // Positions add the offsets of the views between the item and the ancestor.
        if !isSelf, attribute != .width, attribute != .height {
            let horizontal = attribute.isHorizontal
            var owner = item.layoutOwner
            while let u = owner, u !== ancestor {
                reference(u)
                terms.append((horizontal ? u.layoutState.variables.minX : u.layoutState.variables.minY, 1))
                owner = u.superview
            }
            if owner == nil { return nil }
        }
        return terms
    }

    private func spec(_ c: NSLayoutConstraint, reference: (LayoutItem) -> Void) -> Spec? {
        guard let ancestor = c.installedOn, let first = c.firstItem as? LayoutItem,
            let a = expression(first, c.firstAttribute, in: ancestor, reference: reference)
        else { return nil }
        var terms = a
        if let second = c.secondItem as? LayoutItem {
            guard let b = expression(second, c.secondAttribute, in: ancestor, reference: reference) else {
                return nil
            }
            terms += b.map { ($0.0, -Double(c.multiplier) * $0.1) }
        }
        return Spec(
            terms: terms, constant: -Double(c.constant), relation: c.relation.solver,
            priority: Double(c.priority.rawValue))
    }

    private func pinSpecs(_ view: UIView) -> [(NSLayoutConstraint, Spec)] {
        let state = view.layoutState
        if state.pins.isEmpty {
            state.pins = [NSLayoutConstraint.Attribute.left, .top, .width, .height].map {
                view.internalConstraint("NSAutoresizingMaskLayoutConstraint", $0)
            }
        }
        let f = view.frame
        let vars = state.variables
        let values = [(vars.minX, f.minX), (vars.minY, f.minY), (vars.width, f.width), (vars.height, f.height)]
        return zip(state.pins, values).map { c, pair in
            c.constant = pair.1
            return (c, Spec(terms: [(pair.0, 1)], constant: -Double(pair.1), relation: .equal, priority: 1000))
        }
    }

    private func contentSizeSpecs(_ view: UIView) -> [(NSLayoutConstraint, Spec)] {
        let size = view.intrinsicContentSize
        let state = view.layoutState
        if state.contentSize.isEmpty {
            state.contentSize = [NSLayoutConstraint.Attribute.width, .width, .height, .height].map {
                view.internalConstraint("NSContentSizeLayoutConstraint", $0)
            }
        }
        var specs: [(NSLayoutConstraint, Spec)] = []
        let axes: [(LayoutSolver.Variable, CGFloat, UILayoutPriority, UILayoutPriority)] = [
            (state.variables.width, size.width, state.hugging.horizontal, state.compression.horizontal),
            (state.variables.height, size.height, state.hugging.vertical, state.compression.vertical),
        ]
        for (i, (variable, value, hug, resist)) in axes.enumerated() where value != UIView.noIntrinsicMetric {
            let (hugging, resisting) = (state.contentSize[2 * i], state.contentSize[2 * i + 1])
            hugging.constant = value
            resisting.constant = value
            hugging.priority = hug
            resisting.priority = resist
            specs.append(
                (
                    hugging,
                    Spec(
                        terms: [(variable, 1)], constant: -value, relation: .lessThanOrEqual,
                        priority: Double(hug.rawValue))
                ))
            specs.append(
                (
                    resisting,
                    Spec(
                        terms: [(variable, 1)], constant: -value, relation: .greaterThanOrEqual,
                        priority: Double(resist.rawValue))
                ))
        }
        return specs
    }

    /// A guide's frame from the last solve.
    func frame(of item: LayoutItem) -> CGRect? {
        let vars = item.layoutVariables
        return CGRect(
            x: solver.value(of: vars.minX), y: solver.value(of: vars.minY), width: solver.value(of: vars.width),
            height: solver.value(of: vars.height))
    }
}

extension NSLayoutConstraint.Attribute {
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            true
        default: false
        }
    }

    /// The plain attribute of the margins guide that a margin attribute names.
    var marginBase: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }

    var marginName: String {
        switch self {
        case .left: "leftMargin"
        case .top: "topMargin"
        case .width: "widthMargin"
        default: "heightMargin"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var solver: LayoutSolver.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
