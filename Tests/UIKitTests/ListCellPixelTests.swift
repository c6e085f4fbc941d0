import ReelCore
import Shaders
import Testing

@testable import UIKit

/// Table and collection cells as drawn: the accessories' glyphs in their colours, the selection
/// background (systemGray4, none with `.none`), a background configuration's state colour, and
/// an everyday settings list (written to `$TMPDIR/reel-everyday/settings-list.png`).
@Suite struct ListCellPixelTests {
    /// A 320-point table in `host` whose rows `make` sets up (`selected` rows selected).
    private static func table(
        _ host: RecordingHost, rows: Int, multiple: Bool = false, selected: [Int] = [],
        make: @escaping (UITableViewCell, Int) -> Void
    ) -> ListCellTests.Rows {
        let source = ListCellTests.Rows(rows) { table, indexPath in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            make(cell, indexPath.row)
            return cell
        }
        let table = UITableView(frame: host.rootView.bounds, style: .plain)
        table.rowHeight = 44
        table.separatorStyle = .none  // the cells' own pixels only
        table.allowsMultipleSelection = multiple
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        host.rootView.addSubview(table)
        table.layoutIfNeeded()
        for row in selected { table.selectRow(at: [0, row], animated: false, scrollPosition: .none) }
        return source
    }

    /// Whether some pixel in `box` is within `tolerance` of `color`.
    private static func has(_ frame: Frame, _ color: [Int], in box: CGRect, tolerance: Int = 6) -> Bool {
        for y in Int(box.minY)..<Int(box.maxY) {
            for x in Int(box.minX)..<Int(box.maxX) where Drawn.near(Everyday.rgb(frame, x, y), color, tolerance) {
                return true
            }
        }
        return false
    }

    /// A checkmark 14 × 11 points in the tint colour 16 points from the trailing edge; a chevron
    /// 8 × 13 in the tertiary label colour (60, 60, 67 at 30 % over white); a detail button a
    /// 22-point circle in the tint colour.
    @Test func accessoryGlyphs() throws {
        var keep: ListCellTests.Rows?
        let frame = try Everyday.frame("accessories", size: CGSize(width: 320, height: 220)) { host in
            keep = Self.table(host, rows: 5) { cell, row in
                cell.textLabel?.text = "Row \(row)"
                cell.accessoryType =
                    [.checkmark, .disclosureIndicator, .detailButton, .none, .detailDisclosureButton][row]
                if row == 3 {
                    cell.tintColor = .systemRed
                    cell.accessoryType = .checkmark
                }
            }
        }
        _ = keep
        let white = [255, 255, 255]
        let checkmark = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 270, y: 0, width: 50, height: 44), background: white))
        #expect(abs(checkmark.minX - 290) <= 1 && abs(checkmark.maxX - 304) <= 1)
        #expect(abs(checkmark.height - 11) <= 2 && abs(checkmark.midY - 22) <= 1)
        let checkmarkInTint = Self.has(frame, [0, 122, 255], in: checkmark)
        #expect(checkmarkInTint)
        let chevron = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 270, y: 44, width: 50, height: 44), background: white))
        #expect(abs(chevron.minX - 296) <= 1 && abs(chevron.maxX - 304) <= 1)
        #expect(abs(chevron.height - 13) <= 2)
        let chevronGrey = Self.has(frame, [197, 197, 199], in: chevron, tolerance: 3)
        #expect(chevronGrey)
        let chevronBlue = Self.has(frame, [0, 122, 255], in: chevron, tolerance: 40)
        #expect(!chevronBlue)
        let info = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 260, y: 88, width: 60, height: 44), background: white))
        #expect(abs(info.width - 22) <= 1 && abs(info.height - 22) <= 1 && abs(info.maxX - 304) <= 1)
        let infoInTint = Self.has(frame, [0, 122, 255], in: info)
        #expect(infoInTint)
        let red = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 270, y: 132, width: 50, height: 44), background: white))
        let redTint = Self.has(frame, [255, 59, 48], in: red)
        #expect(redTint, "the checkmark follows the cell's tint colour")
        let both = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 230, y: 176, width: 90, height: 44), background: white))
        #expect(abs(both.width - (22 + 12 + 8)) <= 1 && abs(both.maxX - 304) <= 1)
    }

    /// A selected row shows systemGray4 (209, 209, 214) behind its content; with
    /// `selectionStyle = .none` nothing; a `selectedBackgroundView` replaces the grey.
    @Test func selectionBackgrounds() throws {
        var keep: ListCellTests.Rows?
        let frame = try Everyday.frame("selection", size: CGSize(width: 320, height: 176)) { host in
            keep = Self.table(host, rows: 4, multiple: true, selected: [0, 1, 2, 3]) { cell, row in
                cell.textLabel?.text = "Row \(row)"
                if row == 1 { cell.selectionStyle = .none }
                if row >= 2 {
                    let custom = UIView()
                    custom.backgroundColor = .systemYellow
                    cell.selectedBackgroundView = custom
                }
                if row == 3 {
                    let multiple = UIView()
                    multiple.backgroundColor = .systemPurple
                    cell.multipleSelectionBackgroundView = multiple
                }
            }
        }
        _ = keep
        #expect(Everyday.rgb(frame, 250, 5) == [209, 209, 214])
        #expect(Everyday.rgb(frame, 250, 49) == [255, 255, 255])
        #expect(Everyday.rgb(frame, 250, 93) == [255, 204, 0])
        #expect(Everyday.rgb(frame, 250, 137) == [175, 82, 222], "multiple selection's own background")
    }

    /// In dark mode the chevron is the dark tertiary label colour (235, 235, 245 at 30 % over the
    /// black system background) and the checkmark the dark system blue (10, 132, 255).
    @Test func accessoriesInDarkMode() throws {
        var keep: ListCellTests.Rows?
        let frame = try Everyday.frame("accessories-dark", size: CGSize(width: 320, height: 88), appearance: .dark) {
            host in
            keep = Self.table(host, rows: 2) { cell, row in
                cell.textLabel?.text = "Row \(row)"
                cell.accessoryType = row == 0 ? .disclosureIndicator : .checkmark
            }
        }
        _ = keep
        let black = [0, 0, 0]
        #expect(Everyday.rgb(frame, 200, 5) == black)
        let chevron = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 270, y: 0, width: 50, height: 44), background: black))
        let chevronGrey = Self.has(frame, [71, 71, 74], in: chevron, tolerance: 3)
        #expect(chevronGrey)
        let checkmark = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 270, y: 44, width: 50, height: 44), background: black))
        let checkmarkBlue = Self.has(frame, [10, 132, 255], in: checkmark)
        #expect(checkmarkBlue)
    }

    /// In dark mode the selection grey is systemGray4's dark value (58, 58, 60).
    @Test func selectionInDarkMode() throws {
        var keep: ListCellTests.Rows?
        let frame = try Everyday.frame("selection-dark", size: CGSize(width: 320, height: 44), appearance: .dark) {
            host in
            keep = Self.table(host, rows: 1, selected: [0]) { cell, _ in cell.textLabel?.text = "Row" }
        }
        _ = keep
        #expect(Everyday.rgb(frame, 250, 22) == [58, 58, 60])
    }

    /// `deselectRow(at:animated: true)` fades the grey out over 0.25 s, as UIKit's does: half-way
    /// the row is between systemGray4 and white, at the end white.
    @Test func animatedDeselectionFades() throws {
        var keep: ListCellTests.Rows?
        var table: UITableView?
        func frame(at time: Double) throws -> [Int] {
            let drawn = try Everyday.frame("deselect-\(time)", size: CGSize(width: 320, height: 44), at: time) { host in
                keep = Self.table(host, rows: 1, selected: [0]) { cell, _ in cell.textLabel?.text = "Row" }
                table = host.rootView.subviews.first as? UITableView
                host.at(0.1) { table?.deselectRow(at: [0, 0], animated: true) }
            }
            return Everyday.rgb(drawn, 250, 22)
        }
        #expect(try frame(at: 0.05) == [209, 209, 214])
        let middle = try frame(at: 0.225)
        #expect(middle[0] > 215 && middle[0] < 250)
        #expect(try frame(at: 0.5) == [255, 255, 255])
        _ = keep
    }

    /// A `.listGroupedCell()` background turns systemGray4 when its collection cell is selected
    /// (through the collection view), as UIKit's list backgrounds do.
    @Test func collectionCellBackgroundFollowsSelection() throws {
        final class Items: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                var content = UIListContentConfiguration.cell()
                content.text = "Item \(indexPath.item)"
                cell.contentConfiguration = content
                cell.backgroundConfiguration = .listGroupedCell()
                return cell
            }
        }
        let items = Items()
        let frame = try Everyday.frame("collection-selection", size: CGSize(width: 200, height: 88)) { host in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 200, height: 44)
            layout.minimumLineSpacing = 0
            let list = UICollectionView(frame: host.rootView.bounds, collectionViewLayout: layout)
            list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            list.dataSource = items
            host.rootView.addSubview(list)
            list.layoutIfNeeded()
            list.selectItem(at: [0, 1], animated: false, scrollPosition: [])
        }
        #expect(Everyday.rgb(frame, 180, 5) == [255, 255, 255])
        #expect(Everyday.rgb(frame, 180, 49) == [209, 209, 214])
        let text = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 0, y: 0, width: 120, height: 44), background: [255, 255, 255]))
        #expect(abs(text.minX - 8) <= 1 && abs(text.midY - 22) <= 2)
    }

    /// An everyday settings list, written as iOS code writes it: value cells with symbol-like
    /// images and disclosure indicators, a switch, a checkmark and a grouped header.
    @Test func settingsList() throws {
        final class Settings: NSObject, UITableViewDataSource {
            let rows: [(String, String?, UIColor)] = [
                ("Airplane Mode", nil, .systemOrange), ("Wi-Fi", "Home", .systemBlue),
                ("Bluetooth", "On", .systemBlue), ("Dark Appearance", nil, .systemIndigo),
            ]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
                let (title, value, color) = rows[indexPath.row]
                var content = value == nil ? cell.defaultContentConfiguration() : .valueCell()
                content.text = title
                content.secondaryText = value
                content.image = ListCellTests.square(29, color)
                content.imageProperties.cornerRadius = 7
                cell.contentConfiguration = content
                switch indexPath.row {
                case 0: cell.accessoryView = UISwitch()
                case 3: cell.accessoryType = .checkmark
                default: cell.accessoryType = .disclosureIndicator
                }
                return cell
            }
        }
        let settings = Settings()
        var table: UITableView?
        let frame = try Everyday.frame("settings-list", size: CGSize(width: 375, height: 240)) { host in
            let list = UITableView(frame: host.rootView.bounds, style: .plain)
            list.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
            list.rowHeight = 44
            let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
            header.frame = CGRect(x: 0, y: 0, width: 375, height: 40)
            var title = UIListContentConfiguration.groupedHeader()
            title.text = "Connections"
            header.contentConfiguration = title
            list.tableHeaderView = header
            list.dataSource = settings
            host.rootView.addSubview(list)
            table = list
        }
        let list = try #require(table)
        // Wi-Fi's row: image 29 points at x 16, centred in the row; the value ends 10 points
        // before the chevron.
        let wifi = try ListCellTests.listView(list.cellForRow(at: [0, 1]))
        #expect(wifi.imageView.frame == CGRect(x: 16, y: 7.5, width: 29, height: 29))
        #expect(wifi.textLabel.frame.minX == 61)
        let valueEnd = try #require(wifi.superview?.superview?.convert(wifi.secondaryTextLabel.frame, from: wifi).maxX)
        #expect(abs(valueEnd - (375 - 16 - 8 - 10)) < 0.01)
        let imageDrawn = Self.has(frame, [0, 122, 255], in: CGRect(x: 16, y: 40 + 44 + 8, width: 29, height: 29))
        #expect(imageDrawn)
        let header = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 0, y: 0, width: 200, height: 40), background: [255, 255, 255]))
        #expect(abs(header.minX - 16) <= 1)
        // The checkmark row's glyph is in the tint colour.
        let checkmarkDrawn = Self.has(
            frame, [0, 122, 255], in: CGRect(x: 340, y: 40 + 132 + 10, width: 25, height: 25))
        #expect(checkmarkDrawn)
    }

    /// A background configuration's fill, insets, corner radius and stroke as drawn: a green fill
    /// 10 points in, a 2-point red stroke along its edge, white outside.
    @Test func backgroundConfigurationDrawn() throws {
        var keep: ListCellTests.Rows?
        let frame = try Everyday.frame("background-configuration", size: CGSize(width: 200, height: 60)) { host in
            keep = Self.table(host, rows: 1) { cell, _ in
                var background = UIBackgroundConfiguration.clear()
                background.backgroundColor = .systemGreen
                background.backgroundInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                background.cornerRadius = 8
                background.strokeColor = .systemRed
                background.strokeWidth = 2
                cell.backgroundConfiguration = background
                cell.backgroundColor = .clear
            }
        }
        _ = keep
        #expect(Everyday.rgb(frame, 5, 22) == [255, 255, 255])
        #expect(Everyday.rgb(frame, 100, 22) == [52, 199, 89])
        #expect(Everyday.rgb(frame, 11, 22) == [255, 59, 48])
        #expect(Everyday.rgb(frame, 10, 10) == [255, 255, 255], "the rounded corner")
    }
}
