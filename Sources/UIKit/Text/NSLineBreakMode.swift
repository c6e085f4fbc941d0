/// How a label breaks and shortens lines, like `NSLineBreakMode` (UIKit's raw values).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5

    /// The text layer's truncation for this mode.
    var truncation: CATextLayerTruncationMode {
        switch self {
        case .byTruncatingHead: .start
        case .byTruncatingTail: .end
        case .byTruncatingMiddle: .middle
        case .byWordWrapping, .byCharWrapping, .byClipping: .none
        }
    }
}
