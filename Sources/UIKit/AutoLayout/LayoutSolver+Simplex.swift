/// The simplex steps, removing constraints and changing constants (the first half of the solver
/// is LayoutSolver.swift).
extension LayoutSolver {
    /// Phase one (§4.1): enters `row` with an artificial variable and minimises it. Returns nil
    /// when the constraint is satisfiable, else the phase-one objective (its conflict).
    func addWithArtificialVariable(_ row: Row) -> Row? {
        let art = newSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(artificialPhase: true)
        let phaseOne = artificial!
        artificial = nil
        let success = Self.nearZero(phaseOne.constant)
        if var basicRow = rows[art] {
            setRow(art, nil)
            if !basicRow.terms.isEmpty {
                guard
                    let entering = basicRow.terms.first(where: {
                        kinds[$0.symbol] != .external && kinds[$0.symbol] != .dummy
                    })?.symbol ?? basicRow.terms.first?.symbol
                else { return phaseOne }
                basicRow.solve(for: art, entering)
                substitute(entering, basicRow)
                setRow(entering, basicRow)
            }
        }
        for s in basics { rows[s]!.substitute(art, Row(constant: 0)) }
        for i in objective.indices { objective[i].row.substitute(art, Row(constant: 0)) }
        return success ? nil : phaseOne
    }

    func substitute(_ symbol: Int, _ row: Row) {
        // A variable first named by the constraint being added is in no row (nor the objective).
        if symbol >= firstNewSymbol && kinds[symbol] == .external { return }
        for s in basics {
            guard rows[s]!.index(symbol) != nil else { continue }
            rows[s]!.substitute(symbol, row)
            if kinds[s] != .external && rows[s]!.constant < 0 { infeasible.append(s) }
        }
        for i in objective.indices { objective[i].row.substitute(symbol, row) }
        artificial?.substitute(symbol, row)
    }

    // MARK: - Simplex

    /// The primal simplex (§3): pivots until no non-basic variable lowers the objective.
    func optimize(artificialPhase: Bool = false) {
        while true {
            // Bland's rule: the lowest-numbered symbol whose cost is negative.
            var entering = Int.max
            if artificialPhase {
                entering =
                    artificial!.terms.first { $0.coefficient < 0 && kinds[$0.symbol] != .dummy }?.symbol ?? entering
            } else {
                for (i, level) in objective.enumerated() {
                    for t in level.row.terms where t.symbol < entering && t.coefficient < 0 {
                        guard kinds[t.symbol] != .dummy else { continue }
                        // Negative here counts only where every higher priority costs nothing.
                        if objective[..<i].allSatisfy({ $0.row.coefficient(t.symbol) == 0 }) {
                            entering = t.symbol
                            break
                        }
                    }
                }
            }
            guard entering < Int.max else { return }
            var leaving = -1
            var best = Double.infinity
            for s in basics where kinds[s] != .external {
                let row = rows[s]!
                let c = row.coefficient(entering)
                guard c < 0 else { continue }
                let ratio = -row.constant / c
                if ratio < best - 1e-12 {
                    best = ratio
                    leaving = s
                }
            }
            guard leaving >= 0 else { return }  // unbounded: cannot happen with error terms ≥ 0
            pivot(entering: entering, leaving: leaving)
        }
    }

    func pivot(entering: Int, leaving: Int) {
        var row = rows[leaving]!
        setRow(leaving, nil)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        setRow(entering, row)
    }

    /// The dual simplex (§4.3): restores feasibility after constants changed, keeping optimality.
    /// Returns false when no pivot can (the required constraints now contradict each other).
    func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0 else { continue }
            var entering = -1
            var best: [Double] = []
            for term in row.terms where term.coefficient > 0 && kinds[term.symbol] != .dummy {
                let ratio = objective.map { $0.row.coefficient(term.symbol) / term.coefficient }
                if entering < 0 || ratio.lexicographicallyPrecedes(best) {
                    best = ratio
                    entering = term.symbol
                }
            }
            guard entering >= 0 else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    // MARK: - Removing and changing

    /// Removes `constraint` (§4.2): its errors leave the objective, and its marker leaves the basis.
    package func remove(_ constraint: Constraint) {
        guard contains(constraint) else { return }
        for s in [constraint.marker, constraint.other] where s >= 0 && kinds[s] == .error {
            addToObjective(s, -1, priority: constraint.priority)
        }
        let marker = constraint.marker
        if rows[marker] != nil {
            setRow(marker, nil)
        } else if let leaving = markerLeavingRow(marker) {
            var row = rows[leaving]!
            setRow(leaving, nil)
            row.solve(for: leaving, marker)
            substitute(marker, row)
        }
        removeSymbols(of: constraint)
        constraints.removeAll { $0 === constraint }
        optimize()
    }

    /// The row to pivot the marker into: the paper's minimum-ratio choice among restricted rows
    /// where it has a negative coefficient, else a positive one, else any row with it.
    func markerLeavingRow(_ marker: Int) -> Int? {
        var (first, second, third) = (-1, -1, -1)
        var (r1, r2) = (Double.infinity, Double.infinity)
        for s in basics {
            let row = rows[s]!
            let c = row.coefficient(marker)
            if c == 0 { continue }
            if kinds[s] == .external {
                if third < 0 { third = s }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { (r1, first) = (r, s) }
            } else {
                let r = row.constant / c
                if r < r2 { (r2, second) = (r, s) }
            }
        }
        for s in [first, second, third] where s >= 0 { return s }
        return nil
    }

    /// Changes the constant of a constraint in the solver, incrementally (§4.3): the marker is
    /// shifted by δ / its coefficient in every row, then the dual simplex restores feasibility.
    /// Throws when a required constraint can no longer hold; the constraint is then removed.
    package func setConstant(_ constraint: Constraint, _ value: Double) throws(Unsatisfiable) {
        let delta = value - constraint.constant
        constraint.setConstant(value)
        guard contains(constraint), delta != 0 else { return }
        infeasible.removeAll()
        let shift = delta / constraint.markerCoefficient
        let marker = constraint.marker
        if var row = rows[marker] {
            row.constant -= shift
            rows[marker] = row
            if kinds[marker] == .dummy, !Self.nearZero(row.constant) {
                return try readd(constraint)
            }
            if kinds[marker] != .external && row.constant < 0 { infeasible.append(marker) }
        } else {
            for s in basics {
                let c = rows[s]!.coefficient(marker)
                guard c != 0 else { continue }
                rows[s]!.constant += c * shift
                if kinds[s] != .external && rows[s]!.constant < 0 { infeasible.append(s) }
            }
        }
        if !dualOptimize() { return try readd(constraint) }
    }

    /// Takes `constraint` out and adds it again (which reports the conflict it now makes).
    func readd(_ constraint: Constraint) throws(Unsatisfiable) {
        // The tableau is an equivalent system but may be infeasible: rebuild it from the
        // constraints in their order, which is deterministic and leaves it feasible.
        if let failure = rebuild() { throw failure }
    }

    /// Enters the constraints again in their order; returns the first that no longer fits.
    @discardableResult
    func rebuild() -> Unsatisfiable? {
        let all = constraints
        reset()
        var failure: Unsatisfiable?
        for c in all {
            do throws(Unsatisfiable) { try add(c) } catch { failure = failure ?? error }
        }
        return failure
    }

    func reset() {
        for c in constraints {
            c.marker = -1
            c.other = -1
            c.holder = nil
        }
        symbols = [:]
        for v in variables { v.solver = nil }
        (kinds, rows, basics, owners, objective, variables, constraints, infeasible) = ([], [], [], [], [], [], [], [])
    }
}
