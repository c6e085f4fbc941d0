/// Suggestions for misspelt keys and names, by edit distance: scene keys here, and option and
/// command names on the command line.
public enum Suggestion {
    /// The Levenshtein distance between `a` and `b`, case-insensitive, or `limit + 1` once it
    /// is known to exceed `limit`.
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a.lowercased().unicodeScalars)
        let y = Array(b.lowercased().unicodeScalars)
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if rowMin > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The candidate nearest to `word`, if it is close enough to be a likely misspelling:
    /// within 2 edits, or a third of the word's length for long words. Ties go to the
    /// earlier candidate.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (String, Int)?
        for c in candidates {
            let d = distance(word, c, limit: limit)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        return best?.0
    }
}
