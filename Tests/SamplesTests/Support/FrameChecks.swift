import Testing

/// Per-frame checks that report only their first few failures (a broken clip fails on
/// hundreds of frames), then how many there were in all.
struct FrameChecks {
    private(set) var failures = 0
    private(set) var checks = 0
    let limit: Int

    init(limit: Int = 4) { self.limit = limit }

    mutating func check(
        _ ok: Bool, _ message: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        checks += 1
        guard !ok else { return }
        failures += 1
        if failures <= limit { Issue.record(Comment(rawValue: message()), sourceLocation: sourceLocation) }
    }

    /// Records the total when failures were left unreported.
    func finish(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if failures > limit {
            Issue.record(
                Comment(rawValue: "\(what): \(failures) of \(checks) checks failed (first \(limit) shown)"),
                sourceLocation: sourceLocation)
        }
    }
}
