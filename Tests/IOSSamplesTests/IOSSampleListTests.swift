import IOSSampleClips
import IOSSamples
import ReelCore
import Testing
import UIKit

/// The to-do list sample by formula, at every frame: a task fades in at the top (0.3 s), one
/// moves into "Done" (1.0 s), the done ones slide out to the left (1.7 s), each over
/// `UITableView.rowAnimationDuration`, eased in and out; rows are 36 high under 28-point headers.
@Suite struct IOSSampleListTests {
    /// The eased progress at `t` of a change made at `start`.
    static func progress(_ t: Double, from start: Double) -> Double {
        TimingFunction.easeInEaseOut.value(at: min(max((t - start) / UITableView.rowAnimationDuration, 0), 1))
    }

    @Test func tasksComeMoveAndGoByFormula() throws {
        let run = try Recording("todo-list")
        let row = Double(TodoListView.rowHeight)
        var seen = (added: 0, moved: 0, cleared: 0)
        for f in 0..<run.frameCount {
            let t = run.time(f)
            let tree = run.timeline.evaluate(at: t)
            if let added = Recording.find("Book flights", in: tree), t < 1 {
                #expect(abs(added.opacity - Self.progress(t, from: 0.3)) < 1e-6, "frame \(f)")
                #expect(added.position.y == 28 + row / 2)
                seen.added += 1
            }
            if t < 1 {
                let water = try #require(Recording.find("Water plants", in: tree))
                #expect(abs(water.position.y - (28 + row / 2 + row * Self.progress(t, from: 0.3))) < 1e-6)
            }
            if t >= 1, t < 1.7, let call = Recording.find("Call Sam", in: tree) {
                // From the third row of "To do" to the first of "Done", under its header.
                let from = 28 + 2 * row + row / 2
                let to = 28 + 3 * row + 28 + row / 2
                #expect(abs(call.position.y - (from + (to - from) * Self.progress(t, from: 1))) < 1e-6, "frame \(f)")
                seen.moved += 1
            }
            if t >= 1.7, let milk = Recording.find("Buy milk", in: tree), Self.progress(t, from: 1.7) < 1 {
                let width = Double(IOSSampleClip.phone.width)
                #expect(abs(milk.position.x - (width / 2 - width * Self.progress(t, from: 1.7))) < 1e-6, "frame \(f)")
                #expect(milk.opacity == 1)
                seen.cleared += 1
            }
        }
        #expect(seen.added >= 20 && seen.moved >= 20 && seen.cleared >= 8)
        let end = run.timeline.evaluate(at: run.time(run.frameCount - 1))
        #expect(Recording.find("Buy milk", in: end) == nil, "the cleared rows' cells left the table")
    }
}
