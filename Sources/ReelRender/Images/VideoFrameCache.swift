import Foundation
import ReelCore
import ReelMedia

/// Video frames for layers whose contents is a video (`Image.video`), safe to use from many
/// threads at once, with memory bounded whatever the video's length.
///
/// Each video has one `VideoFrameReader` (decoding forward, seeking only when asked for an
/// earlier frame than it has passed) and a window of the last `window` frames it produced, each
/// with the time range it is shown for. Render workers ask for nearby times in any order; a time
/// inside the window is answered from it, so the video is decoded about once however many
/// workers draw it. The frame for a time does not depend on the order of the questions
/// (`VideoFrameReader`'s rule), so renders are identical for any `--jobs` and shard layout.
/// A video's lock is held while it decodes; different videos decode in parallel.
public final class VideoFrameCache: @unchecked Sendable {
    // @unchecked Sendable: `videos` is read and written under `lock`; each `Video`'s state
    // under its own lock.
    private let lock = NSLock()
    private var videos: [String: Video] = [:]
    /// Frames kept per video.
    let window: Int

    public init(window: Int = 12) {
        self.window = max(window, 2)
    }

    private final class Video: @unchecked Sendable {
        // @unchecked Sendable: every field is used under `lock`.
        let lock = NSLock()
        var reader: Result<VideoFrameReader, RenderError>?
        var recent: [(timestamp: Int64, next: Int64?, image: DecodedImage)] = []
    }

    /// The frame `image` (a presented video) shows.
    /// - Throws: `RenderError.imageNotFound` / `.imageUnreadable` naming the video.
    public func frame(for image: Image) throws(RenderError) -> DecodedImage {
        let video = lock.withLock {
            if let v = videos[image.path] { return v }
            let v = Video()
            videos[image.path] = v
            return v
        }
        video.lock.lock()
        defer { video.lock.unlock() }
        let reader = try self.reader(of: video, path: image.path)
        var seconds = image.videoTime ?? 0
        if image.video?.loops == true, reader.duration > 0 {
            seconds = seconds.truncatingRemainder(dividingBy: reader.duration)
        }
        let target = reader.ticks(forSeconds: seconds)
        if let hit = video.recent.last(where: { $0.timestamp <= target && ($0.next.map { target < $0 } ?? true) }) {
            return hit.image
        }
        let shown: VideoFrameReader.Shown
        do { shown = try reader.frame(at: seconds) } catch {
            throw .imageUnreadable(path: image.path, reason: error.description)
        }
        let decoded = shown.frame.pixels.withUnsafeBytes {
            DecodedImage(
                width: shown.frame.width, height: shown.frame.height, copying: $0.baseAddress!,
                sourceStride: shown.frame.width * 4)
        }
        video.recent.removeAll { $0.timestamp == shown.timestamp }
        video.recent.append((shown.timestamp, shown.next, decoded))
        if video.recent.count > window { video.recent.removeFirst(video.recent.count - window) }
        return decoded
    }

    /// The video's reader, opened on first use; a failure to open is kept, so every frame agrees.
    private func reader(of video: Video, path: String) throws(RenderError) -> VideoFrameReader {
        if video.reader == nil {
            if !FileManager.default.fileExists(atPath: path) {
                video.reader = .failure(.imageNotFound(path: path))
            } else {
                do { video.reader = .success(try VideoFrameReader(path: path)) } catch {
                    video.reader = .failure(.imageUnreadable(path: path, reason: error.description))
                }
            }
        }
        return try video.reader!.get()
    }
}
