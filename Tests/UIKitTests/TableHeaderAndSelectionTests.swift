import Testing
import UIKit

/// A table view's header and footer views, its selection, and finding rows by point and rect.
@Suite struct TableHeaderAndSelectionTests {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    private func makeTable(_ source: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 70))
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.dataSource = source
        table.layoutIfNeeded()
        return table
    }

    /// The header takes the top 70 points at the table's width, the rows follow (row r at
    /// `70 + 50·r`), the footer sits under the last row, and the content is 70 + 500 + 30 high.
    @Test func headerAndFooterFrameTheRows() {
        let source = Rows()
        let table = makeTable(source)
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 200, height: 70))
        #expect(table.tableHeaderView?.superview === table)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 220, width: 200, height: 50))
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 570, width: 200, height: 30))
        #expect(table.contentSize == CGSize(width: 200, height: 600))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 69)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 125)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 100, width: 10, height: 60)) == [[0, 0], [0, 1]])
    }

    /// Selecting a second row deselects the first unless multiple selection is allowed; the
    /// visible cells' `isSelected` follow; `reloadData()` clears the selection.
    @Test func selectionIsSingleUnlessMultipleAllowed() {
        let source = Rows()
        let table = makeTable(source)
        let first = IndexPath(row: 0, section: 0)
        let second = IndexPath(row: 2, section: 0)
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        table.selectRow(at: second, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [second])
        #expect(table.cellForRow(at: second)?.isSelected == true && table.cellForRow(at: first)?.isSelected == false)
        table.allowsMultipleSelection = true
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [first, second])
        #expect(table.indexPathForSelectedRow == first)
        table.deselectRow(at: first, animated: true)
        #expect(table.indexPathsForSelectedRows == [second])
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
        table.allowsFocus = true
        #expect(table.allowsFocus && AcceptedMember.wasNoted("UITableView.allowsFocus"))
    }

    /// A cell subclass that records every `setSelected(_:animated:)` call.
    final class RecordingCell: UITableViewCell {
        var calls: [String] = []
        override func setSelected(_ selected: Bool, animated: Bool) {
            super.setSelected(selected, animated: animated)
            calls.append("\(selected) \(animated)")
        }
    }

    /// As UIKit's, `isSelected` goes through `setSelected(_:animated:)` (unanimated), and the
    /// table view's `selectRow` and `deselectRow` call it with their `animated`.
    @Test func selectionGoesThroughSetSelected() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        table.register(RecordingCell.self, forCellReuseIdentifier: "row")
        let source = Rows()
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: [0, 1]) as? RecordingCell)
        table.selectRow(at: [0, 1], animated: true, scrollPosition: .none)
        table.deselectRow(at: [0, 1], animated: false)
        cell.isSelected = true
        #expect(cell.calls.suffix(3) == ["true true", "false false", "true false"])
        #expect(cell.isSelected)
        cell.setHighlighted(true, animated: true)
        #expect(cell.isHighlighted)
        cell.focusStyle = .custom
        cell.userInteractionEnabledWhileDragging = true
        #expect(cell.focusStyle == .custom && AcceptedMember.wasNoted("UITableViewCell.focusStyle"))
        #expect(cell.userInteractionEnabledWhileDragging)
    }

    /// The table's background view covers what is seen, behind the rows, and stays there while
    /// the content scrolls (its frame is the bounds); a cell's, header's or footer's background
    /// view fills it behind its content view.
    @Test func backgroundViewsStayBehind() throws {
        let source = Rows()
        let table = makeTable(source)
        let background = UIView()
        table.backgroundView = background
        table.contentOffset = CGPoint(x: 0, y: 240)
        table.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 240, width: 200, height: 300))
        #expect(table.subviews.first === background && table.visibleCells.count == 7)
        table.backgroundView = nil
        #expect(background.superview == nil)
        let cell = try #require(table.visibleCells.first)
        let cellBackground = UIView()
        cell.backgroundView = cellBackground
        cell.layoutIfNeeded()
        #expect(cellBackground.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        // Behind the content view (the separator hairline is above it).
        #expect(cell.subviews.first === cellBackground && cell.subviews[1] === cell.contentView)
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 200, height: 28)
        header.backgroundView = UIView()
        header.layoutIfNeeded()
        #expect(header.backgroundView?.frame == header.bounds && header.subviews.first === header.backgroundView)
        let item = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        item.backgroundView = UIView()
        #expect(item.backgroundView?.frame == item.bounds && item.subviews.first === item.backgroundView)
    }

    /// A delegate that records the selection calls and refuses row 5.
    final class Selections: NSObject, UITableViewDelegate {
        var calls: [String] = []
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willSelect \(indexPath.row)")
            return indexPath.row == 5 ? nil : indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willDeselect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.row)")
        }
    }

    /// Taps select rows as in UIKit: the delegate is asked and told, the previous row is
    /// deselected, a refused row stays unselected, a finger lifted on another row selects
    /// nothing, and with multiple selection a second tap deselects.
    @Test func tapsSelectRows() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 300), scale: 1, fps: 30, duration: 1)
        let source = Rows()
        let delegate = Selections()
        let table = makeTable(source)
        table.delegate = delegate
        host.rootView.addSubview(table)
        table.layoutIfNeeded()
        // Rows are 50 high under the 70-point header: row r's middle is at y = 95 + 50·r.
        host.tap(at: CGPoint(x: 100, y: 195), at: 0.1)
        host.tap(at: CGPoint(x: 100, y: 295), at: 0.3)
        host.drag(from: CGPoint(x: 100, y: 145), to: CGPoint(x: 100, y: 245), duration: 0.1, at: 0.5)
        host.at(0.65) { table.allowsMultipleSelection = true }
        host.tap(at: CGPoint(x: 100, y: 245), at: 0.7)
        host.tap(at: CGPoint(x: 100, y: 295), at: 0.85)
        _ = try host.record()
        #expect(
            delegate.calls == [
                "willSelect 2", "didSelect 2", "willSelect 4", "willDeselect 2", "didDeselect 2", "didSelect 4",
                "willSelect 3", "didSelect 3", "willDeselect 4", "didDeselect 4",
            ])
        #expect(table.indexPathsForSelectedRows == [[0, 3]])
        #expect(table.cellForRow(at: [0, 3])?.isSelected == true && table.cellForRow(at: [0, 4])?.isSelected == false)
        let refused = RecordingHost(size: CGSize(width: 200, height: 300), scale: 1, fps: 30, duration: 0.5)
        let other = makeTable(source)
        other.delegate = delegate
        refused.rootView.addSubview(other)
        refused.tap(at: CGPoint(x: 100, y: 345 - 50), at: 0.1)
        refused.tap(at: CGPoint(x: 100, y: 345), at: 0.2)
        _ = try refused.record()
        #expect(other.indexPathsForSelectedRows == [[0, 4]], "row 5 refused by willSelectRowAt")
    }
}
