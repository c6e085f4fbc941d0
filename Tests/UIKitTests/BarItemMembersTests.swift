import Testing
import UIKit

/// Bar items as iOS code makes them: their values and UIKit's raw values.
@Suite struct BarItemMembersTests {
    /// `init(primaryAction:)` takes the action's title and image, in the plain style.
    @Test func itemFromAnAction() {
        let image = UIImage()
        let action = UIAction(title: "Share", image: image) { _ in }
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.title == "Share" && item.image === image && item.primaryAction === action)
        #expect(item.style == .plain)
    }

    /// UIKit's raw values, the deprecated cases included.
    @Test func rawValues() {
        #expect(UIBarButtonItem.Style.bordered.rawValue == 1 && UIBarButtonItem.Style.done.rawValue == 2)
        #expect(UIBarButtonItem.SystemItem.pageCurl.rawValue == 23 && UIBarButtonItem.SystemItem.close.rawValue == 24)
        #expect(UIBarButtonItem.SystemItem.redo.rawValue == 22 && UITabBarItem.SystemItem.mostViewed.rawValue == 11)
        #expect(UINavigationItem.LargeTitleDisplayMode.inline.rawValue == 3)
    }

    /// A navigation item made with `init()` has no title until given one.
    @Test func untitledNavigationItem() {
        let item = UINavigationItem()
        #expect(item.title == nil && item.leftBarButtonItems == nil && !item.hidesBackButton)
        item.title = "Inbox"
        #expect(item.title == "Inbox")
    }
}
