import ReelCore

/// How GIF colours are chosen.
public enum GIFPalette: String, Hashable, Sendable, CaseIterable {
    /// One palette for the clip when its colours fit one (libimagequant reaches
    /// `GIFWriter.minimumSharedQuality` on every stored pixel), a palette per frame when they
    /// do not (checked after 1, 2, 4, 8 … frames and at the end). The writer's notes say which.
    case automatic = "auto"
    /// Each frame gets its own 256-colour palette (libimagequant per frame). Best for
    /// photo-rich or colourful clips; costs up to 768 bytes per frame.
    case perFrame = "per-frame"
    /// One palette for the whole clip, from a histogram of every stored pixel (two passes: the
    /// stored rectangles wait on disk beside the output until the end), mapped without
    /// dithering. Best for flat UI clips.
    case shared
}
