/// A `dump`-like description that is the same in every run: `▿ Type` for a value with
/// children (then its children, two spaces deeper, `label: ` before each), `- value` for a leaf;
/// strings quoted; dictionary entries and set members sorted by their text.
enum StableDump {
    static func text(of value: Any) -> String {
        var out = ""
        write(value, label: nil, indent: 0, to: &out)
        return out
    }

    private static func write(_ value: Any, label: String?, indent: Int, to out: inout String) {
        let mirror = Mirror(reflecting: value)
        let indentation = String(repeating: " ", count: indent)
        let prefix = label.map { "\($0): " } ?? ""
        var children = mirror.children.map { (label: $0.label, value: $0.value) }
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set {
            children.sort { text(of: $0.value) < text(of: $1.value) }
        }
        if mirror.displayStyle == .optional {
            guard let wrapped = children.first else {
                out += indentation + "- " + prefix + "nil\n"
                return
            }
            write(wrapped.value, label: label, indent: indent, to: &out)
            return
        }
        if children.isEmpty {
            out += indentation + "- " + prefix + leaf(value) + "\n"
            return
        }
        let head: String
        switch mirror.displayStyle {
        case .collection?, .set?, .dictionary?: head = "\(children.count) element" + (children.count == 1 ? "" : "s")
        case .tuple?: head = "(\(children.count) elements)"
        default: head = "\(type(of: value))"
        }
        out += indentation + "▿ " + prefix + head + "\n"
        for child in children {
            write(child.value, label: child.label, indent: indent + 2, to: &out)
        }
    }

    private static func leaf(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        return String(describing: value)
    }
}
