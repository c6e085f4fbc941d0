import ReelCore
import ReelRender
import Shaders

extension Clip {
    /// The time `progress` (0 … 1) of the way through the clip, as Lottie players address a
    /// moment: `progress × duration`, not rounded to a frame (a fractional frame is drawn at
    /// its own time). 1 is the clip's end, where the last pose shows: the moment a player
    /// holds when a non-looping animation stops.
    public func time(atProgress progress: Double) -> Double {
        min(max(progress, 0), 1) * timeline.duration
    }

    /// The frame shown `progress` (0 … 1) of the way through the clip (``time(atProgress:)``).
    public func frame(atProgress progress: Double, renderer: FrameRenderer) throws -> Frame {
        try frame(atTime: time(atProgress: progress), renderer: renderer)
    }
}
