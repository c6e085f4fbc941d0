/// File paths as text, where Foundation's `NSString` path methods fail: swift-corelibs-foundation
/// 6.3's `deletingLastPathComponent` traps (an illegal instruction) on a path whose last
/// component is one character followed by a slash (`"c/"`, `"frames/a/"`), and `reel render
/// -o f/` is how a user names a folder of PNG frames.
public enum PathText {
    /// The folder part of `path`, as `NSString.deletingLastPathComponent` gives it: trailing
    /// slashes ignored, then everything before the last slash (`"a/b/"` → `"a"`, `"b"` → `""`,
    /// `"/b"` → `"/"`, `"/"` → `"/"`, `"a//b"` → `"a"`).
    public static func folder(of path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        var folder = text[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder.isEmpty ? "/" : String(folder)
    }
}
