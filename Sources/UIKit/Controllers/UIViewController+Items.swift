/// The items a controller gives the bars above and below it: its navigation item, tab bar item,
/// toolbar items and Edit button: a navigation controller's bars draw the navigation item and
/// toolbar items (Reel draws no tab bar; the tab bar item keeps what code sets on it).
extension UIViewController {
    /// What a navigation bar shows for the controller (its title the controller's `title`),
    /// made when first asked for.
    public var navigationItem: UINavigationItem {
        if let item = extras.navigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        extras.navigationItem = item
        return item
    }

    /// The controller's item on a tab bar (its title the controller's `title`), made when first asked for.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = extras.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            extras.tabBarItem = item
            return item
        }
        set { extras.tabBarItem = newValue }
    }

    /// The items a navigation controller's toolbar shows for the controller.
    public var toolbarItems: [UIBarButtonItem]? {
        get { extras.toolbarItems }
        set { extras.toolbarItems = newValue }
    }

    /// Sets `toolbarItems`.
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        extras.toolbarItems = toolbarItems
    }

    /// A button that turns editing on and off: titled Edit (plain) while not editing, Done
    /// (bold) while editing; its action calls `setEditing(!isEditing, animated: true)`.
    public var editButtonItem: UIBarButtonItem {
        if let item = extras.editButtonItem { return item }
        let item = UIBarButtonItem()
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        }
        item.updateForEditing(isEditing)
        extras.editButtonItem = item
        return item
    }
}

extension UIBarButtonItem {
    /// An Edit button's title and style for `editing`.
    func updateForEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
