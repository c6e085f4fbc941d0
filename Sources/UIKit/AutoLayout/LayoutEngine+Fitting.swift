import Foundation

/// A measuring engine (`systemLayoutSizeFitting`): its root is sized by `fitting` instead of
/// being pinned to its frame; it enters the constraints in its own solver, leaving the window's
/// engine as it is.
extension LayoutEngine {
    /// What a measuring engine asks of its root instead of pinning it to its frame: a size, each
    /// side at a priority (`systemLayoutSizeFitting`).
    struct Fitting {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    /// A measured root at the origin, its width and height wanting `fitting`'s at its priorities.
    func fittingSpecs(_ view: UIView, _ fitting: Fitting) -> [(NSLayoutConstraint, Spec)] {
        let vars = view.layoutState.variables
        let rows: [(NSLayoutConstraint.Attribute, LayoutSolver.Variable, CGFloat, UILayoutPriority)] = [
            (.left, vars.minX, 0, .required), (.top, vars.minY, 0, .required),
            (.width, vars.width, fitting.size.width, fitting.horizontal),
            (.height, vars.height, fitting.size.height, fitting.vertical),
        ]
        return rows.map { attribute, variable, value, priority in
            let c = view.internalConstraint("NSLayoutConstraint", attribute)
            c.constant = value
            c.priority = priority
            return (
                c,
                Spec(
                    terms: [(variable, 1)], constant: -Double(value), relation: .equal,
                    priority: Double(priority.rawValue))
            )
        }
    }
}
