import Foundation
import Reel
import ReelCore
import ReelRender
import ReelScene

/// What identifies a file's content cheaply: inode, size and modification time (ns).
struct FileStamp: Hashable, Sendable {
    var inode: UInt64
    var size: Int64
    var modified: Int64

    /// The stamp of the file at `path`; all zero when it does not exist.
    init(path: String) {
        var s = stat()
        guard stat(path, &s) == 0 else {
            (inode, size, modified) = (0, -1, 0)
            return
        }
        inode = UInt64(s.st_ino)
        size = Int64(s.st_size)
        modified = Int64(s.st_mtim.tv_sec) * 1_000_000_000 + Int64(s.st_mtim.tv_nsec)
    }
}
