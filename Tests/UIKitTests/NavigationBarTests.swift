import ReelCore
import ReelRender
import Testing
import UIKit

/// A screen of rows in a table, as a navigation controller's root.
final class RowsController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let rows: Int

    init(title: String, rows: Int = 40) {
        self.rows = rows
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// The navigation bar and toolbar as iOS 17 draws them on an iPhone 15 (393 × 852 points,
/// status bar 59, home indicator 34): 44-point bar below the status bar, 96 with a large title,
/// the child's safe area grown by the bar, the large title collapsing as the table scrolls.
@Suite struct NavigationBarTests {
    static func host(duration: TimeInterval = 0.1, fps: Double = 10) -> RecordingHost {
        TextMeasurer.install()
        return RecordingHost(device: .iPhone15, scale: 1, fps: fps, duration: duration)
    }

    /// The labels under `view` showing `text` (shown ones: alpha above zero up the chain to `view`).
    static func labels(_ text: String, in view: UIView) -> [UILabel] {
        var found: [UILabel] = []
        func walk(_ current: UIView) {
            if let label = current as? UILabel, label.text == text || label.attributedText?.string == text {
                found.append(label)
            }
            for sub in current.subviews where !sub.isHidden { walk(sub) }
        }
        walk(view)
        return found
    }

    /// The font a label draws its first character in.
    static func font(of label: UILabel) -> UIFont? {
        guard let text = label.attributedText, text.length > 0 else { return label.font }
        return text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? label.font
    }

    /// The controls (bar buttons) under `view`, leading first.
    static func controls(in view: UIView) -> [UIControl] {
        var found: [UIControl] = []
        func walk(_ current: UIView) {
            if let control = current as? UIControl { found.append(control) }
            for sub in current.subviews { walk(sub) }
        }
        walk(view)
        return found.sorted { $0.convert($0.bounds, to: view).minX < $1.convert($1.bounds, to: view).minX }
    }

    @Test func barSitsBelowTheStatusBarAndGrowsTheChildsSafeArea() throws {
        let host = Self.host()
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        host.run {
            host.window.rootViewController = navigation
            navigation.view.layoutIfNeeded()
        }
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets.top == 103 && root.view.safeAreaInsets.bottom == 34)
        #expect(navigation.navigationBar.topItem === root.navigationItem)
        #expect(navigation.navigationBar.backItem == nil)
        #expect(navigation.navigationBar.delegate === navigation)
        navigation.isNavigationBarHidden = true
        navigation.view.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.top == 59 && navigation.navigationBar.isHidden)
        #expect(navigation.navigationBar.frame.maxY <= 0)
    }

    @Test func largeTitleAddsItsBandAndCollapsesAsTheTableScrolls() throws {
        let host = Self.host()
        let rows = RowsController(title: "Settings")
        let navigation = UINavigationController(rootViewController: rows)
        navigation.navigationBar.prefersLargeTitles = true
        host.run {
            host.window.rootViewController = navigation
            navigation.view.layoutIfNeeded()
        }
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        #expect(rows.view.safeAreaInsets.top == 155)
        #expect(rows.tableView.contentOffset.y == -155)
        // Scrolled 30 points: the band is 22 points; 60: collapsed to the 44-point bar.
        rows.tableView.contentOffset.y = -125
        #expect(bar.frame.height == 66)
        rows.tableView.contentOffset.y = -95
        #expect(bar.frame.height == 44)
        // Pulled down 20 points: the band stretches.
        rows.tableView.contentOffset.y = -175
        #expect(bar.frame.height == 116)
        rows.navigationItem.largeTitleDisplayMode = .never
        navigation.view.layoutIfNeeded()
        #expect(rows.view.safeAreaInsets.top == 103)
    }

    /// The title is 17-point semibold `label` text centred in the bar; at the scroll edge the bar
    /// is transparent (the table's grouped background shows), scrolled it is the material's
    /// material with a hairline.
    @Test func titleAndBackgroundFollowTheScrollEdge() throws {
        let host = Self.host(duration: 0.2)
        let rows = RowsController(title: "Mailboxes")
        let navigation = UINavigationController(rootViewController: rows)
        host.run { host.window.rootViewController = navigation }
        host.at(0.1) { rows.tableView.contentOffset.y = 200 }
        let frames = try Drawn.frames(host)
        let title = rows.navigationItem
        #expect(title.title == "Mailboxes")
        // Frame 0: at the edge, the bar shows what is under it (systemGroupedBackground: 242, 242, 247).
        #expect(Drawn.near(Drawn.rgba(frames[0], 20, 80), [242, 242, 247, 255], 2))
        // Dark title text in the centre of the bar (59 + 22 = 81).
        let dark = (160...232).contains { x in Drawn.rgba(frames[0], x, 81)[0] < 80 }
        #expect(dark)
        // Frame 1: scrolled; the chrome material (the content beneath, blurred, under a white
        // wash of 0.8: between 0.2 × 242 + 0.8 × 255 = 252.4 over the grouped background alone
        // and 255 over white cells) and the hairline.
        let fill = Drawn.rgba(frames[1], 20, 70)
        #expect(fill[0] >= 252 && fill[0] <= 255, "\(fill)")
        let line = Drawn.rgba(frames[1], 20, 103)
        #expect(line[0] < fill[0] - 30, "\(line)")
    }

    /// Items: the right item's title in the tint colour at the trailing margin, a `.done` item in
    /// semibold, the back button (chevron and the previous title) at the leading edge.
    @Test func itemsAndBackButtonSitWhereIOSPutsThem() throws {
        let host = Self.host()
        let root = UIViewController()
        root.title = "Settings"
        root.navigationItem.rightBarButtonItem = root.editButtonItem
        let detail = UIViewController()
        detail.title = "General"
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
        let navigation = UINavigationController(rootViewController: root)
        host.run {
            host.window.rootViewController = navigation
            navigation.pushViewController(detail, animated: false)
            navigation.view.layoutIfNeeded()
        }
        let bar = navigation.navigationBar
        #expect(bar.backItem === root.navigationItem && bar.topItem === detail.navigationItem)
        let back = try #require(Self.labels("Settings", in: bar).first)
        let backFrame = back.convert(back.bounds, to: bar)
        #expect(abs(backFrame.minX - (8 + 12 + 6)) < 0.5, "\(backFrame)")
        #expect(back.textColor == UIColor.systemBlue && back.font.pointSize == 17)
        let done = try #require(Self.labels("Done", in: bar).first)
        #expect(abs(done.convert(done.bounds, to: bar).maxX - (393 - 16)) < 1)
        #expect(done.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        let title = try #require(Self.labels("General", in: bar).first)
        #expect(abs(title.convert(title.bounds, to: bar).midX - 393 / 2) < 1)
        #expect(Self.font(of: title) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        root.navigationItem.backButtonDisplayMode = .minimal
        #expect(Self.labels("Settings", in: bar).isEmpty && Self.labels("Back", in: bar).isEmpty)
        root.navigationItem.backButtonDisplayMode = .generic
        #expect(Self.labels("Back", in: bar).count == 1)
        root.navigationItem.backButtonDisplayMode = .default
        root.navigationItem.backButtonTitle = "Prefs"
        #expect(Self.labels("Prefs", in: bar).count == 1)
    }

    /// Midway through an animated push (0.35 s, eased in and out: half way at 0.175 s) the new
    /// page is half in from the right, the new title is half way in from the right (shifted a
    /// quarter of the bar), the old title half way to the back button's place, both half faded.
    @Test func pushAnimatesTheBarWithThePage() throws {
        let host = Self.host(duration: 0.6, fps: 40)
        let root = UIViewController()
        root.title = "Settings"
        let detail = UIViewController()
        detail.title = "General"
        let navigation = UINavigationController(rootViewController: root)
        host.run { host.window.rootViewController = navigation }
        host.at(0.1) {
            navigation.pushViewController(detail, animated: true)
            detail.view.layer.name = "page"
            let bar = navigation.navigationBar
            Self.labels("General", in: bar).first?.layer.name = "new title"
            let semibold = UIFont.systemFont(ofSize: 17, weight: .semibold)
            let old = Self.labels("Settings", in: bar).first { Self.font(of: $0) == semibold }
            old?.layer.name = "old title"
        }
        let timeline = try host.record()
        let tree = timeline.evaluate(at: 0.275)
        let page = try #require(MainQueueTimerTests.find("page", in: tree))
        #expect(abs(page.position.x - (393 / 2 + 393 / 2)) < 2, "\(page.position)")
        let newTitle = try #require(MainQueueTimerTests.find("new title", in: tree))
        #expect(abs(newTitle.transform.m41 - 393 / 4) < 2, "\(newTitle.transform.m41)")
        let oldTitle = try #require(MainQueueTimerTests.find("old title", in: tree))
        #expect(oldTitle.transform.m41 < -40, "\(oldTitle.transform.m41)")
        let bar = navigation.navigationBar
        #expect(Self.labels("General", in: bar).count == 1 && Self.labels("Settings", in: bar).count == 1)
    }

    @Test func toolbarShowsTheTopControllersItemsAboveTheHomeIndicator() throws {
        let host = Self.host()
        let root = UIViewController()
        let add = UIBarButtonItem(systemItem: .add)
        let edit = UIBarButtonItem(title: "Edit")
        root.toolbarItems = [edit, .flexibleSpace(), add]
        let navigation = UINavigationController(rootViewController: root)
        host.run {
            host.window.rootViewController = navigation
            navigation.setToolbarHidden(false, animated: false)
            navigation.view.layoutIfNeeded()
        }
        let toolbar = try #require(navigation.toolbar)
        #expect(toolbar.frame == CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 44))
        #expect(root.view.safeAreaInsets.bottom == 78)
        let buttons = Self.controls(in: toolbar)
        #expect(buttons.count == 2)
        #expect(buttons.first?.frame.minX == 16 && buttons.last?.frame.maxX == 393 - 16)
    }

    /// `setNavigationBarHidden(true, animated: true)` slides the bar up over 0.35 s (half way, eased,
    /// at 0.175 s) while the child's safe area loses it; showing it again brings it back.
    @Test func hidingTheBarAnimatedSlidesItUp() throws {
        let host = Self.host(duration: 0.6, fps: 40)
        let root = UIViewController()
        root.title = "Photos"
        let navigation = UINavigationController(rootViewController: root)
        host.run { host.window.rootViewController = navigation }
        host.at(0.1) {
            navigation.navigationBar.layer.name = "bar"
            navigation.setNavigationBarHidden(true, animated: true)
        }
        let timeline = try host.record()
        let start = try #require(MainQueueTimerTests.find("bar", in: timeline.evaluate(at: 0.1)))
        let midway = try #require(MainQueueTimerTests.find("bar", in: timeline.evaluate(at: 0.275)))
        #expect(start.position.y == 59 + 22)
        #expect(abs(midway.position.y - (81 + (-22 - 81) / 2)) < 2, "\(midway.position)")
        #expect(navigation.isNavigationBarHidden && root.view.safeAreaInsets.top == 59)
    }

    /// An opaque appearance with a colour fills the bar and the status bar area above it; white
    /// title attributes draw the title white; a tapped back button pops; a tapped Edit turns editing on.
    @Test func appearanceColoursTheBarAndTapsWork() throws {
        let host = Self.host(duration: 1.2, fps: 10)
        let root = UIViewController()
        root.title = "Notes"
        let detail = UIViewController()
        detail.title = "Groceries"
        detail.navigationItem.rightBarButtonItem = detail.editButtonItem
        let navigation = UINavigationController(rootViewController: root)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        host.run {
            host.window.rootViewController = navigation
            navigation.pushViewController(detail, animated: false)
        }
        host.at(0.15) { navigation.view.layoutIfNeeded() }
        var editing = false
        host.tap(at: CGPoint(x: 360, y: 81), at: 0.2)
        host.at(0.4) { editing = detail.isEditing }
        host.tap(at: CGPoint(x: 30, y: 81), at: 0.5)
        let frames = try Drawn.frames(host)
        let red = Drawn.rgba(frames[1], 300, 20)
        #expect(red[0] > 240 && red[1] < 80, "\(red)")
        let white = (150...243).contains { x in Drawn.rgba(frames[1], x, 81)[1] > 200 }
        #expect(white)
        #expect(editing && detail.editButtonItem.title == "Done")
        #expect(navigation.viewControllers == [root])
        var backRan = false
        detail.navigationItem.backAction = UIAction { _ in backRan = true }
        navigation.pushViewController(detail, animated: false)
        navigation.view.layoutIfNeeded()
        let back = try #require(Self.controls(in: navigation.navigationBar).first)
        back.sendActions(for: .touchUpInside)
        #expect(backRan && navigation.viewControllers == [root, detail])
    }

    /// An opaque bar (`isTranslucent` false) stops the child's view at its bottom edge, as
    /// `edgesForExtendedLayout = []` does, unless `extendedLayoutIncludesOpaqueBars`; a pushed page
    /// slides in at that frame.
    @Test func opaqueBarsAndExtendedLayoutPlaceTheChild() throws {
        let host = Self.host(duration: 0.6, fps: 20)
        let root = UIViewController()
        let detail = UIViewController()
        detail.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = false
        host.run {
            host.window.rootViewController = navigation
            navigation.view.layoutIfNeeded()
        }
        #expect(root.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
        #expect(root.view.safeAreaInsets.top == 0 && root.view.safeAreaInsets.bottom == 34)
        root.extendedLayoutIncludesOpaqueBars = true
        navigation.view.layoutIfNeeded()
        #expect(root.view.frame.minY == 0 && root.view.safeAreaInsets.top == 103)
        navigation.navigationBar.isTranslucent = true
        host.at(0.1) { navigation.pushViewController(detail, animated: true) }
        let timeline = try host.record()
        _ = timeline
        #expect(detail.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))
    }

    /// A title view is centred in the bar at its own size; an image item is its image's width at the
    /// leading margin; the appearance's `titlePositionAdjustment` moves the title.
    @Test func titleViewsImageItemsAndTitleAdjustment() throws {
        let host = Self.host()
        let root = UIViewController()
        let switcher = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        root.navigationItem.titleView = switcher
        let image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 24, height: 24)).fill()
        }
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(image: image)
        let navigation = UINavigationController(rootViewController: root)
        host.run {
            host.window.rootViewController = navigation
            navigation.view.layoutIfNeeded()
        }
        let bar = navigation.navigationBar
        #expect(switcher.convert(switcher.bounds, to: bar) == CGRect(x: 136.5, y: 7, width: 120, height: 30))
        let button = try #require(Self.controls(in: bar).first)
        #expect(button.frame == CGRect(x: 16, y: 0, width: 24, height: 44))
        let detail = UIViewController()
        detail.title = "Moved"
        let appearance = UINavigationBarAppearance()
        appearance.titlePositionAdjustment = UIOffset(horizontal: 10, vertical: 0)
        detail.navigationItem.standardAppearance = appearance
        navigation.pushViewController(detail, animated: false)
        navigation.view.layoutIfNeeded()
        let title = try #require(Self.labels("Moved", in: bar).first)
        #expect(abs(title.convert(title.bounds, to: bar).midX - (393 / 2 + 10)) < 1)
    }

    @Test func barOnItsOwnPushesAndPopsItems() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let first = UINavigationItem(title: "One")
        let second = UINavigationItem(title: "Two")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        #expect(bar.items == [first, second] && bar.backItem === first)
        #expect(bar.popItem(animated: false) === second && bar.topItem === first)
        #expect(bar.popItem(animated: false) == nil)
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
        bar.prefersLargeTitles = true
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 96)
    }
}
