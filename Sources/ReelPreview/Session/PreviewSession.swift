import Foundation
import Reel
import ReelCore
import ReelRender
import ReelScene

/// The scene being previewed: the last version of the file that validated, the problems of
/// the current one, and frames rendered from it.
///
/// The file is read again when it or an asset changes (``reloadIfChanged()``, called by the
/// watcher): a valid version replaces the last good one (a new ``generation``); an invalid
/// one leaves it in place and sets ``problems``. Every version (good or not) bumps
/// ``revision``, so a page that polls sees each change once.
///
/// Safe from several threads at once: the mutable state is behind `lock`; clips and frames
/// are immutable once made.
public final class PreviewSession: @unchecked Sendable {
    /// The scene file, as given on the command line.
    public let scenePath: String
    /// `--set` values from the command line; the page's values apply after them.
    public let overrides: [SceneOverride]
    /// Where rendered PNGs pass through and exports are written; removed by ``close()``.
    public let scratch: String
    /// Rendered frames, bounded in memory.
    public let frames: FrameCache
    let exports: ExportJobs

    private let lock = NSLock()
    private var good: PreviewDocument?
    private var currentProblems: [PreviewProblem] = []
    private var currentRevision = 0
    private var seen: [String: FileStamp] = [:]
    private var clips: [(key: String, clip: PreviewClip)] = []

    /// Reads the scene for the first time (a broken file is not an error: the page shows it).
    /// - Parameter cacheBytes: The most memory rendered frames may hold.
    /// - Throws: ``PreviewError/cannotCreateScratch(path:reason:)``.
    public init(scenePath: String, overrides: [SceneOverride] = [], cacheBytes: Int = 256 << 20)
        throws(PreviewError)
    {
        self.scenePath = scenePath
        self.overrides = overrides
        let template = NSTemporaryDirectory() + "/reel-preview-XXXXXX"
        var chars = Array(template.utf8CString)
        guard let made = mkdtemp(&chars) else {
            throw .cannotCreateScratch(path: template, reason: String(cString: strerror(errno)))
        }
        scratch = String(cString: made)
        frames = FrameCache(limit: cacheBytes)
        exports = ExportJobs(folder: scratch)
        _ = reloadIfChanged()
    }

    /// Removes the scratch folder (rendered PNGs in passing, exports).
    public func close() {
        exports.cancelAll()
        try? FileManager.default.removeItem(atPath: scratch)
    }

    /// The scene file's name, as the page titles it.
    public var fileName: String { (scenePath as NSString).lastPathComponent }

    /// The folder the scene's paths are relative to.
    public var baseDirectory: String {
        let base = PathText.folder(of: scenePath)
        return base.isEmpty ? "." : base
    }

    /// Bumped on every version of the file read, good or not.
    public var revision: Int { lock.withLock { currentRevision } }
    /// The last good version's number; 0 when the file has never validated.
    public var generation: Int { lock.withLock { good?.generation ?? 0 } }
    /// The current file's problems; empty when it validates.
    public var problems: [PreviewProblem] { lock.withLock { currentProblems } }

    // MARK: - Reloading

    /// Reads the file again when it or one of the last good version's assets changed on disk
    /// (or while the file is broken, since an asset it lacks may have appeared).
    /// - Returns: whether anything the page shows changed.
    @discardableResult
    public func reloadIfChanged() -> Bool {
        let (watched, broken) = lock.withLock { (seen, !currentProblems.isEmpty || good == nil) }
        let now = Dictionary(uniqueKeysWithValues: watched.keys.map { ($0, FileStamp(path: $0)) })
        guard watched.isEmpty || now != watched || broken else { return false }
        return reload()
    }

    private func reload() -> Bool {
        let stamp = FileStamp(path: scenePath)
        let bytes = FileManager.default.contents(atPath: scenePath).map { [UInt8]($0) }
        let base = baseDirectory
        let outcome: Result<SceneDocument, SceneLoadError>
        if let bytes {
            do throws(SceneLoadError) {
                outcome = .success(
                    try PreviewDocument.decode(
                        bytes, baseDirectory: base, file: fileName, path: scenePath, overrides: overrides))
            } catch {
                outcome = .failure(error)
            }
        } else {
            outcome = .failure(.cannotRead(path: scenePath, reason: "no such file, or unreadable"))
        }
        return lock.withLock {
            switch outcome {
            case .success(let document):
                let next = PreviewDocument(
                    generation: (good?.generation ?? 0) + 1, bytes: bytes!, baseDirectory: base, document: document)
                var stamps = [scenePath: stamp]
                for path in next.assetPaths { stamps[path] = FileStamp(path: path) }
                let same = good.map { $0.bytes == next.bytes && seen == stamps } ?? false
                seen = stamps
                if same && currentProblems.isEmpty { return false }
                currentProblems = []
                currentRevision += 1
                if !same {
                    good = next
                    clips = []
                    frames.removeAll()
                }
                return true
            case .failure(let error):
                seen[scenePath] = stamp
                let problems = PreviewProblem.list(error, file: fileName)
                if problems == currentProblems { return false }
                currentProblems = problems
                currentRevision += 1
                return true
            }
        }
    }

    // MARK: - Clips and frames

    /// The clip of the last good version with the page's parameter values.
    /// - Parameter values: `name=value` pairs applied after the command line's `--set`.
    /// - Returns: nil when the file has never validated.
    /// - Throws: the problems when the values do not fit the document (a word for a number).
    public func clip(values: [SceneOverride]) throws(SceneLoadError) -> PreviewClip? {
        let (current, cached) = lock.withLock { () -> (PreviewDocument?, PreviewClip?) in
            guard let good else { return (nil, nil) }
            let key = "\(good.generation)|" + Self.key(values)
            return (good, clips.first(where: { $0.key == key })?.clip)
        }
        guard let current else { return nil }
        if let cached { return cached }
        let document = try current.decoded(file: fileName, path: scenePath, overrides: overrides + values)
        let made: PreviewClip
        do {
            made = try PreviewClip(
                generation: current.generation, key: Self.key(values), document: document,
                baseDirectory: current.baseDirectory)
        } catch {
            throw .invalid(
                SceneValidationError(
                    diagnostics: [SceneDiagnostic(.range, path: JSONPath(), location: nil, message: "\(error)")],
                    file: fileName))
        }
        lock.withLock {
            guard good?.generation == current.generation else { return }
            clips.append(("\(current.generation)|" + made.key, made))
            if clips.count > 8 { clips.removeFirst() }
        }
        return made
    }

    /// The PNG of frame `index` of `clip`: the bytes `reel frame` writes for it.
    /// - Throws: the renderer's error (an image that does not decode), or a write error.
    public func png(_ clip: PreviewClip, frame index: Int) throws -> [UInt8] {
        let key = "\(clip.generation)|\(clip.key)|\(index)"
        if let bytes = frames.bytes(for: key) { return bytes }
        let frame = try clip.clip.frame(index, renderer: clip.renderer)
        let path = scratch + "/frame-\(UUID().uuidString).png"
        defer { unlink(path) }
        try writePNG(frame, to: path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RenderError.cannotWrite(path: path, reason: "the PNG just written cannot be read back")
        }
        let bytes = [UInt8](data)
        frames.insert(bytes, for: key)
        return bytes
    }

    /// `a=1&b=x`, in name order, last value of a name winning: one spelling per set of values.
    static func key(_ values: [SceneOverride]) -> String {
        var last: [String: String] = [:]
        for v in values { last[v.name] = v.value }
        return last.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }

    /// The last good version's asset files (resolved), for ``PreviewRouter`` to serve.
    var assetPaths: [String] { lock.withLock { good?.assetPaths ?? [] } }
}
