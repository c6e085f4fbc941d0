import Foundation

/// Where each section and item goes in a batch update, worked out as UIKit does: deletions,
/// reloads and the sources of moves name indexes before the update; insertions and the
/// destinations of moves name them after it. A change whose index path has one index (UIKit's
/// section updates) changes a section: the sections that stay keep their order, filling the
/// places the inserted and moved sections leave free, and so do the items within each section
/// that stays. All the items of an inserted section appear, all those of a deleted one leave;
/// a reloaded section keeps its place while its items leave and new ones appear. The counts
/// must add up, the sections' and then each remaining section's items, as UIKit checks.
struct ItemMapping {
    /// Why an update cannot be applied, worded as UIKit's exception.
    struct Invalid: Error {
        let message: String
    }

    /// The words of UIKit's messages: the view's name and what its items are called.
    struct Words {
        let view: String
        let items: String
        static let collection = Words(view: "collection view", items: "items")
        static let table = Words(view: "table view", items: "rows")
    }

    private(set) var oldPathOfNew: [IndexPath: IndexPath] = [:]
    private(set) var newPathOfOld: [IndexPath: IndexPath] = [:]
    /// Inserted and reloaded items, and the items of inserted and reloaded sections (new index paths).
    private(set) var appearing: Set<IndexPath> = []
    /// Deleted and reloaded items, and the items of deleted and reloaded sections (old index paths).
    private(set) var disappearing: Set<IndexPath> = []
    /// Where each section that stays, moves or is reloaded goes (old index → new index).
    private(set) var newSectionOfOld: [Int: Int] = [:]
    /// Which old section each new section was (absent for an inserted one).
    private(set) var oldSectionOfNew: [Int: Int] = [:]
    /// Inserted and reloaded sections (new indexes).
    private(set) var appearingSections: Set<Int> = []
    /// Deleted and reloaded sections (old indexes).
    private(set) var disappearingSections: Set<Int> = []

    /// Where the item at `old` is after the update; nil when it leaves (deleted or reloaded).
    func newPath(ofOld old: IndexPath) -> IndexPath? {
        disappearing.contains(old) ? nil : newPathOfOld[old]
    }

    /// Where the section `old` is after the update; nil when it leaves (deleted or reloaded).
    func newSection(ofOld old: Int) -> Int? {
        disappearingSections.contains(old) ? nil : newSectionOfOld[old]
    }

    /// Whether `item` changes a whole section (its index path has one index).
    static func changesSection(_ item: UICollectionViewUpdateItem) -> Bool {
        (item.indexPathBeforeUpdate ?? item.indexPathAfterUpdate)?.count == 1
    }

    init(_ items: [UICollectionViewUpdateItem], old: [Int], new: [Int], words: Words = .collection) throws(Invalid) {
        try mapSections(items.filter(Self.changesSection), old: old.count, new: new.count, words)
        try mapItems(items.filter { !Self.changesSection($0) }, old: old, new: new, words)
    }

    // Longer than 60 lines: one pass over the changes, then one over the new sections, each
    // check with its UIKit message.
    private mutating func mapSections(
        _ items: [UICollectionViewUpdateItem], old: Int, new: Int, _ words: Words
    ) throws(Invalid) {
        func valid(_ p: IndexPath?, below count: Int) -> Int? {
            guard let p, p.count == 1, p[0] >= 0, p[0] < count else { return nil }
            return p[0]
        }
        var removed: Set<Int> = []
        var fixed: [Int: Int?] = [:]
        var inserted = 0
        var deleted = 0
        for item in items {
            let before = valid(item.indexPathBeforeUpdate, below: old)
            let after = valid(item.indexPathAfterUpdate, below: new)
            switch item.updateAction {
            case .insert:
                guard let after else { throw Self.sectionOutOfRange("insert", item.indexPathAfterUpdate, new, "after") }
                fixed[after] = .some(nil)
                appearingSections.insert(after)
                inserted += 1
            case .delete:
                guard let before else {
                    throw Self.sectionOutOfRange("delete", item.indexPathBeforeUpdate, old, "before")
                }
                removed.insert(before)
                disappearingSections.insert(before)
                deleted += 1
            case .move:
                guard let before else {
                    throw Self.sectionOutOfRange("move", item.indexPathBeforeUpdate, old, "before")
                }
                guard let after else { throw Self.sectionOutOfRange("move", item.indexPathAfterUpdate, new, "after") }
                removed.insert(before)
                fixed[after] = before
            case .reload:
                guard let before else {
                    throw Self.sectionOutOfRange("reload", item.indexPathBeforeUpdate, old, "before")
                }
                disappearingSections.insert(before)
            case .none:
                break
            }
        }
        let survivors = (0..<old).filter { !removed.contains($0) }
        guard survivors.count + fixed.count == new else {
            throw Invalid(
                message: "Invalid update: invalid number of sections. The number of sections contained in the "
                    + "\(words.view) after the update (\(new)) must be equal to the number of sections contained "
                    + "in the \(words.view) before the update (\(old)), plus or minus the number of sections "
                    + "inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
        }
        var rest = survivors.makeIterator()
        for section in 0..<new {
            let before: Int?
            if let slot = fixed[section] { before = slot } else { before = rest.next() }
            guard let before else { continue }
            oldSectionOfNew[section] = before
            newSectionOfOld[before] = section
            // A reloaded section keeps its place; its items all leave and all appear.
            if disappearingSections.contains(before), !removed.contains(before) { appearingSections.insert(section) }
        }
    }

    // Longer than 60 lines: one pass over the changes, then one over the sections, each check
    // with its UIKit message.
    private mutating func mapItems(
        _ items: [UICollectionViewUpdateItem], old: [Int], new: [Int], _ words: Words
    ) throws(Invalid) {
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
            guard let oldSection = oldSectionOfNew[section], !appearingSections.contains(section) else {
                for item in 0..<new[section] { appearing.insert(IndexPath(item: item, section: section)) }
                continue
            }
            let survivors = (0..<old[oldSection]).map { IndexPath(item: $0, section: oldSection) }.filter {
                !removed.contains($0)
            }
            let placed = fixed.keys.filter { $0.section == section }.count
            guard survivors.count + placed == new[section] else {
                let t = tally[section] ?? (0, 0, 0, 0)
                let n = words.items
                throw Invalid(
                    message: "Invalid update: invalid number of \(n) in section \(section). The number of \(n) "
                        + "contained in an existing section after the update (\(new[section])) must be equal to the "
                        + "number of \(n) contained in that section before the update (\(old[oldSection])), plus or "
                        + "minus the number of \(n) inserted or deleted from that section (\(t.inserted) inserted, "
                        + "\(t.deleted) deleted) and plus or minus the number of \(n) moved into or out of that "
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
        for section in disappearingSections where old.indices.contains(section) {
            for item in 0..<old[section] { disappearing.insert(IndexPath(item: item, section: section)) }
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

    private static func sectionOutOfRange(_ verb: String, _ p: IndexPath?, _ count: Int, _ when: String) -> Invalid {
        Invalid(
            message: "Invalid update: attempt to \(verb) section \(p?.first ?? -1), but there are only \(count) "
                + "sections \(when) the update.")
    }
}
