/// The path from a document's root to one value: `layers[2].animations[0].duration`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step: a key of an object or an index of an array.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document's root (described as `document`).
    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    public func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// Dotted keys and bracketed indices; keys that are not identifiers are quoted
    /// (`params["my key"]`).
    public var description: String {
        if components.isEmpty { return "document" }
        var out = ""
        for c in components {
            switch c {
            case .index(let i): out += "[\(i)]"
            case .key(let k):
                if Self.isIdentifier(k) {
                    out += out.isEmpty ? k : "." + k
                } else {
                    out += "[\(JSONWriter.quote(k))]"
                }
            }
        }
        return out
    }

    static func isIdentifier(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
