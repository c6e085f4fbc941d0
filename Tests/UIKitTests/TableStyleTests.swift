import Foundation
import Reel
import ReelCore
import Testing
import UIKit

/// `UITableView`'s styles as iOS 17 draws them: grouped backgrounds, inset sections with round
/// corners, titled headers and footers, separators and filler rows, by layout and by pixels.
@Suite struct TableStyleTests {
    final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        var rows = [3, 2]
        var headers: [String?] = [nil, nil]
        var footers: [String?] = [nil, nil]
        var calls: [String] = []
        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.layer.name = "r\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headers[section] }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footers[section] }
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            calls.append("commit \(editingStyle) \(indexPath.section).\(indexPath.row)")
        }
        var deleteTitle: String?
        func tableView(
            _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
        ) -> String? { deleteTitle }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("select \(indexPath.row)")
        }
        var canEdit: (IndexPath) -> Bool = { _ in true }
        var indents: (IndexPath) -> Bool = { _ in true }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit(indexPath) }
        func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            indents(indexPath)
        }
        func tableView(
            _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
        ) -> UITableViewCell.EditingStyle {
            indexPath.section == 1 && indexPath.row == 1 ? .insert : .delete
        }
    }

    static func host(width: CGFloat = 390, height: CGFloat = 400, scale: CGFloat = 2, duration: Double = 1)
        -> RecordingHost
    {
        RecordingHost(size: CGSize(width: width, height: height), scale: scale, fps: 30, duration: duration)
    }

    static func table(_ style: UITableView.Style, in host: RecordingHost, source: Sections) -> UITableView {
        let table = UITableView(frame: host.rootView.bounds, style: style)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        host.rootView.addSubview(table)
        table.layoutIfNeeded()
        return table
    }

    /// The colour at (x, y) points at `time`, as 0…255 components.
    static func pixel(_ timeline: Timeline, scale: CGFloat, at time: Double, _ x: Double, _ y: Double) throws
        -> [Int]
    {
        let clip = Clip(timeline: timeline, scale: Double(scale), backgroundColor: .white)
        let frame = try clip.frame(atTime: time, renderer: try clip.makeRenderer())
        let p = frame[Int(x * Double(scale)), Int(y * Double(scale))]
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// Whether two colours resolve to the same components now.
    static func same(_ a: UIColor?, _ b: UIColor) -> Bool {
        a?.cgColor.components == b.cgColor.components
    }

    static func close(_ a: [Int], _ b: [Int], within: Int = 3) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= within }
    }

    static let groupedGrey = [242, 242, 247]
    static let white = [255, 255, 255]
    /// `UIColor.separator` (60, 60, 67 at 0.29) over white.
    static let separatorOnWhite = [198, 198, 200]

    /// A grouped table: `systemGroupedBackground` behind white (`secondarySystemGroupedBackground`)
    /// cells edge to edge; sections 35 points apart, the first 35 points down.
    @Test func groupedSectionsAreSpacedOnTheGroupedBackground() throws {
        let host = Self.host()
        let source = Sections()
        let table = Self.table(.grouped, in: host, source: source)
        #expect(Self.same(table.backgroundColor, .systemGroupedBackground))
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 35))
        #expect(table.rectForRow(at: [0, 0]) == CGRect(x: 0, y: 35, width: 390, height: 44))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 167, width: 390, height: 17.5))
        #expect(Double(table.rectForRow(at: [1, 0]).minY) == 202)
        #expect(Self.same(table.cellForRow(at: [0, 0])?.backgroundColor, .secondarySystemGroupedBackground))
        let timeline = try host.record()
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 20), Self.groupedGrey))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 57), Self.white))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 185), Self.groupedGrey))
        let plain = UITableView(frame: .zero, style: .plain)
        #expect(Self.same(plain.backgroundColor, .systemBackground))
    }

    /// A cell whose background colour was set keeps it in a grouped table.
    @Test func setCellBackgroundStays() throws {
        final class Yellow: UITableViewCell {
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                backgroundColor = .systemYellow
            }
            required init?(coder: NSCoder) { nil }
        }
        let host = Self.host()
        let table = UITableView(frame: host.rootView.bounds, style: .grouped)
        table.register(Yellow.self, forCellReuseIdentifier: "row")
        let source = Sections()
        table.dataSource = source
        host.rootView.addSubview(table)
        table.layoutIfNeeded()
        #expect(Self.same(table.cellForRow(at: [0, 0])?.backgroundColor, .systemYellow))
    }

    /// Inset grouped: sections 16 points in from each side (20 on a 430-point-wide table), the
    /// first and last rows' outer corners rounded (radius 10), by pixels at a corner.
    @Test func insetGroupedSectionsAreInsetWithRoundCorners() throws {
        let host = Self.host()
        let source = Sections()
        let table = Self.table(.insetGrouped, in: host, source: source)
        #expect(table.rectForRow(at: [0, 1]) == CGRect(x: 16, y: 79, width: 358, height: 44))
        let first = try #require(table.cellForRow(at: [0, 0]))
        let middle = try #require(table.cellForRow(at: [0, 1]))
        let last = try #require(table.cellForRow(at: [0, 2]))
        #expect(first.layer.cornerRadius == 10)
        #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.maskedCorners.isEmpty || middle.layer.cornerRadius == 0)
        #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        let timeline = try host.record()
        // The corner pixel is background; 10 points in, the cell.
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 16.5, 35.5), Self.groupedGrey))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 26, 45), Self.white))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 8, 60), Self.groupedGrey))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 17, 100), Self.white), "middle row square")
        let wide = Self.table(.insetGrouped, in: Self.host(width: 430), source: Sections())
        #expect(wide.rectForRow(at: [0, 0]) == CGRect(x: 20, y: 35, width: 390, height: 44))
        #expect(wide.separatorInset.left == 20 && table.separatorInset.left == 16)
    }

    /// Grouped titles: a header 38 points high, upper case, footnote font, `secondaryLabel`,
    /// 6 points above the rows, inset with the section; a footer 41.5 points, 6 below them.
    @Test func groupedTitlesSitByTheRows() throws {
        let host = Self.host()
        let source = Sections()
        source.headers = ["Account", nil]
        source.footers = ["Signed in.", nil]
        let table = Self.table(.insetGrouped, in: host, source: source)
        #expect(table.rectForHeader(inSection: 0).height == 38)
        #expect(table.rectForFooter(inSection: 0).height == 41.5)
        let header = try #require(table.headerView(forSection: 0))
        let footer = try #require(table.footerView(forSection: 0))
        header.layoutIfNeeded()
        footer.layoutIfNeeded()
        let label = try #require(header.textLabel)
        #expect(label.text == "ACCOUNT" && Self.same(label.textColor, .secondaryLabel))
        #expect(label.font == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(label.frame.maxY == 38 - 6 && label.frame.minX == 32)
        #expect(footer.textLabel?.text == "Signed in." && footer.textLabel?.frame.minY == 6)
        #expect(header.backgroundColor == nil)
    }

    /// Plain separators: a one-pixel hairline of `UIColor.separator` at each row's bottom from
    /// 16 points in; none with `.none`; a set colour and a cell's own inset are drawn.
    @Test func separatorsAreHairlinesAtTheRowsBottoms() throws {
        let host = Self.host(height: 200)
        let source = Sections()
        source.rows = [2]
        source.headers = [nil]
        source.footers = [nil]
        let table = Self.table(.plain, in: host, source: source)
        let cell = try #require(table.cellForRow(at: [0, 0]))
        #expect(table.separatorStyle == .singleLine && Self.same(table.separatorColor, .separator))
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        #expect(cell.separatorInset == table.separatorInset)
        host.at(0.3) { table.separatorColor = .systemRed }
        host.at(0.5) { cell.separatorInset = .zero }
        host.at(0.7) { table.separatorStyle = .none }
        let timeline = try host.record()
        // At scale 2 the hairline is the row's last pixel row: y 43.5…44.
        let line = 43.75
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, line), Self.separatorOnWhite))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 43.25), Self.white), "one pixel high")
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 8, line), Self.white), "inset 16")
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 20, line), Self.separatorOnWhite))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0.4, 200, line), [255, 59, 48]))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0.6, 8, line), [255, 59, 48]))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0.8, 200, line), Self.white))
        // Filler rows below the last row, 44 apart, on the plain table without a footer view.
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 88 + 43.75), Self.separatorOnWhite))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 88 + 44 + 43.75), Self.separatorOnWhite))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 88 + 30), Self.white))
    }

    /// A row whose cell shows an image before its text has its separator start where the text
    /// does, as UIKit draws it (the classic `imageView`: 16 + 29 + 16 = 61 points in; a list
    /// configuration with an image likewise); a row without an image keeps the 16-point inset,
    /// and an inset the app sets wins.
    @Test func separatorsFollowTheTextBesideAnImage() throws {
        final class Rows: NSObject, UITableViewDataSource {
            let icon = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { context in
                UIColor.systemBlue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 29, height: 29))
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                switch indexPath.row {
                case 0:
                    cell.imageView?.image = icon
                    cell.textLabel?.text = "Classic"
                case 1:
                    var content = cell.defaultContentConfiguration()
                    content.image = icon
                    content.text = "Configured"
                    cell.contentConfiguration = content
                default:
                    cell.textLabel?.text = "Plain"
                }
                return cell
            }
        }
        func separatorStarts(_ configure: (UITableView) -> Void) throws -> [CGFloat] {
            let host = Self.host(height: 200)
            let rows = Rows()
            let table = UITableView(frame: host.rootView.bounds, style: .plain)
            table.rowHeight = 44
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            configure(table)
            table.dataSource = rows
            host.rootView.addSubview(table)
            table.layoutIfNeeded()
            return try (0..<3).map { row in
                let cell = try #require(table.cellForRow(at: [0, row]))
                let line = try #require(
                    cell.subviews.first { $0.frame.height < 1 && $0.frame.maxY == cell.bounds.height })
                return line.frame.minX
            }
        }
        let starts = try separatorStarts { _ in }
        #expect(starts[2] == 16)
        #expect(starts[0] == 61, "classic: \(starts)")
        #expect(abs(starts[1] - 61) <= 1, "configured: \(starts)")
        let set = try separatorStarts { $0.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0) }
        #expect(set == [30, 30, 30])
    }

    /// In the grouped styles a section's last row has no separator; the others have.
    @Test func groupedSectionsEndWithoutSeparator() throws {
        let host = Self.host()
        let source = Sections()
        let table = Self.table(.insetGrouped, in: host, source: source)
        _ = table
        let timeline = try host.record()
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 35 + 43.75), Self.separatorOnWhite))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 35 + 88 + 43.75), Self.white))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 20, 35 + 43.75), Self.white), "16 in the cell")
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 33, 35 + 43.75), Self.separatorOnWhite))
        let other = Self.host()
        let reference = Self.table(.insetGrouped, in: other, source: Sections())
        reference.separatorInsetReference = .fromAutomaticInsets
        reference.separatorInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        let moved = try other.record()
        #expect(Self.close(try Self.pixel(moved, scale: 2, at: 0, 40, 35 + 43.75), Self.white), "16 + 16 + 10")
        #expect(Self.close(try Self.pixel(moved, scale: 2, at: 0, 43, 35 + 43.75), Self.separatorOnWhite))
    }

    /// Under side safe-area insets the cells' content views (and separators) keep clear of
    /// them, unless `insetsContentViewsToSafeArea` is off.
    @Test func contentViewsKeepClearOfTheSafeArea() throws {
        let host = Self.host(width: 600, height: 300, scale: 1)
        let source = Sections()
        let table = UITableView(frame: host.rootView.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        host.run {
            host.safeAreaInsets = UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 30)
            host.rootView.addSubview(table)
            table.layoutIfNeeded()
        }
        let cell = try #require(table.cellForRow(at: [0, 0]))
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 44, y: 0, width: 600 - 44 - 30, height: 44))
        table.insetsContentViewsToSafeArea = false
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 600, height: 44))
    }

    /// A plain table with a footer view (the usual way to hide the filler lines) draws no
    /// filler separators, but its last row keeps its separator; a section followed by another
    /// ends without one.
    @Test func footerViewHidesFillerLinesOnly() throws {
        let host = Self.host(height: 300)
        let source = Sections()
        let table = Self.table(.plain, in: host, source: source)
        table.tableFooterView = UIView(frame: .zero)
        let timeline = try host.record()
        // Section 0: rows 0…132 (its last without a line); section 1: rows 132…220.
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 43.75), Self.separatorOnWhite))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 131.75), Self.white))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 219.75), Self.separatorOnWhite))
        #expect(Self.close(try Self.pixel(timeline, scale: 2, at: 0, 200, 263.75), Self.white), "no filler line")
    }
}
