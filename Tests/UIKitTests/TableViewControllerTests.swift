import Foundation
import Testing
import UIKit

/// `UITableViewController` subclassed as iOS code does: the data source and delegate methods
/// written with `override` (Swift mirrors the protocols' methods onto the class on iOS), the
/// table as the controller's view, and the selection cleared when the list appears again
/// after a pushed screen is popped (`clearsSelectionOnViewWillAppear`).
@Suite struct TableViewControllerTests {
    final class Fruits: UITableViewController {
        let names = ["Apple", "Banana", "Cherry"]
        var scrolled = 0
        var selected: [Int] = []

        init() { super.init(style: .insetGrouped) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruits"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 1 }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = names[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fresh" }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
            navigationController?.pushViewController(UIViewController(), animated: false)
        }

        override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }

    @Test func subclassesOverrideTheTablesMethods() throws {
        let host = RecordingHost(size: CGSize(width: 320, height: 480), scale: 1, fps: 10, duration: 1)
        let fruits = Fruits()
        let navigation = UINavigationController(rootViewController: fruits)
        host.run { host.window.rootViewController = navigation }
        let table = try #require(fruits.tableView)
        #expect(fruits.view === table && table.style == .insetGrouped)
        #expect(table.dataSource === fruits && table.delegate === fruits)
        #expect(fruits.clearsSelectionOnViewWillAppear)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        host.tap(cell, at: 0.1)
        host.at(0.4) { navigation.popViewController(animated: false) }
        host.at(0.6) { table.contentOffset.y = 40 }
        _ = try host.record()
        #expect(fruits.selected == [1])
        #expect(table.indexPathForSelectedRow == nil)
        #expect(fruits.scrolled > 0)
        // A method left alone does what the protocol's default does.
        #expect(fruits.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == table.rowHeight)
    }
}
