// The players lottie-bench times against Reel. Debian's rlottie is linked (CRLottie); the
// others are shared libraries opened at run time with dlopen (scripts/bench-lottie.sh unpacks
// them from the rlottie-python and thorvg-python wheels), so Reel never depends on them. Their
// C functions are declared here from the libraries' public C APIs (rlottie's `rlottie_capi.h`,
// ThorVG 1.x's `thorvg_capi.h`).
import CRLottie
import Foundation

/// A peer that failed to load or to draw: the message goes into the table.
struct PeerError: Error, CustomStringConvertible {
    let description: String
}

/// One Lottie file opened by a peer at a pixel size: it draws frames into its own buffer.
protocol PeerAnimation: AnyObject {
    /// Draws frame `index` (counted from the clip's first frame) into `pixels`.
    func draw(frame index: Int) throws
    /// The last frame drawn, premultiplied ARGB, row after row.
    var pixels: [UInt32] { get }
}

/// A player measured against Reel.
protocol Peer {
    /// The column's name, with the version.
    var name: String { get }
    func open(path: String, width: Int, height: Int) throws -> any PeerAnimation
}

extension PeerAnimation {
    /// How many pixels of the last frame are not fully transparent.
    var coveredPixels: Int { pixels.reduce(0) { $0 + ($1 >> 24 == 0 ? 0 : 1) } }
}

/// `dlopen` with the library's own symbols first (RTLD_DEEPBIND): rlottie-python's librlottie
/// has the same C function names as Debian's, which lottie-bench links.
func openLibrary(_ path: String) throws -> UnsafeMutableRawPointer {
    let deepBind: Int32 = 0x0008  // RTLD_DEEPBIND in glibc's <bits/dlfcn.h>
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL | deepBind) else {
        throw PeerError(description: "cannot open \(path): \(String(cString: dlerror()))")
    }
    return handle
}

/// The C function `name` of `library` as a Swift function of type `T` (a @convention(c) type).
func symbol<T>(_ library: UnsafeMutableRawPointer, _ name: String, as type: T.Type) throws -> T {
    guard let address = dlsym(library, name) else {
        throw PeerError(description: "\(name) is missing from the library")
    }
    return unsafeBitCast(address, to: type)
}

// MARK: - rlottie

/// rlottie's C API (`lottie_animation_from_data`, `lottie_animation_render`,
/// `lottie_animation_destroy`), from the linked Debian library or from a library file.
struct RLottie: Peer {
    typealias FromData =
        @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> OpaquePointer?
    typealias Render = @convention(c) (OpaquePointer?, Int, UnsafeMutablePointer<UInt32>?, Int, Int, Int) -> Void
    typealias Destroy = @convention(c) (OpaquePointer?) -> Void

    let name: String
    let fromData: FromData
    let render: Render
    let destroy: Destroy

    /// Debian's librlottie, linked through CRLottie.
    static func system(version: String) -> RLottie {
        RLottie(
            name: "rlottie \(version)",
            fromData: { lottie_animation_from_data($0, $1, $2) },
            render: { lottie_animation_render($0, $1, $2, $3, $4, $5) },
            destroy: { lottie_animation_destroy($0) })
    }

    /// A librlottie file (rlottie-python's), opened with dlopen.
    static func library(at path: String, version: String) throws -> RLottie {
        let library = try openLibrary(path)
        if let initialise = dlsym(library, "lottie_init") {
            unsafeBitCast(initialise, to: (@convention(c) () -> Void).self)()
        }
        return RLottie(
            name: "rlottie \(version)",
            fromData: try symbol(library, "lottie_animation_from_data", as: FromData.self),
            render: try symbol(library, "lottie_animation_render", as: Render.self),
            destroy: try symbol(library, "lottie_animation_destroy", as: Destroy.self))
    }

    func open(path: String, width: Int, height: Int) throws -> any PeerAnimation {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let directory = (path as NSString).deletingLastPathComponent
        guard let animation = fromData(text, path, directory) else {
            throw PeerError(description: "\(name) cannot load it")
        }
        return Animation(player: self, animation: animation, width: width, height: height)
    }

    final class Animation: PeerAnimation {
        let player: RLottie
        let animation: OpaquePointer
        let width: Int
        let height: Int
        private(set) var pixels: [UInt32]

        init(player: RLottie, animation: OpaquePointer, width: Int, height: Int) {
            self.player = player
            self.animation = animation
            self.width = width
            self.height = height
            pixels = [UInt32](repeating: 0, count: width * height)
        }

        deinit { player.destroy(animation) }

        func draw(frame index: Int) {
            pixels.withUnsafeMutableBufferPointer { buffer in
                player.render(animation, index, buffer.baseAddress, width, height, width * 4)
            }
        }
    }
}

// MARK: - Isolation

/// Runs `body` (a peer's measurement) in a child process, so that a peer that crashes on a file
/// (rlottie 0.2 does on one of the corpus) costs only its cell: the result comes back through a
/// pipe as one line of text, a signal as a failure naming it.
func isolated(_ body: () -> PeerResult) -> PeerResult {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return body() }
    fflush(nil)  // every stream, so that the child does not write the parent's buffered rows again
    let child = fork()
    if child == 0 {
        close(ends[0])
        let result = body()
        let line =
            result.failure.map { "failure \($0)" } ?? "timed \(result.seconds) \(result.blankFrame ?? -1)"
        _ = Array(line.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        _exit(0)
    }
    close(ends[1])
    defer { close(ends[0]) }
    guard child > 0 else { return body() }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while case let n = read(ends[0], &chunk, chunk.count), n > 0 { bytes += chunk[0..<n] }
    var status: Int32 = 0
    waitpid(child, &status, 0)
    if status & 0x7f != 0 { return PeerResult(failure: "crashed (signal \(status & 0x7f))") }
    let words = String(decoding: bytes, as: UTF8.self).split(separator: " ", maxSplits: 1)
    if words.first == "failure" { return PeerResult(failure: words.count > 1 ? String(words[1]) : "failed") }
    let fields = bytes.isEmpty ? [] : String(decoding: bytes, as: UTF8.self).split(separator: " ")
    guard fields.count == 3, let seconds = Double(fields[1]), let blank = Int(fields[2]) else {
        return PeerResult(failure: "no result (exit status \(status >> 8))")
    }
    return PeerResult(seconds: seconds, blankFrame: blank < 0 ? nil : blank)
}
