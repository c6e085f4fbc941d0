import ReelCore

/// Ports of Core Animation snippets written as app code writes them, one file per feature
/// (a shimmer placeholder, a confetti burst, a replicator spinner, a card flip, a mask reveal…).
///
/// Each port is a caseless enum with a `static func stage() -> Stage` that builds the scene with
/// Core Animation's names; `docs/gallery/<name>.json` is the same scene exported as a document
/// and `docs/gallery/<name>.gif` its preview. `GalleryTests` checks that the port and the
/// document give the same frames and that chosen pixels match the feature's formulas.
public enum Gallery {
    /// Canvas size shared by the gallery scenes, in points.
    public static let canvas = Size(width: 240, height: 240)

    /// A layer named "container" filling `root`, added to it, whose `sublayerTransform` gives
    /// its sublayers perspective (`m34 = −1 / eyeDistance`), as app code sets up a 3-D scene:
    ///
    /// ```swift
    /// var perspective = CATransform3DIdentity
    /// perspective.m34 = -1 / eyeDistance
    /// container.sublayerTransform = perspective
    /// ```
    static func perspectiveContainer(in root: Layer, eyeDistance: Double) -> Layer {
        let container = Layer()
        container.name = "container"
        container.frame = root.bounds
        var perspective = Transform3D.identity
        perspective.m34 = -1 / eyeDistance
        container.sublayerTransform = perspective
        root.addSublayer(container)
        return container
    }
}
