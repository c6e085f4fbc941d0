import Foundation
import Reel
import ReelEncode
import ReelRender

/// One export the page asked for: the clip rendered through the render pipeline into an MP4
/// or GIF in the scratch folder, with progress the page polls.
///
/// Safe from several threads: the pipeline's threads count frames, the router reads them;
/// both under `lock`.
public final class ExportJob: @unchecked Sendable {
    public enum State: Hashable, Sendable {
        case running
        case finished
        case failed(String)
    }

    public let id: Int
    public let format: OutputFormat
    /// The file name the download gets (`promo.gif`).
    public let fileName: String
    /// Where the finished file is.
    public let path: String
    public let total: Int
    let interruption = Interruption()
    private let lock = NSLock()
    private var rendered = 0
    private var current = State.running

    init(id: Int, format: OutputFormat, fileName: String, path: String, total: Int) {
        self.id = id
        self.format = format
        self.fileName = fileName
        self.path = path
        self.total = total
    }

    /// Frames rendered so far and whether the file is done.
    public var progress: (done: Int, state: State) { lock.withLock { (rendered, current) } }

    func frameRendered() { lock.withLock { rendered += 1 } }

    func end(_ state: State) { lock.withLock { current = state } }

    /// Renders `clip` into ``path`` (the writer writes a `TemporaryOutput`, renamed onto
    /// ``path`` only when the export finished).
    func run(_ clip: PreviewClip) {
        do {
            let settings = try clip.clip.encodeSettings()
            let writer = try format.makeWriter(destination: path, settings: settings)
            var options = RenderPipeline.Options()
            options.progress = .quiet
            options.handlesSignals = false
            options.interruption = interruption
            let renderer = clip.renderer
            let source = clip.clip
            let pipeline = RenderPipeline(frameCount: source.frameCount, options: options) { [self] index in
                let frame = try source.frame(index, renderer: renderer)
                frameRendered()
                return frame
            }
            try pipeline.run(writers: [writer])
            end(.finished)
        } catch {
            end(.failed("\(error)"))
        }
    }
}
