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

    /// The moment a player shows for a requested `time` in seconds: the nearest frame, or the
    /// clip's end within half a frame of it (``FrameRate/shownTime(forTime:duration:)``).
    /// - Returns: nil for a time more than half a frame outside the clip.
    public func shownTime(forTime time: Double) -> Double? {
        timeline.frameRate.shownTime(forTime: time, duration: timeline.duration)
    }
}
