/// Normal or increased contrast, like `UIAccessibilityContrast` (UIKit's raw values).
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}
