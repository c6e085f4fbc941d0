/// The largest documents Reel accepts, checked before anything is allocated.
///
/// A canvas of 100000 × 100000 points would need 40 GB per frame; it is rejected while the
/// document is read, with the limit in the message.
public enum SceneLimits {
    /// The longest side of the canvas in pixels (`size × scale`).
    public static let maxPixelSide = 16_384
    /// The most pixels in one frame: 8192 × 8192 (256 MiB of BGRA).
    public static let maxPixelCount = 8_192 * 8_192
    /// The highest frame rate.
    public static let maxFPS = 240.0
    /// The longest clip, in seconds (one hour).
    public static let maxDuration = 3_600.0
    /// The largest scale factor.
    public static let maxScale = 16.0
    /// The most layers in one document.
    public static let maxLayers = 100_000
}
