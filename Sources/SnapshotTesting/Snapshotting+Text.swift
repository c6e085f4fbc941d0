import Foundation

extension Diffing where Value == String {
    /// Text compared line by line; a mismatch shows the lines removed (`−`) and added (`+`).
    public static var lines: Diffing {
        Diffing(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { old, new in
                guard old != new else { return nil }
                let text = lineDifference(
                    old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                    new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
                return (text, [XCTAttachment(string: text)])
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// A string stored as a `.txt` file and compared line by line.
    public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

extension Snapshotting where Format == String {
    /// `String(describing:)` of the value.
    public static var description: Snapshotting {
        SimplySnapshotting.lines.pullback { String(describing: $0) }
    }

    /// The value's structure through `Mirror`, dictionaries and sets sorted so that the text is
    /// the same in every run (format in this module's README).
    public static var dump: Snapshotting {
        SimplySnapshotting.lines.pullback { StableDump.text(of: $0) }
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// The value as pretty-printed JSON with sorted keys.
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    /// The value as JSON written by `encoder`.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        var snapshotting = SimplySnapshotting.lines.pullback { (value: Value) -> String in
            do {
                return String(decoding: try encoder.encode(value), as: UTF8.self)
            } catch {
                return "cannot encode \(Value.self) as JSON: \(error)"
            }
        }
        snapshotting.pathExtension = "json"
        return snapshotting
    }
}

/// The lines of `old` and `new` in order: kept ones indented by a space, removed ones after
/// `−`, added ones after `+` (a longest common subsequence), under a `@@` header.
func lineDifference(_ old: [String], _ new: [String]) -> String {
    let n = old.count
    let m = new.count
    var common = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    var lines = ["@@ −1,\(n) +1,\(m) @@"]
    var i = 0
    var j = 0
    while i < n || j < m {
        if i < n, j < m, old[i] == new[j] {
            lines.append(" " + old[i])
            i += 1
            j += 1
        } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
            lines.append("\u{2212}" + old[i])
            i += 1
        } else {
            lines.append("+" + new[j])
            j += 1
        }
    }
    return lines.joined(separator: "\n")
}
