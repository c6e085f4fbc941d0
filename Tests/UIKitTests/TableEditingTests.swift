import Foundation
import Reel
import ReelCore
import ReelRender
import Testing

@testable import UIKit

/// `UITableView`'s editing mode: controls sliding in frame by frame, the content moving aside,
/// the data source's and delegate's say, the delete confirmation and commits by taps.
@Suite struct TableEditingTests {
    typealias Sections = TableStyleTests.Sections

    final class Watched: UITableViewCell {
        var transitions: [String] = []
        override func willTransition(to state: UITableViewCell.StateMask) {
            transitions.append("will \(state.rawValue)")
        }
        override func didTransition(to state: UITableViewCell.StateMask) {
            transitions.append("did \(state.rawValue)")
        }
    }

    static func table(_ style: UITableView.Style, in host: RecordingHost, source: Sections) -> UITableView {
        let table = UITableView(frame: host.rootView.bounds, style: style)
        table.rowHeight = 44
        table.register(Watched.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.rootView.addSubview(table)
        table.layoutIfNeeded()
        return table
    }

    /// The layer named `name` in `tree`, with its sublayers.
    static func snapshot(_ name: String, in tree: LayerSnapshot) -> LayerSnapshot? {
        if tree.state.name == name { return tree }
        for sub in tree.sublayers {
            if let found = snapshot(name, in: sub) { return found }
        }
        return nil
    }

    /// Whether a layer is a round editing control: 22 points across, radius 11.
    static func isControl(_ layer: LayerSnapshot) -> Bool {
        let width: Double = layer.state.bounds.size.width
        let radius: Double = layer.state.cornerRadius
        return abs(width - 22) < 1e-9 && abs(radius - 11) < 1e-9
    }

    /// `setEditing(true, animated: true)`: every row's content view moves 38 points aside (its
    /// centre 19, as it narrows) and
    /// its red delete control slides in from beyond the leading edge, fading in, eased in and
    /// out over 0.3 s; by pixels, the control's red is there only at the end.
    @Test func deleteControlsSlideInFrameByFrame() throws {
        let host = TableStyleTests.host(height: 300, duration: 0.8)
        let source = Sections()
        source.rows = [3]
        source.headers = [nil]
        source.footers = [nil]
        let table = Self.table(.plain, in: host, source: source)
        let cell = try #require(table.cellForRow(at: [0, 1]) as? Watched)
        cell.contentView.layer.name = "content"
        host.at(0.2) { table.setEditing(true, animated: true) }
        let timeline = try host.record()
        #expect(table.isEditing && cell.isEditing && cell.editingStyle == .delete)
        #expect(cell.transitions == ["will 1", "did 1"])
        var checked = 0
        for f in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: f)
            let eased = TimingFunction.easeInEaseOut.value(at: min(max((t - 0.2) / 0.3, 0), 1))
            let tree = timeline.evaluate(at: t)
            let content = try #require(findLayer("content", in: tree))
            #expect(abs(content.position.x - (195 + 19 * eased)) < 1e-6, "frame \(f)")
            guard t > 0.2 else { continue }
            let row = try #require(Self.snapshot("r0.1", in: tree))
            let control = try #require(row.sublayers.first(where: Self.isControl)?.state)
            let x: Double = control.position.x
            let opacity: Double = control.opacity
            #expect(abs(x - (27 - 38 + 38 * eased)) < 1e-6, "frame \(f)")
            #expect(abs(opacity - eased) < 1e-6, "frame \(f)")
            checked += 1
        }
        #expect(checked >= 15)
        let red = try TableStyleTests.pixel(timeline, scale: 2, at: 0.75, 20, 66)
        #expect(TableStyleTests.close(red, [255, 59, 48]), "the control's red, beside its white bar")
        #expect(
            TableStyleTests.close(try TableStyleTests.pixel(timeline, scale: 2, at: 0.75, 27, 66), [255, 255, 255]))
        #expect(TableStyleTests.close(try TableStyleTests.pixel(timeline, scale: 2, at: 0.1, 20, 66), [255, 255, 255]))
        // The separator starts where the text does: 16 points in, then 16 + 38.
        let line = 87.75
        let sep = TableStyleTests.separatorOnWhite
        #expect(TableStyleTests.close(try TableStyleTests.pixel(timeline, scale: 2, at: 0.1, 40, line), sep))
        #expect(
            TableStyleTests.close(try TableStyleTests.pixel(timeline, scale: 2, at: 0.75, 40, line), [255, 255, 255]))
        #expect(TableStyleTests.close(try TableStyleTests.pixel(timeline, scale: 2, at: 0.75, 60, line), sep))
    }

    /// The delegate's editing style chooses the control (green for `.insert`), a row the data
    /// source cannot edit has none and keeps its content in place; a cell shown while editing
    /// is editing already, without animation.
    @Test func dataSourceAndDelegateChooseTheControls() throws {
        let host = TableStyleTests.host(height: 200)
        let source = Sections()
        source.canEdit = { $0.row != 0 }
        source.indents = { $0.section == 0 }
        let table = Self.table(.grouped, in: host, source: source)
        table.isEditing = true
        table.layoutIfNeeded()
        let fixed = try #require(table.cellForRow(at: [0, 0]))
        fixed.layoutIfNeeded()
        #expect(fixed.editingStyle == .none && fixed.contentView.frame.minX == 0)
        let deleting = try #require(table.cellForRow(at: [0, 1]))
        deleting.layoutIfNeeded()
        #expect(deleting.editingStyle == .delete && deleting.contentView.frame.minX == 38)
        table.contentOffset = CGPoint(x: 0, y: 200)
        let inserting = try #require(table.cellForRow(at: [1, 1]))
        inserting.layoutIfNeeded()
        #expect(inserting.isEditing && inserting.editingStyle == .insert)
        #expect(inserting.contentView.frame.minX == 0, "the delegate said not to indent")
    }

    /// A tap on a delete control shows the delete confirmation, a tap on it commits the
    /// deletion; a tap on an insert control commits an insertion; taps select no rows while
    /// editing unless `allowsSelectionDuringEditing`.
    @Test func tapsConfirmAndCommit() throws {
        let host = TableStyleTests.host(height: 400, scale: 1, duration: 2)
        let source = Sections()
        source.deleteTitle = "Remove"
        let table = Self.table(.plain, in: host, source: source)
        let cell = try #require(table.cellForRow(at: [0, 0]) as? Watched)
        host.at(0.1) { table.setEditing(true, animated: false) }
        host.tap(at: CGPoint(x: 200, y: 22), at: 0.2)
        host.tap(at: CGPoint(x: 27, y: 22), at: 0.4)
        host.at(0.9) {
            #expect(cell.showingDeleteConfirmation)
            let button = cell.tableCell.confirmationButton
            #expect((button?.subviews.first as? UILabel)?.text == "Remove", "the delegate's title")
            #expect(button?.frame.maxX == 390 && (button?.frame.width ?? 0) > 60, "at the trailing edge")
        }
        host.tap(at: CGPoint(x: 380, y: 22), at: 1.0)
        host.tap(at: CGPoint(x: 27, y: 132 + 44 + 22), at: 1.4)
        host.at(1.6) { table.allowsSelectionDuringEditing = true }
        host.tap(at: CGPoint(x: 200, y: 66), at: 1.7)
        _ = try host.record()
        #expect(source.calls == ["commit delete 0.0", "commit insert 1.1", "select 1"])
        #expect(!cell.showingDeleteConfirmation)
        #expect(cell.transitions == ["will 1", "did 1", "will 3", "did 3", "will 1", "did 1"])
    }

    final class Swiped: NSObject, UITableViewDataSource, UITableViewDelegate {
        var calls: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Message \(indexPath.row)"
            return cell
        }
        func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { action, _, done in
                self.calls.append("handler \(action.title ?? "")")
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(false) }
            flag.image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                UIColor.systemGreen.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            calls.append("willBegin \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            calls.append("didEnd \(indexPath?.row ?? -1)")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("select \(indexPath.row)")
        }
    }

    /// A leftward swipe on a row uncovers its trailing actions (red "Delete" at the edge, grey
    /// "Flag" beside it) as the content follows the finger; lifted past half their width the row
    /// stays open; a tap on "Delete" runs its handler, whose completion closes the row.
    @Test func swipeUncoversTrailingActions() throws {
        let host = TableStyleTests.host(height: 300, scale: 1, duration: 1.6)
        let source = Swiped()
        let table = UITableView(frame: host.rootView.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.rootView.addSubview(table)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: [0, 1]))
        host.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 120, y: 66), duration: 0.2, at: 0.1)
        var open: CGFloat = 0
        host.at(0.8) { open = cell.contentView.frame.minX }
        host.tap(at: CGPoint(x: 385, y: 66), at: 1.0)
        let timeline = try host.record()
        #expect(source.calls == ["willBegin 1", "handler Delete", "didEnd 1"])
        #expect(open < -140 && open > -170, "open by the buttons' width: \(open)")
        #expect(cell.contentView.frame.minX == 0)
        let clip = Clip(timeline: timeline, scale: 1, backgroundColor: .white)
        let directory = NSTemporaryDirectory() + "reel-table-settings"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for time in [0.2, 0.8] {
            let frame = try clip.frame(atTime: time, renderer: try clip.makeRenderer())
            try writePNG(frame, to: directory + "/swipe-\(Int(time * 10)).png")
        }
        let red = try TableStyleTests.pixel(timeline, scale: 1, at: 0.8, 385, 66)
        #expect(TableStyleTests.close(red, [255, 59, 48]))
        let grey = try TableStyleTests.pixel(timeline, scale: 1, at: 0.8, 390 + Double(open) + 5, 66)
        #expect(TableStyleTests.close(grey, [142, 142, 147]))
        // The flag's image above its title, centred in its button (74 wide).
        let icon = try TableStyleTests.pixel(timeline, scale: 1, at: 0.8, 390 + Double(open) + 37, 52)
        #expect(TableStyleTests.close(icon, [52, 199, 89]), "\(icon)")
        let closed = try TableStyleTests.pixel(timeline, scale: 1, at: 1.5, 385, 66)
        #expect(TableStyleTests.close(closed, [255, 255, 255]), "\(closed)")
    }

    final class Ordered: NSObject, UITableViewDataSource, UITableViewDelegate {
        var names = ["a", "b", "c", "d"]
        var moves: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.layer.name = names[indexPath.row]
            cell.textLabel?.text = names[indexPath.row]
            cell.showsReorderControl = true
            return cell
        }
        func tableView(
            _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
        ) -> UITableViewCell.EditingStyle { .none }
        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            moves.append("\(sourceIndexPath.row)->\(destinationIndexPath.row)")
            names.insert(names.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
    }

    /// A row dragged by its reorder control follows the finger, the rows it passes slide up to
    /// make room, it settles in its new place and the data source is told.
    @Test func reorderControlMovesRows() throws {
        let host = TableStyleTests.host(height: 300, scale: 1, duration: 1)
        let source = Ordered()
        let table = UITableView(frame: host.rootView.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.rootView.addSubview(table)
        table.isEditing = true
        table.layoutIfNeeded()
        let lifted = try #require(table.cellForRow(at: [0, 0]))
        host.drag(from: CGPoint(x: 370, y: 22), to: CGPoint(x: 370, y: 122), duration: 0.3, at: 0.2)
        let timeline = try host.record()
        #expect(source.moves == ["0->2"] && source.names == ["b", "c", "a", "d"])
        #expect(table.cellForRow(at: [0, 2]) === lifted && lifted.frame.minY == 88)
        #expect(table.cellForRow(at: [0, 0])?.layer.name == "b" && table.cellForRow(at: [0, 0])?.frame.minY == 0)
        var followed = 0
        for f in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: f)
            guard t > 0.2, t < 0.5 else { continue }
            let a = try #require(findLayer("a", in: timeline.evaluate(at: t)))
            let y: Double = a.position.y
            #expect(abs(y - (22 + 100 * (t - 0.2) / 0.3)) < 1e-6, "frame \(f)")
            followed += 1
        }
        #expect(followed >= 8)
        let clip = Clip(timeline: timeline, scale: 1, backgroundColor: .white)
        let directory = NSTemporaryDirectory() + "reel-table-settings"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try writePNG(try clip.frame(atTime: 0.4, renderer: try clip.makeRenderer()), to: directory + "/reorder.png")
        let end = timeline.evaluate(at: 0.95)
        let b: Double = try #require(findLayer("b", in: end)).position.y
        let a: Double = try #require(findLayer("a", in: end)).position.y
        #expect(b == 22 && a == 88 + 22)
    }
}
