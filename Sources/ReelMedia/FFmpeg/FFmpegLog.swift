import CFFmpeg
import Foundation

/// FFmpeg's own logging, routed through Reel (`cffmpeg_route_log` in CFFmpeg/shim.h): nothing
/// reaches stderr (x264's statistics, muxer chatter, decoder errors); Reel reports errors itself.
package enum FFmpegLog {
    private static let once: Void = { cffmpeg_route_log() }()
    /// Installs Reel's log callback (`av_log_set_callback`), once.
    package static func quiet() { once }
}
