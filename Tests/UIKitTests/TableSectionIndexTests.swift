import Foundation
import Reel
import ReelCore
import ReelRender
import Testing
import UIKit

/// The section index: the data source's titles drawn along the trailing edge in the tint
/// colour, hidden below `sectionIndexMinimumDisplayRowCount`, and a touch on a title scrolling
/// its section to the top.
@Suite struct TableSectionIndexTests {
    final class Letters: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            ["A", "B", "C"][section]
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B", "C"] }
    }

    /// Whether the frame at `time` has a tint-blue pixel in the index's column.
    static func indexDrawn(_ timeline: Timeline, at time: Double) throws -> Bool {
        let clip = Clip(timeline: timeline, scale: 2, backgroundColor: .white)
        let frame = try clip.frame(atTime: time, renderer: try clip.makeRenderer())
        for y in (179 * 2)..<(221 * 2) {
            for x in (375 * 2)..<(390 * 2) {
                let p = frame[x, y]
                if p.b > 200, p.r < 120, p.g < 180 { return true }
            }
        }
        return false
    }

    @Test func indexIsDrawnAndScrollsToSections() throws {
        let host = RecordingHost(size: CGSize(width: 390, height: 400), scale: 2, fps: 30, duration: 1)
        let source = Letters()
        let table = UITableView(frame: host.rootView.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        host.rootView.addSubview(table)
        table.layoutIfNeeded()
        host.tap(at: CGPoint(x: 382, y: 179 + 2 * 14 + 7), at: 0.2)
        host.at(0.6) { table.sectionIndexMinimumDisplayRowCount = 31 }
        let timeline = try host.record()
        #expect(try Self.indexDrawn(timeline, at: 0.1))
        let clip = Clip(timeline: timeline, scale: 2, backgroundColor: .white)
        let directory = NSTemporaryDirectory() + "reel-table-settings"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try writePNG(try clip.frame(atTime: 0.1, renderer: try clip.makeRenderer()), to: directory + "/index.png")
        #expect(try !Self.indexDrawn(timeline, at: 0.8), "fewer rows than the minimum")
        #expect(Double(table.contentOffset.y) == 2 * (28 + 440))
        #expect(table.indexPathForSelectedRow == nil, "a touch on the index selects no row")
    }
}
