import Foundation

/// Reads the shared conformance data (`<repo>/../shared/conformance`, else
/// `/work/shared/conformance`) for the animation tests.
enum AnimationConformance {
    static var folder: URL {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let beside = repo.deletingLastPathComponent().appendingPathComponent("shared/conformance")
        if FileManager.default.fileExists(atPath: beside.path) { return beside }
        return URL(fileURLWithPath: "/work/shared/conformance")
    }

    /// The parsed JSON file `name` in the conformance folder.
    static func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return object
    }

    static func number(_ any: Any?) -> Double {
        (any as? NSNumber)?.doubleValue ?? .nan
    }

    static func numbers(_ any: Any?) -> [Double] {
        (any as? [Any])?.map { number($0) } ?? []
    }
}
