import ReelScene

/// Numbers as the converted scene document writes them: float noise rounded away, so that
/// documents read cleanly and do not change with the order of floating-point steps.
enum LottieNumber {
    /// `v` rounded to 9 decimal places (`6.1e-17` → 0, never `-0`).
    static func clean(_ v: Double) -> Double {
        let r = (v * 1e9).rounded() / 1e9
        return r == 0 ? 0 : r
    }
}
