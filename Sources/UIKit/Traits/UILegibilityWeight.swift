/// Whether Bold Text is on, like `UILegibilityWeight` (UIKit's raw values).
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}
