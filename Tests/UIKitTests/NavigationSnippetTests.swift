import Foundation
import Reel
import ReelCore
import ReelRender
import Testing
import UIKit

/// A settings list as iOS developers write it (the same as Fixtures/ReelRun/Settings.swift, which
/// `reel run` records): a navigation controller with a large title and an Edit button over an
/// inset grouped table, which scrolls (the large title collapses into the bar) and then pushes a
/// row's detail screen. Frames go to `$TMPDIR/reel-navigation` to look at.
@Suite struct NavigationSnippetTests {
    final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        let rows = [
            "Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Notifications", "Sounds & Haptics",
            "Focus", "Screen Time", "General", "Control Center", "Display & Brightness", "Wallpaper",
        ]

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            navigationItem.rightBarButtonItem = editButtonItem
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.dataSource = self
            tableView.delegate = self
            tableView.frame = view.bounds
            tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = rows[indexPath.row]
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let detail = UIViewController()
            detail.view.backgroundColor = .systemGroupedBackground
            detail.title = rows[indexPath.row]
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    @Test func settingsListCollapsesItsLargeTitleAndPushes() throws {
        TextMeasurer.install()
        let host = RecordingHost(device: .iPhone15, scale: 1, fps: 10, duration: 2)
        let settings = SettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        navigation.navigationBar.prefersLargeTitles = true
        host.run { host.window.rootViewController = navigation }
        host.at(0.2) { settings.tableView.setContentOffset(.zero, animated: true) }
        host.at(1.0) { settings.tableView(settings.tableView, didSelectRowAt: IndexPath(row: 8, section: 0)) }
        let timeline = try host.record()
        let renderer = try FrameRenderer(canvasSize: timeline.size, scale: 1, backgroundColor: .white)
        let folder = NSTemporaryDirectory() + "reel-navigation"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let frames = try [0, 6, 19].map { index in
            let frame = try renderer.render(timeline.evaluate(at: timeline.time(ofFrame: index)))
            try? writePNG(frame, to: folder + "/settings-\(index).png")
            return frame
        }
        let grouped = [242, 242, 247]
        // At rest: the large title's ink in its band (59 + 44 … 59 + 96), from the 16-point margin;
        // "Edit" in the tint colour at the trailing margin of the 44-point row; no inline title.
        let large = try #require(
            Everyday.inkBox(
                frames[0], in: CGRect(x: 0, y: 103, width: 393, height: 52),
                background: grouped))
        #expect(abs(large.minX - 16) <= 2 && large.height >= 24, "\(large)")
        let edit = try #require(
            Everyday.inkBox(
                frames[0], in: CGRect(x: 300, y: 59, width: 93, height: 44),
                background: grouped))
        #expect(abs(edit.maxX - 377) <= 2, "\(edit)")
        let tinted = (Int(edit.minX)..<Int(edit.maxX)).contains { x in
            (Int(edit.minY)..<Int(edit.maxY)).contains { y in
                let pixel = Everyday.rgb(frames[0], x, y)
                return pixel[2] > 200 && pixel[0] < 100
            }
        }
        #expect(tinted)
        #expect(
            Everyday.inkBox(
                frames[0], in: CGRect(x: 120, y: 59, width: 150, height: 44),
                background: grouped) == nil)
        // Scrolled: the bar is 44 points, the inline title centred, the material and the hairline.
        let title = try #require(
            Everyday.inkBox(
                frames[1], in: CGRect(x: 100, y: 62, width: 193, height: 38),
                background: [249, 249, 249]))
        #expect(abs(title.midX - 196.5) <= 3, "\(title)")
        let material = Everyday.rgb(frames[1], 60, 70)
        #expect(material.allSatisfy { (240...252).contains($0) }, "\(material)")
        #expect(Everyday.rgb(frames[1], 60, 103)[0] < material[0] - 30)
        // Pushed: the back button's chevron and "Settings" in the tint colour, "General" large.
        let back = try #require(
            Everyday.inkBox(
                frames[2], in: CGRect(x: 0, y: 59, width: 150, height: 44),
                background: grouped))
        #expect(abs(back.minX - 9.25) <= 2 && back.maxX > 60, "\(back)")
        let detail = try #require(
            Everyday.inkBox(
                frames[2], in: CGRect(x: 0, y: 103, width: 393, height: 52),
                background: grouped))
        #expect(abs(detail.minX - 16) <= 2, "\(detail)")
    }
}
