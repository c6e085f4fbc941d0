import Foundation
import ReelRender

/// The drawing environment a reference folder's images were recorded in: `.reel-environment`
/// beside them, one `name=version` line per library Reel draws with (Cairo, Pango, pixman,
/// FreeType, fontconfig…), rewritten whenever an image reference is written there. Images
/// recorded with other library versions need not match byte for byte, so a mismatch says so
/// first, naming what changed.
enum EnvironmentRecord {
    static let fileName = ".reel-environment"

    /// This process's lines.
    static var current: [String] { RenderEnvironment.libraryVersions.map { "\($0.name)=\($0.version)" } }

    /// Writes this process's environment into `directory`.
    static func write(in directory: URL) throws {
        try Data((current.joined(separator: "\n") + "\n").utf8).write(
            to: directory.appendingPathComponent(fileName))
    }

    /// What differs between the environment recorded in `directory` and this one: empty when
    /// equal or when nothing was recorded.
    static func differences(in directory: URL) -> [String] {
        let path = directory.appendingPathComponent(fileName).path
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        let recorded = text.split(separator: "\n").map(String.init)
        let here = current
        func name(_ line: String) -> Substring { line.prefix { $0 != "=" } }
        var out: [String] = []
        for line in recorded where !here.contains(line) {
            let now = here.first { name($0) == name(line) } ?? "no \(name(line))"
            out.append("\(line) when recorded, \(now) here")
        }
        for line in here where !recorded.contains(where: { name($0) == name(line) }) {
            out.append("\(line) here, not recorded")
        }
        return out
    }

    /// The sentence a mismatch starts with when the environment differs, else "".
    static func warning(in directory: URL) -> String {
        let differences = differences(in: directory)
        guard !differences.isEmpty else { return "" }
        return "These references were recorded with other drawing libraries (\(fileName) in \(directory.path)): "
            + differences.joined(separator: "; ") + ". Images need not match byte for byte; "
            + "re-record them here (SNAPSHOT_TESTING_RECORD=failed) if the new ones are right.\n\n"
    }
}
