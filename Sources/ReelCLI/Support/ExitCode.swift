import Glibc

/// The `reel` command line (see CommandLine.swift). Declared here with its exit codes, apart
/// from the code that calls the C libraries, so that the argument parser and its errors
/// compile on their own: fuzz/run.sh builds them into the fuzz target.
public enum ReelCommandLine {
    /// Exit codes (sysexits): 0 success, 1 failure, 64 usage, 65 bad data, 66 no input,
    /// 73 cannot create output; 130 and 143 (128 + the signal) for a run stopped by SIGINT or
    /// SIGTERM, which the `reel` process reports by ending by that signal (see ``main(arguments:)``).
    public enum ExitCode: Int32, Sendable {
        case success = 0
        case failure = 1
        case usage = 64
        case dataError = 65
        case noInput = 66
        case cannotCreate = 73
        case interrupted = 130
        case terminated = 143

        /// The code for a run stopped by `signal` (SIGINT: 130, SIGTERM: 143; any other: failure).
        init(signal: Int32) {
            self = ExitCode(rawValue: 128 + signal) ?? .failure
        }

        /// The worse of this code and `other`, for a command that runs several scenes or rows:
        /// a signal wins over a usage error, which wins over a data error, then output that
        /// cannot be created, missing input, a plain failure, success.
        func combined(with other: ExitCode) -> ExitCode {
            let rank: [ExitCode: Int] = [
                .success: 0, .failure: 1, .noInput: 2, .cannotCreate: 3, .dataError: 4, .usage: 5, .terminated: 6,
                .interrupted: 7,
            ]
            return rank[self, default: 0] >= rank[other, default: 0] ? self : other
        }

        /// The signal that stopped the run, for ``interrupted`` and ``terminated``.
        public var signal: Int32? {
            switch self {
            case .interrupted: SIGINT
            case .terminated: SIGTERM
            default: nil
            }
        }
    }
}
