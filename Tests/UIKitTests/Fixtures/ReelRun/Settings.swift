import UIKit

// A settings screen as iOS developers write it (reel run --device iphone-15): a navigation
// controller with a large title and an Edit button over an inset grouped table; the list scrolls
// (the large title collapses into the bar), scrolls back, then a row's detail screen is pushed.
final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let sections = [
        ["Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular"],
        [
            "Notifications", "Sounds & Haptics",
            "Focus", "Screen Time",
        ],
        [
            "General", "Control Center", "Display & Brightness", "Home Screen",
            "Accessibility", "Wallpaper",
        ],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = UIViewController()
        detail.view.backgroundColor = .systemGroupedBackground
        detail.title = sections[indexPath.section][indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

func record(in host: RecordingHost) {
    let settings = SettingsViewController()
    let navigation = UINavigationController(rootViewController: settings)
    navigation.navigationBar.prefersLargeTitles = true
    host.window.rootViewController = navigation
    Timer.scheduledTimer(withTimeInterval: 0.4, repeats: false) { _ in
        settings.tableView.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
    }
    Timer.scheduledTimer(withTimeInterval: 1.2, repeats: false) { _ in
        settings.tableView.setContentOffset(
            CGPoint(x: 0, y: -settings.tableView.adjustedContentInset.top), animated: true)
    }
    Timer.scheduledTimer(withTimeInterval: 1.8, repeats: false) { _ in
        let row = IndexPath(row: 0, section: 2)
        settings.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        settings.tableView(settings.tableView, didSelectRowAt: row)
    }
}
