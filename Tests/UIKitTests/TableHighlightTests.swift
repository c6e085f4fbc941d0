import Foundation
import Testing
import UIKit

/// Taps on table rows highlight them around the selection as UIKit orders the delegate's
/// calls, perform the primary action, and `scrollToNearestSelectedRow` finds the row.
@Suite struct TableHighlightTests {
    final class Log: NSObject, UITableViewDataSource, UITableViewDelegate {
        var calls: [String] = []
        var highlightable = true
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            calls.append("shouldHighlight \(indexPath.row)")
            return highlightable
        }
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            let lit = tableView.cellForRow(at: indexPath)?.isHighlighted == true
            calls.append("didHighlight \(indexPath.row) \(lit)")
        }
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            let lit = tableView.cellForRow(at: indexPath)?.isHighlighted == true
            calls.append("didUnhighlight \(indexPath.row) \(lit)")
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willSelect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 3
        }
        func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
            calls.append("primary \(indexPath.row)")
        }
    }

    static func table(_ log: Log, in host: RecordingHost) -> UITableView {
        let table = UITableView(frame: host.rootView.bounds, style: .plain)
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = log
        table.delegate = log
        host.rootView.addSubview(table)
        table.layoutIfNeeded()
        return table
    }

    @Test func tapsHighlightAroundTheSelection() throws {
        let host = RecordingHost(size: CGSize(width: 200, height: 300), scale: 1, fps: 30, duration: 1)
        let log = Log()
        _ = Self.table(log, in: host)
        host.tap(at: CGPoint(x: 100, y: 75), at: 0.1)
        host.tap(at: CGPoint(x: 100, y: 175), at: 0.3)
        host.at(0.5) { log.highlightable = false }
        host.tap(at: CGPoint(x: 100, y: 225), at: 0.6)
        _ = try host.record()
        #expect(
            log.calls == [
                "shouldHighlight 1", "didHighlight 1 true", "willSelect 1", "didUnhighlight 1 false", "didSelect 1",
                "primary 1",
                "shouldHighlight 3", "didHighlight 3 true", "willSelect 3", "didUnhighlight 3 false", "didSelect 3",
                "shouldHighlight 4", "willSelect 4", "didSelect 4", "primary 4",
            ])
    }

    /// The selected row nearest the visible top is scrolled to the top.
    @Test func scrollsToTheNearestSelectedRow() {
        let host = RecordingHost(size: CGSize(width: 200, height: 300), scale: 1, fps: 30, duration: 1)
        let table = Self.table(Log(), in: host)
        table.allowsMultipleSelection = true
        table.selectRow(at: [0, 20], animated: false, scrollPosition: .none)
        table.selectRow(at: [0, 8], animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 400)
        table.scrollToNearestSelectedRow(at: .bottom, animated: false)
        #expect(Double(table.contentOffset.y) == 150)
    }
}
