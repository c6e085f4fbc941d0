import Dispatch
import Foundation

/// One check of the automatic palette mode (does one palette for the clip still reach
/// `minimumQuality` on the colours shown in the first `frames` frames?), run on another
/// thread while the writer goes on taking frames, so quantizing the histogram does not hold
/// up the writer's thread. The writer takes the answer as soon as it is there (at its next
/// check or at the end at the latest) and switches to per-frame palettes then if it is no;
/// the file does not depend on when it switches (the frames spooled in between are masked
/// again, as the ones before them), so it is the same bytes as checking in line.
final class PaletteCheck: @unchecked Sendable {
    /// The frames whose colours are checked.
    let frames: Int
    private let group = DispatchGroup()
    /// Written once on the checking thread before `group` is left; read after waiting for it.
    private var answer: Result<Bool, EncodeError> = .success(true)

    init(colors: [(color: RGBA8, count: UInt32)], frames: Int, speed: Int, minimumQuality: Int) {
        self.frames = frames
        group.enter()
        // Its own thread, not Dispatch's pool: the render workers hold the pool's threads (one
        // per core) for the whole render, so a check queued there would wait for a free one
        // while the writer waits for the check.
        Thread { [self] in
            do throws(EncodeError) {
                answer = .success(
                    try Histogram.palette(for: colors, speed: speed, minimumQuality: minimumQuality) != nil)
            } catch {
                answer = .failure(error)
            }
            group.leave()
        }.start()
    }

    /// Whether the check has ended (does not wait).
    var isFinished: Bool { group.wait(timeout: .now()) == .success }

    /// Whether one palette fits those colours (waits for the check to end).
    func fits() throws(EncodeError) -> Bool {
        group.wait()
        return try answer.get()
    }
}
