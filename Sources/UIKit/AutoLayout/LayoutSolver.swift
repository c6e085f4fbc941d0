/// An incremental linear-constraint solver of the Cassowary class, written for Reel from the
/// paper: Greg J. Badros, Alan Borning and Peter J. Stuckey, "The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", ACM Transactions on Computer-Human Interaction 8(4), 2001.
///
/// Constraints are linear (in)equalities over `Variable`s, each with a priority: `required`
/// (1000) must hold; lower priorities are preferences, optimised lexicographically, as the
/// paper's symbolic weights are: an error at a higher priority always outweighs any errors at
/// lower ones, and errors at one priority add up. The tableau is kept in the paper's augmented
/// simplex form (every basic variable but the unrestricted ones non-negative); adding a
/// constraint substitutes out the basic variables, picks a subject or enters an artificial
/// variable (§4.1), and re-optimises with the primal simplex (§3); removing one pivots its marker
/// variable out (§4.2); changing a constraint's constant shifts the tableau's constants and
/// restores feasibility with the dual simplex (§4.3, as for edit constants).
///
/// Determinism: every choice (subject, entering and leaving variables) takes the lowest symbol
/// number among the candidates (Bland's rule, which also rules out cycling); rows keep their
/// terms sorted by symbol; nothing iterates a hashed collection.
package final class LayoutSolver {
    /// A value the solver chooses.
    package final class Variable {
        package let name: String
        /// The value chosen by the last solver it was entered in (`LayoutSolver.value(of:)` asks one).
        package var value: Double { solver?.value(of: self) ?? 0 }
        fileprivate weak var solver: LayoutSolver?
        fileprivate var symbol = -1
        package init(_ name: String) { self.name = name }
    }

    package enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// The paper's strengths as priorities (UIKit's scale: 1000 is required).
    package enum Strength {
        package static let required = 1000.0
        package static let strong = 750.0
        package static let medium = 500.0
        package static let weak = 250.0
    }

    /// `Σ coefficient · variable + constant  relation  0`, with a priority.
    package final class Constraint {
        package let terms: [(Variable, Double)]
        package private(set) var constant: Double
        package let relation: Relation
        package let priority: Double
        /// Anything the caller wants to find again in a conflict report.
        package weak var owner: AnyObject?
        fileprivate var marker = -1
        fileprivate var other = -1
        /// The marker's coefficient in the constraint's own row before substitution.
        fileprivate var markerCoefficient = 1.0
        fileprivate var order = 0

        package init(
            _ terms: [(Variable, Double)], constant: Double, relation: Relation, priority: Double = Strength.required
        ) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.priority = min(priority, Strength.required)
        }

        package var isRequired: Bool { priority >= Strength.required }
        fileprivate func setConstant(_ value: Double) { constant = value }
    }

    /// Why a required constraint could not be added: it contradicts `conflicting` (itself included).
    package struct Unsatisfiable: Error {
        package let constraint: Constraint
        package let conflicting: [Constraint]
    }

    private enum Kind { case external, slack, error, dummy }

    private struct Term {
        var symbol: Int
        var coefficient: Double
    }

    /// `basic = constant + Σ terms` (for the objective rows: the objective's value).
    private struct Row {
        var constant: Double
        var terms: [Term] = []

        func coefficient(_ symbol: Int) -> Double {
            guard let i = index(symbol) else { return 0 }
            return terms[i].coefficient
        }

        func index(_ symbol: Int) -> Int? {
            var (lo, hi) = (0, terms.count)
            while lo < hi {
                let mid = (lo + hi) / 2
                if terms[mid].symbol < symbol { lo = mid + 1 } else { hi = mid }
            }
            return lo < terms.count && terms[lo].symbol == symbol ? lo : nil
        }

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            var (lo, hi) = (0, terms.count)
            while lo < hi {
                let mid = (lo + hi) / 2
                if terms[mid].symbol < symbol { lo = mid + 1 } else { hi = mid }
            }
            if lo < terms.count && terms[lo].symbol == symbol {
                terms[lo].coefficient += coefficient
                if nearZero(terms[lo].coefficient) { terms.remove(at: lo) }
            } else if !nearZero(coefficient) {
                terms.insert(Term(symbol: symbol, coefficient: coefficient), at: lo)
            }
        }

        /// self += factor · other (a merge of the two sorted term lists).
        mutating func add(_ other: Row, times factor: Double) {
            constant += other.constant * factor
            if other.terms.isEmpty { return }
            var merged: [Term] = []
            merged.reserveCapacity(terms.count + other.terms.count)
            var (i, j) = (0, 0)
            while i < terms.count || j < other.terms.count {
                if j == other.terms.count || (i < terms.count && terms[i].symbol < other.terms[j].symbol) {
                    merged.append(terms[i])
                    i += 1
                } else if i == terms.count || other.terms[j].symbol < terms[i].symbol {
                    let c = other.terms[j].coefficient * factor
                    if !nearZero(c) { merged.append(Term(symbol: other.terms[j].symbol, coefficient: c)) }
                    j += 1
                } else {
                    let c = terms[i].coefficient + other.terms[j].coefficient * factor
                    if !nearZero(c) { merged.append(Term(symbol: terms[i].symbol, coefficient: c)) }
                    i += 1
                    j += 1
                }
            }
            terms = merged
        }

        mutating func multiply(_ factor: Double) {
            constant *= factor
            for i in terms.indices { terms[i].coefficient *= factor }
        }

        /// Rewrites `0 = constant + Σ terms` (or `lhs = …` with `lhs` in the terms) as `symbol = …`.
        mutating func solve(for symbol: Int) {
            guard let i = index(symbol) else { return }
            let c = terms[i].coefficient
            terms.remove(at: i)
            multiply(-1 / c)
        }

        /// Rewrites `lhs = …` (symbol `rhs` in the terms) as `rhs = …`.
        mutating func solve(for lhs: Int, _ rhs: Int) {
            add(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row`'s expression.
        mutating func substitute(_ symbol: Int, _ row: Row) {
            guard let i = index(symbol) else { return }
            let c = terms[i].coefficient
            terms.remove(at: i)
            add(row, times: c)
        }
    }

    private static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    private var kinds: [Kind] = []
    /// Rows by basic symbol (nil: not basic).
    private var rows: [Row?] = []
    /// The basic symbols, in ascending order (the order rows are visited in).
    private var basics: [Int] = []
    /// The constraint each marker or error symbol belongs to.
    private var owners: [Constraint?] = []
    /// The objective, one row per priority below required, highest priority first.
    private var objective: [(priority: Double, row: Row)] = []
    /// The phase-one objective while a constraint is entered with an artificial variable.
    private var artificial: Row?
    private var variables: [Variable] = []
    private var constraints: [Constraint] = []
    private var nextOrder = 0
    private var infeasible: [Int] = []
    /// The first symbol made by the `add` running now: newer symbols are in no other row.
    private var firstNewSymbol = Int.max

    package init() {}

    /// The constraints in the solver, in the order they were added.
    package var installed: [Constraint] { constraints }

    package func contains(_ constraint: Constraint) -> Bool { constraint.marker >= 0 }

    private func newSymbol(_ kind: Kind, owner: Constraint? = nil) -> Int {
        kinds.append(kind)
        rows.append(nil)
        owners.append(owner)
        return kinds.count - 1
    }

    /// Each variable's symbol (looked up only: the variables are visited in `variables`' order).
    private var symbols: [ObjectIdentifier: Int] = [:]

    private func symbol(of variable: Variable) -> Int {
        if variable.solver === self { return variable.symbol }
        if let s = symbols[ObjectIdentifier(variable)] { return s }
        let s = newSymbol(.external)
        symbols[ObjectIdentifier(variable)] = s
        variables.append(variable)
        (variable.solver, variable.symbol) = (self, s)
        return s
    }

    /// The value this solver chose for `variable` (0 when no constraint names it).
    package func value(of variable: Variable) -> Double {
        let s = variable.solver === self ? variable.symbol : symbols[ObjectIdentifier(variable)]
        guard let s else { return 0 }
        return rows[s]?.constant ?? 0
    }

    private func setRow(_ symbol: Int, _ row: Row?) {
        let wasBasic = rows[symbol] != nil
        rows[symbol] = row
        if row != nil, !wasBasic {
            var (lo, hi) = (0, basics.count)
            while lo < hi {
                let mid = (lo + hi) / 2
                if basics[mid] < symbol { lo = mid + 1 } else { hi = mid }
            }
            basics.insert(symbol, at: lo)
        } else if row == nil, wasBasic, let i = basics.firstIndex(of: symbol) {
            basics.remove(at: i)
        }
    }

    private func objectiveLevel(_ priority: Double) -> Int {
        if let i = objective.firstIndex(where: { $0.priority == priority }) { return i }
        let i = objective.firstIndex { $0.priority < priority } ?? objective.count
        objective.insert((priority, Row(constant: 0)), at: i)
        return i
    }

    /// Adds `weight · symbol` to the objective at `priority`, substituting if it is basic.
    private func addToObjective(_ symbol: Int, _ weight: Double, priority: Double) {
        let level = objectiveLevel(priority)
        if let row = rows[symbol] {
            objective[level].row.add(row, times: weight)
        } else {
            objective[level].row.add(symbol, weight)
        }
    }

    // MARK: - Adding

    /// Adds `constraint`; a required one that contradicts the required constraints already in
    /// the solver is not added, and the error says which ones it contradicts.
    package func add(_ constraint: Constraint) throws(Unsatisfiable) {
        precondition(constraint.marker < 0, "the constraint is already in the solver")
        firstNewSymbol = kinds.count
        var row = Row(constant: constraint.constant)
        for (variable, coefficient) in constraint.terms {
            let s = symbol(of: variable)
            if let basic = rows[s] { row.add(basic, times: coefficient) } else { row.add(s, coefficient) }
        }
        var marker: Int
        var other = -1
        let sign = constraint.relation == .lessThanOrEqual ? -1.0 : 1.0
        if constraint.relation != .equal {
            // expr ≥ 0  ⇔  expr − slack = 0 with slack ≥ 0 (≤ is negated first).
            row.multiply(sign)
            marker = newSymbol(.slack, owner: constraint)
            row.add(marker, -1)
            if !constraint.isRequired {
                other = newSymbol(.error, owner: constraint)
                row.add(other, 1)
                addToObjective(other, 1, priority: constraint.priority)
            }
        } else if constraint.isRequired {
            marker = newSymbol(.dummy, owner: constraint)
            row.add(marker, 1)
        } else {
            marker = newSymbol(.error, owner: constraint)
            other = newSymbol(.error, owner: constraint)
            row.add(marker, -1)
            row.add(other, 1)
            addToObjective(marker, 1, priority: constraint.priority)
            addToObjective(other, 1, priority: constraint.priority)
        }
        // The marker's coefficient in the un-negated row: a constant change of δ is the marker
        // shifted by δ / coefficient (§4.3).
        constraint.markerCoefficient = (constraint.relation == .equal ? 1 : sign) * row.coefficient(marker)
        if row.constant < 0 { row.multiply(-1) }
        constraint.marker = marker
        constraint.other = other
        constraint.order = nextOrder
        nextOrder += 1

        if let subject = chooseSubject(row, marker: marker, other: other) {
            row.solve(for: subject)
            substitute(subject, row)
            setRow(subject, row)
        } else if row.terms.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            if !Self.nearZero(row.constant) {
                firstNewSymbol = Int.max
                throw fail(constraint, involved: row)
            }
            // Redundant: the marker becomes basic at zero.
            row.solve(for: marker)
            substitute(marker, row)
            setRow(marker, row)
        } else if let involved = addWithArtificialVariable(row) {
            // The failed row is in the tableau now: report, then rebuild without it.
            firstNewSymbol = Int.max
            let error = fail(constraint, involved: involved)
            rebuild()
            throw error
        }
        firstNewSymbol = Int.max
        constraints.append(constraint)
        optimize()
    }

    private func fail(_ constraint: Constraint, involved: Row) -> Unsatisfiable {
        // The symbols left in the failing row name the required constraints it runs into.
        var found: [Constraint] = [constraint]
        for term in involved.terms {
            if let owner = owners[term.symbol], owner !== constraint, owner.isRequired,
                !found.contains(where: { $0 === owner })
            {
                found.append(owner)
            }
        }
        removeSymbols(of: constraint)
        let sorted = found.sorted {
            ($0 === constraint ? Int.max : $0.order) < ($1 === constraint ? Int.max : $1.order)
        }
        return Unsatisfiable(constraint: constraint, conflicting: sorted)
    }

    /// Forgets a constraint that was never entered in the tableau.
    private func removeSymbols(of constraint: Constraint) {
        for s in [constraint.marker, constraint.other] where s >= 0 {
            if rows[s] != nil { setRow(s, nil) }
            for i in objective.indices { objective[i].row.substitute(s, Row(constant: 0)) }
            owners[s] = nil
        }
        constraint.marker = -1
        constraint.other = -1
    }

    /// The paper's choice of subject: an unrestricted (external) variable, else a new slack or
    /// error variable with a negative coefficient (it can be basic at a non-negative value). Of
    /// the unrestricted ones the newest: a variable first named by this constraint is in no
    /// other row, so making it basic substitutes nothing.
    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        if let term = row.terms.last(where: { kinds[$0.symbol] == .external }) { return term.symbol }
        for s in [marker, other] where s >= 0 && (kinds[s] == .slack || kinds[s] == .error) {
            if row.coefficient(s) < 0 { return s }
        }
        return nil
    }

    /// Phase one (§4.1): enters `row` with an artificial variable and minimises it. Returns nil
    /// when the constraint is satisfiable, else the phase-one objective (its conflict).
    private func addWithArtificialVariable(_ row: Row) -> Row? {
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

    private func substitute(_ symbol: Int, _ row: Row) {
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
    private func optimize(artificialPhase: Bool = false) {
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

    private func pivot(entering: Int, leaving: Int) {
        var row = rows[leaving]!
        setRow(leaving, nil)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        setRow(entering, row)
    }

    /// The dual simplex (§4.3): restores feasibility after constants changed, keeping optimality.
    /// Returns false when no pivot can (the required constraints now contradict each other).
    private func dualOptimize() -> Bool {
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
        guard constraint.marker >= 0 else { return }
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
    private func markerLeavingRow(_ marker: Int) -> Int? {
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
        guard constraint.marker >= 0, delta != 0 else { return }
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
    private func readd(_ constraint: Constraint) throws(Unsatisfiable) {
        // The tableau is an equivalent system but may be infeasible: rebuild it from the
        // constraints in their order, which is deterministic and leaves it feasible.
        if let failure = rebuild() { throw failure }
    }

    /// Enters the constraints again in their order; returns the first that no longer fits.
    @discardableResult
    private func rebuild() -> Unsatisfiable? {
        let all = constraints
        reset()
        var failure: Unsatisfiable?
        for c in all {
            do throws(Unsatisfiable) { try add(c) } catch { failure = failure ?? error }
        }
        return failure
    }

    private func reset() {
        for c in constraints {
            c.marker = -1
            c.other = -1
        }
        symbols = [:]
        for v in variables { v.solver = nil }
        (kinds, rows, basics, owners, objective, variables, constraints, infeasible) = ([], [], [], [], [], [], [], [])
    }
}
