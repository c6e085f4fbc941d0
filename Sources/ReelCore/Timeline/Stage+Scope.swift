extension Stage {
    /// Runs `work` inside `scope` (as it is when there is none) and returns its result.
    func inScope<Result>(_ work: () -> Result) -> Result {
        guard let scope else { return work() }
        var result: Result?
        scope { result = work() }
        guard let result else {
            preconditionFailure("Stage.scope returned without running the stage's work: it must call `work` once")
        }
        return result
    }
}
