/// The kind of device, like `UIUserInterfaceIdiom` (UIKit's raw values). Reel records as a phone.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}
