import Foundation
import Testing

@testable import Reel
@testable import ReelCLI

/// The exit codes are a documented contract (docs/command-line.md, "Exit codes").
@Suite struct CommandLineExitCodeTests {
    @Test func theDocumentedCodes() {
        let codes: [(ReelCommandLine.ExitCode, Int32)] = [
            (.success, 0), (.failure, 1), (.usage, 64), (.dataError, 65), (.noInput, 66), (.cannotCreate, 73),
            (.interrupted, 130), (.terminated, 143),
        ]
        for (code, value) in codes { #expect(code.rawValue == value, "\(code)") }
    }

    @Test func aSignalsCodeIs128PlusItAndNamesIt() {
        #expect(ReelCommandLine.ExitCode(signal: SIGINT) == .interrupted)
        #expect(ReelCommandLine.ExitCode(signal: SIGTERM) == .terminated)
        #expect(ReelCommandLine.ExitCode.interrupted.signal == SIGINT)
        #expect(ReelCommandLine.ExitCode.terminated.signal == SIGTERM)
        #expect(ReelCommandLine.ExitCode.failure.signal == nil && ReelCommandLine.ExitCode.usage.signal == nil)
    }
}
