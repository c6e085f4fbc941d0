import ReelCore

/// How a layer's contents fill its bounds, like `CALayerContentsGravity` (Apple's raw values).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// ReelCore's gravity, whose edges are named as shown. Core Animation names the vertical
    /// edges in a y-up sense ("the naming … is based on the direction of the vertical axis",
    /// Apple's `contentsGravity`), so on iOS, where layers are y-down and their contents not
    /// flipped, `.top` keeps the contents at the bottom edge on screen and `.bottom` at the top.
    /// An unknown value is `.resize`, the default.
    var reel: ContentsGravity {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        default: ContentsGravity(rawValue: rawValue) ?? .resize
        }
    }

    init(_ gravity: ContentsGravity) {
        switch gravity {
        case .top: self = .bottom
        case .bottom: self = .top
        case .topLeft: self = .bottomLeft
        case .topRight: self = .bottomRight
        case .bottomLeft: self = .topLeft
        case .bottomRight: self = .topRight
        default: self.init(rawValue: gravity.rawValue)
        }
    }
}
