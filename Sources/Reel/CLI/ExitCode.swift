/// The `reel` command line (see CommandLine.swift). Declared here with its exit codes, apart
/// from the code that calls the C libraries, so that the argument parser and its errors
/// compile on their own: fuzz/run.sh builds them into the fuzz target.
public enum ReelCommandLine {
    /// Exit codes (sysexits): 0 success, 1 failure, 64 usage, 65 bad data, 66 no input,
    /// 73 cannot create output.
    public enum ExitCode: Int32, Sendable {
        case success = 0, failure = 1, usage = 64, dataError = 65, noInput = 66, cannotCreate = 73
    }
}
