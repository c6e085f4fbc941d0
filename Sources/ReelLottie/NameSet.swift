import Foundation
import ReelScene

/// Sibling names made distinct (`Shape`, `Shape 2`, …), as Reel requires.
struct NameSet {
    private var used: Set<String> = []
    mutating func unique(_ name: String) -> String {
        let base = name.isEmpty ? "layer" : name
        var n = base
        var k = 2
        while used.contains(n) {
            n = "\(base) \(k)"
            k += 1
        }
        used.insert(n)
        return n
    }
}
