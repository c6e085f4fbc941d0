import Foundation

/// How a merge paths item (`"ty": "mm"`) combines the paths before it in its group (`"mm"`).
enum LottieMergeMode: Int {
    /// One path made of all of them, as they are.
    case merge = 1
    /// Their union.
    case add = 2
    /// The first minus each later one.
    case subtract = 3
    /// Where all of them are.
    case intersect = 4
    /// Where an odd number of them are (each exclusive-or'd with the result so far).
    case exclude = 5

    /// The outline of `operands` (each one path's contours, in the file's order): the first,
    /// then each later one combined with the result so far, as Skottie's `sksg::Merge` combines
    /// them (docs/lottie.md, "Merge paths").
    func combine(_ operands: [[BooleanContour]]) -> [BooleanContour] {
        guard var result = operands.first else { return [] }
        let op: PathBoolean.Operation
        switch self {
        case .merge: return operands.flatMap { $0 }
        case .add: op = .union
        case .subtract: op = .subtract
        case .intersect: op = .intersect
        case .exclude: op = .exclude
        }
        for next in operands.dropFirst() { result = PathBoolean.combine(result, next, op) }
        return result
    }
}
