import Reel
import ReelCore
import ReelScene

extension SceneCommand {
    /// What `reel info` adds for a layer's non-default corner, contents and shadow-path
    /// properties: `" [cornerCurve continuous, maskedCorners 2, contentsRect, nine-part,
    /// magnificationFilter nearest, shadowPath]"`, or nothing.
    static func describeAppearance(_ s: LayerState) -> String {
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        var parts: [String] = []
        if s.cornerCurve != .circular { parts.append("cornerCurve \(s.cornerCurve.rawValue)") }
        if s.maskedCorners != .all { parts.append("maskedCorners \(s.maskedCorners.corners.count)") }
        if s.contentsRect != unit { parts.append("contentsRect") }
        if s.contentsCenter != unit { parts.append("nine-part") }
        if s.minificationFilter != .linear { parts.append("minificationFilter \(s.minificationFilter.rawValue)") }
        if s.magnificationFilter != .linear { parts.append("magnificationFilter \(s.magnificationFilter.rawValue)") }
        if s.shadowPath != nil { parts.append("shadowPath") }
        return parts.isEmpty ? "" : " [" + parts.joined(separator: ", ") + "]"
    }
}
