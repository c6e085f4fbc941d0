import ReelCLI
import _ReelTestSupport

extension CLI {
    /// Runs the command line in-process, capturing what it writes.
    static func run(_ arguments: [String]) -> CLIResult {
        let out = Capture()
        let err = Capture()
        let io = CommandIO(output: { out.text += $0 }, error: { err.text += $0 })
        let status = ReelCommandLine.run(arguments: arguments, io: io)
        return CLIResult(status: status, stdout: out.text, stderr: err.text)
    }
}
