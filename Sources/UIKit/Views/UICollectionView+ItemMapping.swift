import Foundation

/// Where each item goes in a batch update, worked out as UIKit does: deletions, reloads and the
/// sources of moves name index paths before the update; insertions and the destinations of
/// moves name them after it. The items that stay keep their order, filling the places the
/// insertions and moves leave free. The counts must add up, section by section, as UIKit checks.
struct ItemMapping {
    /// Why an update cannot be applied, worded as UIKit's exception.
    struct Invalid: Error {
        let message: String
    }

    private(set) var oldPathOfNew: [IndexPath: IndexPath] = [:]
    private(set) var newPathOfOld: [IndexPath: IndexPath] = [:]
    /// Inserted and reloaded items (new index paths).
    private(set) var appearing: Set<IndexPath> = []
    /// Deleted and reloaded items (old index paths).
    private(set) var disappearing: Set<IndexPath> = []

    /// Where the item at `old` is after the update; nil when it leaves (deleted or reloaded).
    func newPath(ofOld old: IndexPath) -> IndexPath? {
        disappearing.contains(old) ? nil : newPathOfOld[old]
    }

    // Longer than 60 lines: one pass over the changes, then one over the sections, each check
    // with its UIKit message.
    init(_ items: [UICollectionViewUpdateItem], old: [Int], new: [Int]) throws(Invalid) {
        guard old.count == new.count else {
            throw Invalid(
                message: "Invalid update: invalid number of sections. The number of sections contained in the "
                    + "collection view after the update (\(new.count)) must be equal to the number of sections "
                    + "contained in the collection view before the update (\(old.count)).")
        }
        func valid(_ p: IndexPath?, in counts: [Int]) -> IndexPath? {
            guard let p, p.count == 2, counts.indices.contains(p.section), p.item >= 0, p.item < counts[p.section]
            else { return nil }
            return p
        }
        var removed: Set<IndexPath> = []
        var fixed: [IndexPath: IndexPath?] = [:]
        var reloads: [IndexPath] = []
        var tally: [Int: (inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)] = [:]
        for item in items {
            let before = valid(item.indexPathBeforeUpdate, in: old)
            let after = valid(item.indexPathAfterUpdate, in: new)
            switch item.updateAction {
            case .insert:
                guard let after else { throw Self.outOfRange("insert", item.indexPathAfterUpdate, new, "after") }
                fixed[after] = .some(nil)
                appearing.insert(after)
                tally[after.section, default: (0, 0, 0, 0)].inserted += 1
            case .delete:
                guard let before else { throw Self.outOfRange("delete", item.indexPathBeforeUpdate, old, "before") }
                removed.insert(before)
                disappearing.insert(before)
                tally[before.section, default: (0, 0, 0, 0)].deleted += 1
            case .move:
                guard let before else { throw Self.outOfRange("move", item.indexPathBeforeUpdate, old, "before") }
                guard let after else { throw Self.outOfRange("move", item.indexPathAfterUpdate, new, "after") }
                removed.insert(before)
                fixed[after] = before
                tally[before.section, default: (0, 0, 0, 0)].movedOut += 1
                tally[after.section, default: (0, 0, 0, 0)].movedIn += 1
            case .reload:
                guard let before else { throw Self.outOfRange("reload", item.indexPathBeforeUpdate, old, "before") }
                reloads.append(before)
            case .none:
                break
            }
        }
        for section in new.indices {
            let survivors = (0..<old[section]).map { IndexPath(item: $0, section: section) }.filter {
                !removed.contains($0)
            }
            let placed = fixed.keys.filter { $0.section == section }.count
            guard survivors.count + placed == new[section] else {
                let t = tally[section] ?? (0, 0, 0, 0)
                throw Invalid(
                    message: "Invalid update: invalid number of items in section \(section). The number of items "
                        + "contained in an existing section after the update (\(new[section])) must be equal to the "
                        + "number of items contained in that section before the update (\(old[section])), plus or "
                        + "minus the number of items inserted or deleted from that section (\(t.inserted) inserted, "
                        + "\(t.deleted) deleted) and plus or minus the number of items moved into or out of that "
                        + "section (\(t.movedIn) moved in, \(t.movedOut) moved out).")
            }
            var rest = survivors.makeIterator()
            for item in 0..<new[section] {
                let after = IndexPath(item: item, section: section)
                let before: IndexPath?
                if let slot = fixed[after] { before = slot } else { before = rest.next() }
                if let before {
                    oldPathOfNew[after] = before
                    newPathOfOld[before] = after
                }
            }
        }
        for before in reloads {
            disappearing.insert(before)
            if let after = newPathOfOld[before] { appearing.insert(after) }
        }
    }

    private static func outOfRange(_ verb: String, _ p: IndexPath?, _ counts: [Int], _ when: String) -> Invalid {
        guard let p, p.count == 2 else {
            return Invalid(
                message: "Invalid update: attempt to \(verb) an item at an index path without a section "
                    + "and an item.")
        }
        let count = counts.indices.contains(p.section) ? counts[p.section] : 0
        return Invalid(
            message: "Invalid update: attempt to \(verb) item \(p.item) in section \(p.section), which only "
                + "contains \(count) items \(when) the update.")
    }
}
