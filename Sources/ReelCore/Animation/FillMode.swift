import Foundation

/// What an animation shows outside its active time, as `CAMediaTimingFillMode`.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    /// Nothing outside the active time: the model (or lower animations) shows.
    case removed
    /// The last value is held after the active time ends.
    case forwards
    /// The first value is shown before the active time starts.
    case backwards
    /// Both `backwards` and `forwards`.
    case both

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
