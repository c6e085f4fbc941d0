import ReelCore
import Testing
import UIKit

/// `UITableView`'s sections: titled headers and footers, their heights, floating headers in the
/// plain style; row animations that slide, batches, moves across sections.
@Suite struct TableViewSectionTests {
    final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows: [[String]]
        var titles: [String?]
        var footerHeight: CGFloat?
        init(_ rows: [[String]], titles: [String?]) {
            self.rows = rows
            self.titles = titles
        }

        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.layer.name = rows[indexPath.section][indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            footerHeight ?? tableView.sectionFooterHeight
        }
    }

    private func makeTable(_ rows: [[String]], titles: [String?], style: UITableView.Style = .plain)
        -> (RecordingHost, UITableView, Sections)
    {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 30, duration: 1)
        let table = UITableView(frame: host.rootView.bounds, style: style)
        table.rowHeight = 40
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = Sections(rows, titles: titles)
        table.dataSource = source
        table.delegate = source
        host.rootView.addSubview(table)
        table.layoutIfNeeded()
        return (host, table, source)
    }

    private static func names(_ section: Int, _ count: Int) -> [String] { (0..<count).map { "r\(section).\($0)" } }

    /// A titled section has a 28-point header (automatic height); an untitled one none.
    @Test func titledHeadersTakeTheAutomaticHeight() {
        let (_, table, source) = makeTable([Self.names(0, 2), Self.names(1, 1)], titles: ["First", nil])
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 200, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 68)
        #expect(table.rectForHeader(inSection: 1).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 108)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 200, height: 28))
        #expect(table.headerView(forSection: 1) == nil)
        #expect(table.contentSize.height == 148)
        source.footerHeight = 12
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 108, width: 200, height: 12))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 120, width: 200, height: 52))
    }

    /// In the plain style the header sticks to the top while its section scrolls under it, and
    /// the next section's end pushes it up: y = min(max(natural, offset), sectionEnd − 28).
    @Test(arguments: [CGFloat(0), 50, 200, 300, 330, 390])
    func plainHeadersFloat(offset: CGFloat) {
        let (_, table, source) = makeTable([Self.names(0, 8), Self.names(1, 8)], titles: ["A", "B"])
        defer { withExtendedLifetime(source) {} }
        table.contentOffset = CGPoint(x: 0, y: offset)
        // Section 0: header 0…28, rows to 348; section 1's header at 348.
        let expectedA = min(max(0, offset), 348 - 28)
        if expectedA + 28 > offset {
            #expect(table.headerView(forSection: 0)?.frame.minY == expectedA)
        } else {
            #expect(table.headerView(forSection: 0) == nil)
        }
        // Section 1's header shows once the bounds (200 high) reach it.
        #expect(table.headerView(forSection: 1)?.frame.minY == (offset > 148 ? max(348, offset) : nil))
    }

    /// Grouped headers stay where they are (titled: 38 points; each section ends with a
    /// 17.5-point footer).
    @Test func groupedHeadersDoNotFloat() {
        let (_, grouped, source) = makeTable(
            [Self.names(0, 8), Self.names(1, 8)], titles: ["A", "B"], style: .grouped)
        defer { withExtendedLifetime(source) {} }
        grouped.contentOffset = CGPoint(x: 0, y: 330)
        #expect(grouped.headerView(forSection: 0) == nil)
        #expect(grouped.headerView(forSection: 1)?.frame.minY == 38 + 320 + 17.5)
    }

    /// `.left` slides a deleted row out by its width (no fade); `.right` slides an inserted
    /// row in from the right; the rows between move.
    @Test func slidingRowAnimations() throws {
        let (host, table, source) = makeTable([["a", "b", "c"]], titles: [nil])
        host.at(0.1) {
            table.beginUpdates()
            source.rows[0].remove(at: 0)
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
            source.rows[0].append("d")
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .right)
            table.endUpdates()
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            guard t >= 0.1 else { continue }
            let p = TimingFunction.easeInEaseOut.value(at: min((t - 0.1) / UITableView.rowAnimationDuration, 1))
            let tree = timeline.evaluate(at: t)
            if p < 1, let deleted = findLayer("a", in: tree) {
                #expect(abs(deleted.position.x - (100 - 200 * p)) < 1e-6, "frame \(frame)")
                #expect(deleted.opacity == 1)
            }
            let inserted = try #require(findLayer("d", in: tree))
            #expect(abs(inserted.position.x - (300 - 200 * p)) < 1e-6, "frame \(frame)")
            #expect(inserted.position.y == 100)
            let b = try #require(findLayer("b", in: tree))
            #expect(abs(b.position.y - (60 - 40 * p)) < 1e-6)
        }
        #expect(table.visibleCells.map(\.layer.name) == ["b", "c", "d"])
    }

    /// A row moved into another section slides there; the sections' headers move with it.
    @Test func moveAcrossSections() throws {
        let (host, table, source) = makeTable([["a", "b"], ["c"]], titles: ["One", "Two"])
        var finished = false
        host.at(0) {
            table.performBatchUpdates {
                source.rows[1].insert(source.rows[0].remove(at: 0), at: 1)
                table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
            } completion: {
                finished = $0
            }
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let p = TimingFunction.easeInEaseOut.value(at: min(t / UITableView.rowAnimationDuration, 1))
            let moved = try #require(findLayer("a", in: timeline.evaluate(at: t)))
            // From 28 + 20 to 28 + 40 + 28 + 40 + 20.
            #expect(abs(moved.position.y - (48 + 108 * p)) < 1e-6, "frame \(frame)")
        }
        #expect(finished)
        #expect(table.rectForHeader(inSection: 1).minY == 68)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.layer.name == "a")
    }

    /// Changes the counts do not agree with reload instead of animating.
    @Test func inconsistentRowUpdateReloads() {
        let (_, table, source) = makeTable([["a", "b"]], titles: [nil])
        source.rows[0].append("c")
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map(\.layer.name) == ["a", "b", "c"])
    }
}
