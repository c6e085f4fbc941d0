import ReelCore
import Testing

@testable import UIKit

/// `UITableView`'s section updates (`insertSections`, `deleteSections`, `reloadSections`,
/// `moveSection`) and its row animations, frame by frame. What each `RowAnimation` does is
/// Apple's documentation of the cases
/// (https://developer.apple.com/documentation/uikit/uitableview/rowanimation): `.fade` "The
/// inserted or deleted row or rows fade into or out of the table view"; `.right` / `.left` "The
/// inserted row or rows slide in from the right [left]; the deleted row or rows slide out to the
/// right [left]"; `.top` / `.bottom` "slide in from the top [bottom]; … slide out toward the top
/// [bottom]"; `.middle` "The table view attempts to keep the old and new cells centered in the
/// space they did or will occupy"; `.automatic` "The table view chooses an appropriate animation
/// style for you" (Reel: the fade); `.none`: no animation of the row itself, it appears or goes
/// at once while the other rows move. The same constants animate the rows, header and footer of
/// inserted, deleted and reloaded sections (the page of `insertSections(_:with:)`).
@Suite struct TableSectionUpdateTests {
    /// Sections of named rows, each with a header view 30 points high named "h" + its title.
    final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections: [(title: String, rows: [String])]
        init(_ sections: [(String, [String])]) { self.sections = sections.map { (title: $0.0, rows: $0.1) } }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].rows.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.layer.name = sections[indexPath.section].rows[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
            header.layer.name = "h" + sections[section].title
            return header
        }
        /// The headers shown ("+" and the section) and gone ("-"), in order.
        var headerEvents: [String] = []
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            headerEvents.append("+\(section)")
        }
        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
            headerEvents.append("-\(section)")
        }
    }

    private func makeTable(_ sections: [(String, [String])], height: CGFloat = 400)
        -> (RecordingHost, UITableView, Sections)
    {
        let host = RecordingHost(size: CGSize(width: 200, height: height), scale: 1, fps: 30, duration: 0.6)
        let table = UITableView(frame: host.rootView.bounds, style: .grouped)
        table.rowHeight = 40
        // No grouped footer spacing (17.5 points by default): sections meet at their headers.
        table.sectionFooterHeight = 0
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = Sections(sections)
        table.dataSource = source
        table.delegate = source
        host.rootView.addSubview(table)
        table.layoutIfNeeded()
        return (host, table, source)
    }

    /// The eased progress of an update started at `start`.
    private static func progress(_ t: Double, from start: Double) -> Double {
        TimingFunction.easeInEaseOut.value(at: min(max((t - start) / UITableView.rowAnimationDuration, 0), 1))
    }

    /// A section inserted between two: its header and row fade in at their places while the
    /// section below slides down by the new section's height (30 + 40 points).
    @Test func insertedSectionFadesInAndSectionsBelowMove() throws {
        let (host, table, source) = makeTable([("A", ["a0", "a1"]), ("B", ["b0"])])
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 110, width: 200, height: 70))
        host.at(0.1) {
            source.sections.insert(("N", ["n0"]), at: 1)
            table.insertSections([1], with: .fade)
        }
        let timeline = try host.record()
        var checked = 0
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let p = Self.progress(t, from: 0.1)
            let tree = timeline.evaluate(at: t)
            let headerB = try #require(findLayer("hB", in: tree))
            let rowB = try #require(findLayer("b0", in: tree))
            #expect(abs(headerB.position.y - (125 + 70 * p)) < 1e-6, "frame \(frame)")
            #expect(abs(rowB.position.y - (160 + 70 * p)) < 1e-6, "frame \(frame)")
            guard t >= 0.1 else { continue }
            let headerN = try #require(findLayer("hN", in: tree))
            let rowN = try #require(findLayer("n0", in: tree))
            #expect(headerN.position.y == 125 && rowN.position.y == 160, "\(headerN.position) \(rowN.position)")
            #expect(abs(headerN.opacity - p) < 1e-6 && abs(rowN.opacity - p) < 1e-6, "frame \(frame)")
            checked += 1
        }
        #expect(checked >= 10)
        #expect(table.numberOfSections == 3)
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 110, width: 200, height: 70))
        #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 180, width: 200, height: 30))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2))?.frame.minY == 210)
        #expect(table.contentSize.height == 250)
    }

    /// A deleted section's header and rows slide out to the left by the table's width, unfaded;
    /// the section below moves up into its place; the views leave the table at the end.
    @Test func deletedSectionSlidesOutAndSectionsBelowMoveUp() throws {
        let (host, table, source) = makeTable([("A", ["a0"]), ("B", ["b0", "b1"]), ("C", ["c0"])])
        #expect(source.headerEvents == ["+0", "+1", "+2"])
        host.at(0) {
            source.sections.remove(at: 1)
            table.deleteSections([1], with: .left)
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let p = Self.progress(t, from: 0)
            let tree = timeline.evaluate(at: t)
            // Section C: header from 180 to 70 (a 110-point section left above it).
            let headerC = try #require(findLayer("hC", in: tree))
            #expect(abs(headerC.position.y - (195 - 110 * p)) < 1e-6, "frame \(frame)")
            guard p < 1 else { continue }
            let headerB = try #require(findLayer("hB", in: tree))
            let b1 = try #require(findLayer("b1", in: tree))
            #expect(abs(headerB.position.x - (100 - 200 * p)) < 1e-6, "frame \(frame)")
            #expect(abs(b1.position.x - (100 - 200 * p)) < 1e-6 && b1.position.y == 160)
            #expect(headerB.opacity == 1 && b1.opacity == 1)
        }
        #expect(table.numberOfSections == 2)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 70, width: 200, height: 30))
        #expect(table.visibleCells.map(\.layer.name) == ["a0", "c0"])
        #expect(table.subviews.count == 4, "two cells and two headers: section B's views left")
        #expect(source.headerEvents == ["+0", "+1", "+2", "-1"], "the delegate hears B's header go")
    }

    /// A reloaded section asks for its header and rows again (here one row more): the old ones
    /// slide out to the right while the new ones slide in from the right, as Apple's page of
    /// `reloadRows(at:with:)` says of both directions; the section below moves down one row.
    @Test func reloadedSectionSlidesOldOutAndNewIn() throws {
        let (host, table, source) = makeTable([("A", ["a0"]), ("B", ["b0"])])
        host.at(0) {
            source.sections[0] = (title: "A2", rows: ["x0", "x1"])
            table.reloadSections([0], with: .right)
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let p = Self.progress(t, from: 0)
            let tree = timeline.evaluate(at: t)
            let x1 = try #require(findLayer("x1", in: tree))
            let newHeader = try #require(findLayer("hA2", in: tree))
            #expect(abs(x1.position.x - (300 - 200 * p)) < 1e-6 && x1.position.y == 90, "frame \(frame)")
            #expect(abs(newHeader.position.x - (300 - 200 * p)) < 1e-6 && newHeader.position.y == 15, "frame \(frame)")
            let b0 = try #require(findLayer("b0", in: tree))
            #expect(abs(b0.position.y - (120 + 40 * p)) < 1e-6, "frame \(frame)")
            if p < 1, let a0 = findLayer("a0", in: tree) {
                #expect(abs(a0.position.x - (100 + 200 * p)) < 1e-6, "frame \(frame)")
            }
        }
        #expect(!table.subviews.contains { $0.layer.name == "hA" }, "the old header left")
        #expect(table.visibleCells.map(\.layer.name) == ["x0", "x1", "b0"])
        #expect(table.rectForHeader(inSection: 1).minY == 110)
    }

    /// A moved section's header and rows slide straight to their new places, the section it
    /// passes the other way, in one batch with a row insertion (begin/end updates), whose
    /// completion (performBatchUpdates) runs with true.
    @Test func movedSectionSlidesAndBatchesWithRows() throws {
        let (host, table, source) = makeTable([("A", ["a0", "a1"]), ("B", ["b0"])])
        var finished = false
        host.at(0) {
            table.performBatchUpdates {
                table.beginUpdates()
                let a = source.sections.remove(at: 0)
                source.sections.append(a)
                table.moveSection(0, toSection: 1)
                source.sections[0].rows.append("b1")
                table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
                table.endUpdates()
            } completion: {
                finished = $0
            }
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let p = Self.progress(t, from: 0)
            let tree = timeline.evaluate(at: t)
            // A: header 0…30 → 110…140 (B now has 30 + 80 points); B: header 110…140 → 0…30.
            let headerA = try #require(findLayer("hA", in: tree))
            let a1 = try #require(findLayer("a1", in: tree))
            let headerB = try #require(findLayer("hB", in: tree))
            #expect(abs(headerA.position.y - (15 + 110 * p)) < 1e-6, "frame \(frame)")
            #expect(abs(a1.position.y - (90 + 110 * p)) < 1e-6, "frame \(frame)")
            #expect(abs(headerB.position.y - (125 - 110 * p)) < 1e-6, "frame \(frame)")
            // `.none`: the inserted row is there at once, unfaded.
            let b1 = try #require(findLayer("b1", in: tree))
            #expect(b1.position.y == 90 && b1.opacity == 1 && !b1.isHidden)
        }
        #expect(finished)
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 110, width: 200, height: 30))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.layer.name == "a1")
        #expect(table.headerView(forSection: 0) == nil, "headers from the delegate are not header-footer views")
    }

    /// Each row animation on an inserted and a deleted row (a table of three 40-point rows, the
    /// middle one replaced): the offset (in points) the row starts from or ends at and whether it
    /// fades, as the documentation quoted above describes.
    @Test(arguments: [
        (UITableView.RowAnimation.fade, CGFloat(0), CGFloat(0), true),
        (.automatic, 0, 0, true),
        (.right, 200, 0, false),
        (.left, -200, 0, false),
        (.top, 0, -40, true),
        (.bottom, 0, 40, true),
        (.middle, 0, -20, true),
    ])
    func rowAnimationMovesAndFades(animation: UITableView.RowAnimation, dx: CGFloat, dy: CGFloat, fades: Bool)
        throws
    {
        let (host, table, source) = makeTable([("A", ["a0", "a1", "a2"])])
        host.at(0) {
            table.beginUpdates()
            source.sections[0].rows[1] = "new"
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: animation)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: animation)
            table.endUpdates()
        }
        let timeline = try host.record()
        var leftAt = -1.0
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let p = Self.progress(t, from: 0)
            let tree = timeline.evaluate(at: t)
            let inserted = try #require(findLayer("new", in: tree))
            #expect(abs(inserted.position.x - (100 + dx * (1 - p))) < 1e-6, "frame \(frame)")
            #expect(abs(inserted.position.y - (90 + dy * (1 - p))) < 1e-6, "frame \(frame)")
            #expect(abs(inserted.opacity - (fades ? p : 1)) < 1e-6, "frame \(frame)")
            guard let deleted = findLayer("a1", in: tree) else {
                if leftAt < 0 { leftAt = t }
                continue
            }
            #expect(abs(deleted.position.x - (100 + dx * p)) < 1e-6, "frame \(frame)")
            #expect(abs(deleted.position.y - (90 + dy * p)) < 1e-6, "frame \(frame)")
            #expect(abs(deleted.opacity - (fades ? 1 - p : 1)) < 1e-6, "frame \(frame)")
        }
        #expect(leftAt >= UITableView.rowAnimationDuration - 1e-9, "the deleted row stays until the animation ends")
        #expect(table.visibleCells.map(\.layer.name) == ["a0", "new", "a2"])
    }

    /// `.none`: the deleted row goes at once; the inserted one is there at once.
    @Test func noneRowAnimationIsImmediate() throws {
        let (host, table, source) = makeTable([("A", ["a0", "a1", "a2"])])
        host.at(0.1) {
            source.sections[0].rows.remove(at: 0)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let tree = timeline.evaluate(at: t)
            let deleted = findLayer("a0", in: tree)
            #expect(t < 0.1 ? deleted?.isHidden == false : deleted.map(\.isHidden) ?? true, "frame \(frame)")
            let a1 = try #require(findLayer("a1", in: tree))
            #expect(abs(a1.position.y - (90 - 40 * Self.progress(t, from: 0.1))) < 1e-6, "frame \(frame)")
        }
    }

    /// Section changes that do not add up print UIKit's message and reload the data.
    @Test func inconsistentSectionUpdateReloads() {
        let (_, table, source) = makeTable([("A", ["a0"]), ("B", ["b0"])])
        source.sections.append(("C", ["c0"]))
        table.deleteSections([0], with: .fade)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 3)
        #expect(table.visibleCells.map(\.layer.name) == ["a0", "b0", "c0"])
    }

    /// The mapping of section changes, by UIKit's rules: deletions by old indexes, insertions and
    /// move destinations by new ones, the rest in order; a reloaded section keeps its place and
    /// all its items leave and come; row changes in the sections that stay add up against them.
    @Test func sectionMappingFollowsUIKitsRules() throws {
        let items = [
            UICollectionViewUpdateItem(action: .delete, before: [0], after: nil),
            UICollectionViewUpdateItem(action: .insert, before: nil, after: [0]),
            UICollectionViewUpdateItem(action: .move, before: [3], after: [1]),
            UICollectionViewUpdateItem(action: .reload, before: [2], after: [2]),
            UICollectionViewUpdateItem(action: .insert, before: nil, after: [2, 1]),
        ]
        // Old sections 0…3 (2, 1, 1, 3 items); new: inserted, old 3, old 1 (a row more), old 2 (reloaded).
        let mapping = try ItemMapping(items, old: [2, 1, 1, 3], new: [5, 3, 2, 4], words: .table)
        #expect(mapping.oldSectionOfNew == [1: 3, 2: 1, 3: 2])
        #expect(mapping.newSection(ofOld: 0) == nil && mapping.newSection(ofOld: 2) == nil)
        #expect(mapping.newSection(ofOld: 1) == 2)
        #expect(mapping.appearingSections == [0, 3])
        #expect(mapping.disappearingSections == [0, 2])
        #expect(mapping.newPath(ofOld: [3, 2]) == [1, 2])
        #expect(mapping.newPath(ofOld: [0, 1]) == nil)
        #expect(mapping.appearing.contains([0, 4]) && mapping.appearing.contains([3, 3]))
        #expect(mapping.appearing.contains([2, 1]) && mapping.newPath(ofOld: [1, 0]) == [2, 0])
        #expect(mapping.oldPathOfNew[[2, 1]] == nil, "inserted")
        #expect(throws: ItemMapping.Invalid.self) { try ItemMapping(items, old: [2, 1, 1, 3], new: [5, 3, 2]) }
        #expect(throws: ItemMapping.Invalid.self) { try ItemMapping(items, old: [2, 1, 1, 3], new: [5, 3, 3, 4]) }
    }
}
