import Foundation

/// The section index, as UIKit draws it: the data source's `sectionIndexTitles(for:)` in a
/// column along the trailing edge, centred on the visible area, each title in 11-point semibold
/// `sectionIndexColor` (the tint colour by default) on a 14-point line, the column 15 points
/// wide on `sectionIndexBackgroundColor` (none by default); shown when the table has at least
/// `sectionIndexMinimumDisplayRowCount` rows. A finger on the index shows
/// `sectionIndexTrackingBackgroundColor` and scrolls the section of the title under it (the
/// data source's `tableView(_:sectionForSectionIndexTitle:at:)`, by default the title's
/// position) to the top while it moves. The sizes are Reel's estimates of iOS 17's (Apple
/// documents none; docs/animation.md).
extension UITableView {
    static let sectionIndexWidth: CGFloat = 15
    static let sectionIndexLineHeight: CGFloat = 14

    /// The least number of rows for which the index is shown (0 by default).
    public var sectionIndexMinimumDisplayRowCount: Int {
        get { sectionIndex.minimumRows }
        set {
            sectionIndex.minimumRows = newValue
            placeSectionIndex()
        }
    }

    /// The colour of the index's titles (nil: the tint colour).
    public var sectionIndexColor: UIColor? {
        get { sectionIndex.color }
        set {
            sectionIndex.color = newValue
            placeSectionIndex()
        }
    }

    /// The colour behind the index while it is not touched (nil: none).
    public var sectionIndexBackgroundColor: UIColor? {
        get { sectionIndex.background }
        set {
            sectionIndex.background = newValue
            placeSectionIndex()
        }
    }

    /// The colour behind the index while a finger is on it (nil: none).
    public var sectionIndexTrackingBackgroundColor: UIColor? {
        get { sectionIndex.trackingBackground }
        set {
            sectionIndex.trackingBackground = newValue
            placeSectionIndex()
        }
    }

    /// Asks the data source for the index's titles again and draws them.
    public func reloadSectionIndexTitles() {
        sectionIndex.titles = dataSource?.sectionIndexTitles(for: self) ?? nil
        sectionIndex.asked = true
        for label in sectionIndex.view?.subviews ?? [] { label.removeFromSuperview() }
        placeSectionIndex()
    }

    /// Draws the index over the visible area's trailing edge (called at each layout pass).
    func placeSectionIndex() {
        if !sectionIndex.asked {
            sectionIndex.titles = dataSource?.sectionIndexTitles(for: self) ?? nil
            sectionIndex.asked = true
        }
        let rows = loadRows().reduce(0) { $0 + $1.count }
        guard let titles = sectionIndex.titles, !titles.isEmpty, rows >= sectionIndex.minimumRows else {
            sectionIndex.view?.removeFromSuperview()
            sectionIndex.view = nil
            return
        }
        let view = sectionIndex.view ?? UIView(frame: .zero)
        view.isUserInteractionEnabled = false
        if view.subviews.count != titles.count {
            for label in view.subviews { label.removeFromSuperview() }
            for title in titles {
                let label = UILabel(frame: .zero)
                label.text = title
                label.font = .systemFont(ofSize: 11, weight: .semibold)
                label.textAlignment = .center
                view.addSubview(label)
            }
        }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: UIEdgeInsets(top: inset.top, left: 0, bottom: inset.bottom, right: 0))
        let height = CGFloat(titles.count) * Self.sectionIndexLineHeight
        let frame = CGRect(
            x: visible.maxX - safeAreaInsets.right - Self.sectionIndexWidth, y: visible.midY - height / 2,
            width: Self.sectionIndexWidth, height: height)
        let color = sectionIndex.color ?? tintColor
        UIView.performWithoutAnimation {
            view.frame = frame
            view.backgroundColor = sectionIndex.tracking ? sectionIndex.trackingBackground : sectionIndex.background
            for (i, label) in view.subviews.enumerated() {
                label.frame = CGRect(
                    x: 0, y: CGFloat(i) * Self.sectionIndexLineHeight, width: Self.sectionIndexWidth,
                    height: Self.sectionIndexLineHeight)
                (label as? UILabel)?.textColor = color
            }
        }
        if sectionIndex.view == nil {
            sectionIndex.view = view
            addSubview(view)
        } else if subviews.last !== view {
            bringSubviewToFront(view)
        }
    }

    /// A finger went down: true when it is on the index (it starts tracking it).
    func sectionIndexBegan(at point: CGPoint) -> Bool {
        guard let view = sectionIndex.view, view.frame.insetBy(dx: -8, dy: 0).contains(point) else { return false }
        sectionIndex.tracking = true
        placeSectionIndex()
        sectionIndexMoved(to: point)
        return true
    }

    /// The finger on the index moved: the section of the title under it scrolls to the top.
    func sectionIndexMoved(to point: CGPoint) {
        guard sectionIndex.tracking, let view = sectionIndex.view, let titles = sectionIndex.titles else { return }
        let index = min(max(0, Int((point.y - view.frame.minY) / Self.sectionIndexLineHeight)), titles.count - 1)
        let section =
            dataSource?.tableView(self, sectionForSectionIndexTitle: titles[index], at: index) ?? index
        guard section >= 0, section < numberOfSections else { return }
        let top = rect(forSection: section).minY - adjustedContentInset.top
        contentOffset = clampedOffset(CGPoint(x: contentOffset.x, y: top))
    }

    /// The finger left the index.
    func sectionIndexEnded() {
        guard sectionIndex.tracking else { return }
        sectionIndex.tracking = false
        placeSectionIndex()
    }
}

/// A table view's section index settings and view (UITableView+SectionIndex.swift).
struct TableSectionIndex {
    var minimumRows = 0
    var color: UIColor?
    var background: UIColor?
    var trackingBackground: UIColor?
    var titles: [String]?
    var asked = false
    var tracking = false
    var view: UIView?
}
