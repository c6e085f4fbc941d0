import CCairo
import Foundation
import ReelCore

/// Font files given to one render: a document's `assets.fonts`, or a Swift clip's `fonts`.
///
/// The files are added as application fonts to a fontconfig configuration of the library's
/// own (`FcInitLoadConfigAndFonts`: the system's configuration files and installed fonts, so
/// characters the brand font lacks still fall back to them), and text drawn with the library
/// is laid out through a Pango font map that uses that configuration. Nothing is installed or
/// copied: the process's global configuration, other renders, and the user's font folders are
/// untouched, and the files are read where they are.
///
/// Text layers pick faces by `fontFamily` (the family name inside the file, as `fc-scan`
/// shows it, such as `"Reel Pixel"`) and `isBold` (the family's bold weight), as with
/// installed fonts: fontconfig prefers an exact family match, so a brand family wins over an
/// installed font of another name. ``faces`` lists what each file holds.
///
/// Pango objects belong to one thread: each thread that draws with a library makes its own
/// font map over the shared configuration (fontconfig is thread-safe), kept for the thread's
/// next frames (at most `fontMapsPerThread` libraries per thread).
///
/// ```swift
/// let fonts = try FontLibrary(files: ["fonts/Brand-Regular.ttf", "fonts/Brand-Bold.ttf"])
/// let renderer = try FrameRenderer(canvasSize: size, scale: 2, fonts: fonts)
/// ```
public final class FontLibrary: @unchecked Sendable {
    // @unchecked Sendable: `config` is set up in `init` and only read afterwards (fontconfig
    // lookups are thread-safe); Pango font maps are made per thread.

    /// One face in a font file.
    public struct Face: Hashable, Sendable, CustomStringConvertible {
        /// The file, as given to the library.
        public var file: String
        /// The face's index in the file (0 but in TrueType collections).
        public var index: Int
        /// The family name (`FC_FAMILY`, the first one listed).
        public var family: String
        /// The style name (`FC_STYLE`: "Regular", "Bold", …).
        public var style: String
        /// fontconfig's weight (`FC_WEIGHT`: 80 regular, 200 bold).
        public var weight: Int

        public var description: String { "\(family) \(style)" }
    }

    /// The font files, in the order given.
    public let files: [String]
    /// How each file is named to people (in hash lists and `reel info`): the path as a
    /// document writes it (relative to the document), by file; the file itself when not given.
    public let displayNames: [String: String]
    /// Every face of every file, in file order.
    public let faces: [Face]
    /// The fontconfig configuration with the files added (`FcConfig *`).
    let config: OpaquePointer
    /// A number no other library of this process has, for per-thread caches' keys.
    let identifier: Int

    /// The most font maps (one per library) a thread keeps.
    static let fontMapsPerThread = 8

    private static let counter = Counter()

    /// Reads `files` and makes them available to text drawn with this library.
    /// - Throws: `RenderError.fontNotFound` for a file that does not exist (or is a folder),
    ///   `.fontUnreadable` for one that FreeType cannot read as a font, or when fontconfig
    ///   cannot load its configuration.
    /// - Parameter names: How to name each file to people (the same count as `files`), such as
    ///   the paths as a document writes them; nil names each file by its path.
    public init(files: [String], names: [String]? = nil) throws(RenderError) {
        var faces: [Face] = []
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw .fontNotFound(path: file)
            }
            guard FileManager.default.isReadableFile(atPath: file) else {
                throw .fontUnreadable(path: file, reason: "permission denied")
            }
            let found = Self.faces(in: file)
            guard !found.isEmpty else {
                throw .fontUnreadable(path: file, reason: "FreeType finds no font in it")
            }
            faces += found
        }
        guard let config = FcInitLoadConfigAndFonts() else {
            throw .fontUnreadable(path: files.first ?? "", reason: "fontconfig could not load its configuration")
        }
        for file in files where FcConfigAppFontAddFile(config, file) == 0 {
            FcConfigDestroy(config)
            throw .fontUnreadable(path: file, reason: "fontconfig could not add it")
        }
        self.files = files
        var displayNames: [String: String] = [:]
        for (i, file) in files.enumerated() {
            displayNames[file] = names.flatMap { i < $0.count ? $0[i] : nil } ?? file
        }
        self.displayNames = displayNames
        self.faces = faces
        self.config = config
        self.identifier = Self.counter.next()
    }

    deinit { FcConfigDestroy(config) }

    /// The faces FreeType finds in `file` (every face of a collection); empty when none.
    static func faces(in file: String) -> [Face] {
        guard let set = FontconfigFontSet(), set.addFaces(of: file) else { return [] }
        return set.map { pattern in
            func string(_ key: String) -> String {
                var value: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return "" }
                return String(cString: value)
            }
            var index: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
            var weight: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
            return Face(
                file: file, index: Int(index & 0xFFFF), family: string(FC_FAMILY), style: string(FC_STYLE),
                weight: Int(weight))
        }
    }

    /// This thread's Pango font map over the library's configuration (made on first use).
    func fontMap() -> UnsafeMutablePointer<PangoFontMap>? {
        FontMaps.current.map(for: self)
    }

    /// One thread's font maps, by library, least recently used dropped first.
    final class FontMaps {
        private var entries: [(identifier: Int, map: UnsafeMutablePointer<PangoFontMap>)] = []
        private static let threadKey = "ReelRender.FontLibrary.FontMaps"

        static var current: FontMaps {
            let dictionary = Thread.current.threadDictionary
            if let maps = dictionary[threadKey] as? FontMaps { return maps }
            let maps = FontMaps()
            dictionary[threadKey] = maps
            return maps
        }

        func map(for library: FontLibrary) -> UnsafeMutablePointer<PangoFontMap>? {
            if let i = entries.firstIndex(where: { $0.identifier == library.identifier }) {
                let entry = entries.remove(at: i)
                entries.append(entry)
                return entry.map
            }
            guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else { return nil }
            // The font map takes its own reference to the configuration, so it outlives the
            // library safely.
            pango_fc_font_map_set_config(OpaquePointer(map), library.config)
            if entries.count >= FontLibrary.fontMapsPerThread {
                let dropped = entries.removeFirst()
                g_object_unref(UnsafeMutableRawPointer(dropped.map))
            }
            entries.append((library.identifier, map))
            return map
        }

        deinit { for entry in entries { g_object_unref(UnsafeMutableRawPointer(entry.map)) } }
    }

    /// A process-wide counter for ``identifier``.
    private final class Counter: @unchecked Sendable {
        // @unchecked Sendable: `value` is only touched under `lock`.
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.withLock {
                value += 1
                return value
            }
        }
    }
}
