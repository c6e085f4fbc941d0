import UIKit

/// A to-do list in a `UITableView` with two titled sections, "To do" and "Done", as iOS code
/// writes one: `add(_:)` inserts a task at the top (it fades in while the rows below slide
/// down), `complete(at:)` moves a task into "Done" in a batch update, and `clearDone()` deletes
/// the done tasks, which slide out to the left.
public final class TodoListView: UIView, UITableViewDataSource, UITableViewDelegate {
    public static let rowHeight: CGFloat = 36
    public let tableView = UITableView(frame: .zero, style: .plain)
    public private(set) var todo = ["Water plants", "Call Sam", "Pay rent"]
    public private(set) var done = ["Buy milk"]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        tableView.frame = bounds
        tableView.layer.name = "table"
        tableView.rowHeight = Self.rowHeight
        tableView.register(TaskCell.self, forCellReuseIdentifier: "task")
        tableView.dataSource = self
        tableView.delegate = self
        addSubview(tableView)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func add(_ task: String) {
        todo.insert(task, at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }

    public func complete(at row: Int) {
        tableView.performBatchUpdates {
            self.done.insert(self.todo.remove(at: row), at: 0)
            self.tableView.moveRow(at: IndexPath(row: row, section: 0), to: IndexPath(row: 0, section: 1))
        }
        if let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? TaskCell {
            cell.isDone = true
        }
    }

    public func clearDone() {
        let rows = done.indices.map { IndexPath(row: $0, section: 1) }
        done.removeAll()
        tableView.beginUpdates()
        tableView.deleteRows(at: rows, with: .left)
        tableView.endUpdates()
    }

    public func numberOfSections(in tableView: UITableView) -> Int { 2 }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? todo.count : done.count
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "To do" : "Done"
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath) as! TaskCell
        let task = indexPath.section == 0 ? todo[indexPath.row] : done[indexPath.row]
        cell.textLabel?.text = task
        cell.layer.name = task
        cell.isDone = indexPath.section == 1
        return cell
    }
}

/// A task's row: a round check box before the title, filled when the task is done.
final class TaskCell: UITableViewCell {
    private let box = UIView()

    var isDone = false {
        didSet {
            box.backgroundColor = isDone ? .systemGreen : .clear
            textLabel?.textColor = isDone ? .secondaryLabel : .label
        }
    }

    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.layer.cornerRadius = 8
        box.layer.borderWidth = 1.5
        box.layer.borderColor = UIColor.systemGreen.cgColor
        contentView.addSubview(box)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        box.frame = CGRect(x: 14, y: (bounds.height - 16) / 2, width: 16, height: 16)
        textLabel?.frame = CGRect(x: 40, y: 0, width: bounds.width - 56, height: bounds.height)
    }
}
