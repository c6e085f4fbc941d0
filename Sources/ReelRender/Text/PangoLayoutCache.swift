import CCairo
import Foundation
import ReelCore

/// A per-thread cache of laid-out `PangoLayout`s, so a text layer that does not change is
/// shaped once rather than every frame.
///
/// Pango objects are not shared between threads: each thread has its own cache in
/// `Thread.current.threadDictionary`. The key holds everything that decides the layout:
/// what `TextPainter` sets on it (string, family, size, weight, alignment, wrapping and, when
/// wrapped, the width in Pango units) and what `pango_cairo_update_layout` takes from the Cairo
/// context (the matrix's linear part, bit for bit, and the target surface's type, which fixes
/// the target's font options; Pango ignores the translation). A layout is associated with its
/// context once, when it is made; on a hit the context it was made for equals the current one
/// in everything Pango reads, so it is drawn as is. Calling `pango_cairo_update_layout` again
/// would only make Pango shape the same text to the same glyphs once more. At most `capacity`
/// layouts are kept; when full, the least recently used is dropped.
final class PangoLayoutCache {
    /// Everything that decides a layout's glyphs and line breaks.
    struct Key: Hashable {
        var string: String
        var markup: String = ""
        var lineSpacing: Double = 0
        var maximumLines: Int = 0
        var fontFamily: String
        var fontSize: Double
        /// `LayerState.resolvedFontWeight`.
        var fontWeight: Int
        var alignment: TextAlignment
        var isWrapped: Bool
        /// The layout's width in Pango units (the bounds' width when wrapped or truncated); 0
        /// otherwise.
        var wrapWidth: Int32
        /// How a string that does not fit is shortened (with the layout's width and, when
        /// wrapped, its height `truncationHeight` in Pango units; 0 when not truncated).
        var truncation: TextTruncation = .none
        var truncationHeight: Int32 = 0
        /// The bits of the Cairo matrix's linear part (xx, yx, xy, yy) the layout was made for.
        var matrix: [UInt64]
        /// The target surface's type (`cairo_surface_type_t`), which fixes its font options.
        var surfaceType: UInt32
        /// The ``FontLibrary/identifier`` of the fonts the layout was made with; 0 for the
        /// installed fonts alone.
        var fontLibrary: Int = 0
    }

    /// The most layouts one thread keeps.
    static let capacity = 256

    private var entries: [Key: (layout: PangoLayoutHandle, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0

    private static let threadKey = "ReelRender.PangoLayoutCache"

    /// This thread's cache.
    static var current: PangoLayoutCache {
        let dictionary = Thread.current.threadDictionary
        if let cache = dictionary[threadKey] as? PangoLayoutCache { return cache }
        let cache = PangoLayoutCache()
        dictionary[threadKey] = cache
        return cache
    }

    /// How many layouts are cached on this thread.
    var count: Int { entries.count }

    /// The cached layout for `key`, or one made by `make` (nil when it fails) and cached.
    func layout(for key: Key, make: () -> PangoLayoutHandle?) -> PangoLayoutHandle? {
        clock &+= 1
        if let hit = entries[key] {
            entries[key] = (hit.layout, clock)
            return hit.layout
        }
        guard let layout = make() else { return nil }
        if entries.count >= Self.capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
        }
        entries[key] = (layout, clock)
        return layout
    }

    /// Drops every cached layout of this thread.
    func removeAll() { entries.removeAll() }
}
