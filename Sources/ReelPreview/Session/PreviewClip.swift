import Foundation
import Reel
import ReelCore
import ReelRender
import ReelScene

/// A clip ready to draw: one document version with one set of parameter values.
public final class PreviewClip: Sendable {
    public let generation: Int
    /// The parameter values it was made with, as `name=value` in name order.
    public let key: String
    public let document: SceneDocument
    public let clip: Clip
    let renderer: FrameRenderer

    init(generation: Int, key: String, document: SceneDocument, baseDirectory: String) throws {
        self.generation = generation
        self.key = key
        self.document = document
        clip = Clip(
            timeline: document.timeline(baseDirectory: baseDirectory), scale: document.scale,
            backgroundColor: document.background)
        renderer = try clip.makeRenderer()
    }

    /// The trace line of frame `index` (`reel trace`'s line for that frame).
    public func traceLine(frame index: Int) -> String {
        let time = clip.time(ofFrame: index)
        return Trace.line(frame: index, time: time, snapshot: clip.timeline.evaluate(at: time))
    }

    /// The timeline panel's outline of the clip (`TimelineOutline`), as JSON.
    public var timelineJSON: String { TimelineOutline(clip.timeline).json }
}
