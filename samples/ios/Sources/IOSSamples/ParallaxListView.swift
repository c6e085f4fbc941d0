import UIKit

/// A list under a header picture with parallax: the table view's rows start below the header
/// (`contentInset.top`), and `scrollViewDidScroll(_:)` moves the header up at half the rows'
/// speed, so it slides away behind them.
public final class ParallaxListView: UIView, UITableViewDataSource, UITableViewDelegate {
    public static let headerHeight: CGFloat = 110
    public static let rowCount = 30
    public let tableView = UITableView(frame: .zero, style: .plain)
    public let header = UIView()
    private let titleLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        header.frame = CGRect(x: 0, y: 0, width: frame.width, height: Self.headerHeight)
        header.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.85, alpha: 1)
        header.layer.name = "header"
        let sun = UIView(frame: CGRect(x: frame.width - 60, y: 22, width: 36, height: 36))
        sun.backgroundColor = UIColor(red: 1, green: 0.8, blue: 0.3, alpha: 1)
        sun.layer.cornerRadius = 18
        header.addSubview(sun)
        let hill = UIView(frame: CGRect(x: -40, y: 70, width: frame.width + 80, height: 120))
        hill.backgroundColor = UIColor(red: 0.3, green: 0.7, blue: 0.4, alpha: 1)
        hill.layer.cornerRadius = 60
        header.addSubview(hill)
        titleLabel.frame = CGRect(x: 12, y: 16, width: 120, height: 24)
        titleLabel.text = "Trails"
        titleLabel.textColor = .white
        titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
        header.addSubview(titleLabel)
        addSubview(header)

        tableView.frame = CGRect(origin: .zero, size: frame.size)
        tableView.layer.name = "list"
        tableView.backgroundColor = .clear
        tableView.rowHeight = 36
        tableView.contentInset = UIEdgeInsets(top: Self.headerHeight, left: 0, bottom: 0, right: 0)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.contentOffset = CGPoint(x: 0, y: -Self.headerHeight)
        addSubview(tableView)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The header's top for a table offset: half of how far the rows have moved up.
    public static func headerTop(forOffset offset: CGFloat) -> CGFloat {
        -(offset + headerHeight) / 2
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        header.frame.origin.y = Self.headerTop(forOffset: scrollView.contentOffset.y)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.layer.name = "row\(indexPath.row)"
        cell.textLabel?.text = "Trail \(indexPath.row + 1)"
        cell.textLabel?.font = .systemFont(ofSize: 14)
        cell.backgroundColor = indexPath.row % 2 == 0 ? .white : UIColor(white: 0.95, alpha: 1)
        return cell
    }
}
