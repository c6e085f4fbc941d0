import Foundation

/// Row and section changes, animated as UIKit animates them: the batch is checked against the
/// data source's new counts (as a collection view's is: `ItemMapping`), the rows, headers and
/// footers take their new frames, those that stay move there from their old ones, and the
/// inserted and deleted rows (with the headers and footers of inserted and deleted sections)
/// come and go by their `RowAnimation`, over `rowAnimationDuration` (or the duration of the
/// animation block around the change). A reloaded row or section leaves and comes in again by
/// its animation. Changes that do not add up print UIKit's message and reload the data instead.
extension UITableView {
    /// The animations a batch asked for, by old index (leaving) and by new index (appearing).
    private struct Animations {
        var leavingRows: [IndexPath: RowAnimation] = [:]
        var appearingRows: [IndexPath: RowAnimation] = [:]
        var leavingSections: [Int: RowAnimation] = [:]
        var appearingSections: [Int: RowAnimation] = [:]

        init(_ changes: [RowChange], _ mapping: ItemMapping) {
            for change in changes {
                let item = change.item
                let action = item.updateAction
                if ItemMapping.changesSection(item) {
                    if let before = item.indexPathBeforeUpdate?.first, action == .delete || action == .reload {
                        leavingSections[before] = change.animation
                        if action == .reload, let after = mapping.newSectionOfOld[before] {
                            appearingSections[after] = change.animation
                        }
                    }
                    if action == .insert, let after = item.indexPathAfterUpdate?.first {
                        appearingSections[after] = change.animation
                    }
                    continue
                }
                if let before = item.indexPathBeforeUpdate, action == .delete || action == .reload {
                    leavingRows[before] = change.animation
                    if action == .reload, let after = mapping.newPathOfOld[before] {
                        appearingRows[after] = change.animation
                    }
                }
                if action == .insert, let after = item.indexPathAfterUpdate { appearingRows[after] = change.animation }
            }
        }

        /// How the row at old index path `p` leaves.
        func leaving(_ p: IndexPath) -> RowAnimation { leavingRows[p] ?? leavingSections[p.section] ?? .fade }
        /// How the row at new index path `p` comes in; nil when it was there before.
        func appearing(_ p: IndexPath) -> RowAnimation? { appearingRows[p] ?? appearingSections[p.section] }
    }

    // Longer than 60 lines: the old rows and headers leave, the kept ones move and the new ones
    // come in, in one animation block whose parts share the mapping.
    func commit(_ changes: [RowChange], completion: ((Bool) -> Void)?) {
        guard let oldFrames = rowFrames else {
            reloadData()
            completion?(true)
            return
        }
        let mapping: ItemMapping
        do {
            mapping = try ItemMapping(
                changes.map(\.item), old: oldFrames.map(\.count), new: askRowCounts(), words: .table)
        } catch {
            FileHandle.standardError.write(
                Data(("UITableView: \(error.message) The table view reloads its data instead.\n").utf8))
            reloadData()
            completion?(false)
            return
        }
        let animations = Animations(changes, mapping)
        let oldHeaders = headerFrames
        let oldFooters = footerFrames
        rowFrames = nil
        // Measured rows keep their heights where they move; reloaded and inserted ones measure again.
        measuredRowHeights = Dictionary(
            uniqueKeysWithValues: measuredRowHeights.compactMap { old, height in
                mapping.newPath(ofOld: old).map { ($0, height) }
            })
        loadRows()
        let leaving = visible.filter { mapping.newPath(ofOld: $0.indexPath) == nil }
        visible = visible.compactMap { row in mapping.newPath(ofOld: row.indexPath).map { ($0, row.cell) } }
        let offscreen = visible.filter { !rectForRow(at: $0.indexPath).overlaps(bounds) }
        visible.removeAll { row in offscreen.contains { $0.cell === row.cell } }
        let (leavingHeaders, offscreenHeaders) = remapHeadersAndFooters(mapping)
        let inherited = UIView.inheritedAnimationDuration
        updatesInFlight += 1
        UIView.animate(
            withDuration: inherited > 0 ? inherited : Self.rowAnimationDuration,
            animations: {
                for (indexPath, cell) in leaving {
                    Self.displace(cell, by: animations.leaving(indexPath), leaving: true)
                }
                for (key, view) in leavingHeaders {
                    Self.displace(view, by: animations.leavingSections[key.section] ?? .fade, leaving: true)
                }
                for (indexPath, cell) in offscreen { cell.frame = self.rectForRow(at: indexPath) }
                for (key, view) in offscreenHeaders { view.frame = self.naturalFrame(key) }
                var appeared: [(UIView, CGRect)] = []
                self.updateCells(
                    appearing: { cell, indexPath in
                        let end = cell.frame
                        if let animation = animations.appearing(indexPath) {
                            Self.displace(cell, by: animation, leaving: false)
                        } else if let old = mapping.oldPathOfNew[indexPath],
                            oldFrames.indices.contains(old.section), oldFrames[old.section].indices.contains(old.row)
                        {
                            cell.frame = oldFrames[old.section][old.row]
                        }
                        appeared.append((cell, end))
                    },
                    headerAppearing: { view, key in
                        let end = view.frame
                        if let animation = animations.appearingSections[key.section] {
                            Self.displace(view, by: animation, leaving: false)
                        } else if let old = mapping.oldSectionOfNew[key.section], oldHeaders.indices.contains(old) {
                            view.frame = key.isHeader ? oldHeaders[old] : oldFooters[old]
                        }
                        appeared.append((view, end))
                    })
                for (view, end) in appeared {
                    view.frame = end
                    view.alpha = 1
                }
            },
            completion: { finished in
                self.updatesInFlight -= 1
                for (indexPath, cell) in leaving + offscreen {
                    self.recycle(cell)
                    cell.alpha = 1
                    cell.isHidden = false
                    self.tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
                }
                for (key, view) in leavingHeaders + offscreenHeaders {
                    self.poolHeaderFooter(view)
                    view.alpha = 1
                    view.isHidden = false
                    self.didEndDisplaying(view, key)
                }
                completion?(finished)
            })
    }

    /// Gives the headers and footers shown their sections' new indexes; returns those of the
    /// sections that leave, and those that stay but end outside the bounds (they move there
    /// before they go), both taken out of the shown ones.
    private func remapHeadersAndFooters(_ mapping: ItemMapping)
        -> (leaving: [(HeaderFooterKey, UIView)], offscreen: [(HeaderFooterKey, UIView)])
    {
        var leaving: [(HeaderFooterKey, UIView)] = []
        var offscreen: [(HeaderFooterKey, UIView)] = []
        var kept: [HeaderFooterKey: UIView] = [:]
        for key in shownHeadersAndFooters.keys.sorted() {
            guard let view = shownHeadersAndFooters[key] else { continue }
            guard let section = mapping.newSection(ofOld: key.section) else {
                leaving.append((key, view))
                continue
            }
            let moved = HeaderFooterKey(section: section, isHeader: key.isHeader)
            if naturalFrame(moved).overlaps(bounds) {
                kept[moved] = view
            } else {
                offscreen.append((moved, view))
            }
        }
        shownHeadersAndFooters = kept
        return (leaving, offscreen)
    }

    /// Sends a leaving row's cell (or a header or footer) where `animation` takes it, or puts an
    /// entering one where `animation` brings it from (outside any animation), as iOS's row
    /// animations do: `.fade` and `.automatic` fade in place; `.left` and `.right` slide by the
    /// view's width from or towards that side; `.top` and `.bottom` slide by its height from or
    /// towards that side, fading; `.middle` keeps it centred in the space that opens or closes
    /// (which starts or ends at its top edge), fading; `.none` hides a leaving view at once and
    /// leaves an entering one in place.
    static func displace(_ view: UIView, by animation: RowAnimation, leaving: Bool) {
        let frame = view.frame
        switch animation {
        case .fade, .automatic: view.alpha = 0
        case .left: view.frame = frame.offsetBy(dx: -frame.width, dy: 0)
        case .right: view.frame = frame.offsetBy(dx: frame.width, dy: 0)
        case .top:
            view.frame = frame.offsetBy(dx: 0, dy: -frame.height)
            view.alpha = 0
        case .bottom:
            view.frame = frame.offsetBy(dx: 0, dy: frame.height)
            view.alpha = 0
        case .middle:
            view.frame = frame.offsetBy(dx: 0, dy: -frame.height / 2)
            view.alpha = 0
        case .none: if leaving { view.isHidden = true }
        }
    }
}
