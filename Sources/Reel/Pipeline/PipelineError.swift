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
    /// `--frames NAME` names no marker of the clip (`available`: the ones it has).
    case noSuchMarker(String, available: [String])

    public var description: String {
        switch self {
        case .interrupted(let s):
            "interrupted by \(s == SIGINT ? "SIGINT" : s == SIGTERM ? "SIGTERM" : "signal \(s)"); no output was "
                + "written (existing files are untouched)"
        case .noFrames: "the clip has no frames; give it a duration of at least one frame"
        case .badFrameRange(let m): m
        case .noSuchMarker(let name, let available):
            available.isEmpty
                ? "the clip has no markers, so '\(name)' selects no frames; give frames as a-b, or add \"markers\" "
                    + "to the scene"
                : "the clip has no marker '\(name)'; its markers: "
                    + available.map { "'\($0)'" }.joined(separator: ", ")
        }
    }
}
