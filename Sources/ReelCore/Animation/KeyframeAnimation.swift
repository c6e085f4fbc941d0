import Foundation

/// An animation through a sequence of values or along a path, like `CAKeyframeAnimation`.
///
/// ```
///  keyTimes  0          0.25                 1       (fractions of the duration)
///  values    v0 ─────── v1 ───────────────── v2
///            timingFunctions[0]  timingFunctions[1]
/// ```
/// - `timingFunction` (from `MediaTiming`) eases the whole animation first; then
///   `timingFunctions[i]` eases segment i.
/// - `keyTimes` default to even spacing. `linear` and `cubic` need one per key frame, from 0
///   to 1, never decreasing; `discrete` one more than values (value i shows from
///   `keyTimes[i]` to `keyTimes[i+1]`), as Core Animation documents, or one per value from 0;
///   the paced modes ignore them. Key times that do not fit are ignored, as Core Animation
///   ignores them (`keyTimesProblem` says why): the key frames are then spaced evenly.
/// - The value never leaves what the key frames and the curve between them span: the eased
///   fraction is clamped to 0…1 before the key frames are looked up.
/// - `path` overrides `values` (the property must hold a `Point`): each non-move element is
///   one segment, and inside a curve the point follows the curve's own parameter (not
///   constant speed) unless the mode is paced. In `cubic` mode a path's segments are followed
///   as in `linear` (their shape already is the curve). `discrete` jumps between the
///   segments' end points.
/// - `rotationMode` turns the layer with the path's tangent: the shown transform is the
///   rotation by the tangent's angle, then the model transform.
public struct KeyframeAnimation: PropertyAnimation {
    /// The key path, additive, cumulative and value function (see `PropertyAnimation`). With a
    /// value function `values` are the function's inputs, and the paced modes give each segment
    /// between them an equal share of the duration (as QuartzCore does), not a share by
    /// distance.
    public var core: PropertyAnimationCore
    /// The key-frame values (ignored when `path` is set).
    public var values: [any AnimatableValue]? {
        didSet { sameTypeValues = ReelCore.sameTypeValues(values) }
    }
    /// `values` as one array of their common type, made when they are set, so that a frame
    /// does not cast every key frame again (nil when the types differ).
    private var sameTypeValues: (any SameTypeValues)?
    /// A path for a `Point` property to follow; overrides `values`.
    public var path: BezierPath?
    /// When each key frame is reached, as fractions of the duration (0…1, non-decreasing;
    /// see the rules above; invalid ones are ignored).
    public var keyTimes: [Double]?
    /// The easing of each segment between key frames.
    public var timingFunctions: [TimingFunction]?
    /// How values between key frames are computed.
    public var calculationMode: CalculationMode = .linear
    /// Whether a layer on a path turns with it.
    public var rotationMode: RotationMode?
    /// Kochanek–Bartels tension per key frame, for the cubic modes: positive tightens the
    /// curve at that key frame, negative rounds it (missing entries are 0).
    public var tensionValues: [Double]?
    /// Kochanek–Bartels continuity per key frame, for the cubic modes: positive gives sharper
    /// corners, negative inverted ones (missing entries are 0).
    public var continuityValues: [Double]?
    /// Kochanek–Bartels bias per key frame, for the cubic modes: positive moves the curve
    /// before the key frame, negative after it (missing entries are 0).
    public var biasValues: [Double]?
    public var timing = MediaTiming()
    public var callbacks: AnimationCallbacks?

    /// An animation of the property at `keyPath`, like `CAKeyframeAnimation(keyPath:)`.
    public init(keyPath: String) {
        core = PropertyAnimationCore(keyPath: keyPath)
    }

    /// An animation of `property`; its name is kept in `keyPath`.
    public init(property: LayerProperty) {
        core = PropertyAnimationCore(property: property)
    }

    /// An animation of a typed layer property (`\.position`).
    /// - Precondition: `keyPath` is a whole `LayerState` property.
    public init<V: AnimatableValue>(keyPath: WritableKeyPath<LayerState, V>) {
        self.init(property: LayerProperty.required(keyPath))
    }

    public func apply(to state: inout LayerState, at time: Double) {
        guard let progress = timing.progress(at: time), let property else { return }
        if let function = drivingValueFunction, path == nil {
            let inputs = (values ?? []).compactMap(function.input)
            guard !inputs.isEmpty, inputs.count == values?.count else { return }
            show(
                valuesValue(inputs, fraction: progress.fraction, pacing: .evenly), of: function,
                cycleEnd: timing.autoreverses ? inputs[0] : inputs[inputs.count - 1], iteration: progress.iteration,
                on: &state)
            return
        }
        let underlying = property.value(in: state)
        if let path {
            guard let u = underlying as? Point else { return }
            let segments = path.segments
            guard let first = segments.first, let last = segments.last else { return }
            let (point, tangent) = pathValue(path, segments, fraction: progress.fraction)
            let cycleEnd = timing.autoreverses ? first.start : last.end
            let v = composed(point, underlying: u, cycleEnd: cycleEnd, iteration: progress.iteration)
            property.set(v, in: &state)
            if let rotationMode {
                var angle = atan2(tangent.y, tangent.x)
                if rotationMode == .rotateAutoReverse { angle += .pi }
                state.transform = Transform3D(AffineTransform(rotationAngle: angle)).concatenating(state.transform)
            }
            return
        }
        func open<V: AnimatableValue>(_ u: V) -> (any AnimatableValue)? {
            let typed =
                (sameTypeValues as? TypedValues<V>)?.values
                ?? (values ?? []).compactMap { castAnimatable($0, to: V.self) }
            guard !typed.isEmpty, typed.count == values?.count else { return nil }
            let v = valuesValue(typed, fraction: progress.fraction)
            let cycleEnd = timing.autoreverses ? typed[0] : typed[typed.count - 1]
            return composed(v, underlying: u, cycleEnd: cycleEnd, iteration: progress.iteration)
        }
        if let v = open(underlying) { property.set(v, in: &state) }
    }

    // MARK: - Key times

    /// How many key frames the animation has: its values, or for a path its start point and
    /// the end point of each segment (the path's control points in Core Animation's sense).
    public var keyframeCount: Int {
        if let path { return path.segments.count + 1 }
        return values?.count ?? 0
    }

    /// Why `keyTimes` are not used, or nil when they are used (or absent). Core Animation's
    /// rule (`CAKeyframeAnimation.keyTimes`): in `linear` and `cubic` modes one time per key
    /// frame, starting at 0, ending at 1, never decreasing; in `discrete` mode one more time
    /// than key frames, from 0 to 1 (one time per key frame, starting at 0, is accepted too:
    /// the last value then holds from its time to the end); the paced modes ignore them.
    /// "If the values in this array are invalid or inappropriate for the current
    /// calculationMode, they are ignored": the key frames are then spaced evenly.
    public var keyTimesProblem: String? {
        guard let times = keyTimes else { return nil }
        return Self.keyTimesProblem(times, count: keyframeCount, mode: calculationMode)
    }

    static func keyTimesProblem(_ times: [Double], count n: Int, mode: CalculationMode) -> String? {
        func f(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x) }
        switch mode {
        case .paced, .cubicPaced:
            return "the \(mode.rawValue) calculation mode ignores key times"
        case .linear, .cubic:
            if times.count != n {
                return "\(times.count) key times for \(n) key frames; the \(mode.rawValue) mode needs one per key frame"
            }
        case .discrete:
            if times.count != n && times.count != n + 1 {
                return "\(times.count) key times for \(n) key frames; the discrete mode needs \(n + 1) (or \(n))"
            }
        }
        if let bad = times.first(where: { !$0.isFinite }) { return "key time \(bad) is not a number" }
        if let first = times.first, first != 0 { return "key times must start at 0, not \(f(first))" }
        for i in times.indices.dropFirst() where times[i] < times[i - 1] {
            return "key times must not decrease (\(f(times[i])) after \(f(times[i - 1])))"
        }
        if let last = times.last, last > 1 { return "key times must not pass 1 (the last is \(f(last)))" }
        let mustEndAtOne = mode != .discrete || times.count == n + 1
        if mustEndAtOne, let last = times.last, last != 1 { return "key times must end at 1, not \(f(last))" }
        return nil
    }

    /// The key times used for `n` key frames: `keyTimes` when valid for the mode, else evenly
    /// spaced (`n` times from 0 to 1; `n + 1` in discrete mode).
    func effectiveKeyTimes(count n: Int) -> [Double] {
        if let keyTimes, Self.keyTimesProblem(keyTimes, count: n, mode: calculationMode) == nil { return keyTimes }
        if calculationMode == .discrete { return (0...n).map { Double($0) / Double(n) } }
        return Self.evenTimes(count: n)
    }

    // MARK: - Values

    /// How the paced modes space key frames in time.
    enum Pacing {
        /// In proportion to the distance between values (constant speed).
        case byDistance
        /// One equal share of the duration per segment: QuartzCore's spacing for the inputs of a
        /// `valueFunction`, which are numbers for the function, not positions to move at a speed.
        case evenly
    }

    /// The value at eased whole-animation fraction `f`. The fraction is clamped to 0…1 first:
    /// key times are fractions of the duration, so an overshooting `timingFunction` holds the
    /// first or last key frame instead of extrapolating past it. `pacing` says how the paced
    /// modes space the key frames.
    func valuesValue<V: AnimatableValue>(_ values: [V], fraction: Double, pacing: Pacing = .byDistance) -> V {
        let n = values.count
        if n == 1 { return values[0] }
        let f = min(max(fraction, 0), 1)
        switch calculationMode {
        case .discrete:
            return values[discreteIndex(count: n, fraction: f)]
        case .linear, .cubic:
            let times = effectiveKeyTimes(count: n)
            let (i, local) = segment(times, fraction: f, eased: true)
            return calculationMode == .linear
                ? values[i].interpolated(to: values[i + 1], amount: local)
                : cubicValue(values, times: times, segment: i, amount: local)
        case .paced, .cubicPaced:
            let times = pacing == .evenly ? Self.evenTimes(count: n) : Self.pacedTimes(values)
            let (i, local) = segment(times, fraction: f, eased: false)
            return calculationMode == .paced
                ? values[i].interpolated(to: values[i + 1], amount: local)
                : cubicValue(values, times: times, segment: i, amount: local)
        }
    }

    /// The index of the value shown in discrete mode at fraction `f`: the last key frame whose
    /// key time is at or before `f`.
    func discreteIndex(count n: Int, fraction f: Double) -> Int {
        let times = effectiveKeyTimes(count: n)
        var index = 0
        for (i, k) in times.enumerated() where i < n && k <= f { index = i }
        return index
    }

    /// The segment containing `f` (0…1) and the (segment-eased) fraction inside it, in 0…1.
    func segment(_ times: [Double], fraction f: Double, eased: Bool) -> (Int, Double) {
        let last = times.count - 2
        var i = 0
        while i < last && f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (f - times[i]) / span : (f >= times[i + 1] ? 1 : 0)
        local = min(max(local, 0), 1)
        if eased, let functions = timingFunctions, i < functions.count {
            local = functions[i].value(at: local)
        }
        return (i, local)
    }

    /// Key times proportional to the cumulative distance between values.
    static func pacedTimes<V: AnimatableValue>(_ values: [V]) -> [Double] {
        var cumulative = [0.0]
        for i in 1..<values.count { cumulative.append(cumulative[i - 1] + values[i - 1].distance(to: values[i])) }
        let total = cumulative[cumulative.count - 1]
        guard total > 0 else { return evenTimes(count: values.count) }
        return cumulative.map { $0 / total }
    }

    /// `n` key times from 0 to 1, evenly spaced.
    static func evenTimes(count n: Int) -> [Double] {
        (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The Kochanek–Bartels parameters of key frame `k` (0 where an array is absent or short,
    /// as Core Animation documents).
    func tcb(_ k: Int) -> (tension: Double, continuity: Double, bias: Double) {
        func at(_ a: [Double]?) -> Double { a.flatMap { k < $0.count ? $0[k] : nil } ?? 0 }
        return (at(tensionValues), at(continuityValues), at(biasValues))
    }

    /// A Hermite segment between `values[i]` and `values[i+1]` with Kochanek–Bartels tangents
    /// (`tensionValues`, `continuityValues`, `biasValues`; all 0 gives Catmull-Rom):
    ///
    /// ```
    ///  d0 = P[k] − P[k−1]   d1 = P[k+1] − P[k]      (at an end, the missing one is the other)
    ///  out[k] = (1−T)(1+B)(1−C)/2 · d0 + (1−T)(1−B)(1+C)/2 · d1
    ///  in[k]  = (1−T)(1+B)(1+C)/2 · d0 + (1−T)(1−B)(1−C)/2 · d1
    ///  uneven key times (inner key frames): out[k] · 2N[k]/(N[k−1]+N[k]), in[k] · 2N[k−1]/(N[k−1]+N[k])
    /// ```
    /// where N[k] is segment k's share of the duration (Kochanek and Bartels 1984, §4). An end
    /// key frame has one step only, and it stands for the missing one too (`d0 = d1`), so with
    /// T = C = B = 0 the end tangent is the whole first or last step, as QuartzCore's curve is
    /// (two key frames then move linearly). With even key times this is the classic Catmull-Rom
    /// spline inside; with uneven ones it is smooth in time (equal velocity either side of a
    /// key frame).
    func cubicValue<V: AnimatableValue>(_ values: [V], times: [Double], segment i: Int, amount t: Double) -> V {
        let last = values.count - 1
        func tangents(_ k: Int) -> (incoming: V, outgoing: V) {
            let (tension, continuity, bias) = tcb(k)
            let before = k > 0 ? values[k].subtracting(values[k - 1]) : nil
            let after = k < last ? values[k + 1].subtracting(values[k]) : nil
            guard let d0 = before ?? after, let d1 = after ?? before else {
                let zero = values[k].subtracting(values[k])  // one key frame: no step, no slope
                return (zero, zero)
            }
            let a = 1 - tension
            var outgoing = d0.scaled(by: a * (1 + bias) * (1 - continuity) / 2)
                .adding(d1.scaled(by: a * (1 - bias) * (1 + continuity) / 2))
            var incoming = d0.scaled(by: a * (1 + bias) * (1 + continuity) / 2)
                .adding(d1.scaled(by: a * (1 - bias) * (1 - continuity) / 2))
            if k > 0 && k < last {
                let before = times[k] - times[k - 1]
                let after = times[k + 1] - times[k]
                let sum = before + after
                if sum > 0 {
                    outgoing = outgoing.scaled(by: 2 * after / sum)
                    incoming = incoming.scaled(by: 2 * before / sum)
                }
            }
            return (incoming, outgoing)
        }
        let p1 = values[i]
        let p2 = values[i + 1]
        let m1 = tangents(i).outgoing
        let m2 = tangents(i + 1).incoming
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
            guard let location = measure.location(atLength: min(max(f, 0), 1) * measure.length) else {
                return (segments[0].start, direction(segments[0], 0))
            }
            let segment = segments[location.segmentIndex]
            return (segment.point(at: location.t), direction(segment, location.t))
        case .discrete:
            let points = [segments[0].start] + segments.map(\.end)
            let i = discreteIndex(count: n + 1, fraction: min(max(f, 0), 1))
            let segment = segments[min(max(i - 1, 0), n - 1)]
            return (points[i], direction(segment, i == 0 ? 0 : 1))
        case .linear, .cubic:
            let (i, t) = segment(effectiveKeyTimes(count: n + 1), fraction: min(max(f, 0), 1), eased: true)
            return (segments[i].point(at: t), direction(segments[i], t))
        }
    }
}

/// Key-frame values of one type, cast once: `[V]` for the type `V` of the first value, when
/// every value has that type.
private protocol SameTypeValues: Sendable {}

/// The values of a `SameTypeValues`; asking for them as `[V]` is one class cast.
private final class TypedValues<V: AnimatableValue>: SameTypeValues {
    let values: [V]
    init(_ values: [V]) { self.values = values }
}

/// The values, cast once, when every one has the type of the first (else nil).
private func sameTypeValues(_ values: [any AnimatableValue]?) -> (any SameTypeValues)? {
    guard let values, let first = values.first else { return nil }
    func cast<V: AnimatableValue>(_ first: V) -> (any SameTypeValues)? {
        var typed: [V] = []
        typed.reserveCapacity(values.count)
        for value in values {
            guard let v = value as? V else { return nil }
            typed.append(v)
        }
        return TypedValues(typed)
    }
    return cast(first)
}
