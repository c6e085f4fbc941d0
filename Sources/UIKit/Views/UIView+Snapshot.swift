import ReelCore

/// Snapshots: a view's layer tree drawn by Reel's renderer into an image (everything a
/// recorded frame shows of it: corners, borders, shadows, masks, text and subviews), shown by
/// a new view or drawn into the current context.
extension UIView {
    /// A new view, the size of this view's bounds at the origin, showing this view as it looks:
    /// with `afterUpdates` true, after pending layout and drawing, at the values the code set
    /// (the end of running animations); with false, as it is shown now (its presentation,
    /// animations applied at the current time). Nil when the bounds are empty.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard let image = snapshotImage(of: bounds, afterScreenUpdates: afterUpdates) else { return nil }
        return snapshotView(showing: image, size: bounds.size)
    }

    /// A new view of `rect`'s size showing the part of this view in `rect` (bounds
    /// coordinates), as `snapshotView(afterScreenUpdates:)` takes it; when the snapshot view
    /// is resized, the part inside `capInsets` stretches and the edges keep their size
    /// (`layer.contentsCenter`; zero insets stretch the whole). Nil when `rect` is empty.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        guard let image = snapshotImage(of: rect, afterScreenUpdates: afterUpdates) else { return nil }
        let view = snapshotView(showing: image, size: rect.size)
        let (w, h) = (rect.width, rect.height)
        view.layer.contentsCenter = CGRect(
            x: capInsets.left / w, y: capInsets.top / h, width: max(0, w - capInsets.left - capInsets.right) / w,
            height: max(0, h - capInsets.top - capInsets.bottom) / h)
        return view
    }

    /// Draws this view, as `snapshotView(afterScreenUpdates:)` takes it, into the current
    /// context (`UIGraphicsGetCurrentContext()`) scaled to fill `rect`. False when there is no
    /// current context or nothing to draw.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard UIGraphicsGetCurrentContext() != nil,
            let image = snapshotImage(of: bounds, afterScreenUpdates: afterUpdates)
        else { return false }
        UIImage(cgImage: image, scale: layer.contentsScale, orientation: .up).draw(in: rect)
        return true
    }

    /// The part `rect` of the view (bounds coordinates) drawn at the view's content scale.
    private func snapshotImage(of rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> CGImage? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        if afterUpdates { layoutIfNeeded() }
        displayIfNeeded()
        var tree: LayerSnapshot
        if afterUpdates {
            tree = layer.reel.modelSnapshot()
        } else {
            tree = layer.reel.presentationSnapshot(atClockTime: layer.reel.changeObserver?.currentTime ?? 0)
        }
        tree.state.bounds = rect.reel
        return CGImage.rendering(tree, scale: Double(layer.contentsScale))
    }

    /// A plain view of `size` whose layer shows `image` at this view's scale.
    private func snapshotView(showing image: CGImage, size: CGSize) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.layer.contentsScale = layer.contentsScale
        view.layer.contents = image
        return view
    }
}
