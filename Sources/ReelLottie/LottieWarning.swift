import Foundation
import ReelScene

/// A Lottie feature that Reel does not draw, or draws otherwise: reported per file with the
/// layer it is in (`reel` prints `warning: FILE: PATH: message`; `--strict` makes it an error).
public struct LottieWarning: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path in the Lottie file (`layers[2].ef`).
    public var path: JSONPath
    public var location: SourceLocation?
    /// What is not drawn and how it is drawn instead, naming the layer.
    public var message: String

    public var description: String {
        if let location { return "\(path) (\(location)): \(message)" }
        return "\(path): \(message)"
    }

    public var diagnostic: SceneDiagnostic {
        SceneDiagnostic(.range, path: path, location: location, message: message)
    }
}
