import Foundation

/// The particles an emitter shows at a time, computed in closed form: no state is carried
/// from frame to frame, so a frame's particles depend only on the layer's values and its
/// local time.
///
/// ```
/// cell c, rate r = c.birthRate · layer.birthRate, window [begin, begin + duration)
///   particle k born at  b_k = begin + k / r        (k = 0, 1, 2, …, b_k in the window)
///   alive while         b_k ≤ t < b_k + L_k        (L_k = lifetime ± lifetimeRange)
///   only k in ⌈(t − reach − begin)·r⌉ … ⌊(t − begin)·r⌋ are looked at (reach: the longest
///   a particle or its descendants can be seen), so the cost follows the live particles.
/// ```
/// At age `a`: position `p₀ + v·a + ½·acc·a²`, scale `s₀ + scaleSpeed·a`, colour
/// `c₀ + speed·a` (clamped to 0…1), angle `spin·a`. Each random choice is a counter-based
/// hash (SplitMix64's finalizer) of the layer's seed, the cell's place in the tree, `k` and
/// the attribute, so a particle is the same whichever frame asks for it.
///
/// With an `EmitterRateHistory` (a timeline's snapshots carry one), the rate is piecewise
/// constant over the emitter's local time and a particle's number counts the births so far:
/// ```
///   N(τ) = ∫ from begin to τ of r     (r: the rate of the segment τ lies in)
///   particle k born where N reaches k (in a segment with r > 0: b = s + (k − N(s)) / r)
/// ```
/// so a change of `birthRate` changes the births from then on, and particles already born
/// keep their time, place and random choices. Without one the rate shown at `t` applies to
/// all time (a single segment).
public enum ParticleEvaluator {
    /// The most particles one cell (per parent particle) contributes to a frame.
    public static let maximumParticlesPerCell = 100_000

    /// The live particles of emitter state `s` at its local time `t`, in drawing order
    /// (`renderMode`).
    /// - Complexity: O(live particles (and their ancestors) · log of that for sorted modes).
    public static func particles(of s: LayerState, at t: Double, history: EmitterRateHistory? = nil) -> [Particle] {
        guard s.kind == .emitter, t.isFinite, t >= 0 else { return [] }
        var out: [Particle] = []
        let seedKey = mix(UInt64(bitPattern: Int64(s.seed)) &+ 0x5EED)
        let rates = Rates(layer: s, history: history)
        for (i, cell) in s.emitterCells.enumerated() {
            let key = mix(seedKey ^ (UInt64(i + 1) &* 0x9E37_79B9_7F4A_7C15))
            let window = (start: cell.beginTime, end: cell.duration > 0 ? cell.beginTime + cell.duration : .infinity)
            emit(cell, path: [i], key: key, layer: s, rates: rates, window: window, t: t, parent: nil, into: &out)
        }
        switch s.renderMode {
        case .unordered, .additive: break
        case .oldestFirst: out.sort { $0.birthTime < $1.birthTime }
        case .oldestLast: out.sort { $0.birthTime > $1.birthTime }
        case .backToFront: out.sort { ($0.z, $0.birthTime) < ($1.z, $1.birthTime) }
        }
        return out
    }

    /// How many particles `s` shows at `t` (for `reel trace`).
    public static func liveCount(of s: LayerState, at t: Double, history: EmitterRateHistory? = nil) -> Int {
        particles(of: s, at: t, history: history).count
    }

    /// The particles of an emitter snapshot at its local time, through its rate history.
    public static func particles(of snapshot: LayerSnapshot) -> [Particle] {
        particles(of: snapshot.state, at: snapshot.localTime, history: snapshot.emitterRateHistory)
    }

    // MARK: - Birth schedule

    /// Each cell's rate over time: from the history, or the rate shown now for all time.
    final class Rates {
        let layer: LayerState
        let history: EmitterRateHistory?
        private var cache: [[Int]: [(start: Double, rate: Double)]] = [:]

        init(layer: LayerState, history: EmitterRateHistory?) {
            self.layer = layer
            self.history = history.flatMap { $0.segments.isEmpty ? nil : $0 }
        }

        /// The pieces of the cell at `path` (`cell` is it as shown now).
        func pieces(_ cell: EmitterCell, at path: [Int]) -> [(start: Double, rate: Double)] {
            guard let history else {
                return [(-.infinity, cell.isEnabled ? cell.birthRate * layer.birthRate : 0)]
            }
            if let cached = cache[path] { return cached }
            var pieces = history.pieces(at: path)
            pieces[0].start = -.infinity
            cache[path] = pieces
            return pieces
        }
    }

    /// Calls `body(k, b)` for each particle k whose birth b lies in `window`, at or before `t`
    /// and after `t − reach`, with rates `pieces` counted from the window's start; at most
    /// `maximumParticlesPerCell` of the latest.
    static func forEachBirth(
        pieces: [(start: Double, rate: Double)], window: (start: Double, end: Double), t: Double, reach: Double,
        _ body: (UInt64, Double) -> Void
    ) {
        var n = 0.0  // births counted (fractionally) before the current piece's part of the window
        var found: [(kLo: Double, kHi: Double, lo: Double, n: Double, r: Double)] = []
        for (i, piece) in pieces.enumerated() {
            let lo = max(piece.start, window.start)
            let hi = min(i + 1 < pieces.count ? pieces[i + 1].start : .infinity, window.end)
            guard lo <= t else { break }
            guard hi > lo else { continue }
            let r = piece.rate
            guard r > 0, r.isFinite else { continue }
            let end = n + r * (hi - lo)  // k < end are born here (hi excluded)
            let kLo = max(n.rounded(.up), (n + (t - reach - lo) * r).rounded(.up))
            let kHi = min(end.isFinite ? end.rounded(.up) - 1 : .infinity, (n + (t - lo) * r).rounded(.down))
            if kHi >= kLo, kLo.isFinite, kHi.isFinite { found.append((kLo, kHi, lo, n, r)) }
            n = end
            guard n.isFinite else { break }
        }
        // Only the latest maximumParticlesPerCell are kept.
        var budget = Double(maximumParticlesPerCell)
        var kept: [(kLo: Double, kHi: Double, lo: Double, n: Double, r: Double)] = []
        for f in found.reversed() where budget > 0 {
            let kLo = max(f.kLo, f.kHi - budget + 1)
            kept.append((kLo, f.kHi, f.lo, f.n, f.r))
            budget -= f.kHi - kLo + 1
        }
        for range in kept.reversed() {
            for kd in stride(from: range.kLo, through: range.kHi, by: 1) {
                let birth = range.lo + (kd - range.n) / range.r
                guard birth < window.end, birth <= t, kd >= 0 else { continue }
                body(UInt64(kd), birth)
            }
        }
    }

    // MARK: - Emission

    /// Where a (sub-)particle is born: the parent particle's state at that moment.
    struct Origin {
        var position: Point
        var z: Double
        var direction: Double
        var color: Color
        var scale: Double
    }

    /// A parent particle: enough to place its state at any age.
    struct Parent {
        var motion: Motion
        var birth: Double
        var death: Double
        var color: (Double) -> Color
        var scale: (Double) -> Double
    }

    /// Position and velocity in closed form.
    struct Motion {
        var p0: Point, z0: Double
        var v: Point, vz: Double
        var acc: Point, az: Double

        func position(_ a: Double) -> Point {
            Point(x: p0.x + v.x * a + 0.5 * acc.x * a * a, y: p0.y + v.y * a + 0.5 * acc.y * a * a)
        }
        func z(_ a: Double) -> Double { z0 + vz * a + 0.5 * az * a * a }
        func velocity(_ a: Double) -> Point { Point(x: v.x + acc.x * a, y: v.y + acc.y * a) }
    }

    /// How long after its birth a particle of `cell` or one of its descendants can be seen.
    static func reach(_ cell: EmitterCell, layerLifetime: Double) -> Double {
        let own = cell.maximumLifetime(layerLifetime: layerLifetime)
        let sub = cell.emitterCells.filter(\.isEnabled).map { reach($0, layerLifetime: layerLifetime) }.max() ?? 0
        return own + (sub > 0 ? sub : 0)
    }

    /// A particle's random numbers: one per attribute, the same for any evaluation order.
    struct Draws {
        /// The particle's key, mixed from its cell's and its birth number.
        let key: UInt64
        /// Uniform in [0, 1).
        func u(_ attribute: UInt64) -> Double { unit(mix(key ^ (attribute &* 0xA076_1D64_78BD_642F))) }
        /// Uniform in [−1, 1).
        func sym(_ attribute: UInt64) -> Double { 2 * u(attribute) - 1 }
    }

    /// How a particle looks at an age: colour, scale (both times its parent's at birth) and
    /// angle.
    struct Look {
        var color: (Double) -> Color
        var scale: (Double) -> Double
        var spinRate: Double
    }

    private static func emit(
        _ cell: EmitterCell, path: [Int], key: UInt64, layer s: LayerState, rates: Rates,
        window: (start: Double, end: Double), t: Double, parent: Parent?, into out: inout [Particle]
    ) {
        guard window.start.isFinite, t >= window.start else { return }
        let pieces = rates.pieces(cell, at: path)
        guard pieces.contains(where: { $0.rate > 0 && $0.rate.isFinite }) else { return }
        let reach = reach(cell, layerLifetime: s.lifetime)
        guard reach.isFinite, reach > 0 else { return }
        let hasChildren =
            cell.emitterCells.contains(where: \.isEnabled) || (rates.history != nil && !cell.emitterCells.isEmpty)
        forEachBirth(pieces: pieces, window: window, t: t, reach: reach) { k, birth in
            let draws = Draws(key: mix(key &+ k &* 0xD1B5_4A32_D192_ED03))
            let life = max((cell.lifetime + cell.lifetimeRange * draws.sym(1)) * s.lifetime, 0)
            let age = t - birth
            let visible = age < life
            guard visible || hasChildren else { return }
            let origin = Self.origin(parent: parent, birth: birth, layer: s, draws)
            let motion = Self.motion(cell, from: origin, layer: s, draws)
            let look = Self.look(cell, from: origin, layer: s, draws)
            if visible, cell.contents != nil {
                let particle = Particle(
                    position: motion.position(age), z: motion.z(age), scale: look.scale(age),
                    angle: look.spinRate * age, color: look.color(age), contents: cell.contents,
                    contentsScale: cell.contentsScale, birthTime: birth)
                if particle.position.isFinite, particle.scale.isFinite, particle.angle.isFinite {
                    out.append(particle)
                }
            }
            guard hasChildren else { return }
            let me = Parent(motion: motion, birth: birth, death: birth + life, color: look.color, scale: look.scale)
            for (j, sub) in cell.emitterCells.enumerated() {
                let subKey = mix(draws.key ^ (UInt64(j + 1) &* 0xE703_7ED1_A0B4_28DB))
                let start = birth + sub.beginTime
                let end = min(birth + life, sub.duration > 0 ? start + sub.duration : .infinity)
                emit(
                    sub, path: path + [j], key: subKey, layer: s, rates: rates, window: (start, end), t: t,
                    parent: me, into: &out)
            }
        }
    }

    /// Where a particle born at `birth` starts: on its parent particle, heading its way, or on
    /// the emitter shape.
    static func origin(parent: Parent?, birth: Double, layer s: LayerState, _ draws: Draws) -> Origin {
        guard let parent else {
            let p = birthPoint(s, draws.u(2), draws.u(3))
            return Origin(position: p, z: s.emitterZPosition, direction: 0, color: .white, scale: 1)
        }
        let pa = birth - parent.birth
        let pv = parent.motion.velocity(pa)
        return Origin(
            position: parent.motion.position(pa), z: parent.motion.z(pa),
            direction: pv.x == 0 && pv.y == 0 ? 0 : atan2(pv.y, pv.x), color: parent.color(pa),
            scale: parent.scale(pa))
    }

    /// A particle's motion: its speed and emission angles drawn from the cell's ranges.
    static func motion(_ cell: EmitterCell, from origin: Origin, layer s: LayerState, _ draws: Draws) -> Motion {
        let speed = (cell.velocity + cell.velocityRange * draws.sym(4)) * s.velocity
        let theta = origin.direction + cell.emissionLongitude + cell.emissionRange * (draws.u(5) - 0.5)
        let inPlane = speed * cos(cell.emissionLatitude)
        return Motion(
            p0: origin.position, z0: origin.z, v: Point(x: inPlane * cos(theta), y: inPlane * sin(theta)),
            vz: speed * sin(cell.emissionLatitude), acc: Point(x: cell.xAcceleration, y: cell.yAcceleration),
            az: cell.zAcceleration)
    }

    /// A particle's colour, scale and spin drawn from the cell's ranges, changing with age at
    /// the cell's speeds.
    static func look(_ cell: EmitterCell, from origin: Origin, layer s: LayerState, _ draws: Draws) -> Look {
        let s0 = (cell.scale + cell.scaleRange * draws.sym(6)) * s.scale
        let spinRate = (cell.spin + cell.spinRange * draws.sym(7)) * s.spin
        let c0 = (
            cell.color.red + cell.redRange * draws.sym(8), cell.color.green + cell.greenRange * draws.sym(9),
            cell.color.blue + cell.blueRange * draws.sym(10), cell.color.alpha + cell.alphaRange * draws.sym(11)
        )
        let parentColor = origin.color
        let parentScale = origin.scale
        let colorAt: (Double) -> Color = { a in
            Color(
                red: clamp01(c0.0 + cell.redSpeed * a) * parentColor.red,
                green: clamp01(c0.1 + cell.greenSpeed * a) * parentColor.green,
                blue: clamp01(c0.2 + cell.blueSpeed * a) * parentColor.blue,
                alpha: clamp01(c0.3 + cell.alphaSpeed * a) * parentColor.alpha)
        }
        return Look(color: colorAt, scale: { a in max(s0 + cell.scaleSpeed * a, 0) * parentScale }, spinRate: spinRate)
    }

    /// A birth point on the emitter shape, from two uniform numbers.
    static func birthPoint(_ s: LayerState, _ u1: Double, _ u2: Double) -> Point {
        let c = s.emitterPosition
        let w = s.emitterSize.width
        let h = s.emitterSize.height
        switch s.emitterShape {
        case .point:
            return c
        case .line:
            if s.emitterMode == .points { return Point(x: c.x + (u1 < 0.5 ? -w / 2 : w / 2), y: c.y) }
            return Point(x: c.x + (u1 - 0.5) * w, y: c.y)
        case .rectangle, .cuboid:
            switch s.emitterMode {
            case .points:
                let corner = min(Int(u1 * 4), 3)
                return Point(x: c.x + (corner % 2 == 0 ? -w / 2 : w / 2), y: c.y + (corner < 2 ? -h / 2 : h / 2))
            case .outline:
                let perimeter = 2 * (abs(w) + abs(h))
                guard perimeter > 0 else { return c }
                var d = u1 * perimeter
                let x0 = c.x - w / 2
                let y0 = c.y - h / 2
                if d < abs(w) { return Point(x: x0 + d * (w < 0 ? -1 : 1), y: y0) }
                d -= abs(w)
                if d < abs(h) { return Point(x: x0 + w, y: y0 + d * (h < 0 ? -1 : 1)) }
                d -= abs(h)
                if d < abs(w) { return Point(x: x0 + w - d * (w < 0 ? -1 : 1), y: y0 + h) }
                d -= abs(w)
                return Point(x: x0, y: y0 + h - d * (h < 0 ? -1 : 1))
            case .surface, .volume:
                return Point(x: c.x + (u1 - 0.5) * w, y: c.y + (u2 - 0.5) * h)
            }
        case .circle, .sphere:
            let angle = 2 * Double.pi * u1
            switch s.emitterMode {
            case .points: return c
            case .outline: return Point(x: c.x + w * cos(angle), y: c.y + w * sin(angle))
            case .surface, .volume:
                let r = w * u2.squareRoot()  // uniform over the disc
                return Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
            }
        }
    }

    // MARK: - Random numbers

    /// SplitMix64's finalizer: a bijective mix of 64 bits.
    static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform number in [0, 1) from 64 bits (the top 53).
    static func unit(_ x: UInt64) -> Double { Double(x >> 11) * 0x1p-53 }

    static func clamp01(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
}
