import Foundation

/// A table view's section headers and footers: each section starts with its header and ends
/// with its footer, of the delegate's `tableView(_:heightForHeaderInSection:)` (else
/// `sectionHeaderHeight`); at `UITableView.automaticDimension` a section with a title
/// (`tableView(_:titleForHeaderInSection:)`) or a view (`tableView(_:viewForHeaderInSection:)`)
/// gets 28 points (a view's own height when it has one), one with neither none. A title is shown
/// in a `UITableViewHeaderFooterView` the table view makes and reuses. In the `.plain` style the
/// headers float as UIKit's do: a section's header sticks to the top of the visible area while
/// the section passes under it, and is pushed up by the section's end; footers stick to the
/// bottom likewise.
extension UITableView {
    /// The height that asks the table view to size a row, header or footer itself.
    public static let automaticDimension: CGFloat = -1

    /// The height of a header or footer with a title or a view at `automaticDimension`.
    static let automaticHeaderFooterHeight: CGFloat = 28
    private static let titleReuseIdentifier = "UITableView.title"

    /// The header's frame in content coordinates, where it sits without floating.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadRows()
        return headerFrames.indices.contains(section) ? headerFrames[section] : .zero
    }

    public func rectForFooter(inSection section: Int) -> CGRect {
        loadRows()
        return footerFrames.indices.contains(section) ? footerFrames[section] : .zero
    }

    /// The section's frame: its header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        rectForHeader(inSection: section).union(rectForFooter(inSection: section))
    }

    func headerFooterHeight(header: Bool, section: Int) -> CGFloat {
        let asked =
            header
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        guard asked == Self.automaticDimension else { return max(0, asked) }
        let titled = title(header: header, section: section) != nil
        let view =
            titled
            ? nil
            : header
                ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
                : tableDelegate?.tableView(self, viewForFooterInSection: section)
        return automaticHeaderFooterHeight(header: header, section: section, titled: titled, view: view)
    }

    private func title(header: Bool, section: Int) -> String? {
        header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
    }

    /// A header's or footer's frame where it sits without floating (zero for a section beyond
    /// the last).
    func naturalFrame(_ key: HeaderFooterKey) -> CGRect {
        let frames = key.isHeader ? headerFrames : footerFrames
        return frames.indices.contains(key.section) ? frames[key.section] : .zero
    }

    /// Shows the headers and footers that meet the bounds (floating in the plain style) and
    /// lets the others go; `appearing` runs for each one made for a section that had none shown
    /// (section animations use it).
    func updateHeadersAndFooters(appearing: ((UIView, HeaderFooterKey) -> Void)? = nil) {
        var wanted: [HeaderFooterKey: CGRect] = [:]
        for section in headerFrames.indices {
            for isHeader in [true, false] {
                let natural = naturalFrame(HeaderFooterKey(section: section, isHeader: isHeader))
                guard natural.height > 0 else { continue }
                let frame = style == .plain ? floating(natural, isHeader: isHeader, section: section) : natural
                if frame.overlaps(bounds) { wanted[HeaderFooterKey(section: section, isHeader: isHeader)] = frame }
            }
        }
        for key in shownHeadersAndFooters.keys.sorted() where wanted[key] == nil { releaseHeaderFooter(key) }
        for key in wanted.keys.sorted() {
            guard let frame = wanted[key] else { continue }
            if let view = shownHeadersAndFooters[key] {
                view.frame = frame
            } else if let view = makeHeaderFooter(key) {
                UIView.performWithoutAnimation {
                    view.frame = frame
                    if key.isHeader {
                        tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: key.section)
                    } else {
                        tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: key.section)
                    }
                    addSubview(view)
                    view.layoutIfNeeded()
                    appearing?(view, key)
                }
                shownHeadersAndFooters[key] = view
            }
        }
    }

    /// Where a plain table's header or footer sits now: stuck to the visible area's edge while
    /// its section passes, within the section.
    private func floating(_ frame: CGRect, isHeader: Bool, section: Int) -> CGRect {
        let inset = adjustedContentInset
        var floated = frame
        if isHeader {
            let end = footerFrames[section].minY - frame.height
            floated.origin.y = max(frame.minY, min(bounds.minY + inset.top, end))
        } else {
            let start = headerFrames[section].maxY
            floated.origin.y = min(frame.minY, max(bounds.maxY - inset.bottom - frame.height, start))
        }
        return floated
    }

    /// The delegate's view (or a titled one) for a header or footer, made outside any animation
    /// block around an update, as cells are.
    private func makeHeaderFooter(_ key: HeaderFooterKey) -> UIView? {
        var made: UIView?
        UIView.performWithoutAnimation { made = makeHeaderFooterNow(key) }
        return made
    }

    private func makeHeaderFooterNow(_ key: HeaderFooterKey) -> UIView? {
        let view =
            key.isHeader
            ? tableDelegate?.tableView(self, viewForHeaderInSection: key.section)
            : tableDelegate?.tableView(self, viewForFooterInSection: key.section)
        if let view { return view }
        guard let title = title(header: key.isHeader, section: key.section) else { return nil }
        let titled =
            dequeueReusableHeaderFooterView(withIdentifier: Self.titleReuseIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: Self.titleReuseIdentifier)
        titled.tableStyle = style
        titled.isFooter = !key.isHeader
        titled.textLabel?.text = isGroupedStyle && key.isHeader ? title.uppercased() : title
        titled.textInset = sectionSideInset + tableSideMargin
        return titled
    }

    func releaseHeaderFooter(_ key: HeaderFooterKey) {
        guard let view = shownHeadersAndFooters.removeValue(forKey: key) else { return }
        poolHeaderFooter(view)
        didEndDisplaying(view, key)
    }

    /// Tells the delegate that a header or footer went.
    func didEndDisplaying(_ view: UIView, _ key: HeaderFooterKey) {
        if key.isHeader {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: key.section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: key.section)
        }
    }

    /// Takes a header or footer view out of the table, into the reuse pool if it is reusable.
    func poolHeaderFooter(_ view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterPool[identifier, default: []].append(reusable)
        }
    }
}

/// A section's header or footer, ordered by section, the header first.
struct HeaderFooterKey: Hashable, Comparable {
    let section: Int
    let isHeader: Bool

    static func < (a: HeaderFooterKey, b: HeaderFooterKey) -> Bool {
        a.section != b.section ? a.section < b.section : a.isHeader && !b.isHeader
    }
}
