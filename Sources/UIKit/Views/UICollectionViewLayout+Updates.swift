/// A layout's part in a batch update. The collection view prepares the layout for the new
/// data, calls `prepare(forCollectionViewUpdates:)`, then asks where each appearing element
/// starts and each disappearing one ends, animates every view to its place, and calls
/// `finalizeCollectionViewUpdates()`. The defaults animate as UIKit's flow layout does: an
/// inserted (or reloaded) item fades in from alpha 0 at its final place, a deleted one fades out
/// at its old place, an item that moves (or shifts) goes from its old frame to its new one, and a
/// supplementary view moves with its section's items (fading in or out when it comes or goes).
/// Subclasses usually call super and change the copy it gives (a scale, an offset). Returning nil
/// puts the element at its final attributes at once. (The open methods are in the class, which
/// Swift needs to let subclasses override them; their defaults are here.)
extension UICollectionViewLayout {
    /// Where the item appearing at `itemIndexPath` starts.
    func appearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let update else { return nil }
        if !update.appearing.contains(itemIndexPath), let old = update.oldPathOfNew[itemIndexPath],
            let before = Self.copy(of: update.oldAttributes[CollectionElement(kind: nil, indexPath: old)])
        {
            before.indexPath = itemIndexPath
            return before
        }
        return Self.copy(
            of: layoutAttributesForItem(at: itemIndexPath), faded: update.appearing.contains(itemIndexPath))
    }

    /// Where the item disappearing from `itemIndexPath` (its index path before the update) ends.
    func disappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let update else { return nil }
        if !update.disappearing.contains(itemIndexPath), let new = update.newPathOfOld[itemIndexPath],
            let after = Self.copy(of: layoutAttributesForItem(at: new))
        {
            return after
        }
        return Self.copy(of: update.oldAttributes[CollectionElement(kind: nil, indexPath: itemIndexPath)], faded: true)
    }

    /// Where the supplementary view of `elementKind` appearing at `elementIndexPath` starts.
    func appearingSupplementary(
        _ elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let update else { return nil }
        let section = elementIndexPath.section
        let inserted = indexPathsToInsertForSupplementaryView(ofKind: elementKind).contains(elementIndexPath)
        if !inserted, !update.appearingSections.contains(section), let old = update.oldSectionOfNew[section] {
            let element = CollectionElement(
                kind: elementKind, indexPath: IndexPath(item: elementIndexPath.item, section: old))
            if let before = Self.copy(of: update.oldAttributes[element]) {
                before.indexPath = elementIndexPath
                return before
            }
        }
        return Self.copy(
            of: layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath), faded: true)
    }

    /// Where the supplementary view of `elementKind` disappearing from `elementIndexPath` ends.
    func disappearingSupplementary(
        _ elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let update else { return nil }
        let section = elementIndexPath.section
        let deleted = indexPathsToDeleteForSupplementaryView(ofKind: elementKind).contains(elementIndexPath)
        if !deleted, !update.disappearingSections.contains(section), let new = update.newSectionOfOld[section],
            let after = Self.copy(
                of: layoutAttributesForSupplementaryView(
                    ofKind: elementKind, at: IndexPath(item: elementIndexPath.item, section: new)))
        {
            return after
        }
        let element = CollectionElement(kind: elementKind, indexPath: elementIndexPath)
        return Self.copy(of: update.oldAttributes[element], faded: true)
    }

    /// A copy of `attributes` (of its own class) that a subclass may change, at alpha 0 when
    /// `faded`; nil for nil.
    private static func copy(
        of attributes: UICollectionViewLayoutAttributes?, faded: Bool = false
    ) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        if faded { copy.alpha = 0 }
        return copy
    }
}

/// What a layout knows of the batch update it is animating: every element's attributes before
/// it, and where each item went.
struct LayoutUpdate {
    var oldAttributes: [CollectionElement: UICollectionViewLayoutAttributes] = [:]
    /// New index path → old, for the items that were there before.
    var oldPathOfNew: [IndexPath: IndexPath] = [:]
    /// Old index path → new, for the items that stay.
    var newPathOfOld: [IndexPath: IndexPath] = [:]
    /// Inserted and reloaded items, by their new index paths.
    var appearing: Set<IndexPath> = []
    /// Deleted and reloaded items, by their old index paths.
    var disappearing: Set<IndexPath> = []
    /// New section → old, for the sections that were there before (reloaded ones too).
    var oldSectionOfNew: [Int: Int] = [:]
    /// Old section → new, for the sections that stay (reloaded ones too).
    var newSectionOfOld: [Int: Int] = [:]
    /// Inserted and reloaded sections (new indexes): their supplementary views fade in.
    var appearingSections: Set<Int> = []
    /// Deleted and reloaded sections (old indexes): their supplementary views fade out.
    var disappearingSections: Set<Int> = []
}

/// One change of a batch update, like `UICollectionViewUpdateItem`, as the layout's
/// `prepare(forCollectionViewUpdates:)` is told of it.
open class UICollectionViewUpdateItem: NSObject {
    /// What changed, like `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The item's index path before the update (nil for an insertion).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The item's index path after the update (nil for a deletion).
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: UICollectionViewUpdateItem.Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
