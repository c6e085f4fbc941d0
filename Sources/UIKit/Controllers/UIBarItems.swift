import Foundation

/// Who hears that a bar item changed: the bar showing it.
protocol BarItemObserver: AnyObject {
    func barItemChanged()
}

/// An item a bar shows, like `UIBarItem`: the base of bar button and tab bar items. Navigation
/// bars and toolbars draw bar button items (a change redraws the bar); Reel draws no tab bar.
open class UIBarItem: NSObject {
    /// The bar showing the item, told of changes.
    weak var observer: (any BarItemObserver)?
    open var isEnabled = true { didSet { observer?.barItemChanged() } }
    open var title: String? { didSet { observer?.barItemChanged() } }
    open var image: UIImage? { didSet { observer?.barItemChanged() } }
    open var landscapeImagePhone: UIImage?
    open var largeContentSizeImage: UIImage?
    open var imageInsets = UIEdgeInsets.zero
    open var landscapeImagePhoneInsets = UIEdgeInsets.zero
    /// The insets of the large content size image.
    open var largeContentSizeImageInsets = UIEdgeInsets.zero
    open var tag = 0

    public override init() {
        super.init()
    }
}

/// A button on a navigation bar or toolbar, like `UIBarButtonItem`. `init(title:style:target:action:)`
/// needs `#selector`: use `init(title:image:primaryAction:)` with a `UIAction`.
open class UIBarButtonItem: UIBarItem {
    /// The look of an item, like `UIBarButtonItem.Style` (UIKit's raw values).
    public enum Style: Int, Sendable {
        case plain = 0
        /// UIKit's deprecated bordered style, drawn as `plain` since iOS 7.
        case bordered = 1
        case done = 2
    }

    /// The system's items, like `UIBarButtonItem.SystemItem` (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// UIKit's deprecated page curl item.
        case pageCurl = 23
        case close = 24
    }

    open var style = Style.plain { didSet { observer?.barItemChanged() } }
    /// The item's width (0: its content's).
    open var width: CGFloat = 0 { didSet { observer?.barItemChanged() } }
    /// The view shown in place of a button.
    open var customView: UIView? { didSet { observer?.barItemChanged() } }
    /// The colour of the item's title or image (nil: the bar's tint colour).
    open var tintColor: UIColor? { didSet { observer?.barItemChanged() } }
    /// The action run when the item is tapped.
    open var primaryAction: UIAction?
    /// The system item it was made as (nil: a custom one).
    public private(set) var systemItem: SystemItem?
    open var isSelected = false
    /// Whether the bar leaves the item out.
    open var isHidden = false { didSet { observer?.barItemChanged() } }

    /// An item with a title or an image that runs `primaryAction` when tapped.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    /// A plain item with `primaryAction`'s title and image that runs it when tapped.
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction)
    }

    /// A system item that runs `primaryAction` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space that grows to fill the bar.
    public class func flexibleSpace() -> Self {
        let item = Self()
        item.systemItem = .flexibleSpace
        return item
    }

    /// A space `width` points wide.
    public class func fixedSpace(_ width: CGFloat) -> Self {
        let item = Self()
        item.systemItem = .fixedSpace
        item.width = width
        return item
    }

    public required override init() {
        super.init()
    }
}

/// An item on a tab bar, like `UITabBarItem`.
open class UITabBarItem: UIBarItem {
    /// The system's tab items, like `UITabBarItem.SystemItem` (UIKit's raw values).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    open var selectedImage: UIImage?
    /// The text of the badge on the item (nil: none).
    open var badgeValue: String?
    open var badgeColor: UIColor?

    public override init() {
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
    }
}

/// What a navigation bar shows for a controller, like `UINavigationItem`: its title (or title
/// view), large title, back button and left and right items; a change redraws the bar showing it.
open class UINavigationItem: NSObject {
    /// How the title shows, like `UINavigationItem.LargeTitleDisplayMode` (UIKit's raw values).
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }

    /// What the back button pointing at this item shows, like
    /// `UINavigationItem.BackButtonDisplayMode`: the title, "Back", or the chevron alone.
    public enum BackButtonDisplayMode: Int, Sendable {
        case `default` = 0
        case generic = 1
        case minimal = 2
    }

    /// The bar showing the item, told of changes.
    weak var observer: (any BarItemObserver)?
    private func changed() { observer?.barItemChanged() }

    open var title: String? { didSet { changed() } }
    open var titleView: UIView? { didSet { changed() } }
    open var prompt: String?
    open var backButtonTitle: String? { didSet { changed() } }
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// What the back button pointing at this item shows.
    open var backButtonDisplayMode = BackButtonDisplayMode.default { didSet { changed() } }
    open var hidesBackButton = false { didSet { changed() } }
    /// What the back button does while this item is on top (nil: it pops, as iOS's does).
    open var backAction: UIAction?
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic { didSet { changed() } }
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The bar's appearance while this item is on top and content is scrolled under it (nil: the bar's).
    @NSCopying open var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The appearance for a compact-height bar while this item is on top (nil: the bar's).
    @NSCopying open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The bar's appearance while this item is on top and content is at its top edge (nil: the bar's).
    @NSCopying open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The scroll-edge appearance for a compact-height bar while this item is on top (nil: the bar's).
    @NSCopying open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    /// An item without a title.
    public override init() {
        super.init()
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
