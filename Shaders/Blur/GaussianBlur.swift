import Foundation

/// A separable Gaussian blur on 8-bit planes (an alpha plane, or interleaved channels such as
/// BGRA), with integer weights so the result is the same on every machine and thread.
///
/// ## Core Animation's `shadowRadius`
/// Apple documents `shadowRadius` only as "the blur radius (in points) used to render the
/// layer's shadow". Designers' tools give the usable relation: Sketch, Figma and Zeplin hand
/// iOS developers `layer.shadowRadius = blur / 2`, where `blur` is the same number those tools
/// write into CSS `box-shadow`, and CSS (like Canvas 2D) defines a blur `B` as a Gaussian with
/// standard deviation `B / 2`. So `shadowRadius` r ≙ CSS blur 2r ≙ **σ = r**, which
/// `init(shadowRadius:scale:)` uses. (Reading `shadowRadius` as a CSS-style blur radius would
/// give σ = r / 2, visibly tighter shadows; `sigma(forShadowRadius:)` is the one place to
/// change if measurements on a device ever say otherwise.)
///
/// ## Kernel and rounding
/// Weights are `exp(-i² / 2σ²)` for `|i| ≤ ceil(3σ)`, normalized and quantized to integers
/// that sum to exactly 65,536 (the rounding remainder goes to the centre tap). The horizontal
/// pass keeps 4 fractional bits (`h = (Σ wᵢ·v + 2¹¹) >> 12`, at most 4,080); the vertical pass
/// rounds to 8 bits (`(Σ wᵢ·h + 2¹⁹) >> 20`). Every sum fits in 32 bits. A constant plane
/// therefore stays exactly constant.
///
/// ## Edges
/// `.transparent` reads samples outside the plane as 0 (a shadow fades out; callers pad the
/// plane by `radius` on each side so nothing is cut); `.clamp` repeats the edge sample.
public struct GaussianBlur: Hashable, Sendable {
    /// How samples outside the plane are read.
    public enum Edge: Hashable, Sendable {
        /// Outside samples are 0 (transparent).
        case transparent
        /// Outside samples repeat the nearest edge sample.
        case clamp
    }

    /// The directions a blur spreads in: both (a round blur), or rows or columns only (After
    /// Effects' Gaussian Blur's "Blur Dimensions").
    public struct Axes: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Along rows (each sample spreads left and right).
        public static let horizontal = Axes(rawValue: 1)
        /// Along columns (each sample spreads up and down).
        public static let vertical = Axes(rawValue: 2)
        public static let both: Axes = [.horizontal, .vertical]
    }

    /// The standard deviation in pixels (0: no blur).
    public let sigma: Double
    /// Half the kernel width: the kernel has `2 * radius + 1` taps.
    public let radius: Int
    /// The quantized weights, `2 * radius + 1` of them, summing to `GaussianBlur.weightSum`.
    public let weights: [Int]

    /// The sum of the integer weights (2¹⁶).
    public static let weightSum = 1 << 16
    /// The largest σ accepted; larger values are clamped (a 769-tap kernel).
    public static let maximumSigma = 128.0

    /// A blur with standard deviation `sigma` pixels. Non-finite or non-positive values give
    /// the identity (no blur); values above `maximumSigma` are clamped.
    public init(sigma: Double) {
        let s = sigma.isFinite && sigma > 0 ? min(sigma, Self.maximumSigma) : 0
        let r = Int((3 * s).rounded(.up))
        guard s > 0, r > 0 else {
            self.sigma = 0
            self.radius = 0
            self.weights = [Self.weightSum]
            return
        }
        var raw = [Double](repeating: 0, count: 2 * r + 1)
        for i in -r...r { raw[i + r] = exp(-Double(i * i) / (2 * s * s)) }
        let total = raw.reduce(0, +)
        var q = raw.map { Int(($0 / total * Double(Self.weightSum)).rounded()) }
        q[r] += Self.weightSum - q.reduce(0, +)
        self.sigma = s
        self.radius = r
        self.weights = q
    }

    /// The blur Core Animation applies for `shadowRadius` points, drawn at `scale` pixels per point.
    public init(shadowRadius: Double, scale: Double = 1) {
        self.init(sigma: Self.sigma(forShadowRadius: shadowRadius) * scale)
    }

    /// The Gaussian standard deviation (points) for a Core Animation `shadowRadius` (points): σ = r.
    public static func sigma(forShadowRadius radius: Double) -> Double {
        radius
    }

    /// Blurs `plane` in place.
    /// - Parameters:
    ///   - plane: `width * height * channels` bytes, rows top to bottom, channels interleaved.
    ///   - channels: samples per pixel (1 for an alpha plane, 4 for BGRA); each is blurred alone.
    ///     Blurring premultiplied BGRA this way is correct; straight alpha is not.
    /// - Precondition: `plane.count == width * height * channels`.
    /// - Complexity: O(width · height · channels · radius).
    ///   - axes: the directions blurred (`.both` unless only rows or only columns spread).
    public func apply(
        to plane: inout [UInt8], width: Int, height: Int, channels: Int = 1, edge: Edge = .transparent,
        axes: Axes = .both
    ) {
        precondition(width >= 0 && height >= 0 && channels > 0, "invalid plane geometry")
        precondition(plane.count == width * height * channels, "plane size does not match width × height × channels")
        guard radius > 0, width > 0, height > 0 else { return }
        plane.withUnsafeMutableBufferPointer {
            apply(to: $0, width: width, height: height, channels: channels, edge: edge, axes: axes)
        }
    }
}
