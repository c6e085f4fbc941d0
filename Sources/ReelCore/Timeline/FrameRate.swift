/// A frame rate as an exact fraction: `numerator / denominator` frames per second, always in
/// lowest terms with both parts positive.
///
/// Video rates such as NTSC's 29.97 are not decimals but 30000/1001; keeping the fraction lets
/// every writer use the exact rate (MP4 time base 1001/30000, GIF and WebP delays that add up
/// to the clip's length). Decimals people write for those rates are recognised:
/// ```swift
/// FrameRate(framesPerSecond: 29.97)   // 30000/1001
/// FrameRate(framesPerSecond: 23.976)  // 24000/1001
/// FrameRate(framesPerSecond: 59.94)   // 60000/1001
/// FrameRate(framesPerSecond: 12.5)    // 25/2
/// FrameRate(parsing: "30000/1001")    // 30000/1001
/// FrameRate(30)                       // 30
/// ```
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
    /// Frames per `denominator` seconds.
    public let numerator: Int
    /// Seconds per `numerator` frames.
    public let denominator: Int

    /// A whole number of frames per second (clamped to at least 1).
    public init(_ framesPerSecond: Int) {
        numerator = max(framesPerSecond, 1)
        denominator = 1
    }

    /// `numerator / denominator` frames per second, reduced; nil unless both are positive.
    public init?(numerator: Int, denominator: Int) {
        guard numerator > 0, denominator > 0 else { return nil }
        let g = Self.gcd(numerator, denominator)
        self.numerator = numerator / g
        self.denominator = denominator / g
    }

    /// The rate `framesPerSecond` stands for: a whole number as itself; a value within 0.0005
    /// of `N × 1000/1001` (29.97, 23.976, 59.94, 119.88 …) as that NTSC fraction; anything
    /// else as the simplest fraction within a billionth of it (12.5 → 25/2). Nil unless finite
    /// and positive.
    public init?(framesPerSecond value: Double) {
        guard value.isFinite, value > 0, value < 1e9 else { return nil }
        if value == value.rounded() {
            self.init(Int(value))
            return
        }
        let ntsc = (value * 1.001).rounded()
        if ntsc >= 1, abs(value - ntsc * 1000 / 1001) <= 0.0005 {
            self.init(numerator: Int(ntsc) * 1000, denominator: 1001)
            return
        }
        // Continued fraction: the first convergent within 1e-9 (relative) of the value.
        var (p0, q0, p1, q1) = (0, 1, 1, 0)
        var x = value
        for _ in 0..<40 {
            let a = x.rounded(.down)
            guard a < 1e9 else { break }
            let (ap, o1) = Int(a).multipliedReportingOverflow(by: p1)
            let (aq, o2) = Int(a).multipliedReportingOverflow(by: q1)
            let (p2, o3) = ap.addingReportingOverflow(p0)
            let (q2, o4) = aq.addingReportingOverflow(q0)
            guard !(o1 || o2 || o3 || o4), q2 <= 1_000_000_000 else { break }
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
            if abs(Double(p1) / Double(q1) - value) <= 1e-9 * value { break }
            let fraction = x - a
            guard fraction > 0 else { break }
            x = 1 / fraction
        }
        self.init(numerator: p1, denominator: q1)
    }

    /// A rate as written in a scene document or on the command line: a number (`30`,
    /// `29.97`, read as ``init(framesPerSecond:)``) or a fraction of two whole numbers
    /// (`30000/1001`). Nil for anything else, zero or a negative rate.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard let value = Double(text.trimmingSpaces) else { return nil }
            self.init(framesPerSecond: value)
        case 2:
            guard let n = Int(parts[0].trimmingSpaces), let d = Int(parts[1].trimmingSpaces) else { return nil }
            self.init(numerator: n, denominator: d)
        default:
            return nil
        }
    }

    /// The rate as a number (29.97002997… for 30000/1001).
    public var framesPerSecond: Double { Double(numerator) / Double(denominator) }

    /// Whether the rate is a whole number of frames per second.
    public var isWhole: Bool { denominator == 1 }

    /// The time frame `index` shows, in seconds: `index × denominator / numerator`.
    public func time(ofFrame index: Int) -> Double { Double(index) * Double(denominator) / Double(numerator) }

    /// The number of frames in `duration` seconds: `duration × rate`, rounded (at least 0).
    public func frameCount(duration: Double) -> Int {
        let count = (duration * Double(numerator) / Double(denominator)).rounded()
        guard count.isFinite, count > 0 else { return 0 }
        return count < Double(Int.max) ? Int(count) : Int.max
    }

    /// The moment a player shows for a requested `time` in a clip `duration` seconds long (at
    /// this rate): the nearest frame's time, or the end (the last pose, progress 1) when the
    /// end is at least as near. So the end written with any number of decimals (`5.966667` for
    /// a 5.9666… s clip) is the end, and a time between two frames draws the nearer one.
    /// ```
    /// frame k-1     frame k       end (duration)
    ///    |-------------|-------------|
    ///          ^ → k-1    ^ → k    ^ → end      (each time goes to the nearest mark)
    /// ```
    /// - Returns: nil for a time more than half a frame before the start or after the end.
    public func shownTime(forTime time: Double, duration: Double) -> Double? {
        let halfFrame = self.time(ofFrame: 1) / 2
        guard time.isFinite, time >= -halfFrame, time <= duration + halfFrame else { return nil }
        let count = frameCount(duration: duration)
        guard count > 0 else { return duration }
        let nearest = min(max(Int((time * framesPerSecond).rounded()), 0), count - 1)
        let frameTime = self.time(ofFrame: nearest)
        return abs(duration - time) <= abs(time - frameTime) ? duration : frameTime
    }

    /// `30` for a whole rate, else the fraction, `30000/1001`.
    public var description: String { isWhole ? String(numerator) : "\(numerator)/\(denominator)" }

    /// The rate as people write it, and as ``init(parsing:)`` reads it back: a whole number
    /// (`30`), a decimal when the fraction has a finite one (`12.5` for 25/2), else the fraction
    /// (`30000/1001`, never `29.97002997002997`).
    public var formatted: String {
        if isWhole { return String(numerator) }
        var d = denominator
        for f in [2, 5] { while d % f == 0 { d /= f } }
        return d == 1 ? String(framesPerSecond) : description
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

extension String {
    fileprivate var trimmingSpaces: String { Substring(self).trimmingSpaces }
}
