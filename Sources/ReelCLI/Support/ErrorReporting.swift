import Reel
import ReelCore
import ReelEncode
import ReelRender
import ReelScene

extension CommandIO {
    /// Prints `error` as `Error: <line>` for each line of its message, on the error stream,
    /// and returns its exit code (``CommandLineError/init(mapping:)``).
    @discardableResult
    func report(_ error: any Error) -> ReelCommandLine.ExitCode {
        let e = CommandLineError(mapping: error)
        for line in e.message.split(separator: "\n", omittingEmptySubsequences: false) {
            self.error("Error: \(line)\n")
        }
        return e.exitCode
    }
}

extension CommandLineError {
    /// Any error of the library as a message and a sysexits code; a `CommandLineError` as it is.
    init(mapping error: any Error) {
        switch error {
        case let e as CommandLineError: self = e
        case let e as EncodeError:
            // 73 when the output cannot be created, 64 for settings that do not fit the format.
            let code: ReelCommandLine.ExitCode =
                switch e.kind {
                case .cannotCreateOutput: .cannotCreate
                case .invalidInput: .usage
                case .ffmpeg, .quantization, .cancelled: .failure
                }
            self.init(e.description, exitCode: code)
        case let e as PipelineError:
            switch e {
            case .interrupted(let signal): self.init(e.description, exitCode: ReelCommandLine.ExitCode(signal: signal))
            case .badFrameRange, .noSuchMarker: self.init(e.description, exitCode: .usage)
            default: self.init(e.description, exitCode: .failure)
            }
        case let e as RenderError:
            switch e {
            case .imageNotFound, .fontNotFound: self.init(e.description, exitCode: .noInput)
            case .imageUnreadable, .fontUnreadable: self.init(e.description, exitCode: .dataError)
            default: self.init(e.description, exitCode: .failure)
            }
        case let e as ReelError: self.init(e.description, exitCode: .usage)
        case let e as SceneValidationError:
            self.init(e.description, exitCode: e.isOnlyMissingFiles ? .noInput : .dataError)
        default: self.init("\(error)", exitCode: .failure)
        }
    }
}
