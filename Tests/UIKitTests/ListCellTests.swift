import Testing

@testable import UIKit

/// Cells' content and background configurations (`UIListContentConfiguration`,
/// `UIBackgroundConfiguration`, configuration updates on selection), laid out with the metrics
/// Reel chose for iOS 17's lists (docs/animation.md, "Lists"): 11-point top and bottom margins,
/// the content view's 16-point sides, 16 points between image and text.
@Suite struct ListCellTests {
    /// A table of `rows` cells 320 points wide, each made by `make`.
    final class Rows: NSObject, UITableViewDataSource {
        let count: Int
        let make: (UITableView, IndexPath) -> UITableViewCell
        init(_ count: Int, make: @escaping (UITableView, IndexPath) -> UITableViewCell) {
            self.count = count
            self.make = make
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            make(tableView, indexPath)
        }
    }

    static func table(_ rows: Rows, width: CGFloat = 320) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 400), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.layoutIfNeeded()
        return table
    }

    /// A solid square image `side` points wide.
    static func square(_ side: CGFloat, _ color: UIColor = .systemRed) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// Whether two colours look the same in the light appearance.
    static func same(_ a: UIColor?, _ b: UIColor) -> Bool {
        guard let a else { return false }
        let light = UITraitCollection(userInterfaceStyle: .light)
        var (ra, ga, ba, aa, rb, gb, bb, ab): (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat) =
            (0, 0, 0, 0, 0, 0, 0, 0)
        _ = a.resolvedColor(with: light).getRed(&ra, green: &ga, blue: &ba, alpha: &aa)
        _ = b.resolvedColor(with: light).getRed(&rb, green: &gb, blue: &bb, alpha: &ab)
        return abs(ra - rb) + abs(ga - gb) + abs(ba - bb) + abs(aa - ab) < 0.01
    }

    /// The list content view a cell's content configuration made.
    static func listView(_ cell: UITableViewCell?) throws -> UIListContentView {
        try #require(cell?.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
    }

    /// `.cell()`: body text (17 points, label colour) 16 points after a 24-point image that sits
    /// 16 points in, both centred in a 44-point row.
    @Test func cellConfigurationPlacesImageAndText() throws {
        let rows = Rows(1) { table, indexPath in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.image = Self.square(24)
            content.text = "Wi-Fi"
            cell.contentConfiguration = content
            return cell
        }
        let table = Self.table(rows)
        let list = try Self.listView(table.cellForRow(at: [0, 0]))
        #expect(list.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(list.imageView.frame == CGRect(x: 16, y: 10, width: 24, height: 24))
        #expect(list.textLabel.frame.minX == 56)
        #expect(list.textLabel.frame.midY == 22)
        #expect(abs(list.textLabel.frame.maxX - 304) < 0.01)
        #expect(list.textLabel.font.pointSize == 17)
        #expect(Self.same(list.textLabel.textColor, .label))
        #expect(list.secondaryTextLabel.isHidden)
    }

    /// `.valueCell()`: the secondary text ends at the trailing margin, in the secondary label
    /// colour and the body size; `.subtitleCell()`: the secondary text 3 points under the text,
    /// 15 points (subheadline), the two centred together.
    @Test func valueAndSubtitleCells() throws {
        let rows = Rows(2) { table, indexPath in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content: UIListContentConfiguration = indexPath.row == 0 ? .valueCell() : .subtitleCell()
            content.text = "Bluetooth"
            content.secondaryText = "On"
            cell.contentConfiguration = content
            return cell
        }
        let table = Self.table(rows)
        let value = try Self.listView(table.cellForRow(at: [0, 0]))
        #expect(value.secondaryTextLabel.frame.maxX == 304)
        #expect(value.secondaryTextLabel.frame.midY == 22)
        #expect(Self.same(value.secondaryTextLabel.textColor, .secondaryLabel))
        #expect(value.secondaryTextLabel.font.pointSize == 17)
        #expect(value.textLabel.frame.minX == 16)
        let subtitle = try Self.listView(table.cellForRow(at: [0, 1]))
        let text = subtitle.textLabel.frame
        let second = subtitle.secondaryTextLabel.frame
        #expect(second.minY == text.maxY + 3)
        #expect(abs((text.minY + second.maxY) / 2 - 22) < 0.01)
        #expect(subtitle.secondaryTextLabel.font.pointSize == 15)
        #expect(second.minX == 16)
    }

    /// With `rowHeight = automaticDimension` a subtitle cell's row is as tall as its content:
    /// 11 + text + 3 + secondary text + 11; a value cell's 11 + text + 11.
    @Test func listRowsSizeThemselves() throws {
        let rows = Rows(2) { table, indexPath in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content: UIListContentConfiguration = indexPath.row == 0 ? .subtitleCell() : .valueCell()
            content.text = "Title"
            content.secondaryText = "Detail"
            cell.contentConfiguration = content
            return cell
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.layoutIfNeeded()
        let subtitle = try Self.listView(table.cellForRow(at: [0, 0]))
        let text = subtitle.textLabel.frame.height
        let second = subtitle.secondaryTextLabel.frame.height
        #expect(abs(table.rectForRow(at: [0, 0]).height - (11 + text + 3 + second + 11)) < 0.01)
        #expect(abs(table.rectForRow(at: [0, 1]).height - (11 + text + 11)) < 0.01)
        #expect(abs(subtitle.textLabel.frame.minY - 11) < 0.01)
    }

    /// A flow layout sizing items by their cells (`estimatedItemSize`) makes a list cell as
    /// wide as its margins and text and as tall as its margins and text line.
    @Test func listItemsSizeThemselves() throws {
        final class Items: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                var content = UIListContentConfiguration.cell()
                content.text = "Tag"
                cell.contentConfiguration = content
                return cell
            }
        }
        let items = Items()
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        list.dataSource = items
        list.layoutIfNeeded()
        let cell = try #require(list.cellForItem(at: [0, 0]))
        let text = try #require(cell.contentView.subviews.first as? UIListContentView).textLabel
        let natural = text.sizeThatFits(CGSize(width: 10_000, height: 0))
        // A plain collection cell's content view keeps UIView's 8-point margins.
        #expect(abs(cell.frame.width - (8 + natural.width + 8)) < 0.01)
        #expect(abs(cell.frame.height - (11 + natural.height + 11)) < 0.01)
    }

    /// Side by side texts that do not fit fall back to stacked.
    @Test func valueCellStacksWhenTooLong() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "A rather long setting name"
        content.secondaryText = "and an even longer value"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        view.layoutIfNeeded()
        #expect(view.secondaryTextLabel.frame.minY > view.textLabel.frame.maxY)
        #expect(view.secondaryTextLabel.frame.minX == view.textLabel.frame.minX)
    }

    /// In a stack view a list content view takes the height its content needs: the margins
    /// around the taller of image and text.
    @Test func listContentViewSizesItselfInAutoLayout() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        let view = UIListContentView(configuration: content)
        let stack = UIStackView(arrangedSubviews: [view])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        stack.alignment = .fill
        stack.distribution = .fill
        let spacer = UIView()
        stack.addArrangedSubview(spacer)
        stack.layoutIfNeeded()
        let text = view.textLabel.sizeThatFits(CGSize(width: 268, height: 0)).height
        let second = view.secondaryTextLabel.sizeThatFits(CGSize(width: 268, height: 0)).height
        #expect(abs(view.frame.height - (11 + text + 3 + second + 11)) < 0.01)
    }

    /// Grouped headers are uppercase footnote text in the secondary label colour; the other
    /// factories' fonts are UIKit's text styles.
    @Test func headerAndFooterStyles() {
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Connections"
        let view = UIListContentView(configuration: header)
        #expect(view.textLabel.text == "CONNECTIONS")
        #expect(view.textLabel.font.pointSize == 13)
        #expect(Self.same(view.textLabel.textColor, .secondaryLabel))
        #expect(UIListContentConfiguration.plainHeader().textProperties.font == .preferredFont(forTextStyle: .headline))
        #expect(UIListContentConfiguration.groupedFooter().textProperties.transform == .none)
        #expect(UIListContentConfiguration.plainFooter().textProperties.font.pointSize == 13)
    }

    /// A list content view in a view with wider margins takes them (horizontal axis preserved),
    /// and not when the configuration preserves no axis.
    @Test func preservesSuperviewMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        parent.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 30)
        var content = UIListContentConfiguration.cell()
        content.text = "Text"
        let view = UIListContentView(configuration: content)
        view.frame = parent.bounds
        parent.addSubview(view)
        view.layoutIfNeeded()
        #expect(view.textLabel.frame.minX == 30)
        content.axesPreservingSuperviewLayoutMargins = []
        view.configuration = content
        view.layoutIfNeeded()
        #expect(view.textLabel.frame.minX == 0)
    }

    /// A cell that records its configuration updates.
    final class UpdatingCell: UITableViewCell {
        var states: [UICellConfigurationState] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            states.append(state)
        }
    }

    /// Selecting a row updates its cell's configuration, as UIKit's: `updateConfiguration(using:)`
    /// then the `configurationUpdateHandler` get a selected state, and a list background
    /// configuration turns systemGray4; deselecting turns it back.
    @Test func selectionUpdatesTheConfiguration() throws {
        var handled: [Bool] = []
        let rows = Rows(2) { table, indexPath in
            let cell = table.dequeueReusableCell(withIdentifier: "updating", for: indexPath)
            cell.backgroundConfiguration = .listPlainCell()
            cell.configurationUpdateHandler = { cell, state in
                handled.append(state.isSelected)
                var content = UIListContentConfiguration.cell()
                content.text = state.isSelected ? "Chosen" : "Row"
                cell.contentConfiguration = content
            }
            return cell
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UpdatingCell.self, forCellReuseIdentifier: "updating")
        table.dataSource = rows
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: [0, 1]) as? UpdatingCell)
        #expect(cell.states.last?.isSelected == false)
        #expect(handled.last == false)
        #expect(Self.same(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue), .systemBackground))
        table.selectRow(at: [0, 1], animated: false, scrollPosition: .none)
        #expect(cell.states.last?.isSelected == true)
        #expect(handled.last == true)
        #expect(cell.configurationState.isSelected)
        #expect(Self.same(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue), .systemGray4))
        #expect(try Self.listView(cell).textLabel.text == "Chosen")
        cell.isHighlighted = true
        table.deselectRow(at: [0, 1], animated: false)
        #expect(Self.same(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue), .systemGray4))
        cell.isHighlighted = false
        #expect(Self.same(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue), .systemBackground))
        #expect(try Self.listView(cell).textLabel.text == "Row")
        let count = cell.states.count
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.setNeedsUpdateConfiguration()
        #expect(cell.states.count == count, "deferred to the next layout")
        cell.layoutIfNeeded()
        #expect(cell.states.count == count + 1)
    }

    /// A background configuration and background views exclude each other, as in UIKit.
    @Test func backgroundConfigurationAndViewsExcludeEachOther() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundView = UIView()
        cell.selectedBackgroundView = UIView()
        cell.backgroundConfiguration = .listGroupedCell()
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        var clear = UIBackgroundConfiguration.clear()
        clear.backgroundColor = .systemPink
        #expect(clear.updated(for: UICellConfigurationState(traitCollection: UITraitCollection())) == clear)
        #expect(
            Self.same(UIBackgroundConfiguration.listSidebarCell().resolvedBackgroundColor(for: .systemBlue), .clear))
    }

    /// The classic parts: `imageView` 16 points in and the text 16 points after it; the content
    /// view indented by level × width (10 by default) and ending 10 points before an accessory
    /// that sits 16 points from the trailing edge, centred.
    @Test func imageViewAccessoryAndIndentation() throws {
        let rows = Rows(4) { table, indexPath in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row"
            switch indexPath.row {
            case 0: cell.imageView?.image = Self.square(30)
            case 1: cell.accessoryType = .checkmark
            case 2: cell.accessoryView = UISwitch()
            default: cell.indentationLevel = 2
            }
            return cell
        }
        let table = Self.table(rows)
        let image = try #require(table.cellForRow(at: [0, 0]))
        #expect(image.imageView?.frame == CGRect(x: 16, y: 7, width: 30, height: 30))
        #expect(image.textLabel?.frame.minX == 62)
        let check = try #require(table.cellForRow(at: [0, 1]))
        #expect(check.contentView.frame == CGRect(x: 0, y: 0, width: 320 - 16 - 14 - 10, height: 44))
        #expect(check.textLabel?.frame.maxX == check.contentView.bounds.maxX)
        let toggle = try #require(table.cellForRow(at: [0, 2]))
        let accessory = try #require(toggle.accessoryView)
        #expect(accessory.frame == CGRect(x: 320 - 16 - 51, y: 22 - 15.5, width: 51, height: 31))
        #expect(abs(toggle.contentView.frame.width - (320 - 16 - 51 - 10)) < 0.001)
        let indented = try #require(table.cellForRow(at: [0, 3]))
        #expect(indented.indentationWidth == 10)
        #expect(indented.contentView.frame == CGRect(x: 20, y: 0, width: 300, height: 44))
    }

    /// An accessory view replaces the standard accessory; removing it brings the glyph back.
    @Test func accessoryViewReplacesTheGlyph() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.accessoryType = .disclosureIndicator
        let glyphs = { cell.subviews.filter { $0 is AccessoryGlyphView }.count }
        #expect(glyphs() == 1)
        cell.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(glyphs() == 0 && cell.accessoryType == .disclosureIndicator)
        cell.layoutIfNeeded()
        #expect(cell.accessoryView?.frame == CGRect(x: 274, y: 12, width: 30, height: 20))
        cell.accessoryView = nil
        cell.layoutIfNeeded()
        #expect(glyphs() == 1)
        #expect(abs(cell.contentView.frame.width - (320 - 16 - 8 - 10)) < 0.001)
    }

    /// The defaults follow the cell style.
    @Test func defaultContentConfigurationFollowsTheStyle() {
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(!subtitle.prefersSideBySideTextAndSecondaryText)
        #expect(subtitle.secondaryTextProperties.font.pointSize == 15)
    }

    /// A header's detail text sits under its text; its content configuration hides both and
    /// its handler runs on the first layout.
    @Test func headerFooterViewDetailAndConfiguration() throws {
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        header.textLabel?.text = "Title"
        header.detailTextLabel?.text = "Detail"
        header.layoutIfNeeded()
        let text = try #require(header.textLabel?.frame)
        let detail = try #require(header.detailTextLabel?.frame)
        #expect(detail.minY == text.maxY + 2 && detail.minX == 16)
        #expect(header.detailTextLabel?.font.pointSize == 13)
        var calls = 0
        header.configurationUpdateHandler = { view, _ in
            calls += 1
            var content = view.defaultContentConfiguration()
            content.text = "Section"
            view.contentConfiguration = content
        }
        header.layoutIfNeeded()
        #expect(calls == 1)
        #expect(header.textLabel?.isHidden == true)
        let list = try #require(header.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(list.textLabel.text == "Section")
    }

    /// A collection cell: its content configuration fills the content view; selection shows
    /// `selectedBackgroundView` and updates the configurations and the handler.
    @Test func collectionCellConfigurations() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        var states: [Bool] = []
        cell.configurationUpdateHandler = { cell, state in
            states.append(state.isSelected)
            var content = UIListContentConfiguration.cell()
            content.text = state.isSelected ? "On" : "Off"
            cell.contentConfiguration = content
        }
        let selected = UIView()
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(states == [false])
        #expect(selected.isHidden && selected.superview === cell)
        cell.isSelected = true
        #expect(states == [false, true])
        #expect(!selected.isHidden && selected.frame == cell.bounds)
        let list = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(list.textLabel.text == "On" && list.frame == cell.contentView.bounds)
        cell.backgroundConfiguration = .listGroupedCell()
        #expect(cell.selectedBackgroundView == nil)
        #expect(Self.same(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue), .systemGray4))
    }

    /// A cell that adds a state of the app's own, as iOS code does.
    final class ArchivedCell: UICollectionViewCell {
        var isArchived = false
        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state[.isArchived] = isArchived
            return state
        }
    }

    /// An overridden `configurationState` reaches the handler with the app's own key.
    @Test func customStatesReachTheHandler() {
        let cell = ArchivedCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        var seen: [AnyHashable?] = []
        cell.configurationUpdateHandler = { _, state in seen.append(state[.isArchived]) }
        cell.isArchived = true
        cell.layoutIfNeeded()
        #expect(seen == [AnyHashable(true)])
        var state = UIViewConfigurationState(traitCollection: UITraitCollection())
        #expect(state[.isArchived] == nil)
        state[.isArchived] = 3
        #expect(state[.isArchived] == AnyHashable(3))
    }

    /// Colour transformers: grayscale turns systemRed (255, 59, 48) into its luma; the text and
    /// image colours and a background's fill and stroke pass through theirs; a list style's
    /// colour stays set when the state changes.
    @Test func colorTransformersAndOwnColours() {
        let grey = UIConfigurationColorTransformer.grayscale(.systemRed)
        let luma = 0.299 * 255 + 0.587 * 59 + 0.114 * 48
        #expect(Self.same(grey, UIColor(white: luma / 255, alpha: 1)))
        #expect(Self.same(UIConfigurationColorTransformer.preferredTint(.systemPink), .systemPink))
        var text = UIListContentConfiguration.cell().textProperties
        text.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(Self.same(text.resolvedColor(), UIColor.label.withAlphaComponent(0.5)))
        var image = UIListContentConfiguration.cell().imageProperties
        #expect(Self.same(image.resolvedTintColor(for: .systemGreen), .systemGreen))
        image.tintColorTransformer = .grayscale
        #expect(Self.same(image.resolvedTintColor(for: .systemRed), grey))
        var background = UIBackgroundConfiguration.listPlainCell()
        #expect(Self.same(background.backgroundColor, .systemBackground))
        background.backgroundColor = .systemTeal
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        #expect(Self.same(background.updated(for: selected).backgroundColor, .systemTeal))
        background.backgroundColor = nil
        background.backgroundColorTransformer = .grayscale
        #expect(Self.same(background.resolvedBackgroundColor(for: .systemRed), grey))
        #expect(Self.same(background.resolvedStrokeColor(for: .systemOrange), .systemOrange))
        #expect(background != UIBackgroundConfiguration.listPlainCell())
    }
}

extension UIConfigurationStateCustomKey {
    static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")
}
