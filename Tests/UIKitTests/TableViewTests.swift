import ReelCore
import Testing
import UIKit

/// `UITableView`: rows by height, reuse, row insertion and deletion, scrolling to a row.
@Suite struct TableViewTests {
    final class Rows: NSObject, UITableViewDataSource {
        var names: [String]
        private(set) var cells: Set<ObjectIdentifier> = []
        init(count: Int) { names = (0..<count).map { "row\($0)" } }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cells.insert(ObjectIdentifier(cell))
            cell.layer.name = names[indexPath.row]
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    private func makeTable(rows: Int) -> (RecordingHost, UITableView, Rows) {
        let host = RecordingHost(size: CGSize(width: 200, height: 200), scale: 1, fps: 30, duration: 1)
        let table = UITableView(frame: host.rootView.bounds, style: .plain)
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = Rows(count: rows)
        table.dataSource = source
        host.rootView.addSubview(table)
        table.layoutIfNeeded()
        return (host, table, source)
    }

    @Test func rowsAreStackedAndReused() {
        let (_, table, source) = makeTable(rows: 40)
        #expect(table.indexPathsForVisibleRows == (0..<4).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentSize == CGSize(width: 200, height: 2000))
        for y in stride(from: 0, through: 1800, by: 30) { table.contentOffset = CGPoint(x: 0, y: y) }
        #expect(source.cells.count <= 6)
        #expect(
            table.cellForRow(at: IndexPath(row: 39, section: 0))?.frame == CGRect(x: 0, y: 1950, width: 200, height: 50)
        )
    }

    /// Reconfiguring a row asks the data source again and hands it the row's own cell: the same
    /// cell shows the new data at once; a row not shown is left alone.
    @Test func reconfiguredRowKeepsItsCell() throws {
        let (_, table, source) = makeTable(rows: 10)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let made = source.cells.count
        source.names[1] = "renamed"
        source.names[8] = "far"
        table.reconfigureRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 8, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        #expect(cell.layer.name == "renamed" && cell.frame == CGRect(x: 0, y: 50, width: 200, height: 50))
        #expect(source.cells.count == made, "no cell was made")
        #expect(table.visibleCells.count == 4 && cell.superview === table)
    }

    @Test func dequeueWithoutRegistrationIsNil() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.dequeueReusableCell(withIdentifier: "nothing") == nil)
    }

    /// An inserted row fades in over 0.3 s while the rows below slide down by one row height.
    @Test func insertedRowFadesInAndRowsBelowMove() throws {
        let (host, table, source) = makeTable(rows: 3)
        host.at(0.2) {
            source.names.insert("new", at: 1)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }
        let timeline = try host.record()
        var checked = 0
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let tree = timeline.evaluate(at: t)
            let eased = TimingFunction.easeInEaseOut.value(
                at: min(max((t - 0.2) / UITableView.rowAnimationDuration, 0), 1))
            let moved = try #require(findLayer("row1", in: tree))
            #expect(abs(moved.position.y - (75 + 50 * eased)) < 1e-6, "frame \(frame)")
            if let inserted = findLayer("new", in: tree) {
                #expect(abs(inserted.opacity - eased) < 1e-6, "frame \(frame)")
                checked += 1
            }
        }
        #expect(checked >= 20)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 100)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.alpha == 1)
        #expect(table.visibleCells.count == 4)
    }

    @Test func deletedRowLeavesAndRowsMoveUp() throws {
        let (host, table, source) = makeTable(rows: 3)
        host.at(0.1) {
            source.names.removeFirst()
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        _ = try host.record()
        #expect(table.visibleCells.count == 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.layer.name == "row1")
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 2, "the deleted row's cell went to the pool")
    }

    @Test(arguments: [
        (UITableView.ScrollPosition.top, CGFloat(500)), (.middle, 425), (.bottom, 350), (.none, 350),
    ])
    func scrollToRowPlacesIt(position: UITableView.ScrollPosition, offset: CGFloat) {
        let (_, table, _) = makeTable(rows: 40)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: position, animated: false)
        #expect(table.contentOffset.y == offset)
    }

    @Test func cellStylesHaveTheirLabels() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        for style in [UITableViewCell.CellStyle.value1, .value2, .subtitle] {
            let cell = UITableViewCell(style: style, reuseIdentifier: "x")
            cell.frame = CGRect(x: 0, y: 0, width: 300, height: 44)
            cell.layoutIfNeeded()
            let detail = cell.detailTextLabel
            #expect(detail?.superview === cell.contentView)
            #expect(cell.textLabel.map { cell.contentView.bounds.contains($0.frame) } == true)
        }
    }
}
