import Foundation
import ReelCore

/// The asset catalogs (`.xcassets` folders) of a bundle's resources or of
/// `UIImage.searchDirectories`: what `UIColor(named:)` and `UIImage(named:)` read, as Xcode
/// compiles them into an app. A colour set is `NAME.colorset/Contents.json`, an image set
/// `NAME.imageset/Contents.json` beside its files, found anywhere inside a catalog (group
/// folders included); `NAME` may also be a group path (`"Brand/Accent"`).
enum AssetCatalog {
    /// The folders to look in: the bundle's resources, or `UIImage.searchDirectories`.
    static func directories(of bundle: Bundle?) -> [String] {
        if let bundle { return [bundle.resourcePath ?? bundle.bundlePath] }
        return UIImage.searchDirectories
    }

    /// The `Contents.json` folder of the set `name.kind` (`kind`: `"colorset"`, `"imageset"`)
    /// in the catalogs of `directories`, or nil.
    static func set(named name: String, kind: String, in directories: [String]) -> String? {
        let files = FileManager.default
        for directory in directories {
            let catalogs = ((try? files.contentsOfDirectory(atPath: directory)) ?? []).sorted()
                .filter { $0.hasSuffix(".xcassets") }
            for catalog in catalogs {
                let root = (directory as NSString).appendingPathComponent(catalog)
                let direct = (root as NSString).appendingPathComponent("\(name).\(kind)")
                if files.fileExists(atPath: direct) { return direct }
                let last = (name as NSString).lastPathComponent + "." + kind
                let nested = (files.subpaths(atPath: root) ?? []).sorted().first {
                    ($0 as NSString).lastPathComponent == last
                }
                if let nested { return (root as NSString).appendingPathComponent(nested) }
            }
        }
        return nil
    }

    /// The entries (`colors` or `images`) of a set's `Contents.json`.
    static func entries(_ key: String, of set: String) -> [[String: Any]] {
        let path = (set as NSString).appendingPathComponent("Contents.json")
        guard let data = FileManager.default.contents(atPath: path),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [] }
        return json[key] as? [[String: Any]] ?? []
    }

    /// Whether an entry is for the dark appearance (`"luminosity": "dark"`).
    static func isDark(_ entry: [String: Any]) -> Bool {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        return appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
    }

    /// Whether an entry is for another appearance than any or dark (high contrast, light only).
    static func isOtherAppearance(_ entry: [String: Any]) -> Bool {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        return appearances.contains {
            !($0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark")
        }
    }

    /// The colour of a colour set entry (`color-space` sRGB, extended sRGB, Display P3 or
    /// gray; components as Xcode writes them: `"0.200"`, `"51"` of 255, `"0x33"`).
    static func color(of entry: [String: Any]) -> UIColor? {
        guard let color = entry["color"] as? [String: Any], let parts = color["components"] as? [String: Any] else {
            return nil
        }
        func component(_ key: String) -> CGFloat? {
            let text = (parts[key] as? String) ?? (parts[key] as? NSNumber)?.stringValue
            guard let text = text?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") {
                return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
            }
            guard let value = Double(text) else { return nil }
            return text.contains(".") || value <= 1 ? CGFloat(value) : CGFloat(value / 255)
        }
        let alpha = component("alpha") ?? 1
        if let white = component("white") { return UIColor(white: white, alpha: alpha) }
        guard let r = component("red"), let g = component("green"), let b = component("blue") else { return nil }
        if (color["color-space"] as? String) == "display-p3" {
            return UIColor(displayP3Red: r, green: g, blue: b, alpha: alpha)
        }
        return UIColor(red: r, green: g, blue: b, alpha: alpha)
    }
}

extension UIColor {
    /// The colour set `name` of an asset catalog in `bundle`'s resources (nil: in
    /// `UIImage.searchDirectories`), or nil when there is none. A set with a dark appearance is
    /// a dynamic colour, resolved as the system colours are.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let set = AssetCatalog.set(named: name, kind: "colorset", in: AssetCatalog.directories(of: bundle))
        else { return nil }
        let entries = AssetCatalog.entries("colors", of: set).filter { !AssetCatalog.isOtherAppearance($0) }
        let light = entries.first { !AssetCatalog.isDark($0) }.flatMap(AssetCatalog.color)
        let dark = entries.first(where: AssetCatalog.isDark).flatMap(AssetCatalog.color)
        guard let any = light ?? dark else { return nil }
        guard let dark, dark != any else {
            self.init(cgColor: any.cgColor)
            return
        }
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : any })
    }

    /// The colour set `name` in `UIImage.searchDirectories`' asset catalogs.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }
}
