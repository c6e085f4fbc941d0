import Foundation

/// Row changes, animated as UIKit animates them: the batch is checked against the data
/// source's new counts (as a collection view's is: `ItemMapping`), the rows take their new
/// frames, the rows that stay move there from their old ones, and the inserted and deleted rows
/// come and go by their `RowAnimation`, over `rowAnimationDuration` (or the duration of the
/// animation block around the change). Changes that do not add up print UIKit's message and
/// reload the data instead.
extension UITableView {
    // Longer than 60 lines: the old rows leave, the kept rows move and the new rows come in,
    // in one animation block whose parts share the mapping.
    func commit(_ changes: [RowChange], completion: ((Bool) -> Void)?) {
        guard let oldFrames = rowFrames else {
            reloadData()
            completion?(true)
            return
        }
        let mapping: ItemMapping
        do {
            mapping = try ItemMapping(changes.map(\.item), old: oldFrames.map(\.count), new: askRowCounts())
        } catch {
            FileHandle.standardError.write(
                Data(("UITableView: \(error.message) The table view reloads its data instead.\n").utf8))
            reloadData()
            completion?(false)
            return
        }
        var appearing: [IndexPath: RowAnimation] = [:]
        var leavingBy: [IndexPath: RowAnimation] = [:]
        for change in changes {
            if let before = change.item.indexPathBeforeUpdate, change.item.updateAction != .move {
                leavingBy[before] = change.animation
            }
            if change.item.updateAction == .insert, let after = change.item.indexPathAfterUpdate {
                appearing[after] = change.animation
            }
            if change.item.updateAction == .reload, let before = change.item.indexPathBeforeUpdate,
                let after = mapping.oldPathOfNew.first(where: { $0.value == before })?.key
            {
                appearing[after] = change.animation
            }
        }
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
        let inherited = UIView.inheritedAnimationDuration
        updatesInFlight += 1
        UIView.animate(
            withDuration: inherited > 0 ? inherited : Self.rowAnimationDuration,
            animations: {
                for (indexPath, cell) in leaving {
                    Self.displace(cell, by: leavingBy[indexPath] ?? .fade, leaving: true)
                }
                for (indexPath, cell) in offscreen { cell.frame = self.rectForRow(at: indexPath) }
                var appeared: [(UITableViewCell, CGRect)] = []
                self.updateCells { cell, indexPath in
                    let end = cell.frame
                    if let animation = appearing[indexPath] {
                        Self.displace(cell, by: animation, leaving: false)
                    } else if let old = mapping.oldPathOfNew[indexPath],
                        oldFrames.indices.contains(old.section), oldFrames[old.section].indices.contains(old.row)
                    {
                        cell.frame = oldFrames[old.section][old.row]
                    }
                    appeared.append((cell, end))
                }
                for (cell, end) in appeared {
                    cell.frame = end
                    cell.alpha = 1
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
                completion?(finished)
            })
    }

    /// Sends a leaving row's cell where `animation` takes it, or puts an entering row's cell where
    /// `animation` brings it from (outside any animation): the same place, off to the side or
    /// faded; `.none` hides a leaving cell and leaves an entering one in place.
    private static func displace(_ cell: UITableViewCell, by animation: RowAnimation, leaving: Bool) {
        let frame = cell.frame
        switch animation {
        case .fade, .automatic, .middle: cell.alpha = 0
        case .left: cell.frame = frame.offsetBy(dx: -frame.width, dy: 0)
        case .right: cell.frame = frame.offsetBy(dx: frame.width, dy: 0)
        case .top:
            cell.frame = frame.offsetBy(dx: 0, dy: -frame.height)
            cell.alpha = 0
        case .bottom:
            cell.frame = frame.offsetBy(dx: 0, dy: frame.height)
            cell.alpha = 0
        case .none: if leaving { cell.isHidden = true }
        }
    }
}
