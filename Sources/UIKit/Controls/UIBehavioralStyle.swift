import Foundation

/// How a control behaves and looks, like `UIBehavioralStyle` (UIKit's raw values): `.mac` is
/// Mac Catalyst's, so on iOS every control's style is `.pad` whatever is preferred.
public enum UIBehavioralStyle: Int, Sendable {
    case automatic = 0
    case pad = 1
    case mac = 2
}
