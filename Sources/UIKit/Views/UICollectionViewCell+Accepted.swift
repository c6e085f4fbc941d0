extension UICollectionViewCell {
    /// Where a cell is in a drag, like `UICollectionViewCell.DragState`.
    public enum DragState: Int, Sendable {
        case none, lifting, dragging
    }
}
