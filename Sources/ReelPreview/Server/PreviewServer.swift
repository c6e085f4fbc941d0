import Foundation
import ReelScene

/// `reel preview`: a session on one scene, served on 127.0.0.1, and a watcher that reloads
/// the scene when it or an asset changes (checked every 200 ms, so the page, which polls
/// every 250 ms, shows a change within half a second plus the render).
public final class PreviewServer: Sendable {
    public let session: PreviewSession
    public let http: HTTPServer
    private let stopWatching = DispatchSemaphore(value: 0)
    private let watcherDone = DispatchSemaphore(value: 0)

    /// Reads the scene and starts serving it.
    /// - Parameters:
    ///   - scenePath: The scene document.
    ///   - port: The port on 127.0.0.1; 0 picks a free one.
    ///   - overrides: `--set` values, applied before the page's.
    ///   - limits: Bounds on requests.
    ///   - cacheBytes: The most memory rendered frames may hold.
    /// - Throws: ``PreviewError``.
    public init(
        scenePath: String, port: Int, overrides: [SceneOverride] = [], limits: HTTPLimits = HTTPLimits(),
        cacheBytes: Int = 256 << 20
    ) throws(PreviewError) {
        let session = try PreviewSession(scenePath: scenePath, overrides: overrides, cacheBytes: cacheBytes)
        self.session = session
        let box = RouterBox()
        do {
            http = try HTTPServer(port: port, limits: limits) { request in
                box.router?.respond(request) ?? .text(503, "starting")
            }
        } catch {
            session.close()
            throw error
        }
        box.router = PreviewRouter(session: session, port: http.port)
        let (stop, done) = (stopWatching, watcherDone)
        Thread.detachNewThread {
            while stop.wait(timeout: .now() + .milliseconds(200)) == .timedOut { session.reloadIfChanged() }
            done.signal()
        }
    }

    /// The page's address.
    public var url: String { "http://127.0.0.1:\(http.port)/" }

    /// Stops watching and removes the session's scratch files (the HTTP server stops when
    /// this object goes).
    public func stop() {
        stopWatching.signal()
        watcherDone.wait()
        session.close()
    }
}

/// The router, set once the server knows its port; read by every request.
private final class RouterBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: PreviewRouter?
    var router: PreviewRouter? {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
