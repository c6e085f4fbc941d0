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

/// The photo grid sample by formula: tiles 44 wide, 12 apart in 180 points (insets 12), rows
/// 12 apart under 28-point headers and a 6-point inset; every batch runs
/// `UICollectionView.updateAnimationDuration`, eased in and out.
@Suite struct IOSSampleGridTests {
    static func progress(_ t: Double, from start: Double) -> Double {
        TimingFunction.easeInEaseOut.value(at: min(max((t - start) / UICollectionView.updateAnimationDuration, 0), 1))
    }

    @Test func tilesPopInAndMoveByFormula() throws {
        let run = try Recording("photo-grid")
        var seen = (popped: 0, moved: 0)
        for f in 0..<run.frameCount {
            let t = run.time(f)
            let tree = run.timeline.evaluate(at: t)
            if let pink = Recording.find("tile-pink", in: tree), t < 1.1 {
                let p = Self.progress(t, from: 0.3)
                #expect(pink.position.x == 34 && pink.position.y == 56, "the first tile of Favourites")
                #expect(abs(pink.transform.m11 - (0.2 + 0.8 * p)) < 1e-6, "frame \(f)")
                #expect(abs(pink.opacity - p) < 1e-6, "frame \(f)")
                seen.popped += 1
            }
            if t >= 1.1 {
                let green = try #require(Recording.find("tile-green", in: tree))
                let p = Self.progress(t, from: 1.1)
                // From the first tile of Recent (row at 28 + 6 + 44 + 12 + 44 + 12 + 28 + 6) to
                // the sixth of Favourites (second row, third column).
                #expect(abs(green.position.x - (34 + 112 * p)) < 1e-6, "frame \(f)")
                #expect(abs(green.position.y - (202 - 90 * p)) < 1e-6, "frame \(f)")
                seen.moved += 1
            }
        }
        #expect(seen.popped >= 20 && seen.moved >= 20)
    }
}
