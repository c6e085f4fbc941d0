import Dispatch
import Foundation
import ReelEncode
import Shaders

/// Errors of a pipeline run.
public enum PipelineError: Error, CustomStringConvertible, Equatable {
    /// The run was stopped by a signal (2 = SIGINT, 15 = SIGTERM); outputs were not written.
    case interrupted(signal: Int32)
    /// The clip has no frames.
    case noFrames
    /// A frame range that does not fit the clip or does not parse.
    case badFrameRange(String)

    public var description: String {
        switch self {
        case .interrupted(let s):
            "interrupted by \(s == SIGINT ? "SIGINT" : s == SIGTERM ? "SIGTERM" : "signal \(s)"); no output was "
                + "written (existing files are untouched)"
        case .noFrames: "the clip has no frames; give it a duration of at least one frame"
        case .badFrameRange(let m): m
        }
    }
}
