import ReelCore

extension UIView.ContentMode {
    /// The layer contents gravity that shows an image as this mode does (the edges as on
    /// screen: `.top` keeps the image at the view's top edge).
    var gravity: ContentsGravity {
        switch self {
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .scaleToFill, .redraw: .resize
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }
}
