/// An immutable value snapshot of a layer tree: every layer's shown values at one time.
///
/// This is what the renderer draws and what traces print; it is `Sendable`, so frames can be
/// rasterized on any thread.
public struct LayerSnapshot: Hashable, Sendable {
    public var state: LayerState
    public var sublayers: [LayerSnapshot]

    public init(state: LayerState, sublayers: [LayerSnapshot] = []) {
        self.state = state
        self.sublayers = sublayers
    }

    /// Calls `body` for this layer and every descendant in drawing order (depth first), with
    /// the transform from that layer's coordinates to this snapshot's root coordinates
    /// (flattened as Core Animation does: see `LayerState.sublayerToSelf(_:)`; points of the
    /// layer's plane map with `Transform3D.project`).
    public func forEachLayer(_ body: (LayerSnapshot, Transform3D) throws -> Void) rethrows {
        try visit(toRoot: .identity, body)
    }

    private func visit(toRoot: Transform3D, _ body: (LayerSnapshot, Transform3D) throws -> Void) rethrows {
        try body(self, toRoot)
        for sub in sublayers {
            try sub.visit(toRoot: state.sublayerToSelf(sub.state).concatenating(toRoot), body)
        }
    }
}
