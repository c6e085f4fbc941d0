import Foundation
import Testing

@testable import ReelPreview

/// The preview server's security rules, checked with raw HTTP requests (what a hostile page
/// or a local process could send), and its answers checked against `reel frame`'s bytes.
@Suite struct PreviewServerTests {
    @Test func listensOnLoopbackOnly() throws {
        let f = try PreviewFixture()
        #expect(f.server.http.boundAddress == "127.0.0.1:\(f.port)")
    }

    /// DNS rebinding: a page on evil.example whose name now points at 127.0.0.1 sends
    /// `Host: evil.example:PORT`; only the loopback name or address with this port is served.
    @Test func refusesRequestsForAnotherHost() throws {
        let f = try PreviewFixture()
        let p = f.port
        for host in [
            "evil.example:\(p)", "127.0.0.1.nip.io:\(p)", "127.0.0.1", "localhost", "127.0.0.1:\(p + 1)",
            "[::1]:\(p)", "0.0.0.0:\(p)", "127.0.0.2:\(p)",
        ] {
            #expect(RawHTTP.get("/api/state", port: p, host: host).status == 421, "Host: \(host)")
        }
        #expect(RawHTTP.get("/api/state", port: p, host: nil).status != 200, "no Host")
        #expect(RawHTTP.get("/api/state", port: p, host: "127.0.0.1:\(p)").status == 200)
        #expect(RawHTTP.get("/", port: p, host: "localhost:\(p)").status == 200)
    }

    @Test func servesOnlyTheDocumentsAssetsInsideItsFolder() throws {
        let f = try PreviewFixture()
        let p = f.port
        let host = "127.0.0.1:\(p)"
        let logo = RawHTTP.get("/assets/logo.png", port: p, host: host)
        #expect(logo.status == 200)
        #expect(logo.body == [UInt8](FileManager.default.contents(atPath: f.folder + "/logo.png")!))
        for path in [
            "/assets/../secret.txt", "/assets/%2e%2e/secret.txt", "/assets/%2E%2E%2Fsecret.txt",
            "/assets/x/../../secret.txt", "/assets//etc/passwd", "/assets/..%2f..%2fsecret.txt",
        ] {
            #expect(RawHTTP.get(path, port: p, host: host).status == 403, "\(path)")
        }
        for path in ["/../secret.txt", "/etc/passwd", "/card.json", "/assets/card.json", "/assets/nothing.png"] {
            #expect(RawHTTP.get(path, port: p, host: host).status == 404, "\(path)")
        }
    }

    /// A symbolic link in the scene's folder that leads out of it is not followed, even when
    /// the document uses it as an image.
    @Test func refusesSymbolicLinksOutOfTheSceneFolder() throws {
        let f = try PreviewFixture()
        try FileManager.default.copyItem(atPath: f.folder + "/logo.png", toPath: f.root + "/outside.png")
        try FileManager.default.createSymbolicLink(
            atPath: f.folder + "/linked.png", withDestinationPath: "../outside.png")
        try f.write(PreviewFixture.document().replacingOccurrences(of: "\"logo.png\"", with: "\"linked.png\""))
        #expect(f.server.session.reloadIfChanged())
        #expect(f.server.session.problems.isEmpty)
        let reply = RawHTTP.get("/assets/linked.png", port: f.port, host: "127.0.0.1:\(f.port)")
        #expect(reply.status == 403)
        #expect(String(decoding: reply.body, as: UTF8.self).contains("symbolic link"))
    }

    @Test func boundsHeadersBodiesAndIdleConnections() throws {
        var limits = HTTPLimits()
        limits.idleSeconds = 1
        let f = try PreviewFixture(limits: limits)
        let p = f.port
        let host = "127.0.0.1:\(p)"
        let many = (0..<100).map { "X-Filler-\($0): a" }
        #expect(RawHTTP.get("/api/state", port: p, host: host, headers: many).status == 431)
        let huge = ["X-Huge: " + String(repeating: "a", count: 40_000)]
        let hugeReply = RawHTTP.get("/api/state", port: p, host: host, headers: huge)
        #expect(hugeReply.status == 431, "\(hugeReply.head)")
        let body = String(repeating: "{}", count: 50_000)
        let post = "POST /api/export HTTP/1.1\r\nHost: \(host)\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
        #expect(RawHTTP.send(Array(post.utf8), port: p).reply.status == 413)
        // Half a request, then nothing: the server closes the connection after its idle time
        // (well before the client's 10-second safety bound).
        let (reply, timedOut) = RawHTTP.send(Array("GET /api/state HTTP/1.1\r\nHost: \(host)\r\n".utf8), port: p)
        #expect(!timedOut)
        #expect(reply.status == nil || reply.status == 408)
    }

    @Test func refusesCrossSiteExportsAndOtherMethods() throws {
        let f = try PreviewFixture()
        let host = "127.0.0.1:\(f.port)"
        let body = #"{"format":"gif"}"#
        func post(origin: String) -> Int? {
            let text =
                "POST /api/export HTTP/1.1\r\nHost: \(host)\r\nOrigin: \(origin)\r\nContent-Type: application/json\r\n"
                + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body
            return RawHTTP.send(Array(text.utf8), port: f.port).reply.status
        }
        #expect(post(origin: "http://evil.example") == 403)
        #expect(post(origin: "http://\(host)") == 200)
        let delete = "DELETE /api/state HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n"
        #expect(RawHTTP.send(Array(delete.utf8), port: f.port).reply.status == 405)
    }

    @Test func framesAreReelFramesBytes() throws {
        let f = try PreviewFixture()
        let reply = RawHTTP.get("/api/frame?n=3", port: f.port, host: "127.0.0.1:\(f.port)")
        #expect(reply.status == 200)
        #expect(reply.body == (try f.expectedPNG(3)))
        let wide = RawHTTP.get("/api/frame?n=3&set=width%3D30", port: f.port, host: "127.0.0.1:\(f.port)")
        #expect(wide.body == (try f.expectedPNG(3, ["width=30"])))
        #expect(wide.body != reply.body)
        let bad = RawHTTP.get("/api/frame?n=3&set=width%3Dwide", port: f.port, host: "127.0.0.1:\(f.port)")
        #expect(bad.status == 422)
        #expect(RawHTTP.get("/api/frame?n=5", port: f.port, host: "127.0.0.1:\(f.port)").status == 400)
    }

    /// Several tabs scrubbing at once, each with its own params, each get their own frames.
    @Test func severalTabsAtOnceGetTheirOwnFrames() throws {
        let f = try PreviewFixture(cacheBytes: 4_000)  // a small cache: frames are evicted meanwhile
        let tabs = ["", "width=10", "width=30", "accent=#00ff00"]
        var table: [String: [UInt8]] = [:]
        for tab in tabs {
            for n in 0..<5 { table["\(tab)|\(n)"] = try f.expectedPNG(n, tab.isEmpty ? [] : [tab]) }
        }
        let expected = table
        let port = f.port
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: tabs.count * 3) { i in
            let tab = tabs[i % tabs.count]
            for n in (0..<5).reversed() {
                let set =
                    tab.isEmpty
                    ? ""
                    : "&set="
                        + tab.replacingOccurrences(of: "=", with: "%3D")
                        .replacingOccurrences(of: "#", with: "%23")
                let reply = RawHTTP.get("/api/frame?n=\(n)\(set)", port: port, host: "127.0.0.1:\(port)")
                results.add(reply.status == 200 && reply.body == expected["\(tab)|\(n)"])
            }
        }
        #expect(results.all == Array(repeating: true, count: tabs.count * 3 * 5))
        #expect(f.server.session.frames.byteCount <= 4_000)
    }

    @Test func aBrokenDocumentKeepsTheLastGoodVersion() throws {
        let f = try PreviewFixture()
        let session = f.server.session
        #expect(session.generation == 1)
        try f.write(PreviewFixture.document(width: "\"wide\""))
        #expect(session.reloadIfChanged())
        let problem = try #require(session.problems.first)
        #expect(problem.line == 9 && problem.column == 61, "\(problem.text)")
        #expect(session.generation == 1)
        let state = RawHTTP.get("/api/state", port: f.port, host: "127.0.0.1:\(f.port)")
        #expect(String(decoding: state.body, as: UTF8.self).contains("\"line\":9,\"column\":61"))
        let frame = RawHTTP.get("/api/frame?n=2", port: f.port, host: "127.0.0.1:\(f.port)")
        try f.write(PreviewFixture.document())
        #expect(frame.body == (try f.expectedPNG(2)))  // the last good version's frame
        try f.write(PreviewFixture.document(background: "#405060"))
        #expect(session.reloadIfChanged())
        #expect(session.problems.isEmpty && session.generation == 2)
        #expect(!session.reloadIfChanged())
    }

    @Test func anAssetChangeReloads() throws {
        let f = try PreviewFixture()
        let session = f.server.session
        #expect(!session.reloadIfChanged())
        try FileManager.default.removeItem(atPath: f.folder + "/logo.png")
        #expect(session.reloadIfChanged())
        #expect(session.problems.first?.text.contains("logo.png") == true)
    }
}

final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Bool] = []
    func add(_ v: Bool) { lock.withLock { values.append(v) } }
    var all: [Bool] { lock.withLock { values } }
}

@Suite struct FrameCacheTests {
    @Test func staysUnderItsBoundDroppingTheLeastRecentlyUsed() {
        let cache = FrameCache(limit: 350)
        for i in 0..<3 { cache.insert([UInt8](repeating: 1, count: 100), for: "f\(i)") }
        _ = cache.bytes(for: "f0")  // used: f1 is now the oldest
        cache.insert([UInt8](repeating: 2, count: 100), for: "f3")
        #expect(cache.byteCount == 300 && cache.count == 3)
        #expect(cache.bytes(for: "f1") == nil)
        #expect(cache.bytes(for: "f0") != nil && cache.bytes(for: "f3") != nil)
        cache.insert([UInt8](repeating: 3, count: 1000), for: "big")
        #expect(cache.byteCount <= 350 && cache.bytes(for: "big") == nil)
    }
}
