import Foundation

/// How a key-frame animation computes values between key frames, as
/// `CAAnimationCalculationMode`.
public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    /// Straight interpolation between neighbouring key frames (for a path: along each segment
    /// at the curve's own parameter).
    case linear
    /// Each value is held until the next key time; no interpolation.
    case discrete
    /// Constant speed: key times and timing functions are ignored and time is spread by
    /// distance (arc length for a path).
    case paced
    /// A smooth Catmull-Rom spline through the values (smooth in time, also with uneven key
    /// times).
    case cubic
    /// `cubic` with key times spread by distance, as `paced`.
    case cubicPaced
}

/// Whether a layer moving along a path turns with it, as `CAAnimationRotationMode`.
public enum RotationMode: String, Hashable, Sendable, CaseIterable {
    /// The layer turns to match the path's tangent.
    case rotateAuto
    /// The layer turns to match the tangent plus half a turn.
    case rotateAutoReverse
}

/// An animation through a sequence of values or along a path, like `CAKeyframeAnimation`.
///
/// ```
///  keyTimes  0          0.25                 1       (fractions of the duration)
///  values    v0 ─────── v1 ───────────────── v2
///            timingFunctions[0]  timingFunctions[1]
/// ```
/// - `timingFunction` (from `MediaTiming`) eases the whole animation first; then
///   `timingFunctions[i]` eases segment i.
/// - `keyTimes` default to even spacing; in `discrete` mode there may be one more key time
///   than values (value i shows from `keyTimes[i]` to `keyTimes[i+1]`), as Core Animation
///   documents, and by default each value holds for an equal share.
/// - `path` overrides `values` (the property must hold a `Point`): each non-move element is
///   one segment, and inside a curve the point follows the curve's own parameter (not
///   constant speed) unless the mode is paced. In `cubic` mode a path's segments are followed
///   as in `linear` (their shape already is the curve). `discrete` jumps between the
///   segments' end points.
/// - `rotationMode` turns the layer with the path's tangent: the shown transform is the
///   rotation by the tangent's angle, then the model transform.
public struct KeyframeAnimation: Animation {
    /// The animated property, as a Core Animation key path.
    public var keyPath: String
    /// The key-frame values (ignored when `path` is set).
    public var values: [any AnimatableValue]?
    /// A path for a `Point` property to follow; overrides `values`.
    public var path: BezierPath?
    /// When each key frame is reached, as fractions of the duration (0…1, non-decreasing).
    public var keyTimes: [Double]?
    /// The easing of each segment between key frames.
    public var timingFunctions: [TimingFunction]?
    /// How values between key frames are computed.
    public var calculationMode: CalculationMode = .linear
    /// Whether a layer on a path turns with it.
    public var rotationMode: RotationMode?
    /// Whether the value is added to the underlying value.
    public var isAdditive: Bool = false
    /// Whether each repeat cycle builds on the end value of the previous one.
    public var isCumulative: Bool = false

    public var timing = MediaTiming()
    public var callbacks: AnimationCallbacks?

    /// An animation of the property at `keyPath`, like `CAKeyframeAnimation(keyPath:)`.
    public init(keyPath: String) {
        self.keyPath = keyPath
    }

    /// An animation of a typed layer property (`\.position`).
    /// - Precondition: `keyPath` is a whole `LayerState` property.
    public init<V: AnimatableValue>(keyPath: WritableKeyPath<LayerState, V>) {
        self.keyPath = LayerProperty.requiredName(of: keyPath)
    }

    public func apply(to state: inout LayerState, at time: Double) {
        guard let progress = timing.progress(at: time), let property = LayerProperty.named(keyPath) else { return }
        let underlying = property.value(in: state)
        if let path {
            guard let u = underlying as? Point else { return }
            let segments = path.segments
            guard let first = segments.first, let last = segments.last else { return }
            let (point, tangent) = pathValue(path, segments, fraction: progress.fraction)
            let cycleEnd = timing.autoreverses ? first.start : last.end
            let v = PropertyComposition.finish(
                point, underlying: u, isAdditive: isAdditive, isCumulative: isCumulative,
                cycleEnd: cycleEnd, iteration: progress.iteration)
            property.set(v, in: &state)
            if let rotationMode {
                var angle = atan2(tangent.y, tangent.x)
                if rotationMode == .rotateAutoReverse { angle += .pi }
                state.transform = AffineTransform(rotationAngle: angle).concatenating(state.transform)
            }
            return
        }
        func open<V: AnimatableValue>(_ u: V) -> (any AnimatableValue)? {
            let typed = (values ?? []).compactMap { castAnimatable($0, to: V.self) }
            guard !typed.isEmpty, typed.count == values?.count else { return nil }
            let v = valuesValue(typed, fraction: progress.fraction)
            let cycleEnd = timing.autoreverses ? typed[0] : typed[typed.count - 1]
            return PropertyComposition.finish(
                v, underlying: u, isAdditive: isAdditive, isCumulative: isCumulative,
                cycleEnd: cycleEnd, iteration: progress.iteration)
        }
        if let v = open(underlying) { property.set(v, in: &state) }
    }

    // MARK: - Values

    /// The value at eased whole-animation fraction `f`.
    func valuesValue<V: AnimatableValue>(_ values: [V], fraction f: Double) -> V {
        let n = values.count
        if n == 1 { return values[0] }
        switch calculationMode {
        case .discrete:
            return values[discreteIndex(count: n, fraction: f)]
        case .linear, .cubic:
            let times = keyTimesOrEven(count: n)
            let (i, local) = segment(times, fraction: f, eased: true)
            return calculationMode == .linear
                ? values[i].interpolated(to: values[i + 1], amount: local)
                : Self.catmullRom(values, times: times, segment: i, amount: local)
        case .paced, .cubicPaced:
            let times = Self.pacedTimes(values)
            let (i, local) = segment(times, fraction: f, eased: false)
            return calculationMode == .paced
                ? values[i].interpolated(to: values[i + 1], amount: local)
                : Self.catmullRom(values, times: times, segment: i, amount: local)
        }
    }

    /// The index of the value shown in discrete mode at fraction `f`.
    func discreteIndex(count n: Int, fraction f: Double) -> Int {
        let times = keyTimes.flatMap { $0.count >= n ? $0 : nil } ?? (0...n).map { Double($0) / Double(n) }
        var index = 0
        for (i, k) in times.enumerated() where i < n && k <= f { index = i }
        return index
    }

    /// `keyTimes` when they fit `n` key frames, else evenly spaced times.
    func keyTimesOrEven(count n: Int) -> [Double] {
        if let keyTimes, keyTimes.count == n { return keyTimes }
        return (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The segment containing `f` and the (segment-eased) fraction inside it.
    func segment(_ times: [Double], fraction f: Double, eased: Bool) -> (Int, Double) {
        let last = times.count - 2
        var i = 0
        while i < last && f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (f - times[i]) / span : (f >= times[i + 1] ? 1 : 0)
        if eased, let functions = timingFunctions, i < functions.count {
            // Segment curves are defined on 0…1; the whole-animation curve may overshoot.
            if local >= 0 && local <= 1 { local = functions[i].value(at: local) }
        }
        return (i, local)
    }

    /// Key times proportional to the cumulative distance between values.
    static func pacedTimes<V: AnimatableValue>(_ values: [V]) -> [Double] {
        var cumulative = [0.0]
        for i in 1..<values.count { cumulative.append(cumulative[i - 1] + values[i - 1].distance(to: values[i])) }
        let total = cumulative[cumulative.count - 1]
        guard total > 0 else { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
        return cumulative.map { $0 / total }
    }

    /// A Catmull-Rom Hermite segment between `values[i]` and `values[i+1]` that is smooth in
    /// *time*: the velocity at key frame k is `(v[k+1] − v[k−1]) / (t[k+1] − t[k−1])`
    /// (one-sided, halved, at the ends), scaled by each segment's duration. With even key
    /// times this is the classic Catmull-Rom spline.
    static func catmullRom<V: AnimatableValue>(_ values: [V], times: [Double], segment i: Int, amount t: Double) -> V {
        let last = values.count - 1
        func velocity(_ k: Int) -> V {
            let a = max(k - 1, 0)
            let b = min(k + 1, last)
            let span = times[b] - times[a]
            guard span > 0 else { return values[k].subtracting(values[k]) }
            let scale = (a == k || b == k) ? 0.5 : 1
            return values[b].subtracting(values[a]).scaled(by: scale / span)
        }
        let p1 = values[i]
        let p2 = values[i + 1]
        let duration = times[i + 1] - times[i]
        let m1 = velocity(i).scaled(by: duration)
        let m2 = velocity(i + 1).scaled(by: duration)
        let t2 = t * t
        let t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1
        let h10 = t3 - 2 * t2 + t
        let h01 = -2 * t3 + 3 * t2
        let h11 = t3 - t2
        return p1.scaled(by: h00).adding(m1.scaled(by: h10)).adding(p2.scaled(by: h01)).adding(m2.scaled(by: h11))
    }

    // MARK: - Paths

    /// The point and direction of travel on the path at eased whole-animation fraction `f`.
    func pathValue(_ path: BezierPath, _ segments: [PathSegment], fraction f: Double) -> (Point, Point) {
        let n = segments.count
        func direction(_ segment: PathSegment, _ t: Double) -> Point {
            segment.tangent(at: t) ?? Point(x: 1, y: 0)
        }
        switch calculationMode {
        case .paced, .cubicPaced:
            let measure = PathMeasure(path)
            guard let location = measure.location(atLength: f * measure.length) else {
                return (segments[0].start, direction(segments[0], 0))
            }
            let segment = segments[location.segmentIndex]
            return (segment.point(at: location.t), direction(segment, location.t))
        case .discrete:
            let points = [segments[0].start] + segments.map(\.end)
            let i = discreteIndex(count: n + 1, fraction: f)
            let segment = segments[min(max(i - 1, 0), n - 1)]
            return (points[i], direction(segment, i == 0 ? 0 : 1))
        case .linear, .cubic:
            let (i, t) = segment(keyTimesOrEven(count: n + 1), fraction: f, eased: true)
            return (segments[i].point(at: t), direction(segments[i], t))
        }
    }
}
