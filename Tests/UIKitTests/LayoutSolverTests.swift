import Foundation
import Testing

@testable import UIKit

/// The Cassowary solver (Sources/UIKit/AutoLayout/LayoutSolver.swift) on systems solved by hand.
@Suite struct LayoutSolverTests {
    typealias V = LayoutSolver.Variable
    typealias C = LayoutSolver.Constraint

    /// x + 10 == y: one way to write `Σ a·v + c op 0`.
    static func c(
        _ terms: [(V, Double)], _ constant: Double, _ relation: LayoutSolver.Relation = .equal,
        _ priority: Double = LayoutSolver.Strength.required
    ) -> C {
        C(terms, constant: constant, relation: relation, priority: priority)
    }

    @Test func requiredEqualitiesChain() throws {
        let s = LayoutSolver()
        let (x, y, z) = (V("x"), V("y"), V("z"))
        try s.add(Self.c([(x, 1)], -10))  // x = 10
        try s.add(Self.c([(y, 1), (x, -1)], -20))  // y = x + 20 = 30
        try s.add(Self.c([(z, 1), (x, -1), (y, -1)], 0))  // z = x + y = 40
        #expect(x.value == 10 && y.value == 30 && z.value == 40)
    }

    @Test func strongerPreferenceWins() throws {
        // x ≥ 0 required; x = 100 weak; x = 40 strong → 40 (lexicographic: strong first).
        let s = LayoutSolver()
        let x = V("x")
        try s.add(Self.c([(x, 1)], 0, .greaterThanOrEqual))
        try s.add(Self.c([(x, 1)], -100, .equal, LayoutSolver.Strength.weak))
        let strong = Self.c([(x, 1)], -40, .equal, LayoutSolver.Strength.strong)
        try s.add(strong)
        #expect(abs(x.value - 40) < 1e-9)
        // Removing the strong preference leaves the weak one.
        s.remove(strong)
        #expect(abs(x.value - 100) < 1e-9)
    }

    @Test func twoWeakErrorsOutweighOne() throws {
        // Two weak x = 10 against one weak x = 20: errors at one priority add up → 10.
        let s = LayoutSolver()
        let x = V("x")
        try s.add(Self.c([(x, 1)], -10, .equal, 250))
        try s.add(Self.c([(x, 1)], -10, .equal, 250))
        try s.add(Self.c([(x, 1)], -20, .equal, 250))
        #expect(abs(x.value - 10) < 1e-9)
        // But one at 251 outweighs any number at 250.
        try s.add(Self.c([(x, 1)], -30, .equal, 251))
        #expect(abs(x.value - 30) < 1e-9)
    }

    @Test func inequalitiesClampPreferences() throws {
        // left = 0, width ≤ 300 required, width ≥ 120 required, width = 500 medium → 300.
        let s = LayoutSolver()
        let (left, width, right) = (V("left"), V("width"), V("right"))
        try s.add(Self.c([(left, 1)], 0))
        try s.add(Self.c([(right, 1), (left, -1), (width, -1)], 0))
        try s.add(Self.c([(width, 1)], -300, .lessThanOrEqual))
        try s.add(Self.c([(width, 1)], -120, .greaterThanOrEqual))
        let wish = Self.c([(width, 1)], -500, .equal, LayoutSolver.Strength.medium)
        try s.add(wish)
        #expect(abs(width.value - 300) < 1e-9 && abs(right.value - 300) < 1e-9)
        // The constant changed incrementally: 500 → 200 (inside the bounds), → 50 (clamped at 120).
        try s.setConstant(wish, -200)
        #expect(abs(width.value - 200) < 1e-9 && abs(right.value - 200) < 1e-9)
        try s.setConstant(wish, -50)
        #expect(abs(width.value - 120) < 1e-9)
    }

    @Test func requiredConstantChangeIsIncremental() throws {
        // A centred box: box.left = (container − width) / 2 with container = 2·half.
        let s = LayoutSolver()
        let (container, width, left) = (V("container"), V("width"), V("left"))
        let size = Self.c([(container, 1)], -400)
        try s.add(size)
        let w = Self.c([(width, 1)], -100)
        try s.add(w)
        try s.add(Self.c([(left, 2), (width, 1), (container, -1)], 0))
        #expect(abs(left.value - 150) < 1e-9)
        try s.setConstant(w, -300)
        #expect(abs(left.value - 50) < 1e-9)
        try s.setConstant(size, -100)
        #expect(abs(left.value - -100) < 1e-9)
    }

    @Test func conflictingRequiredEqualitiesReportBoth() throws {
        let s = LayoutSolver()
        let x = V("x")
        let a = Self.c([(x, 1)], -100)
        let b = Self.c([(x, 1)], -200)
        try s.add(a)
        #expect(throws: LayoutSolver.Unsatisfiable.self) { try s.add(b) }
        do throws(LayoutSolver.Unsatisfiable) { try s.add(b) } catch {
            #expect(error.constraint === b)
            #expect(error.conflicting.map(\.constant) == [-100, -200])
        }
        #expect(x.value == 100 && !s.contains(b) && s.contains(a))
    }

    @Test func conflictingRequiredInequalitiesAreFound() throws {
        // x ≥ 50 and x ≤ 20: the second cannot hold (found in phase one).
        let s = LayoutSolver()
        let (x, y) = (V("x"), V("y"))
        try s.add(Self.c([(y, 1), (x, -1)], 0))
        let low = Self.c([(x, 1)], -50, .greaterThanOrEqual)
        try s.add(low)
        let high = Self.c([(y, 1)], -20, .lessThanOrEqual)
        do throws(LayoutSolver.Unsatisfiable) {
            try s.add(high)
            Issue.record("x ≥ 50 and x = y ≤ 20 were both added")
        } catch {
            #expect(error.constraint === high)
            #expect(error.conflicting.contains { $0 === low })
        }
        #expect(abs(x.value - 50) < 1e-9 && abs(y.value - 50) < 1e-9)
        #expect(s.installed.count == 2)
    }

    @Test func constantChangeThatConflictsBreaksTheNewest() throws {
        let s = LayoutSolver()
        let x = V("x")
        let floor = Self.c([(x, 1)], -10, .greaterThanOrEqual)  // x ≥ 10
        try s.add(floor)
        let pin = Self.c([(x, 1)], -30)  // x = 30
        try s.add(pin)
        #expect(throws: LayoutSolver.Unsatisfiable.self) { try s.setConstant(pin, -5) }  // x = 5 < 10
        #expect(!s.contains(pin) && s.contains(floor))
        #expect(x.value >= 10 - 1e-9)
    }

    @Test func ambiguousLayoutIsDeterministic() throws {
        // a + b = 100 with nothing else: the same answer in every process and run.
        func solve() throws -> [Double] {
            let s = LayoutSolver()
            let (a, b) = (V("a"), V("b"))
            try s.add(Self.c([(a, 1), (b, 1)], -100))
            try s.add(Self.c([(a, 1)], 0, .greaterThanOrEqual))
            return [a.value, b.value]
        }
        let first = try solve()
        #expect(first.reduce(0, +) == 100)
        for _ in 0..<5 { #expect(try solve() == first) }
    }

    @Test func fiveHundredConstraintsSolveQuickly() throws {
        let (s, constant) = try Self.chain(views: 125)
        #expect(s.installed.count == 500)
        let start = DispatchTime.now()
        try s.setConstant(constant, -20)
        let ms = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        #expect(ms < 50, "debug build; the release bench holds it to 1 ms")
    }

    /// Random adds, removes and constant changes (a seeded generator): after every step the
    /// required constraints hold, and each priority's total error equals that of a solver built
    /// afresh from the same constraints (the optimum is unique even where the solution is not).
    @Test func incrementalMatchesAFreshSolve() throws {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let variables = (0..<10).map { V("v\($0)") }
        let priorities = [1000.0, 1000, 750, 500, 250]
        let relations: [LayoutSolver.Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let s = LayoutSolver()
        func violation(_ c: C, _ value: (V) -> Double) -> Double {
            let e = c.terms.reduce(c.constant) { $0 + $1.1 * value($1.0) }
            switch c.relation {
            case .equal: return abs(e)
            case .lessThanOrEqual: return max(0, e)
            case .greaterThanOrEqual: return max(0, -e)
            }
        }
        func errors(_ solver: LayoutSolver) -> [Double] {
            [750.0, 500, 250].map { p in
                solver.installed.filter { $0.priority == p }.reduce(0) { $0 + violation($1, solver.value(of:)) }
            }
        }
        for step in 0..<300 {
            switch next(10) {
            case 0..<6:
                let count = 1 + next(3)
                let terms = (0..<count).map { _ in (variables[next(10)], [1.0, -1, 2, 0.5][next(4)]) }
                let c = Self.c(terms, Double(next(200) - 100), relations[next(3)], priorities[next(5)])
                try? s.add(c)
            case 6, 7:
                if !s.installed.isEmpty { s.remove(s.installed[next(s.installed.count)]) }
            default:
                if !s.installed.isEmpty {
                    try? s.setConstant(s.installed[next(s.installed.count)], Double(next(200) - 100))
                }
            }
            for c in s.installed where c.isRequired {
                #expect(violation(c, s.value(of:)) < 1e-6, "step \(step): required constraint broken")
            }
            let fresh = LayoutSolver()
            for c in s.installed {
                let copy = Self.c(c.terms, c.constant, c.relation, c.priority)
                #expect(throws: Never.self) { try fresh.add(copy) }
            }
            let (a, b) = (errors(s), errors(fresh))
            #expect(zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }, "step \(step): \(a) vs \(b)")
        }
        #expect(s.installed.count > 20)
    }

    /// `views` boxes in a row, four constraints each (left, width, top, height), each box's
    /// left 8 after the previous box's right; returns the first box's width constraint.
    static func chain(views: Int) throws -> (LayoutSolver, C) {
        let s = LayoutSolver()
        var previous: (left: V, width: V)?
        var first: C?
        for i in 0..<views {
            let (left, width, top, height) = (V("l\(i)"), V("w\(i)"), V("t\(i)"), V("h\(i)"))
            if let previous {
                try s.add(Self.c([(left, 1), (previous.left, -1), (previous.width, -1)], -8))
            } else {
                try s.add(Self.c([(left, 1)], -8))
            }
            let w = Self.c([(width, 1)], -Double(10 + i % 7), .equal, 750)
            try s.add(w)
            try s.add(Self.c([(top, 1)], -Double(i % 5)))
            try s.add(Self.c([(height, 1), (width, -1)], 0, .greaterThanOrEqual))
            first = first ?? w
            previous = (left, width)
        }
        return (s, first!)
    }
}
