/// `1 frame`, `2 frames`, `2 frame hashes`: a count with its noun, for messages that read well.
package func plural(_ count: Int, _ noun: String) -> String {
    if count == 1 { return "1 \(noun)" }
    return "\(count) \(noun)" + (noun.hasSuffix("sh") || noun.hasSuffix("s") ? "es" : "s")
}
