import ReelCore

/// How many times an animation plays.
public enum Looping: Hashable, Sendable {
    /// Loops forever (the default).
    case forever
    /// Plays `n` times in all (1 = once, no repeat).
    case plays(Int)
}
