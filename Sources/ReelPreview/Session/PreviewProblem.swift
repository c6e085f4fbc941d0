import Foundation
import Reel
import ReelCore
import ReelRender
import ReelScene

/// One problem of a scene document as the page shows it: where (line and column when the
/// document's text says) and what.
public struct PreviewProblem: Hashable, Sendable {
    public var line: Int?
    public var column: Int?
    /// The JSON path (`layers[0].opacity`), or empty for the whole file.
    public var path: String
    /// `reel validate`'s line for it: `scene.json: layers[0].opacity (line 7, column 18): …`.
    public var text: String

    init(_ diagnostic: SceneDiagnostic, file: String) {
        line = diagnostic.location?.line
        column = diagnostic.location?.column
        path = diagnostic.path.description
        text = "\(file): \(diagnostic)"
    }

    init(text: String) {
        self.text = text
        path = ""
    }

    /// The problems of a failed load, one per diagnostic.
    static func list(_ error: SceneLoadError, file: String) -> [PreviewProblem] {
        switch error {
        case .cannotRead: [PreviewProblem(text: error.description)]
        case .invalid(let e): e.diagnostics.map { PreviewProblem($0, file: file) }
        }
    }
}
