import Foundation
import ReelCore

/// Images of asset catalogs and SF Symbols.
extension UIImage {
    /// Folders of symbol images for `UIImage(systemName:)` (Reel's addition: Apple's SF Symbols
    /// are not Reel's to ship): `NAME.png` there is the symbol `NAME`. Empty by default.
    nonisolated(unsafe) public static var symbolDirectories: [String] = []

    /// The image `name`: an image set of an asset catalog in `bundle`'s resources (nil:
    /// `searchDirectories`), the file nearest the screen's scale (`@1x`, `@2x`, `@3x`) at its
    /// scale, else an image file of that name (`init?(named:)`), else nil.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let directories = AssetCatalog.directories(of: bundle)
        let dark = (traitCollection ?? .current).userInterfaceStyle == .dark
        if let set = AssetCatalog.set(named: name, kind: "imageset", in: directories),
            let (path, scale) = Self.bestFile(in: set, screenScale: UIScreen.main.scale, dark: dark)
        {
            self.init(cgImage: CGImage(Image(path: path)), scale: scale, orientation: .up)
            return
        }
        guard let path = Self.file(named: name, in: directories) else { return nil }
        self.init(contentsOfFile: path)
    }

    /// The image file called `name` (with `.png`, `@2x.png` or `.jpg` added, or as given) in
    /// `directories`, or nil.
    static func file(named name: String, in directories: [String]) -> String? {
        let names = [name, name + ".png", name + "@2x.png", name + ".jpg"]
        for directory in directories {
            for file in names {
                let path = (directory as NSString).appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    /// The file of an image set for `screenScale` (the exact scale, else the largest, else any)
    /// and the appearance, with its scale.
    static func bestFile(in set: String, screenScale: CGFloat, dark: Bool) -> (String, CGFloat)? {
        let entries = AssetCatalog.entries("images", of: set).filter { !AssetCatalog.isOtherAppearance($0) }
        let files: [(String, CGFloat, Bool)] = entries.compactMap { entry in
            guard let name = entry["filename"] as? String else { return nil }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return ((set as NSString).appendingPathComponent(name), CGFloat(scale), AssetCatalog.isDark(entry))
        }
        let appearance = files.filter { $0.2 == dark }
        let candidates = appearance.isEmpty ? files : appearance
        let chosen = candidates.first { $0.1 == screenScale } ?? candidates.max { $0.1 < $1.1 }
        return chosen.map { ($0.0, $0.1) }
    }

    /// The SF Symbol `name`: `NAME.png` in `symbolDirectories` (at scale 1), else nil with one
    /// warning on standard error per name (Reel ships no SF Symbols).
    public convenience init?(systemName name: String) {
        let folders = UIImage.symbolDirectories
        if let path = Self.file(named: name, in: folders), path.hasSuffix(".png") || path.hasSuffix(name) {
            self.init(contentsOfFile: path)
            isSymbolImage = true
            return
        }
        if SymbolWarnings.first(name) {
            FileHandle.standardError.write(
                Data(
                    ("Warning: UIImage(systemName: \"\(name)\") is nil: Reel has no SF Symbols. Put \(name).png in a "
                        + "folder of UIImage.symbolDirectories to draw one.\n").utf8))
        }
        return nil
    }
}

extension UIImage {
    /// The SF Symbol `name` (see `init?(systemName:)`) with `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        self.init(systemName: name)
        self.configuration = configuration
    }

    /// The SF Symbol `name` (see `init?(systemName:)`) for `traitCollection`.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
        configuration = traitCollection.map { UIImage.Configuration(traitCollection: $0) }
    }

    /// The image `name` of `bundle`'s asset catalogs (see `init?(named:in:compatibleWith:)`),
    /// chosen for the configuration's traits and carrying the configuration.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, compatibleWith: configuration?.traitCollection)
        self.configuration = configuration
    }

    /// Whether image views draw the image's shape in their tint colour: a template image, or a
    /// symbol left `.automatic` (UIKit tints symbols unless they are made `.alwaysOriginal`).
    var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (isSymbolImage && renderingMode == .automatic)
    }

    /// A symbol image's configuration (nil for other images or when none was given).
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        isSymbolImage ? configuration as? UIImage.SymbolConfiguration : nil
    }

    /// The traits the image was chosen for: its configuration's, else none.
    public var traitCollection: UITraitCollection { configuration?.traitCollection ?? UITraitCollection() }

    /// A copy of the image whose configuration is `configuration`, replacing its own.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        variant { $0.configuration = configuration }
    }

    /// A copy of the image with `configuration` merged into its own symbol configuration
    /// (what `configuration` specifies replaces what the image's specified).
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        let base = self.configuration.map { UIImage.SymbolConfiguration(values: $0.values) } ?? .unspecified
        let merged = base.applying(configuration)
        return variant { $0.configuration = merged }
    }
}

/// The symbol names warned about, once each per process.
enum SymbolWarnings {
    nonisolated(unsafe) private static var warned: Set<String> = []
    private static let lock = NSLock()

    /// Whether `name` is warned about for the first time.
    static func first(_ name: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return warned.insert(name).inserted
    }
}
