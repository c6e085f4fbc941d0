/// The visual level of content, like `UIUserInterfaceLevel` (UIKit's raw values): elevated
/// content (a sheet, a popover) draws the elevated dark backgrounds.
public enum UIUserInterfaceLevel: Int, Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}
