import Foundation
import ReelScene

/// Merge paths (`mm`): the paths before the item in its group become one, drawn by the fills
/// and strokes after it (`shapes(_:before:)` makes the merged geometry).
extension ShapeContext {
    /// The item's mode; an unknown one merges (mode 1), with a warning.
    func mergeMode(_ item: LottieShapeItem, path: JSONPath) -> LottieMergeMode {
        if let mode = LottieMergeMode(rawValue: item.mm ?? 1) { return mode }
        warn(
            path, at: item.location, "merge paths mode \(item.mm ?? 0) is not one of 1 to 5; the shapes are merged (1)")
        return .merge
    }
}
