import Foundation
import Testing
import UIKit

/// A settings list's info buttons and an outline's indentation, as iOS code writes them: a tap
/// on a row's detail (info) button tells the delegate's
/// `tableView(_:accessoryButtonTappedForRowWith:)` and neither highlights nor selects the row
/// (UIKit's documentation: the delegate "responds to a tap on the detail button"); a tap
/// elsewhere selects it. `tableView(_:indentationLevelForRowAt:)` indents each row's content by
/// `indentationLevel × indentationWidth`; without it a cell keeps its own level.
@Suite struct TableAccessoryTests {
    final class Outline: NSObject, UITableViewDataSource, UITableViewDelegate {
        var calls: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = indexPath.row == 0 ? .detailButton : .detailDisclosureButton
            return cell
        }
        func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
            indexPath.row
        }
        func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            calls.append("info \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            calls.append("highlight \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("select \(indexPath.row)")
        }
    }

    final class Plain: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.indentationLevel = 3
            return cell
        }
    }

    @Test func detailButtonsTellTheDelegateAndRowsIndent() throws {
        let host = RecordingHost(size: CGSize(width: 320, height: 300), scale: 1, fps: 30, duration: 1)
        let outline = Outline()
        let table = UITableView(frame: host.rootView.bounds, style: .plain)
        table.rowHeight = 50
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = outline
        table.delegate = outline
        host.rootView.addSubview(table)
        table.layoutIfNeeded()

        let cells = (0..<4).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map(\.indentationLevel) == [0, 1, 2, 3])
        #expect(cells.map(\.contentView.frame.minX) == [0, 10, 20, 30])

        // The info circle's centre, in the table: 16 points from the trailing edge for the
        // detail button, left of the chevron for the detail disclosure button.
        let info0 = cells[0].convert(
            CGPoint(x: cells[0].bounds.maxX - 16 - 11, y: cells[0].bounds.midY), to: table)
        host.tap(at: info0, at: 0.1)
        host.tap(at: CGPoint(x: 100, y: 75), at: 0.3)
        let info2 = cells[2].convert(
            CGPoint(x: cells[2].bounds.maxX - 16 - 8 - 12 - 11, y: cells[2].bounds.midY), to: table)
        host.tap(at: info2, at: 0.5)
        _ = try host.record()
        #expect(outline.calls == ["info 0", "highlight 1", "select 1", "info 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))

        let plain = Plain()
        let other = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        other.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        other.dataSource = plain
        other.delegate = plain
        other.layoutIfNeeded()
        #expect(other.cellForRow(at: IndexPath(row: 0, section: 0))?.indentationLevel == 3)
    }
}
