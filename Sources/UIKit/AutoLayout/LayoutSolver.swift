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
        weak var solver: LayoutSolver?
        var symbol = -1
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
        var marker = -1
        var other = -1
        /// The solver the constraint is in: `marker` and `other` are symbols of that solver only.
        weak var holder: LayoutSolver?
        /// The marker's coefficient in the constraint's own row before substitution.
        var markerCoefficient = 1.0
        var order = 0

        package init(
            _ terms: [(Variable, Double)], constant: Double, relation: Relation, priority: Double = Strength.required
        ) {
            self.terms = terms
            self.constant = constant
            self.relation = relation
            self.priority = min(priority, Strength.required)
        }

        package var isRequired: Bool { priority >= Strength.required }
        func setConstant(_ value: Double) { constant = value }
    }

    /// Why a required constraint could not be added: it contradicts `conflicting` (itself included).
    package struct Unsatisfiable: Error {
        package let constraint: Constraint
        package let conflicting: [Constraint]
    }

    enum Kind { case external, slack, error, dummy }

    struct Term {
        var symbol: Int
        var coefficient: Double
    }

    /// `basic = constant + Σ terms` (for the objective rows: the objective's value).
    struct Row {
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

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    var kinds: [Kind] = []
    /// Rows by basic symbol (nil: not basic).
    var rows: [Row?] = []
    /// The basic symbols, in ascending order (the order rows are visited in).
    var basics: [Int] = []
    /// The constraint each marker or error symbol belongs to.
    var owners: [Constraint?] = []
    /// The objective, one row per priority below required, highest priority first.
    var objective: [(priority: Double, row: Row)] = []
    /// The phase-one objective while a constraint is entered with an artificial variable.
    var artificial: Row?
    var variables: [Variable] = []
    var constraints: [Constraint] = []
    var nextOrder = 0
    var infeasible: [Int] = []
    /// The first symbol made by the `add` running now: newer symbols are in no other row.
    var firstNewSymbol = Int.max

    package init() {}

    /// The constraints in the solver, in the order they were added.
    package var installed: [Constraint] { constraints }

    /// Whether `constraint` is in this solver (a constraint entered in another solver is not:
    /// its symbols are that solver's).
    package func contains(_ constraint: Constraint) -> Bool { constraint.holder === self && constraint.marker >= 0 }

    func newSymbol(_ kind: Kind, owner: Constraint? = nil) -> Int {
        kinds.append(kind)
        rows.append(nil)
        owners.append(owner)
        return kinds.count - 1
    }

    /// Each variable's symbol (looked up only: the variables are visited in `variables`' order).
    var symbols: [ObjectIdentifier: Int] = [:]

    func symbol(of variable: Variable) -> Int {
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

    func setRow(_ symbol: Int, _ row: Row?) {
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

    func objectiveLevel(_ priority: Double) -> Int {
        if let i = objective.firstIndex(where: { $0.priority == priority }) { return i }
        let i = objective.firstIndex { $0.priority < priority } ?? objective.count
        objective.insert((priority, Row(constant: 0)), at: i)
        return i
    }

    /// Adds `weight · symbol` to the objective at `priority`, substituting if it is basic.
    func addToObjective(_ symbol: Int, _ weight: Double, priority: Double) {
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
    /// Longer than 60 lines: the paper's add step (§4.2) kept whole, so it reads against it.
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
        constraint.holder = self
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

    func fail(_ constraint: Constraint, involved: Row) -> Unsatisfiable {
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
    func removeSymbols(of constraint: Constraint) {
        for s in [constraint.marker, constraint.other] where s >= 0 {
            if rows[s] != nil { setRow(s, nil) }
            for i in objective.indices { objective[i].row.substitute(s, Row(constant: 0)) }
            owners[s] = nil
        }
        constraint.marker = -1
        constraint.other = -1
        constraint.holder = nil
    }

    /// The paper's choice of subject: an unrestricted (external) variable, else a new slack or
    /// error variable with a negative coefficient (it can be basic at a non-negative value). Of
    /// the unrestricted ones the newest: a variable first named by this constraint is in no
    /// other row, so making it basic substitutes nothing.
    func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        if let term = row.terms.last(where: { kinds[$0.symbol] == .external }) { return term.symbol }
        for s in [marker, other] where s >= 0 && (kinds[s] == .slack || kinds[s] == .error) {
            if row.coefficient(s) < 0 { return s }
        }
        return nil
    }

}
