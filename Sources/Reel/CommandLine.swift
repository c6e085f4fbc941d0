import Foundation
import ReelRender
import ReelEncode

/// The `reel` command line: parses arguments and calls the library. Kept in the library so
/// that tests can run it in-process as well as through the built binary.
public enum ReelCommandLine {
    /// Reel's version.
    public static let version = "0.1.0"

    /// Exit codes (sysexits): 0 success, 1 failure, 64 usage, 65 bad data, 66 no input,
    /// 73 cannot create output.
    public enum ExitCode: Int32 {
        case success = 0, failure = 1, usage = 64, dataError = 65, noInput = 66, cannotCreate = 73
    }

    static let overview = """
        OVERVIEW: Render Core Animation-style scenes to video (MP4, GIF, WebP, APNG, PNG).

        USAGE: reel <subcommand> [options]

        OPTIONS:
          --version               Show the version (and the Cairo, Pango and FFmpeg versions).
          -h, --help              Show help information.

        SUBCOMMANDS:
          help                    Show help for a subcommand.

          See 'reel help <subcommand>' for detailed help.
        """

    /// Runs the command line and returns the process exit code.
    public static func main(arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            print(overview)
            return ExitCode.success.rawValue
        }
        switch first {
        case "-h", "--help", "help":
            print(overview)
            return ExitCode.success.rawValue
        case "--version":
            print(versionText())
            return ExitCode.success.rawValue
        default:
            FileHandle.standardError.write(Data("Error: unknown subcommand '\(first)'\nUsage: reel <subcommand> [options]\n".utf8))
            return ExitCode.usage.rawValue
        }
    }

    /// `reel x.y.z` then the C libraries it runs against.
    public static func versionText() -> String {
        var lines = ["reel \(version)"]
        lines.append("cairo \(RenderLibraries.cairoVersion), pango \(RenderLibraries.pangoVersion)")
        lines.append("ffmpeg libavcodec \(EncodeLibraries.avcodecVersion), libavformat \(EncodeLibraries.avformatVersion), libavutil \(EncodeLibraries.avutilVersion)")
        return lines.joined(separator: "\n")
    }
}
