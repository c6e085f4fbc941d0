import Foundation

/// Lengths along a path, points and tangents at a length, and trimming — what Core Animation
/// does with `strokeStart`/`strokeEnd` and what paced keyframe animation needs.
///
/// Measure once and query many times: the initializer integrates every segment's length
/// (see `PathSegment` for the error bound); each query is then a binary search plus, inside a
/// curve, a short Newton inversion of the arc-length function.
///
/// Distances run over the whole path, across subpaths: subpath 2 starts where subpath 1's
/// length ends (the jump of a `move(to:)` counts as nothing). A `close()` counts as the line it
/// draws. Lone and trailing moves add nothing.
///
/// ```
///  subpath 0                      subpath 1
///  ●━━━━━━━━━━━━━╸(close)         ●━━━━━━━━●
///  0            s₀                s₀           length
/// ```
///
/// Non-finite input never traps: a path with a NaN or infinite coordinate has a NaN or
/// infinite `length`; then `point(atLength:)`, `tangent(atLength:)` return `nil` and partial
/// trims are empty. NaN distances and fractions likewise give `nil` or an empty path.
public struct PathMeasure: Sendable {
    /// A place on the path: a segment and a curve parameter in it.
    public struct Location: Hashable, Sendable {
        /// Index into `segments`.
        public var segmentIndex: Int
        /// Curve parameter within the segment, 0…1.
        public var t: Double

        public init(segmentIndex: Int, t: Double) {
            self.segmentIndex = segmentIndex
            self.t = t
        }
    }

    /// The measured path.
    public let path: BezierPath
    /// The path's drawable segments (`BezierPath.segments`).
    public let segments: [PathSegment]
    /// Each segment's arc length.
    public let segmentLengths: [Double]
    /// The distance from the path's start to each segment's start.
    public let segmentOffsets: [Double]
    /// The total length of all segments of all subpaths.
    public let length: Double

    /// Measures `path`.
    /// - Complexity: O(n) quadratures for n segments; lines cost one square root.
    public init(_ path: BezierPath) {
        self.path = path
        let segments = path.segments
        var lengths: [Double] = []
        var offsets: [Double] = []
        lengths.reserveCapacity(segments.count)
        offsets.reserveCapacity(segments.count)
        var total = 0.0
        for segment in segments {
            let l = segment.length
            offsets.append(total)
            lengths.append(l)
            total += l
        }
        self.segments = segments
        self.segmentLengths = lengths
        self.segmentOffsets = offsets
        self.length = total
    }

    // MARK: - Locating

    /// The segment and parameter at `distance` from the path's start.
    ///
    /// Distances are clamped to `0…length`. A distance on the boundary between two segments
    /// gives the later one at `t = 0` (the same point, unless a `move(to:)` lies between
    /// them, in which case it is the next subpath's start); `length` itself gives the last
    /// segment of positive length at `t = 1`. Zero-length segments are never returned, unless
    /// the whole path has zero length (then: the first segment at `t = 0`).
    /// - Returns: `nil` when the path has no segments, its length is not finite, or
    ///   `distance` is NaN.
    public func location(atLength distance: Double) -> Location? {
        guard !segments.isEmpty, length.isFinite, !distance.isNaN else { return nil }
        let s = min(max(distance, 0), length)
        // The largest index whose offset is ≤ s (offsets are non-decreasing).
        var lo = 0
        var hi = segments.count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if segmentOffsets[mid] <= s { lo = mid } else { hi = mid }
        }
        var i = lo
        // Only the last segments can be zero-length here: step back to one with length.
        while i > 0 && segmentLengths[i] == 0 { i -= 1 }
        if segmentLengths[i] == 0 { return Location(segmentIndex: 0, t: 0) }
        let local = s - segmentOffsets[i]
        let t = segments[i].parameter(atLength: local, totalLength: segmentLengths[i])
        return Location(segmentIndex: i, t: t)
    }

    /// The distance from the path's start to `location`.
    public func distance(at location: Location) -> Double {
        let segment = segments[location.segmentIndex]
        return segmentOffsets[location.segmentIndex] + segment.length(from: 0, to: location.t)
    }

    /// The point at `distance` along the path (clamped to `0…length`); `nil` as for
    /// `location(atLength:)`.
    public func point(atLength distance: Double) -> Point? {
        guard let l = location(atLength: distance) else { return nil }
        return segments[l.segmentIndex].point(at: l.t)
    }

    /// The unit tangent (direction of travel) at `distance`; `nil` as for
    /// `location(atLength:)` or when the whole path has zero length.
    public func tangent(atLength distance: Double) -> Point? {
        guard let l = location(atLength: distance) else { return nil }
        return segments[l.segmentIndex].tangent(at: l.t)
    }

    /// The tangent's angle at `distance` in radians (`atan2`, clockwise on screen).
    public func tangentAngle(atLength distance: Double) -> Double? {
        guard let d = tangent(atLength: distance) else { return nil }
        return atan2(d.y, d.x)
    }

    // MARK: - Trimming

    /// The part of the path between two fractions of its whole length, as Core Animation's
    /// `strokeStart` and `strokeEnd` select it.
    ///
    /// - Both fractions are clamped to 0…1; `from >= to` (after clamping) or a NaN fraction
    ///   gives an empty path, which draws nothing.
    /// - `from <= 0` and `to >= 1` give the path unchanged.
    /// - Otherwise see `trimmed(fromLength:toLength:)`; on a path of zero length, any
    ///   non-empty range keeps every zero-length subpath (all lie at distance 0).
    public func trimmed(from start: Double, to end: Double) -> BezierPath {
        guard !start.isNaN, !end.isNaN else { return BezierPath() }
        let from = min(max(start, 0), 1)
        let to = min(max(end, 0), 1)
        guard from < to else { return BezierPath() }
        if from == 0 && to == 1 { return path }
        guard length.isFinite else { return BezierPath() }
        // A path of zero length keeps its dots for any non-empty range of fractions.
        return trim(from: from * length, to: to == 1 ? length : to * length)
    }

    /// The part of the path between two distances from its start.
    ///
    /// Curves are cut exactly: the parameter for each cut distance is found by Newton
    /// iteration on the arc-length function and the curve split by de Casteljau, so pieces
    /// keep their degree and the cut points equal `point(atLength:)`.
    ///
    /// Rules:
    /// - distances are clamped to `0…length`; `from >= to`, a NaN distance or a non-finite
    ///   path length gives an empty path;
    /// - each subpath that keeps some length starts with a `move(to:)` at its first kept point;
    /// - a subpath kept whole is copied element for element, its `close()` included;
    /// - a subpath kept in part ends where the cut is; its closing segment, whole or in part,
    ///   becomes a `line(to:)` (a `close()` would wrongly join the cut ends);
    /// - zero-length segments (and zero-length subpaths, which draw a dot with round caps) are
    ///   kept when their position lies in the closed range `from…to`;
    /// - a cut within `1e-12 · length` of a segment's end is moved onto it, so rounding in
    ///   `fraction × length` never leaves a sliver of the neighbouring segment (which would
    ///   show as a dot with round caps);
    /// - moves without segments are dropped.
    /// - Complexity: O(n) plus two arc-length inversions.
    public func trimmed(fromLength start: Double, toLength end: Double) -> BezierPath {
        guard length.isFinite, !start.isNaN, !end.isNaN else { return BezierPath() }
        let from = min(max(start, 0), length)
        let to = min(max(end, 0), length)
        guard from < to else { return BezierPath() }
        return trim(from: from, to: to)
    }

    /// Trims to `from…to` (clamped, finite, `from <= to`) by the rules of
    /// `trimmed(fromLength:toLength:)`.
    private func trim(from: Double, to: Double) -> BezierPath {
        var out: [BezierPath.Element] = []
        var i = 0
        while i < segments.count {
            var j = i
            while j < segments.count && segments[j].subpathIndex == segments[i].subpathIndex { j += 1 }
            appendTrimmedSubpath(i..<j, from: from, to: to, snap: 1e-12 * length, into: &out)
            i = j
        }
        var result = BezierPath(elements: out)
        result.lineWidth = path.lineWidth
        return result
    }

    /// Appends the part of the subpath made of `range`'s segments that lies in `from…to`.
    private func appendTrimmedSubpath(
        _ range: Range<Int>, from: Double, to: Double, snap: Double, into out: inout [BezierPath.Element]
    ) {
        // Whether the whole subpath is kept.
        var whole = true
        for k in range {
            let s0 = segmentOffsets[k]
            let len = segmentLengths[k]
            if !(s0 >= from - snap && s0 + len <= to + snap) {
                whole = false
                break
            }
        }
        if whole {
            out.append(.move(to: segments[range.lowerBound].start))
            for k in range { out.append(segments[k].element) }
            return
        }
        var started = false
        for k in range {
            let segment = segments[k]
            let s0 = segmentOffsets[k]
            let len = segmentLengths[k]
            let s1 = s0 + len
            if len <= snap {  // zero length, or too short to cut
                guard from - snap <= s0 && s0 <= to + snap else { continue }
                if !started {
                    out.append(.move(to: segment.start))
                    started = true
                }
                out.append(segment.isClose ? .line(to: segment.end) : segment.element)
                continue
            }
            var a = max(from, s0)
            var b = min(to, s1)
            if a - s0 <= snap { a = s0 }
            if s1 - b <= snap { b = s1 }
            guard b - a > snap else { continue }
            let piece: PathSegment
            if a == s0 && b == s1 {
                piece = segment
            } else {
                let t0 = a > s0 ? segment.parameter(atLength: a - s0, totalLength: len) : 0
                let t1 = b < s1 ? segment.parameter(atLength: b - s0, totalLength: len) : 1
                piece = segment.subsegment(from: t0, to: t1)
            }
            if !started {
                out.append(.move(to: piece.start))
                started = true
            }
            out.append(piece.isClose ? .line(to: piece.end) : piece.element)
        }
    }
}

// MARK: - Conveniences on BezierPath

extension BezierPath {
    /// The path's total length over all subpaths (`PathMeasure(self).length`).
    /// - Complexity: measures the whole path; keep a `PathMeasure` for repeated queries.
    public var length: Double {
        PathMeasure(self).length
    }

    /// The point at `distance` along the path; see `PathMeasure.point(atLength:)`.
    public func point(atLength distance: Double) -> Point? {
        PathMeasure(self).point(atLength: distance)
    }

    /// The unit tangent at `distance` along the path; see `PathMeasure.tangent(atLength:)`.
    public func tangent(atLength distance: Double) -> Point? {
        PathMeasure(self).tangent(atLength: distance)
    }

    /// The part of the path between two fractions of its whole length, with Core Animation's
    /// `strokeStart`/`strokeEnd` meaning; see `PathMeasure.trimmed(from:to:)` for the rules.
    public func trimmed(from start: Double, to end: Double) -> BezierPath {
        guard !start.isNaN, !end.isNaN else { return BezierPath() }
        if start <= 0 && end >= 1 { return self }  // no need to measure
        if min(max(start, 0), 1) >= min(max(end, 0), 1) { return BezierPath() }
        return PathMeasure(self).trimmed(from: start, to: end)
    }
}
