/// The look of a bar, like `UIBarStyle`: `.black` makes a navigation bar or toolbar dark, its
/// titles white (UIKit's raw values).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    /// UIKit's deprecated translucent black style: drawn as `.black`.
    case blackTranslucent = 2

    /// UIKit's deprecated opaque black style: `.black`.
    public static var blackOpaque: UIBarStyle { .black }
}
