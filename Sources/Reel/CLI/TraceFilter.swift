import ReelScene

/// Keeps only some layers in a trace line, byte for byte as `Trace.line` wrote them.
enum TraceFilter {
    /// The line with only the layers whose path is one of `selection`, or whose last name is.
    static func keep(_ selection: [String], in line: String) -> String {
        let bytes = Array(line.utf8)
        guard let value = try? JSONParser().parse(bytes), let layers = value["layers"],
            let members = layers.objectMembers
        else { return line }
        let wanted = Set(selection)
        let closing = bytes.count - 2  // the layers object's "}" before the line's final "}"
        var kept: [String] = []
        for (i, m) in members.enumerated() {
            let last = m.key.split(separator: "/").last.map(String.init) ?? m.key
            let bare = m.key.split(separator: "#").first.map(String.init) ?? m.key
            guard wanted.contains(m.key) || wanted.contains(bare) || wanted.contains(last) else { continue }
            let start = m.keyLocation.offset
            let end = i + 1 < members.count ? members[i + 1].keyLocation.offset - 1 : closing
            kept.append(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        let head = String(decoding: bytes[..<(layers.location.offset + 1)], as: UTF8.self)
        return head + kept.joined(separator: ",") + "}}"
    }
}
