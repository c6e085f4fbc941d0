import Foundation
import Reel
import ReelCore
import ReelRender
import Testing
import UIKit

/// A settings screen as an iOS developer writes it: an inset grouped table, two sections with
/// headers and footers, then editing turned on, animated. Its frames are written as PNGs (to
/// the temporary directory's `reel-table-settings`) to look at.
@Suite struct TableSettingsSnippetTests {
    final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        var sections = [["Wi-Fi", "Bluetooth", "Cellular"], ["Notifications", "Sounds"]]

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.frame = view.bounds
            tableView.dataSource = self
            tableView.delegate = self
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
            view.addSubview(tableView)
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "Connections" : "Alerts"
        }

        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 0 ? "Turn off to save battery." : nil
        }

        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    @Test func settingsScreenEntersEditing() throws {
        let host = RecordingHost(size: CGSize(width: 393, height: 500), scale: 2, fps: 30, duration: 1)
        let controller = SettingsViewController()
        controller.view.frame = host.rootView.bounds
        host.rootView.addSubview(controller.view)
        controller.viewDidLoad()
        controller.tableView.layoutIfNeeded()
        host.at(0.3) { controller.tableView.setEditing(true, animated: true) }
        let timeline = try host.record()
        let table = controller.tableView
        #expect(table.rectForHeader(inSection: 0).height == 38)
        #expect(table.rectForRow(at: [0, 0]) == CGRect(x: 16, y: 38, width: 361, height: 44))
        let clip = Clip(timeline: timeline, scale: 2, backgroundColor: .white)
        let renderer = try clip.makeRenderer()
        let directory = NSTemporaryDirectory() + "reel-table-settings"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for time in [0.0, 0.4, 0.45, 0.6, 0.95] {
            let frame = try clip.frame(atTime: time, renderer: renderer)
            try writePNG(frame, to: directory + "/settings-\(Int(time * 100)).png")
        }
        // The grouped grey above the first header, the white row, the red control at the end.
        let end = try clip.frame(atTime: 0.95, renderer: renderer)
        let grey = end[20, 20]
        #expect(grey.r == 242 && grey.b == 247)
        let red = end[Int(16 + 20) * 2, Int(38 + 22) * 2]
        #expect(red.r > 240 && red.g < 80 && red.b < 70)
    }
}
