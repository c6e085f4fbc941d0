import Foundation
import Reel
import ReelEncode
import ReelRender

/// The exports of one session, kept until the session closes (the last 8).
final class ExportJobs: @unchecked Sendable {
    private let folder: String
    private let lock = NSLock()
    private var jobs: [ExportJob] = []
    private var nextID = 1

    init(folder: String) {
        self.folder = folder
    }

    /// Starts rendering `clip` as `format` on a background thread.
    func start(_ clip: PreviewClip, format: OutputFormat, baseName: String) -> ExportJob {
        let job = lock.withLock { () -> ExportJob in
            let id = nextID
            nextID += 1
            let fileName = baseName + "." + format.rawValue
            let job = ExportJob(
                id: id, format: format, fileName: fileName, path: folder + "/export-\(id)-" + fileName,
                total: clip.clip.frameCount)
            jobs.append(job)
            if jobs.count > 8 {
                let old = jobs.removeFirst()
                old.interruption.interrupt(signal: SIGTERM)
                unlink(old.path)
            }
            return job
        }
        DispatchQueue.global().async { job.run(clip) }
        return job
    }

    func job(_ id: Int) -> ExportJob? { lock.withLock { jobs.first(where: { $0.id == id }) } }

    /// Stops every export still running.
    func cancelAll() {
        for job in lock.withLock({ jobs }) { job.interruption.interrupt(signal: SIGTERM) }
    }
}
