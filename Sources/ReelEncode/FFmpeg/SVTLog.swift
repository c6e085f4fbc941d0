import Foundation

/// SVT-AV1 prints its configuration to standard error at info level unless the `SVT_LOG`
/// environment variable lowers it; Reel's output should carry only Reel's messages.
enum SVTLog {
    /// Sets `SVT_LOG` to errors only (1), unless the user set it, once, before the first AV1
    /// encoder reads it.
    static func quiet() { _ = once }

    private static let once: Void = { setenv("SVT_LOG", "1", 0) }()
}
