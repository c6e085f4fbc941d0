extension BezierPath {
    /// The continuous ("squircle") corner Reel draws for `CornerCurve.continuous`, as offsets
    /// from the corner in units of the radius: `(along the edge arriving at the corner, along
    /// the edge leaving it)`.
    ///
    /// Apple does not publish the curve of iOS's continuous corners. These numbers are the
    /// widely used measurement of iOS 7's rounded rectangles (`UIBezierPath(roundedRect:…)`),
    /// as open-source reimplementations state them (for example the `IOS7RoundedRect`
    /// NSBezierPath extension and ChainableUIKit's `UIBezierPath+ContinuousCorner.swift`):
    /// the curve leaves each edge 1.528665 × radius from the corner, runs through two cubics
    /// joined by a short line to a middle cubic symmetric about the corner's diagonal, and back.
    /// Written here from the stated coefficients, made exactly symmetric.
    static let continuousCornerProfile: (start: Double, segments: [ContinuousCornerSegment]) = {
        let lead = ContinuousCornerSegment(
            c1: (1.088493, 0), c2: (0.868407, 0), end: (0.669934, 0.065496))
        let joint = (0.631494, 0.074911)
        let middle = ContinuousCornerSegment(
            c1: (0.372824, 0.169059), c2: (0.169059, 0.372824), end: (0.074911, 0.631494))
        let trail = ContinuousCornerSegment(c1: (0, 0.868407), c2: (0, 1.088493), end: (0, 1.528665))
        return (1.528665, [lead, ContinuousCornerSegment(line: joint), middle, trail])
    }()

    /// How far along each edge a continuous corner of radius 1 reaches.
    public static let continuousCornerExtent = 1.528665

    /// A closed rounded rectangle: `cornerRadius` rounds the corners in `corners` with
    /// `curve`; the other corners stay square.
    ///
    /// Circular corners are clamped to half the shorter side (as `cornerRadius` is);
    /// continuous corners to half the shorter side ÷ 1.528665, so that neighbouring corners
    /// never overlap. The path starts on the top edge, goes clockwise on screen (y down) and
    /// ends with `close()`.
    public init(
        roundedRect rect: Rect, cornerRadius: Double, cornerCurve curve: CornerCurve, maskedCorners corners: CornerMask
    ) {
        let s = rect.standardized
        let half = min(s.width, s.height) / 2
        let radius: Double
        if cornerRadius.isFinite, cornerRadius > 0, !corners.isEmpty {
            radius =
                curve == .continuous ? min(cornerRadius, half / Self.continuousCornerExtent) : min(cornerRadius, half)
        } else {
            radius = 0
        }
        self.init()
        // The corners clockwise from the top right, each with the unit vector pointing back
        // along the edge arriving at it (`a`) and along the edge leaving it (`b`).
        let plan: [(CornerMask, Point, Point, Point)] = [
            (.layerMaxXMinYCorner, Point(x: s.maxX, y: s.minY), Point(x: -1, y: 0), Point(x: 0, y: 1)),
            (.layerMaxXMaxYCorner, Point(x: s.maxX, y: s.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0)),
            (.layerMinXMaxYCorner, Point(x: s.minX, y: s.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1)),
            (.layerMinXMinYCorner, Point(x: s.minX, y: s.minY), Point(x: 0, y: 1), Point(x: 1, y: 0)),
        ]
        var started = false
        func to(_ p: Point) {
            if !started {
                move(to: p)
                started = true
            } else if p != currentPoint {
                addLine(to: p)
            }
        }
        for (corner, c, a, b) in plan {
            func at(_ u: Double, _ v: Double) -> Point { c + a * (u * radius) + b * (v * radius) }
            guard radius > 0, corners.contains(corner) else {
                to(c)
                continue
            }
            switch curve {
            case .circular:
                let k = 1 - Self.quarterCircleHandle
                to(at(1, 0))
                addCurve(to: at(0, 1), controlPoint1: at(k, 0), controlPoint2: at(0, k))
            case .continuous:
                let profile = Self.continuousCornerProfile
                to(at(profile.start, 0))
                for segment in profile.segments {
                    if let c1 = segment.c1, let c2 = segment.c2 {
                        addCurve(
                            to: at(segment.end.0, segment.end.1), controlPoint1: at(c1.0, c1.1),
                            controlPoint2: at(c2.0, c2.1))
                    } else {
                        addLine(to: at(segment.end.0, segment.end.1))
                    }
                }
            }
        }
        close()
    }
}

/// One piece of the continuous corner: a cubic (`c1`, `c2`, `end`) or a line to `end`.
struct ContinuousCornerSegment: Sendable {
    var c1: (Double, Double)?
    var c2: (Double, Double)?
    var end: (Double, Double)

    init(c1: (Double, Double), c2: (Double, Double), end: (Double, Double)) {
        self.c1 = c1
        self.c2 = c2
        self.end = end
    }

    init(line end: (Double, Double)) {
        self.end = end
    }
}
