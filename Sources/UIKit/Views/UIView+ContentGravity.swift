import ReelCore

extension UIView.ContentMode {
    /// The layer contents gravity that shows an image as this mode does. Reel's layers place
    /// contents filled, fitted, filled by aspect or centred: the edge and corner modes are
    /// drawn centred.
    var gravity: ContentsGravity {
        switch self {
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .scaleToFill, .redraw: .resize
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight: .center
        }
    }
}
