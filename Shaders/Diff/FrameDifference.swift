import Foundation

/// How two frames differ, pixel by pixel: the figures `reel verify` reports and a heat map.
public struct FrameDifference: Sendable {
    /// Pixels whose four bytes are not all equal.
    public var differingPixels: Int
    /// The largest absolute difference of one channel byte (B, G, R or A), 0…255.
    public var maxChannelDifference: Int
    /// The ΔE formula the colours were compared with (``ColorDifference``).
    public var formula: ColorDifference.Formula
    /// The largest colour difference between two pixels (each composited over white), by
    /// ``formula``.
    public var maxDeltaE: Double
    /// Pixels whose colour difference is at most the tolerance given to `compare`.
    public var perceptuallyMatchingPixels: Int
    /// Total pixels compared.
    public var pixelCount: Int
    /// A picture of the difference: matching pixels are the reference, faded to grey; differing
    /// pixels are yellow (barely) to red (strongly, ΔE ≥ 20). Opaque, premultiplied BGRA.
    public var heatMap: Frame

    /// The share of pixels that match perceptually, 0…1 (1 for empty frames).
    public var perceptualMatchRatio: Double {
        pixelCount == 0 ? 1 : Double(perceptuallyMatchingPixels) / Double(pixelCount)
    }
}
