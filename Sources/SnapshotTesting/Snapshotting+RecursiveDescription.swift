import UIKit

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree as text, in the form of UIKit's `recursiveDescription` without pointers:
    /// a line per view, `   | ` per level of depth, each
    /// `<Class; frame = (x y; w h); alpha = a; hidden = YES; layer = <LayerClass>>` (alpha only
    /// when not 1, hidden only when hidden). The view is sized to `size` and laid out first.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// `recursiveDescription`, sized to `size` (else the view's frame).
    public static func recursiveDescription(size: CGSize? = nil) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            prepare(view, size: size)
            var lines: [String] = []
            describeTree(view, depth: 0, into: &lines)
            return lines.joined(separator: "\n")
        }
    }
}

/// Appends `view`'s line and its subviews' (one level deeper each) to `lines`.
func describeTree(_ view: UIView, depth: Int, into lines: inout [String]) {
    let f = view.frame
    var parts = [
        "<\(type(of: view))", "frame = (\(number(f.minX)) \(number(f.minY)); \(number(f.width)) \(number(f.height)))",
    ]
    if view.alpha != 1 { parts.append("alpha = \(number(view.alpha))") }
    if view.isHidden { parts.append("hidden = YES") }
    parts.append("layer = <\(type(of: view.layer))>>")
    lines.append(String(repeating: "   | ", count: depth) + parts.joined(separator: "; "))
    for subview in view.subviews { describeTree(subview, depth: depth + 1, into: &lines) }
}

/// `12`, `12.5`: as UIKit prints frame numbers (`%g`).
private func number(_ value: CGFloat) -> String {
    let v = Double(value)
    return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
}
