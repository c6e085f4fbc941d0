import CCairo

/// Owns a fontconfig font set (`FcFontSetCreate`) and the patterns put in it; `deinit`
/// destroys them (`FcFontSetDestroy`).
final class FontconfigFontSet {
    private let pointer: UnsafeMutablePointer<FcFontSet>

    init?() {
        guard let pointer = FcFontSetCreate() else { return nil }
        self.pointer = pointer
    }

    deinit { FcFontSetDestroy(pointer) }

    /// Adds the faces FreeType finds in `file` (every face of a collection, named instances
    /// included); false when it finds none.
    func addFaces(of file: String) -> Bool {
        var count: Int32 = 0
        // id -1 (all bits set): every face of the file.
        return FcFreeTypeQueryAll(file, UInt32.max, nil, &count, pointer) > 0
    }

    /// The set's patterns, in order, each read by `body` while the set is alive.
    func map<T>(_ body: (_ pattern: OpaquePointer) -> T) -> [T] {
        var out: [T] = []
        for i in 0..<Int(pointer.pointee.nfont) {
            if let pattern = pointer.pointee.fonts[i] { out.append(body(pattern)) }
        }
        return out
    }
}
