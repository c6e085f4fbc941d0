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

    /// Blurs a plane in place (see `apply(to:width:height:channels:edge:)` on arrays).
    ///
    /// Both passes are written as one multiply-add sweep per pair of symmetric kernel taps over
    /// a whole line (`acc[x] += w[k] · (line[x + k] + line[x + 2r − k])`) in 32-bit integers,
    /// which the compiler vectorizes. Integer sums are exact, so the order does not matter.
    /// Runs of identical rows (common in shadows of rectangles) are computed once: a repeated
    /// input row repeats its horizontal result, and an output row whose whole vertical window
    /// lies in one run equals that row. Both shortcuts give exactly the full sum's bytes.
    /// A pass left out of `axes` is the identity at the same precision (a sample `v` is `16·v`
    /// after the horizontal pass, and `16·v` rounds back to `v`), so one axis alone gives the
    /// bytes a one-dimensional kernel would.
    // Longer than 60 lines: the two passes share their scratch lines and the run table.
    public func apply(
        to plane: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, channels: Int = 1,
        edge: Edge = .transparent, axes: Axes = .both
    ) {
        precondition(plane.count >= width * height * channels, "plane is smaller than width × height × channels")
        guard radius > 0, width > 0, height > 0, !axes.isEmpty, let data = plane.baseAddress else { return }
        let rowLength = width * channels
        let mid = UnsafeMutablePointer<UInt16>.allocate(capacity: rowLength * height)
        defer { mid.deallocate() }
        let taps = 2 * radius + 1
        let w32 = UnsafeMutablePointer<Int32>.allocate(capacity: taps)
        defer { w32.deallocate() }
        for k in 0..<taps { w32[k] = Int32(weights[k]) }

        // Horizontal: data → mid, one channel of one row at a time, through a padded line.
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: width + 2 * radius)
        defer { line.deallocate() }
        let acc = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, rowLength))
        defer { acc.deallocate() }
        // runStart[y]: the first row of the run of identical input rows holding row y. Identical
        // rows (the flat middle of a card's alpha) give identical results, so they are copied.
        let runStart = UnsafeMutablePointer<Int>.allocate(capacity: height)
        defer { runStart.deallocate() }
        for y in 0..<height {
            if y > 0 && memcmp(data + y * rowLength, data + (y - 1) * rowLength, rowLength) == 0 {
                runStart[y] = runStart[y - 1]
                (mid + y * rowLength).update(from: mid + (y - 1) * rowLength, count: rowLength)
                continue
            }
            runStart[y] = y
            guard axes.contains(.horizontal) else {
                let src = data + y * rowLength
                let dst = mid + y * rowLength
                for x in 0..<rowLength { dst[x] = UInt16(src[x]) << 4 }
                continue
            }
            for ch in 0..<channels {
                let src = data + y * rowLength + ch
                for i in 0..<width { line[radius + i] = Int32(src[i * channels]) }
                let first: Int32 = edge == .clamp ? line[radius] : 0
                let last: Int32 = edge == .clamp ? line[radius + width - 1] : 0
                for i in 0..<radius {
                    line[i] = first
                    line[radius + width + i] = last
                }
                // The kernel is symmetric: pair tap k with tap 2r − k (one multiply per pair).
                let centre = line + radius
                let wc = w32[radius]
                for x in 0..<width { acc[x] = wc &* centre[x] }
                for k in 0..<radius {
                    let wk = w32[k]
                    let a = line + k
                    let b = line + 2 * radius - k
                    for x in 0..<width { acc[x] &+= wk &* (a[x] &+ b[x]) }
                }
                let dst = mid + y * rowLength + ch
                for x in 0..<width { dst[x * channels] = UInt16(truncatingIfNeeded: (acc[x] &+ 2048) >> 12) }
            }
        }

        // Vertical: mid → data, whole rows at a time (rows outside the plane are 0 or clamped).
        guard axes.contains(.vertical) else {
            for i in 0..<rowLength * height { data[i] = UInt8(truncatingIfNeeded: (Int32(mid[i]) &+ 8) >> 4) }
            return
        }
        for y in 0..<height {
            // A window of identical rows blurs to the row itself: Σw·h = 2¹⁶·h exactly.
            if y - radius >= 0 && y + radius < height && runStart[y + radius] <= y - radius {
                let src = mid + y * rowLength
                let dst = data + y * rowLength
                for x in 0..<rowLength {
                    dst[x] = UInt8(truncatingIfNeeded: (Int32(src[x]) &* 65536 &+ (1 << 19)) >> 20)
                }
                continue
            }
            func row(_ sy: Int) -> UnsafeMutablePointer<UInt16>? {
                if sy >= 0 && sy < height { return mid + sy * rowLength }
                return edge == .clamp ? mid + min(max(sy, 0), height - 1) * rowLength : nil
            }
            let centre = mid + y * rowLength
            let wc = w32[radius]
            for x in 0..<rowLength { acc[x] = wc &* Int32(centre[x]) }
            for k in 0..<radius {
                let wk = w32[k]
                switch (row(y + k - radius), row(y + radius - k)) {
                case (let a?, let b?):
                    for x in 0..<rowLength { acc[x] &+= wk &* (Int32(a[x]) &+ Int32(b[x])) }
                case (let a?, nil), (nil, let a?):
                    for x in 0..<rowLength { acc[x] &+= wk &* Int32(a[x]) }
                case (nil, nil):
                    break
                }
            }
            let dst = data + y * rowLength
            for x in 0..<rowLength { dst[x] = UInt8(truncatingIfNeeded: (acc[x] &+ (1 << 19)) >> 20) }
        }
    }
}
