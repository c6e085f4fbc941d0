import Testing
import UIKit

/// Self-sizing table rows: `rowHeight = UITableView.automaticDimension` with an
/// `estimatedRowHeight`, each row as high as its cell's constraints make it at the table's width.
@Suite struct TableSelfSizingTests {
    /// A cell whose content is a bar 6 points in from every edge, `20 + 10·row` high by its
    /// constraints (or a quarter of its width high, `aspect`): the row is `32 + 10·row` high
    /// (or `12 + (width − 12) / 4`).
    final class BarCell: UITableViewCell {
        let bar = UIView()
        private var height: NSLayoutConstraint?

        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            bar.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
                bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
                bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }

        required init?(coder: NSCoder) { nil }

        func configure(row: Int, aspect: Bool) {
            height?.isActive = false
            height =
                aspect
                ? bar.heightAnchor.constraint(equalTo: bar.widthAnchor, multiplier: 0.25)
                : bar.heightAnchor.constraint(equalToConstant: 20 + 10 * CGFloat(row))
            height?.isActive = true
        }
    }

    final class Bars: NSObject, UITableViewDataSource {
        let count: Int
        let aspect: Bool
        private(set) var asked: [Int] = []
        init(count: Int, aspect: Bool) {
            self.count = count
            self.aspect = aspect
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath.row)
            let cell = tableView.dequeueReusableCell(withIdentifier: "bar", for: indexPath) as! BarCell
            cell.configure(row: indexPath.row, aspect: aspect)
            return cell
        }
    }

    private func makeTable(rows: Int, rowHeight: CGFloat, aspect: Bool = false) -> (UITableView, Bars) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        table.rowHeight = rowHeight
        table.estimatedRowHeight = 40
        table.register(BarCell.self, forCellReuseIdentifier: "bar")
        let source = Bars(count: rows, aspect: aspect)
        table.dataSource = source
        table.layoutIfNeeded()
        return (table, source)
    }

    /// Row r's top: the rows above it, `Σ (32 + 10·k)` for k < r.
    private func top(ofRow r: Int) -> CGFloat { CGFloat(32 * r + 5 * r * (r - 1)) }

    /// The rows in the first 300 points are 32, 42 … 82 high (rows 0–5, ending at 342); the cells
    /// have those frames and their bars the constraints' frames; the 24 rows not yet shown
    /// count at the 40-point estimate.
    @Test func rowsInTheBoundsTakeTheirCellsHeights() {
        let (table, source) = makeTable(rows: 30, rowHeight: UITableView.automaticDimension)
        #expect(table.indexPathsForVisibleRows == (0..<6).map { IndexPath(row: $0, section: 0) })
        for (r, cell) in table.visibleCells.enumerated() {
            let height = 32 + 10 * CGFloat(r)
            #expect(cell.frame == CGRect(x: 0, y: top(ofRow: r), width: 200, height: height))
            #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: height))
            #expect((cell as? BarCell)?.bar.frame == CGRect(x: 6, y: 6, width: 188, height: height - 12))
        }
        #expect(table.contentSize == CGSize(width: 200, height: 342 + 24 * 40))
        // Each row's cell asked for once.
        #expect(source.asked == Array(0..<6))
    }

    /// Scrolled to the end, every row has been measured: the content is `Σ (32 + 10·r)` high and
    /// the last row sits at its exact place.
    @Test func scrollingMeasuresEveryRow() {
        let (table, source) = makeTable(rows: 30, rowHeight: UITableView.automaticDimension)
        var y: CGFloat = 0
        while y < table.contentSize.height - 300 {
            y = min(y + 50, table.contentSize.height - 300)
            table.contentOffset = CGPoint(x: 0, y: y)
        }
        let total = CGFloat(30 * 32 + 10 * (29 * 30 / 2))
        #expect(table.contentSize.height == total)
        #expect(
            table.rectForRow(at: IndexPath(row: 29, section: 0))
                == CGRect(x: 0, y: top(ofRow: 29), width: 200, height: 322))
        #expect(table.cellForRow(at: IndexPath(row: 29, section: 0))?.frame.height == 322)
        // Each row's cell asked for once on the way down.
        #expect(source.asked == Array(0..<30))
    }

    /// A shown cell that resizes itself (iOS 16's `selfSizingInvalidation`): row 1's bar grows
    /// from 30 to 70 points. With `.enabled` (the default) the row is measured again when the cell
    /// invalidates its intrinsic content size, not on the constraint change alone; with
    /// `.enabledIncludingConstraints` the constraint change is enough; with `.disabled` neither.
    /// Measured again, row 1 is 82 high and row 2 starts at 32 + 82 = 114.
    @Test(arguments: [
        (UITableView.SelfSizingInvalidation.enabled, false, 42.0), (.enabled, true, 82), (.disabled, true, 42),
        (.enabledIncludingConstraints, false, 82),
    ])
    func shownCellsResizeTheirRows(policy: UITableView.SelfSizingInvalidation, invalidates: Bool, height: Double) {
        let (table, source) = makeTable(rows: 10, rowHeight: UITableView.automaticDimension)
        table.selfSizingInvalidation = policy
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? BarCell
        cell?.configure(row: 5, aspect: false)
        if invalidates { cell?.invalidateIntrinsicContentSize() }
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == CGFloat(height))
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 32 + CGFloat(height))
        #expect(cell?.frame.height == CGFloat(height))
        withExtendedLifetime(source) {}
    }

    /// The measurement is at the table's width: bars a quarter as high as wide make rows
    /// `12 + (200 − 12) / 4 = 59` high, and `12 + (300 − 12) / 4 = 84` after the table widens.
    @Test func rowsMeasureAgainWhenTheWidthChanges() {
        let (table, source) = makeTable(rows: 10, rowHeight: UITableView.automaticDimension, aspect: true)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 118, width: 200, height: 59))
        table.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 168, width: 300, height: 84))
        #expect((table.visibleCells[2] as? BarCell)?.bar.frame == CGRect(x: 6, y: 6, width: 288, height: 72))
        withExtendedLifetime(source) {}
    }

    /// Fixed 44-point rows whose cells' constraints want more: the rows stay 44 high, UIKit's
    /// conflict is logged and the bar's height constraint broken; the layout pass ends (a
    /// cell's own layout pass used to start the table's again, without end).
    @Test func fixedRowsWithConflictingCellsLayOutOnce() {
        let (table, source) = makeTable(rows: 30, rowHeight: 44)
        #expect(
            table.visibleCells.map(\.frame) == (0..<7).map { CGRect(x: 0, y: 44 * CGFloat($0), width: 200, height: 44) }
        )
        #expect(source.asked == Array(0..<7))
        #expect((table.visibleCells[0] as? BarCell)?.bar.frame == CGRect(x: 6, y: 6, width: 188, height: 32))
    }

    /// A delegate's `tableView(_:estimatedHeightForRowAt:)` replaces `estimatedRowHeight` for the
    /// rows not measured yet: 24 rows at 10 points.
    final class Estimates: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 10 }
    }

    @Test func delegateEstimatesCountForRowsNotShown() {
        let (table, source) = makeTable(rows: 30, rowHeight: UITableView.automaticDimension)
        let estimates = Estimates()
        table.delegate = estimates
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.contentSize == CGSize(width: 200, height: 342 + 24 * 10))
        withExtendedLifetime((source, estimates)) {}
    }
}
