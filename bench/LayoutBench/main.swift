// `layout-bench [rounds]`: the Auto Layout solver (issue 38: 500 constraints solve in ≤ 5 ms,
// a constant change re-solves in ≤ 1 ms). Two scenes of 500 constraints: the solver alone (125
// boxes in a row, each box's left 8 after the previous box's right, a strong width, a top and a
// height ≥ width; the first box's width and then its left changed, each moving every box after
// it: the worst case for the re-solve), and the same through `import UIKit` (125 views with
// anchors in a window: the first `layoutIfNeeded()`, then a constant change laid out again,
// frames applied). Prints a Markdown table of medians and bests, a missed target marked; exits
// 1 only when a solved position is wrong.
import Foundation
import UIKit

let rounds = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 21 : 21
let boxes = 125

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The solver scene; returns the solver and the first box's width constraint.
func solverScene() throws -> (LayoutSolver, LayoutSolver.Constraint) {
    typealias V = LayoutSolver.Variable
    let s = LayoutSolver()
    var previous: (left: V, width: V)?
    var first: LayoutSolver.Constraint?
    for i in 0..<boxes {
        let (left, width, top, height) = (V("l\(i)"), V("w\(i)"), V("t\(i)"), V("h\(i)"))
        var chain: [(V, Double)] = [(left, 1)]
        if let previous { chain += [(previous.left, -1), (previous.width, -1)] }
        try s.add(LayoutSolver.Constraint(chain, constant: -8, relation: .equal))
        let w = LayoutSolver.Constraint([(width, 1)], constant: -Double(10 + i % 7), relation: .equal, priority: 750)
        try s.add(w)
        try s.add(LayoutSolver.Constraint([(top, 1)], constant: -Double(i % 5), relation: .equal))
        try s.add(LayoutSolver.Constraint([(height, 1), (width, -1)], constant: 0, relation: .greaterThanOrEqual))
        first = first ?? w
        previous = (left, width)
    }
    return (s, first!)
}

/// The UIKit scene; returns the window's root view and the first view's width constraint.
func viewScene() -> (UIView, NSLayoutConstraint) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 2000, height: 100))
    var previous: UIView?
    var first: NSLayoutConstraint?
    for i in 0..<boxes {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: CGFloat(10 + i % 7))
        width.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: previous?.trailingAnchor ?? root.leadingAnchor, constant: 8),
            width,
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i % 5)),
            box.heightAnchor.constraint(greaterThanOrEqualTo: box.widthAnchor),
        ])
        first = first ?? width
        previous = box
    }
    return (root, first!)
}

var solve: [Double] = []
var resolve: [Double] = []
var resolveRequired: [Double] = []
var layout: [Double] = []
var relayout: [Double] = []
for round in 0..<rounds {
    var scene: (LayoutSolver, LayoutSolver.Constraint)?
    solve.append(try milliseconds { scene = try solverScene() })
    let (solver, width) = scene!
    resolve.append(try milliseconds { try solver.setConstant(width, -Double(20 + round % 9)) })
    // Box i's left is 8 + Σ (width + 8) of the boxes before it; the first is now 20 + round % 9 wide.
    let firstWidth = Double(20 + round % 9)
    var lastLeft = 8 + firstWidth + 8
    for i in 1..<(boxes - 1) { lastLeft += Double(10 + i % 7) + 8 }
    let last = solver.installed[4 * (boxes - 1)].terms[0].0
    precondition(abs(solver.value(of: last) - lastLeft) < 1e-6, "the last box is at \(solver.value(of: last))")
    // A required constant: the first box's left (8 → 30) moves every box.
    let firstLeft = solver.installed[0]
    resolveRequired.append(try milliseconds { try solver.setConstant(firstLeft, -30) })
    precondition(abs(solver.value(of: last) - lastLeft - 22) < 1e-6, "the last box did not follow the first")

    let (root, first) = viewScene()
    layout.append(milliseconds { root.layoutIfNeeded() })
    relayout.append(
        milliseconds {
            first.constant = CGFloat(20 + round % 9)
            root.layoutIfNeeded()
        })
    precondition(root.subviews[1].frame.minX == 8 + CGFloat(20 + round % 9) + 8, "the second box did not move")
}

let rows: [(String, [Double], Double)] = [
    ("solver: add 500 constraints and solve", solve, 5),
    ("solver: re-solve after a constant change (a strong width)", resolve, 1),
    ("solver: re-solve after a constant change (a required left)", resolveRequired, 1),
    ("UIKit: first layoutIfNeeded (500 constraints, 125 views)", layout, 5),
    ("UIKit: constant change + layoutIfNeeded", relayout, 1),
]
print("| step | median (ms) | best (ms) | target (ms) |")
print("|---|---:|---:|---:|")
for (name, values, target) in rows {
    let m = median(values)
    print(
        "| \(name) | \(String(format: "%.3f", m)) | \(String(format: "%.3f", values.min()!)) | ≤ \(Int(target))"
            + (m > target ? " (missed)" : "") + " |")
}
